/**
 * API keys (/config/apikey): the enforcement checkbox, a description (at least 3
 * characters, not already used), an optional expiry date, generate, and the table of
 * keys with copy and delete. Generate and delete messages show the token and close.
 */
import { useEffect, useState } from "react";
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import DeleteIcon from "@mui/icons-material/Delete";
import KeyIcon from "@mui/icons-material/VpnKey";
import { ListBase, useCreate, useDelete, useListContext, useTranslate } from "react-admin";
import type { ApiKeyRecord } from "../dataProvider";
import { configApi } from "../../custom-pages/config/configApi";
import { isUnauthorized } from "../../custom-pages/config/consoleErrors";
import { useConsole } from "../../custom-pages/config/ConsoleContext";
import { canAccess } from "../../custom-pages/config/canAccess";

export const DESCRIPTION_MIN_LENGTH = 3;

export function descriptionError(description: string, existing: readonly string[]): "REQUIRED" | "TOO_SHORT" | "EXISTS" | null {
  const value = description.trim();
  if (value === "") return "REQUIRED";
  if (value.length < DESCRIPTION_MIN_LENGTH) return "TOO_SHORT";
  if (existing.some((d) => d.trim().toLowerCase() === value.toLowerCase())) return "EXISTS";
  return null;
}

function EnforcementToggle() {
  const translate = useTranslate();
  const { user, handleError } = useConsole();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const authorized = !!user && canAccess(user.roles, { action: "edit", resource: "apikey" });

  useEffect(() => {
    let active = true;
    configApi
      .apiKeyEnabled()
      .then((value) => active && setEnabled(value))
      .catch((error: unknown) => {
        if (isUnauthorized(error)) handleError(error);
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [handleError]);

  const change = async (next: boolean) => {
    setFailed(false);
    try {
      await configApi.setApiKeyEnabled(next);
      setEnabled(next);
    } catch (error) {
      if (isUnauthorized(error)) handleError(error);
      setFailed(true);
    }
  };

  return (
    <Box sx={{ mb: 2 }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={enabled === true}
            disabled={!authorized || enabled === null}
            onChange={(e) => void change(e.target.checked)}
            slotProps={{ input: { "data-testid": "apikey-enforce" } as Record<string, unknown> }}
          />
        }
        label={translate("CONFIG.APIKEY.ENFORCE")}
      />
      {failed && (
        <Alert severity="error" onClose={() => setFailed(false)}>
          {translate("CONFIG.APIKEY.ENFORCE_ERROR")}
        </Alert>
      )}
    </Box>
  );
}

function ApiKeyTable() {
  const translate = useTranslate();
  const { handleError } = useConsole();
  const { data, error: loadError } = useListContext<ApiKeyRecord>();
  const [create, { isPending: creating }] = useCreate<ApiKeyRecord>();
  const [remove] = useDelete();
  const [description, setDescription] = useState("");
  const [touched, setTouched] = useState(false);
  const [expirationDate, setExpirationDate] = useState("");
  const [message, setMessage] = useState<{ severity: "success" | "info" | "error"; key: string; token?: string } | null>(null);
  // The server lists only the start of each key; the whole key is known once, when generated.
  const [wholeKeys, setWholeKeys] = useState<Record<string, string>>({});
  const records = data ?? [];
  const error = descriptionError(description, records.map((r) => r.description));

  const generate = () => {
    setTouched(true);
    if (error) return;
    setMessage(null);
    create(
      "apikey",
      { data: { description: description.trim(), expirationDate } },
      {
        onSuccess: (created) => {
          setMessage({ severity: "success", key: "CONFIG.APIKEY.GENERATED", token: created.uuid });
          setWholeKeys((keys) => ({ ...keys, [created.description]: created.uuid }));
          setDescription("");
          setExpirationDate("");
          setTouched(false);
        },
        onError: (e) => {
          if (isUnauthorized(e)) handleError(e);
          setMessage({ severity: "error", key: "CONFIG.APIKEY.GENERATE_ERROR" });
        },
      },
    );
  };

  const copy = async (token: string) => {
    try {
      await navigator.clipboard.writeText(token);
      setMessage({ severity: "info", key: "CONFIG.APIKEY.COPIED", token });
    } catch {
      setMessage({ severity: "error", key: "CONFIG.APIKEY.COPY_ERROR", token });
    }
  };

  return (
    <Box data-testid="apikey-page">
      <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
        {translate("CONFIG.APIKEY.TITLE")}
      </Typography>
      <EnforcementToggle />
      <Paper
        component="form"
        noValidate
        elevation={0}
        sx={{ p: 2, mb: 2, border: "1px solid", borderColor: "divider", display: "flex", gap: 1, flexWrap: "wrap", alignItems: "flex-start" }}
        onSubmit={(e) => {
          e.preventDefault();
          generate();
        }}
      >
        <TextField
          size="small"
          label={translate("CONFIG.APIKEY.DESCRIPTION")}
          value={description}
          required
          onChange={(e) => setDescription(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && error !== null}
          helperText={touched && error ? translate(`CONFIG.APIKEY.DESCRIPTION_${error}`) : " "}
          sx={{ flex: "1 1 260px" }}
          slotProps={{ htmlInput: { "data-testid": "apikey-description" } }}
        />
        <TextField
          size="small"
          type="date"
          label={translate("CONFIG.APIKEY.EXPIRATION")}
          value={expirationDate}
          onChange={(e) => setExpirationDate(e.target.value)}
          helperText={translate("CONFIG.APIKEY.EXPIRATION_HINT")}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { "data-testid": "apikey-expiration" } }}
        />
        <Button type="submit" variant="contained" startIcon={<KeyIcon />} disabled={error !== null || creating} data-testid="apikey-generate">
          {translate("CONFIG.APIKEY.GENERATE")}
        </Button>
      </Paper>
      {message && (
        <Alert severity={message.severity} onClose={() => setMessage(null)} sx={{ mb: 2 }} data-testid={`apikey-message-${message.severity}`}>
          {translate(message.key)}
          {message.token && (
            <Box component="code" sx={{ display: "block", mt: 0.5, wordBreak: "break-all" }} data-testid="apikey-message-token">
              {message.token}
            </Box>
          )}
        </Alert>
      )}
      {loadError && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="service-error">
          {translate("CONFIG.SERVICE_ERROR")}
        </Alert>
      )}
      <Paper elevation={0} sx={{ border: "1px solid", borderColor: "divider" }}>
        <Table size="small" aria-label={translate("CONFIG.APIKEY.TITLE")}>
          <TableHead>
            <TableRow>
              <TableCell>{translate("CONFIG.APIKEY.TOKEN")}</TableCell>
              <TableCell>{translate("CONFIG.APIKEY.DESCRIPTION")}</TableCell>
              <TableCell>{translate("CONFIG.APIKEY.EXPIRATION")}</TableCell>
              <TableCell align="right">{translate("CONFIG.FILES.ACTIONS")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {records.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>{translate("CONFIG.APIKEY.NONE")}</TableCell>
              </TableRow>
            )}
            {records.map((record) => (
              <TableRow key={record.id} data-testid="apikey-row">
                <TableCell sx={{ fontFamily: "monospace" }}>{record.uuid}</TableCell>
                <TableCell>{record.description}</TableCell>
                <TableCell>{record.expirationDate || translate("CONFIG.APIKEY.NO_EXPIRATION")}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                  <Tooltip title={translate("CONFIG.APIKEY.COPY")}>
                    <IconButton aria-label={`${translate("CONFIG.APIKEY.COPY")}: ${record.description}`} onClick={() => void copy(wholeKeys[record.description] ?? record.uuid)}>
                      <ContentCopyIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={translate("CONFIG.APIKEY.DELETE")}>
                    <IconButton
                      aria-label={`${translate("CONFIG.APIKEY.DELETE")}: ${record.description}`}
                      onClick={() =>
                        remove(
                          "apikey",
                          { id: record.id, previousData: record },
                          {
                            mutationMode: "pessimistic",
                            onSuccess: () => setMessage({ severity: "info", key: "CONFIG.APIKEY.DELETED", token: record.uuid }),
                            onError: (e) => {
                              if (isUnauthorized(e)) handleError(e);
                              setMessage({ severity: "error", key: "CONFIG.APIKEY.DELETE_ERROR", token: record.uuid });
                            },
                          },
                        )
                      }
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Box>
  );
}

export function ApiKeyList() {
  return (
    <ListBase resource="apikey" perPage={1000} sort={{ field: "description", order: "ASC" }} disableSyncWithLocation>
      <ApiKeyTable />
    </ListBase>
  );
}
