/**
 * The audit log (administrators only, read-only): who changed which configuration,
 * rule, user, API key, licence or setting, and when; the entry shows the values before
 * and after as JSON text (never as HTML). Export downloads the server's CSV of the
 * filtered log.
 */
import { Box, Button, Typography } from "@mui/material";
import DownloadIcon from "@mui/icons-material/Download";
import {
  Datagrid,
  FilterButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useListContext,
  useTranslate,
  type RaRecord,
} from "react-admin";
import { API_BASE } from "../../providers/httpClient";
import { LocalDateField } from "../common";

const ACTIONS = ["create", "update", "delete", "rename"];
const ENTITIES = ["configuration", "rule", "user", "apikey", "license", "setting"];

function useChoices(prefix: string, ids: string[]) {
  const translate = useTranslate();
  return ids.map((id) => ({ id, name: translate(`CONFIG.AUDIT.${prefix}.${id}`, { _: id }) }));
}

function CsvExport() {
  const translate = useTranslate();
  const { filterValues, sort } = useListContext();
  const query = new URLSearchParams({ filter: JSON.stringify(filterValues ?? {}), sort: JSON.stringify([sort.field, sort.order]) });
  return (
    <Button size="small" startIcon={<DownloadIcon />} href={`${API_BASE}/audit/csv?${query.toString()}`} download data-testid="audit-export">
      {translate("ra.action.export")}
    </Button>
  );
}

function Translated({ source, prefix }: { source: string; prefix: string }) {
  const translate = useTranslate();
  return (
    <FunctionField
      source={source}
      render={(record: RaRecord) => translate(`CONFIG.AUDIT.${prefix}.${record[source]}`, { _: String(record[source]) })}
    />
  );
}

export function AuditList() {
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="entity" source="entity" choices={useChoices("ENTITY", ENTITIES)} />,
    <SelectInput key="action" source="action" choices={useChoices("ACTION", ACTIONS)} />,
    <TextInput key="actor" source="actor" />,
  ];
  return (
    <List
      resource="audit"
      sort={{ field: "at", order: "DESC" }}
      perPage={25}
      filters={filters}
      actions={
        <TopToolbar>
          <FilterButton />
          <CsvExport />
        </TopToolbar>
      }
      data-testid="audit-list"
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <LocalDateField source="at" />
        <TextField source="actor" />
        <Translated source="action" prefix="ACTION" />
        <Translated source="entity" prefix="ENTITY" />
        <TextField source="entityId" />
      </Datagrid>
    </List>
  );
}

function JsonValue({ source }: { source: string }) {
  return (
    <FunctionField
      source={source}
      render={(record: RaRecord) => (
        <Box
          component="pre"
          sx={{ m: 0, p: 1, bgcolor: "action.hover", overflow: "auto", maxHeight: 400, fontSize: "0.85rem" }}
          data-testid={`audit-${source}`}
        >
          {record[source] === null || record[source] === undefined ? "—" : JSON.stringify(record[source], null, 2)}
        </Box>
      )}
    />
  );
}

export function AuditShow() {
  const translate = useTranslate();
  return (
    <Show resource="audit">
      <SimpleShowLayout>
        <LocalDateField source="at" />
        <TextField source="actor" />
        <Translated source="action" prefix="ACTION" />
        <Translated source="entity" prefix="ENTITY" />
        <TextField source="entityId" />
        <Typography variant="caption" color="text.secondary">
          {translate("CONFIG.AUDIT.VALUES_HINT")}
        </Typography>
        <JsonValue source="oldValue" />
        <JsonValue source="newValue" />
      </SimpleShowLayout>
    </Show>
  );
}
