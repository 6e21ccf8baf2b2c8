import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RestoreIcon from '@mui/icons-material/Restore';
import { Chip, Button as MuiButton } from '@mui/material';
import type { AdminPageText } from '@kartyna/domain';
import {
  DataTable,
  DeleteWithConfirmButton,
  Edit,
  List,
  SaveButton,
  TabbedForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { KyivTime } from './content-words';

function usePageName() {
  const translate = useTranslate();
  return (slug: string) => translate(`shop.content.pages.names.${slug}`, { _: slug });
}

function CustomChip({ custom }: { custom: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={custom ? 'primary' : 'default'}
      label={translate(custom ? 'shop.content.pages.custom' : 'shop.content.pages.shipped')}
    />
  );
}

const Col = DataTable.Col<AdminPageText>;

/** The four static pages: each shows staff's text when there is one, else the site's own. */
export function PageTextList() {
  const name = usePageName();
  return (
    <List pagination={false} exporter={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <Col source="slug" disableSort render={(r) => name(r.slug)} />
        <Col source="custom" disableSort render={(r) => <CustomChip custom={r.custom} />} />
        <Col source="updatedAt" disableSort render={() => <KyivTime source="updatedAt" />} />
      </DataTable>
    </List>
  );
}

/** Opens the storefront page (same origin: the storefront proxies /admin). */
function OpenPage() {
  const record = useRecordContext<AdminPageText>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <TopToolbar>
      <MuiButton href={`/${record.slug}`} target="_blank" rel="noopener" startIcon={<OpenInNewIcon />}>
        {translate('shop.content.pages.open_page')}
      </MuiButton>
    </TopToolbar>
  );
}

/** Save, and (when staff text exists) drop it so the page shows the site's text again. */
function PageTextToolbar() {
  const record = useRecordContext<AdminPageText>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {record?.custom && (
        <DeleteWithConfirmButton
          label="shop.content.pages.reset"
          icon={<RestoreIcon />}
          confirmTitle="shop.content.pages.reset_title"
          confirmContent="shop.content.pages.reset_content"
          mutationMode="pessimistic"
          redirect="list"
          successMessage="shop.content.pages.reset_done"
        />
      )}
    </Toolbar>
  );
}

function PageTitle() {
  const record = useRecordContext<AdminPageText>();
  const name = usePageName();
  return <>{record ? name(record.slug) : ''}</>;
}

export function PageTextEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" actions={<OpenPage />} title={<PageTitle />}>
      <TabbedForm toolbar={<PageTextToolbar />}>
        <TabbedForm.Tab label="shop.content.pages.tab_ua">
          <TextInput
            source="bodyUa"
            multiline
            minRows={14}
            fullWidth
            helperText="shop.content.pages.format_help"
            parse={(v: string) => v ?? ''}
          />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="shop.content.pages.tab_ru">
          <TextInput
            source="bodyRu"
            multiline
            minRows={14}
            fullWidth
            helperText="shop.content.pages.format_help"
            parse={(v: string) => v ?? ''}
          />
        </TabbedForm.Tab>
      </TabbedForm>
    </Edit>
  );
}
