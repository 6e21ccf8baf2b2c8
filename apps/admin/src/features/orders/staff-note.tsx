import { Form, SaveButton, TextInput, maxLength, useNotify, useRefresh } from 'react-admin';
import { api } from '../../lib/api-client';
import { Section } from './order-parts';
import { serverErrors } from './server-errors';

/**
 * Staff's own note on an order or a photo order (`PUT <path>/note`); the customer never sees it.
 * The API audits every change.
 */
export function StaffNote({ path, note }: { path: string; note: string | null }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const save = async (values: { staffNote?: string | null }) => {
    try {
      await api(`${path}/note`, { method: 'PUT', body: { staffNote: values.staffNote ?? '' } });
      notify('shop.orders.notify.noteSaved', { type: 'success' });
      refresh();
      return undefined;
    } catch (error) {
      return serverErrors(error, notify);
    }
  };
  return (
    <Section title="shop.orders.section.note">
      <Form record={{ staffNote: note ?? '' }} onSubmit={save} key={note ?? ''}>
        <TextInput
          source="staffNote"
          label="shop.orders.field.note"
          multiline
          minRows={3}
          fullWidth
          validate={maxLength(4000)}
          helperText={false}
        />
        <SaveButton label="shop.orders.action.saveNote" alwaysEnable={false} />
      </Form>
    </Section>
  );
}
