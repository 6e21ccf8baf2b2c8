import DoneIcon from '@mui/icons-material/Done';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import SendIcon from '@mui/icons-material/Send';
import { Box, Card, CardContent, Divider, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import type { AdminContactMessage } from '@kartyna/domain';
import {
  Button,
  DataTable,
  Form,
  Labeled,
  List,
  NullableBooleanInput,
  SaveButton,
  SearchInput,
  SimpleList,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { api } from '../../lib/api-client';
import { HandledChip, KyivTime } from './content-words';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="handled" source="handled" alwaysOn />,
];

const Col = DataTable.Col<AdminContactMessage>;

/** The inbox: new messages first, newest first within each group. */
export function ContactMessageList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filters} sort={{ field: 'handled', order: 'ASC' }} exporter={false}>
      {small ? (
        <SimpleList<AdminContactMessage>
          linkType="show"
          primaryText={(r) => `${r.name} · ${r.email}`}
          secondaryText={(r) => r.message}
          tertiaryText={(r) => <HandledChip handled={r.handled} />}
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Col source="createdAt" render={() => <KyivTime source="createdAt" />} />
          <Col source="handled" render={(r) => <HandledChip handled={r.handled} />} />
          <Col source="name" disableSort />
          <Col source="email" disableSort />
          <Col source="phone" disableSort />
          <Col
            source="message"
            disableSort
            render={(r) => (
              <Typography variant="body2" noWrap sx={{ maxWidth: 480 }}>
                {r.message}
              </Typography>
            )}
          />
        </DataTable>
      )}
    </List>
  );
}

/** The list's row shows first (react-admin reuses it), so `replies` may not be there yet. */
type Detail = AdminContactMessage & { replies?: { reply: string; by: string; at: string }[] };

/** Posts to the message and refreshes the page; errors become notifications. */
function useMessageAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  return async (path: string, body: object, done: string) => {
    try {
      await api(path, { method: path.endsWith('/reply') ? 'POST' : 'PUT', body });
      notify(done, { type: 'success' });
      refresh();
      return undefined;
    } catch (error) {
      const fields = (error as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (fields && Object.keys(fields).length) return fields;
      notify((error as Error).message, { type: 'error' });
      return undefined;
    }
  };
}

function HandledToggle() {
  const record = useRecordContext<Detail>();
  const run = useMessageAction();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const toggle = async () => {
    setBusy(true);
    await run(
      `/api/admin/contact-messages/${record.id}`,
      { handled: !record.handled },
      record.handled ? 'shop.content.messages.marked_unhandled' : 'shop.content.messages.marked_handled',
    );
    setBusy(false);
  };
  return (
    <Button
      label={record.handled ? 'shop.content.messages.mark_unhandled' : 'shop.content.messages.mark_handled'}
      onClick={() => void toggle()}
      disabled={busy}
      variant={record.handled ? 'text' : 'contained'}
    >
      {record.handled ? <MarkEmailUnreadIcon /> : <DoneIcon />}
    </Button>
  );
}

/** Staff's answer, mailed to the sender; sending also marks the message handled. */
function ReplyForm() {
  const record = useRecordContext<Detail>();
  const translate = useTranslate();
  const run = useMessageAction();
  if (!record) return null;
  const submit = async (values: Record<string, unknown>) =>
    run(
      `/api/admin/contact-messages/${record.id}/reply`,
      { reply: values.reply },
      'shop.content.messages.reply_sent',
    );
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('shop.content.messages.reply_title')}
        </Typography>
        <Form onSubmit={submit} key={record.replies?.length ?? 0} record={{ reply: '' }}>
          <TextInput
            source="reply"
            label="resources.contact-messages.fields.reply"
            multiline
            minRows={4}
            fullWidth
            helperText="shop.content.messages.reply_help"
          />
          <SaveButton label="shop.content.messages.send_reply" icon={<SendIcon />} alwaysEnable />
        </Form>
      </CardContent>
    </Card>
  );
}

function Replies() {
  const record = useRecordContext<Detail>();
  const translate = useTranslate();
  if (!record) return null;
  const replies = record.replies ?? [];
  return (
    <Box>
      <Typography variant="subtitle2" color="text.secondary" gutterBottom>
        {translate('shop.content.messages.replies_title')}
      </Typography>
      {replies.length === 0 ? (
        <Typography variant="body2">{translate('shop.content.messages.no_replies')}</Typography>
      ) : (
        <Stack divider={<Divider flexItem />} spacing={1}>
          {replies.map((r) => (
            <Box key={`${r.at}-${r.by}`}>
              <Typography variant="caption" color="text.secondary">
                {new Date(r.at).toLocaleString('uk-UA', { timeZone: 'Europe/Kyiv' })} · {r.by}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {r.reply}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

export function ContactMessageShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <HandledToggle />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
          <Labeled source="name">
            <TextField source="name" />
          </Labeled>
          <Labeled source="email">
            <TextField source="email" />
          </Labeled>
          <Labeled source="phone">
            <TextField source="phone" emptyText="—" />
          </Labeled>
          <Labeled source="createdAt">
            <KyivTime source="createdAt" />
          </Labeled>
          <Labeled source="handledAt">
            <KyivTime source="handledAt" />
          </Labeled>
        </Stack>
        <TextField source="message" sx={{ whiteSpace: 'pre-line', fontSize: '1.05rem' }} />
        <Replies />
        <ReplyForm />
      </SimpleShowLayout>
    </Show>
  );
}
