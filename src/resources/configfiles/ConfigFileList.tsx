/**
 * Configuration files (/config/configfile): default first, then by id; a radio makes a
 * file the default (exactly one); the default cannot be deleted; a file is duplicated
 * under a new, unique id, or created from the factory defaults.
 * Errors: a failed duplicate or create shows the dismissible file-error banner, a failed
 * delete or default change the service-error banner.
 */
import { useState } from "react";
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Paper,
  Radio,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import DeleteIcon from "@mui/icons-material/Delete";
import { ListBase, useCreate, useDelete, useListContext, useTranslate, useUpdate } from "react-admin";
import type { ConfigFileRecord } from "../dataProvider";
import { isUnauthorized } from "../../custom-pages/config/consoleErrors";
import { useConsole } from "../../custom-pages/config/ConsoleContext";
import { ConfirmDialog } from "../../components/ConfirmDialog";

/** The new id of a duplicate or new file: required, not blank, not taken. */
export function newConfigIdError(id: string, existing: readonly string[]): "REQUIRED" | "TAKEN" | "INVALID" | null {
  const value = id.trim();
  if (value === "") return "REQUIRED";
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(value)) return "INVALID";
  if (existing.some((e) => e.toLowerCase() === value.toLowerCase())) return "TAKEN";
  return null;
}

function NewConfigDialog({
  open,
  source,
  existing,
  onClose,
  onSubmit,
  busy,
}: {
  open: boolean;
  source: string | null;
  existing: string[];
  onClose: () => void;
  onSubmit: (configId: string) => void;
  busy: boolean;
}) {
  const translate = useTranslate();
  const [value, setValue] = useState("");
  const [touched, setTouched] = useState(false);
  const error = newConfigIdError(value, existing);
  const close = () => {
    setValue("");
    setTouched(false);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="config-dialog-title" fullWidth maxWidth="xs">
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (error) return;
          onSubmit(value.trim());
          setValue("");
          setTouched(false);
        }}
      >
        <DialogTitle id="config-dialog-title">
          {source ? translate("CONFIG.FILES.DUPLICATE_TITLE", { configId: source }) : translate("CONFIG.FILES.CREATE_TITLE")}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate("CONFIG.FILES.NEW_ID")}
            value={value}
            required
            onChange={(e) => setValue(e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && error !== null}
            helperText={touched && error ? translate(`CONFIG.FILES.ID_${error}`) : " "}
            slotProps={{ htmlInput: { "data-testid": "config-new-id" } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate("CONFIG.CANCEL")}</Button>
          <Button type="submit" variant="contained" disabled={error !== null || busy} data-testid="config-dialog-submit">
            {translate(source ? "CONFIG.FILES.DUPLICATE" : "CONFIG.FILES.CREATE")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function ConfigFileTable() {
  const translate = useTranslate();
  const { handleError } = useConsole();
  const { data, isPending, error: loadError } = useListContext<ConfigFileRecord>();
  const [create, { isPending: creating }] = useCreate();
  const [update] = useUpdate();
  const [remove] = useDelete();
  const [dialog, setDialog] = useState<{ source: string | null } | null>(null);
  const [fileError, setFileError] = useState(false);
  const [serviceError, setServiceError] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState<ConfigFileRecord | null>(null);
  const records = data ?? [];
  const ids = records.map((r) => r.configId);

  const failed = (banner: "file" | "service") => (error: unknown) => {
    if (isUnauthorized(error)) handleError(error);
    if (banner === "file") setFileError(true);
    else setServiceError(true);
  };

  const submitNew = (configId: string) => {
    const source = dialog?.source ?? null;
    setDialog(null);
    setFileError(false);
    create("configfile", { data: { configId, sourceConfigId: source } }, { onError: failed("file") });
  };

  const makeDefault = (record: ConfigFileRecord) => {
    if (record.isDefault) return;
    setServiceError(false);
    update("configfile", { id: record.id, data: { isDefault: true }, previousData: record }, { mutationMode: "pessimistic", onError: failed("service") });
  };

  const doDelete = (record: ConfigFileRecord) => {
    setConfirmDelete(null);
    setServiceError(false);
    remove("configfile", { id: record.id, previousData: record }, { mutationMode: "pessimistic", onError: failed("service") });
  };

  return (
    <Box data-testid="configfile-list">
      <Box sx={{ display: "flex", alignItems: "center", mb: 2, gap: 2 }}>
        <Typography variant="h4" component="h2" sx={{ flexGrow: 1 }}>
          {translate("CONFIG.FILES.TITLE")}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ source: null })} data-testid="config-create">
          {translate("CONFIG.FILES.CREATE")}
        </Button>
      </Box>
      {fileError && (
        <Alert severity="error" onClose={() => setFileError(false)} sx={{ mb: 2 }} data-testid="config-file-error">
          {translate("CONFIG.FILES.FILE_ERROR")}
        </Alert>
      )}
      {(serviceError || loadError) && (
        <Alert severity="error" onClose={() => setServiceError(false)} sx={{ mb: 2 }} data-testid="service-error">
          {translate("CONFIG.FILES.SERVICE_ERROR")}
        </Alert>
      )}
      <Paper elevation={0} sx={{ border: "1px solid", borderColor: "divider" }}>
        <Table size="small" aria-label={translate("CONFIG.FILES.TITLE")}>
          <TableHead>
            <TableRow>
              <TableCell>{translate("CONFIG.FILES.DEFAULT")}</TableCell>
              <TableCell>{translate("CONFIG.FILES.ID")}</TableCell>
              <TableCell align="right">{translate("CONFIG.FILES.ACTIONS")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {!isPending && records.length === 0 && (
              <TableRow>
                <TableCell colSpan={3}>{translate("CONFIG.MENU.NO_CONFIGS")}</TableCell>
              </TableRow>
            )}
            {records.map((record) => (
              <TableRow key={record.id} data-testid={`config-row-${record.configId}`}>
                <TableCell padding="checkbox">
                  <Radio
                    checked={record.isDefault}
                    onChange={() => makeDefault(record)}
                    name="default-config"
                    value={record.configId}
                    slotProps={{ input: { "aria-label": translate("CONFIG.FILES.MAKE_DEFAULT", { configId: record.configId }) } }}
                    data-testid={`config-default-${record.configId}`}
                  />
                </TableCell>
                <TableCell>{record.configId}</TableCell>
                <TableCell align="right">
                  <Tooltip title={translate("CONFIG.FILES.DUPLICATE")}>
                    <IconButton aria-label={`${translate("CONFIG.FILES.DUPLICATE")}: ${record.configId}`} onClick={() => setDialog({ source: record.configId })} data-testid={`config-duplicate-${record.configId}`}>
                      <ContentCopyIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={translate("CONFIG.FILES.DELETE")}>
                    <span>
                      <IconButton
                        aria-label={`${translate("CONFIG.FILES.DELETE")}: ${record.configId}`}
                        disabled={record.isDefault}
                        onClick={() => setConfirmDelete(record)}
                        data-testid={`config-delete-${record.configId}`}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <NewConfigDialog open={dialog !== null} source={dialog?.source ?? null} existing={ids} busy={creating} onClose={() => setDialog(null)} onSubmit={submitNew} />
      <ConfirmDialog
        open={confirmDelete !== null}
        titleId="config-delete-title"
        title={translate("CONFIG.FILES.DELETE_CONFIRM", { configId: confirmDelete?.configId ?? "" })}
        confirmLabel={translate("CONFIG.FILES.DELETE")}
        confirmTestId="config-delete-confirm"
        onCancel={() => setConfirmDelete(null)}
        onConfirm={() => confirmDelete && doDelete(confirmDelete)}
      />
    </Box>
  );
}

export function ConfigFileList() {
  return (
    <ListBase resource="configfile" perPage={1000} sort={{ field: "id", order: "ASC" }} disableSyncWithLocation>
      <ConfigFileTable />
    </ListBase>
  );
}
