import CheckIcon from '@mui/icons-material/Check';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Box, Rating, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { testimonialStatuses, type AdminTestimonial } from '@kartyna/domain';
import {
  Button,
  DataTable,
  Edit,
  FunctionField,
  Labeled,
  List,
  RadioButtonGroupInput,
  SearchInput,
  SelectArrayInput,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  useNotify,
  useRecordContext,
  useUpdate,
} from 'react-admin';
import { keyChoices } from '../../lib/choices';
import { KyivTime, TestimonialStatusChip } from './content-words';

const statusChoices = keyChoices('shop.content.testimonials.statuses', testimonialStatuses);

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectArrayInput key="status" source="status" choices={statusChoices} alwaysOn sx={{ minWidth: 220 }} />,
];

/** Approve / hide in one click from the list, without opening the testimonial. */
function QuickModeration() {
  const record = useRecordContext<AdminTestimonial>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const set = (status: 'approved' | 'hidden') => (event: React.MouseEvent) => {
    event.stopPropagation();
    void update(
      'testimonials',
      { id: record.id, data: { status }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(
            status === 'approved' ? 'shop.content.testimonials.approved' : 'shop.content.testimonials.hidden',
            {
              type: 'success',
            },
          ),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  };
  return (
    <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ whiteSpace: 'nowrap' }}>
      {record.status !== 'approved' && (
        <Button
          label="shop.content.testimonials.approve"
          onClick={set('approved')}
          disabled={isPending}
          color="success"
        >
          <CheckIcon />
        </Button>
      )}
      {record.status !== 'hidden' && (
        <Button
          label="shop.content.testimonials.hide"
          onClick={set('hidden')}
          disabled={isPending}
          color="inherit"
        >
          <VisibilityOffIcon />
        </Button>
      )}
    </Stack>
  );
}

const Col = DataTable.Col<AdminTestimonial>;

export function TestimonialList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: ['pending'] }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
      empty={false}
    >
      {small ? (
        <SimpleList<AdminTestimonial>
          linkType="edit"
          primaryText={(r) => `${r.name} · ${'★'.repeat(r.rating)}`}
          secondaryText={(r) => r.text ?? ''}
          tertiaryText={(r) => <TestimonialStatusChip status={r.status} />}
        />
      ) : (
        <DataTable rowClick="edit">
          <Col source="createdAt" render={() => <KyivTime source="createdAt" />} />
          <Col source="status" render={(r) => <TestimonialStatusChip status={r.status} />} />
          <Col source="name" disableSort />
          <Col source="rating" render={(r) => <Rating value={r.rating} readOnly size="small" />} />
          <Col
            source="text"
            disableSort
            render={(r) => (
              <Typography
                variant="body2"
                title={r.text ?? undefined}
                sx={{
                  minWidth: 280,
                  maxWidth: 480,
                  display: '-webkit-box',
                  WebkitLineClamp: 3,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                {r.text ?? '—'}
              </Typography>
            )}
          />
          <Col source="reply" disableSort render={(r) => (r.reply ? '✓' : '')} align="center" />
          <Col source="phone" disableSort sx={{ whiteSpace: 'nowrap' }} />
          <DataTable.Col label="" disableSort align="right">
            <QuickModeration />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

/** What the shopper wrote: read-only, staff only decide and reply. */
function Submitted() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { sm: 'repeat(3, auto)' },
        gap: 2,
        mb: 2,
        justifyContent: 'start',
      }}
    >
      <Labeled source="name">
        <TextField source="name" />
      </Labeled>
      <Labeled source="phone">
        <TextField source="phone" />
      </Labeled>
      <Labeled source="email">
        <TextField source="email" emptyText="—" />
      </Labeled>
      <Labeled source="rating">
        <FunctionField<AdminTestimonial> render={(r) => <Rating value={r.rating} readOnly />} />
      </Labeled>
      <Labeled source="createdAt">
        <KyivTime source="createdAt" />
      </Labeled>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Labeled source="text">
          <TextField source="text" emptyText="—" sx={{ whiteSpace: 'pre-line' }} />
        </Labeled>
      </Box>
    </Box>
  );
}

export function TestimonialEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <Submitted />
        <RadioButtonGroupInput source="status" choices={statusChoices} row />
        <TextInput
          source="reply"
          multiline
          minRows={3}
          fullWidth
          helperText="shop.content.testimonials.reply_help"
        />
      </SimpleForm>
    </Edit>
  );
}
