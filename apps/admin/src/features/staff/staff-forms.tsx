import {
  Create,
  Edit,
  PasswordInput,
  required,
  SaveButton,
  Toolbar,
  SelectInput,
  SimpleForm,
  TextInput,
  email,
  minLength,
  useTranslate,
} from 'react-admin';
import { editRoleChoices, staffRoleChoices, withoutEmptyPassword } from './staff-choices';

// Staff accounts are never deleted (their audit trail names them): no delete button.
const saveOnly = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

const password = [minLength(8, 'shop.validation.min_length_password')];

/**
 * A new staff account. If a customer with this mail exists they become staff and keep their
 * own password, so the password is asked for but not required.
 */
export function StaffCreate() {
  const translate = useTranslate();
  return (
    <Create redirect="list" transform={withoutEmptyPassword}>
      <SimpleForm defaultValues={{ role: 'manager' }}>
        <TextInput source="mail" type="email" validate={[required(), email()]} />
        <TextInput source="firstName" validate={required()} />
        <TextInput source="lastName" validate={required()} />
        <SelectInput source="role" choices={staffRoleChoices} validate={required()} />
        <PasswordInput
          source="password"
          validate={password}
          helperText={translate('shop.staff.password_create_help')}
          autoComplete="new-password"
        />
      </SimpleForm>
    </Create>
  );
}

/** Rename, change the role (customer takes the back office away), or set a new password. */
export function StaffEdit() {
  const translate = useTranslate();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      transform={(data: Record<string, unknown>) => {
        const { firstName, lastName, role, password: typed } = data as Record<string, string>;
        return withoutEmptyPassword({ firstName, lastName, role, password: typed });
      }}
    >
      <SimpleForm toolbar={saveOnly}>
        <TextInput source="mail" disabled />
        <TextInput source="firstName" validate={required()} />
        <TextInput source="lastName" validate={required()} />
        <SelectInput
          source="role"
          choices={editRoleChoices}
          validate={required()}
          helperText={translate('shop.staff.role_help')}
        />
        <PasswordInput
          source="password"
          label="shop.staff.new_password"
          validate={password}
          helperText={translate('shop.staff.password_edit_help')}
          autoComplete="new-password"
        />
      </SimpleForm>
    </Edit>
  );
}
