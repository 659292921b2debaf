/**
 * Console users (administrators only): list with search, role filter and bulk delete;
 * create with a role; edit the role or set a new password; show. The server refuses
 * removing or demoting the last administrator, and its reason is shown.
 */
import {
  Create,
  Datagrid,
  Edit,
  EditButton,
  FunctionField,
  List,
  PasswordInput,
  required,
  SearchInput,
  SelectInput,
  Show,
  ShowButton,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  useGetIdentity,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from "react-admin";
import { ROLES } from "../../providers/authProvider";
import { isValidPassword } from "../../custom-pages/config/status/passwordPolicy";
import { ConfirmBulkDelete, ConfirmDeleteButton, ListActions, LocalDateField } from "../common";

const ROLE_IDS = [ROLES.administrator, ROLES.configurator];

function useRoleChoices() {
  const translate = useTranslate();
  return ROLE_IDS.map((id) => ({ id, name: translate(`CONFIG.USERS.ROLES.${id}`) }));
}

function RoleField() {
  const translate = useTranslate();
  return <FunctionField source="role" render={(record: RaRecord) => translate(`CONFIG.USERS.ROLES.${record.role}`, { _: record.role })} />;
}

const passwordPolicy = (optional: boolean) => (value: unknown) =>
  (optional && !value) || isValidPassword(String(value ?? "")) ? undefined : "CONFIG.PASSWORD.POLICY";

const userName = [
  required(),
  (value: unknown) => (/^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$/.test(String(value ?? "")) ? undefined : "CONFIG.USERS.NAME_INVALID"),
];

export function UserList() {
  const roles = useRoleChoices();
  const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="role" source="role" choices={roles} />];
  return (
    <List
      resource="users"
      sort={{ field: "userName", order: "ASC" }}
      perPage={25}
      filters={filters}
      actions={<ListActions />}
      data-testid="user-list"
    >
      <Datagrid rowClick="show" bulkActionButtons={<ConfirmBulkDelete />}>
        <TextField source="userName" />
        <RoleField />
        <LocalDateField source="createdAt" />
        <LocalDateField source="passwordChangedAt" />
        <ShowButton />
        <EditButton />
        <ConfirmDeleteButton />
      </Datagrid>
    </List>
  );
}

export function UserCreate() {
  const roles = useRoleChoices();
  return (
    <Create resource="users" redirect="list">
      <SimpleForm warnWhenUnsavedChanges>
        <TextInput source="userName" validate={userName} autoComplete="off" />
        <PasswordInput source="password" validate={[required(), passwordPolicy(false)]} autoComplete="new-password" />
        <SelectInput source="role" choices={roles} defaultValue={ROLES.configurator} validate={required()} />
      </SimpleForm>
    </Create>
  );
}

/** The role of a user; the signed-in user cannot change their own (they would lock themselves out). */
function RoleInput() {
  const roles = useRoleChoices();
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  return <SelectInput source="role" choices={roles} validate={required()} disabled={!!record && record.id === identity?.fullName} />;
}

export function UserEdit() {
  return (
    <Edit resource="users" mutationMode="pessimistic" redirect="list">
      <SimpleForm warnWhenUnsavedChanges>
        <TextInput source="userName" disabled />
        <RoleInput />
        <PasswordInput source="password" validate={passwordPolicy(true)} autoComplete="new-password" helperText="CONFIG.USERS.PASSWORD_HINT" />
      </SimpleForm>
    </Edit>
  );
}

export function UserShow() {
  return (
    <Show resource="users">
      <SimpleShowLayout>
        <TextField source="userName" />
        <RoleField />
        <LocalDateField source="createdAt" />
        <LocalDateField source="passwordChangedAt" />
      </SimpleShowLayout>
    </Show>
  );
}
