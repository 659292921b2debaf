/**
 * API keys (administrators only): whether analysis needs a key, the list (first
 * characters of each key only), create (the whole key is shown once, with a copy
 * button), edit description and expiry, show, delete with confirmation. The expiry is
 * typed the way the console's language writes dates (TT.MM.JJJJ, DD/MM/YYYY) and sent
 * as YYYY-MM-DD; the server refuses a date in the past and says so.
 */
import { useEffect, useState } from "react";
import { Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Typography } from "@mui/material";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import {
  Create,
  Datagrid,
  Edit,
  EditButton,
  List,
  minLength,
  required,
  SearchInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  useNotify,
  useRedirect,
  useTranslate,
  type RaRecord,
} from "react-admin";
import { configApi } from "../../custom-pages/config/configApi";
import { ConfirmBulkDelete, ConfirmDeleteButton, isIsoDate, ListActions, LocalDateField, LocalDateInput } from "../common";

const expiry = (value: unknown) =>
  value === undefined || value === null || value === "" || isIsoDate(value) ? undefined : "CONFIG.APIKEY.EXPIRATION_FORMAT";
const description = [required(), minLength(3, "CONFIG.APIKEY.DESCRIPTION_TOO_SHORT")];

function Enforcement() {
  const translate = useTranslate();
  const notify = useNotify();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  useEffect(() => {
    void configApi.apiKeyEnabled().then(setEnabled, () => setEnabled(null));
  }, []);
  const change = async (next: boolean) => {
    try {
      await configApi.setApiKeyEnabled(next);
      setEnabled(next);
    } catch (error) {
      notify((error as Error).message, { type: "error" });
    }
  };
  return (
    <FormControlLabel
      sx={{ mb: 1 }}
      control={
        <Checkbox
          checked={enabled === true}
          disabled={enabled === null}
          onChange={(e) => void change(e.target.checked)}
          slotProps={{ input: { "data-testid": "apikey-enforce" } as Record<string, unknown> }}
        />
      }
      label={translate("CONFIG.APIKEY.ENFORCE")}
    />
  );
}

export function ApiKeyList() {
  const filters = [<SearchInput key="q" source="q" alwaysOn />];
  return (
    <Box data-testid="apikey-page">
      <Enforcement />
      <List resource="apikeys" sort={{ field: "createdAt", order: "ASC" }} perPage={25} filters={filters} actions={<ListActions />} empty={false}>
        <Datagrid rowClick="show" bulkActionButtons={<ConfirmBulkDelete />}>
          <TextField source="uuid" />
          <TextField source="description" />
          <LocalDateField source="expirationDate" withTime={false} />
          <LocalDateField source="createdAt" />
          <EditButton />
          <ConfirmDeleteButton />
        </Datagrid>
      </List>
    </Box>
  );
}

/** The whole key, shown once after creation: the list only ever knows its first characters. */
function NewKeyDialog({ record, onClose }: { record: RaRecord | null; onClose: () => void }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState<boolean | null>(null);
  if (!record) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(String(record.uuid));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="apikey-created-title">
      <DialogTitle id="apikey-created-title">{translate("CONFIG.APIKEY.GENERATED")}</DialogTitle>
      <DialogContent>
        <Typography component="code" sx={{ fontFamily: "monospace", fontSize: "1.1rem" }} data-testid="apikey-message-token">
          {String(record.uuid)}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate("CONFIG.APIKEY.SHOWN_ONCE")}
        </Typography>
        {copied !== null && (
          <Alert severity={copied ? "success" : "error"} sx={{ mt: 1 }}>
            {translate(copied ? "CONFIG.APIKEY.COPIED" : "CONFIG.APIKEY.COPY_ERROR")}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()} data-testid="apikey-copy">
          {translate("CONFIG.APIKEY.COPY")}
        </Button>
        <Button variant="contained" onClick={onClose} data-testid="apikey-created-close">
          {translate("CONFIG.CLOSE")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function ApiKeyCreate() {
  const redirect = useRedirect();
  const [created, setCreated] = useState<RaRecord | null>(null);
  return (
    <>
      <Create resource="apikeys" mutationOptions={{ onSuccess: (data: RaRecord) => setCreated(data) }}>
        <SimpleForm warnWhenUnsavedChanges>
          <TextInput source="description" validate={description} />
          <LocalDateInput source="expirationDate" validate={expiry} helperText="CONFIG.APIKEY.EXPIRATION_HINT" />
        </SimpleForm>
      </Create>
      <NewKeyDialog
        record={created}
        onClose={() => {
          setCreated(null);
          redirect("list", "apikeys");
        }}
      />
    </>
  );
}

export function ApiKeyEdit() {
  return (
    <Edit resource="apikeys" mutationMode="pessimistic" redirect="list">
      <SimpleForm warnWhenUnsavedChanges>
        <TextInput source="uuid" disabled />
        <TextInput source="description" validate={description} />
        <LocalDateInput source="expirationDate" validate={expiry} helperText="CONFIG.APIKEY.EXPIRATION_HINT" />
      </SimpleForm>
    </Edit>
  );
}

export function ApiKeyShow() {
  const translate = useTranslate();
  return (
    <Show resource="apikeys">
      <SimpleShowLayout>
        <TextField source="uuid" />
        <TextField source="description" />
        <LocalDateField source="expirationDate" withTime={false} empty={translate("CONFIG.APIKEY.NO_EXPIRATION")} />
        <LocalDateField source="createdAt" />
      </SimpleShowLayout>
    </Show>
  );
}
