/**
 * Configuration files (administrators and configurators): list with search (the
 * default first), create from the factory defaults or as a copy of another
 * configuration, rename and make default (edit), show, delete with confirmation (never
 * the default). Every change lands in the audit log on the server.
 */
import StarIcon from "@mui/icons-material/Star";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import {
  BooleanField,
  BooleanInput,
  Button,
  Create,
  Datagrid,
  Edit,
  EditButton,
  List,
  NumberField,
  ReferenceInput,
  regex,
  required,
  SearchInput,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  useDataProvider,
  useNavigate,
  useNotify,
  useRecordContext,
  useRedirect,
  useUpdate,
  type RaRecord,
} from "react-admin";
import { useQueryClient } from "@tanstack/react-query";
import { ConfirmBulkDelete, ConfirmDeleteButton, ListActions, LocalDateField } from "../common";

const RESERVED = ["defaults", "duplicate", "configfiles", "users", "apikeys", "audit", "license"];
const configId = [
  required(),
  regex(/^[A-Za-z0-9_-]{1,100}$/, "CONFIG.FILES.ID_INVALID"),
  (value: unknown) => (RESERVED.includes(String(value)) ? "CONFIG.FILES.ID_RESERVED" : undefined),
];

/** Opens the create form filled in as a copy of this configuration (react-admin reads ?source= into the form). */
function DuplicateButton() {
  const record = useRecordContext();
  const navigate = useNavigate();
  if (!record) return null;
  const source = JSON.stringify({ sourceConfigId: record.id, configId: `${String(record.id)}-copy` });
  return (
    <Button
      label="CONFIG.FILES.DUPLICATE"
      onClick={(e) => {
        e.stopPropagation();
        navigate(`/config/configfiles/create?source=${encodeURIComponent(source)}`);
      }}
      data-testid={`config-duplicate-${String(record.id)}`}
    >
      <ContentCopyIcon />
    </Button>
  );
}

function MakeDefaultButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  return (
    <Button
      label="CONFIG.FILES.MAKE_DEFAULT_SHORT"
      disabled={record.isDefault === true || isPending}
      onClick={(e) => {
        e.stopPropagation();
        void update(
          "configfiles",
          { id: record.id, data: { isDefault: true }, previousData: record },
          { mutationMode: "pessimistic", onError: (error) => notify((error as Error).message, { type: "error" }) },
        );
      }}
      data-testid={`config-make-default-${String(record.id)}`}
    >
      <StarIcon />
    </Button>
  );
}

function DeleteUnlessDefault() {
  const record = useRecordContext();
  return <ConfirmDeleteButton disabled={record?.isDefault === true} data-testid={`config-delete-${String(record?.id ?? "")}`} />;
}

export function ConfigFileList() {
  const filters = [<SearchInput key="q" source="q" alwaysOn />];
  return (
    <List resource="configfiles" perPage={50} filters={filters} actions={<ListActions />} data-testid="configfile-list">
      <Datagrid rowClick="show" bulkActionButtons={<ConfirmBulkDelete />} isRowSelectable={(record: RaRecord) => record.isDefault !== true}>
        <TextField source="configId" />
        <BooleanField source="isDefault" />
        <NumberField source="version" />
        <LocalDateField source="updatedAt" />
        <MakeDefaultButton />
        <DuplicateButton />
        <EditButton />
        <DeleteUnlessDefault />
      </Datagrid>
    </List>
  );
}

export function ConfigFileCreate() {
  return (
    <Create resource="configfiles" redirect="list">
      <SimpleForm warnWhenUnsavedChanges>
        <TextInput source="configId" validate={configId} />
        <ReferenceInput source="sourceConfigId" reference="configfiles" sort={{ field: "configId", order: "ASC" }}>
          <SelectInput optionText="configId" helperText="CONFIG.FILES.SOURCE_HINT" />
        </ReferenceInput>
        <BooleanInput source="isDefault" defaultValue={false} />
      </SimpleForm>
    </Create>
  );
}

/**
 * Saves an edit, which may rename: react-admin's own save would file the answer (the
 * record under its new id) under the old id, so this one sends it, refreshes the
 * configuration lists and returns to the list.
 */
function useRenamingSave() {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const redirect = useRedirect();
  return async (values: Record<string, unknown>) => {
    try {
      await dataProvider.update("configfiles", { id: values.id as string, data: values, previousData: values as RaRecord });
      await queryClient.invalidateQueries({ queryKey: ["configfiles"] });
      notify("ra.notification.updated", { type: "info", messageArgs: { smart_count: 1 } });
      redirect("list", "configfiles");
    } catch (error) {
      notify((error as Error).message, { type: "error" });
    }
  };
}

export function ConfigFileEdit() {
  const save = useRenamingSave();
  return (
    <Edit resource="configfiles" mutationMode="pessimistic">
      <SimpleForm warnWhenUnsavedChanges onSubmit={save}>
        <TextInput source="configId" validate={configId} helperText="CONFIG.FILES.RENAME_HINT" />
        <BooleanInput source="isDefault" helperText="CONFIG.FILES.DEFAULT_HINT" />
      </SimpleForm>
    </Edit>
  );
}

export function ConfigFileShow() {
  return (
    <Show resource="configfiles">
      <SimpleShowLayout>
        <TextField source="configId" />
        <BooleanField source="isDefault" />
        <NumberField source="version" />
        <LocalDateField source="updatedAt" />
      </SimpleShowLayout>
    </Show>
  );
}
