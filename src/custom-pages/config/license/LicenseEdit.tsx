/**
 * Licence edit: upload a signed licence file (multipart `file`) or remove the licence;
 * translated, dismissible messages with the server's reason for a refused file. The
 * banner and the welcome screen follow the new licence at once.
 */
import { useEffect, useRef, useState } from "react";
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from "@mui/material";
import UploadIcon from "@mui/icons-material/UploadFile";
import DeleteIcon from "@mui/icons-material/Delete";
import { useTranslate } from "react-admin";
import { configApi } from "../configApi";
import { describeError, isUnauthorized } from "../consoleErrors";
import { useLicenseChanged } from "../useLicenseExpiration";
import { useConsole } from "../ConsoleContext";
import { LicenseStatusMessage } from "./LicenseInformation";
import type { LicenseStatus } from "../../../providers/api";
import { ConfirmDialog } from "../../../components/ConfirmDialog";

export default function LicenseEdit() {
  const translate = useTranslate();
  const { handleError } = useConsole();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [message, setMessage] = useState<{ severity: "success" | "error"; key: string; reason?: string } | null>(null);
  const licenseChanged = useLicenseChanged();
  const [status, setStatus] = useState<LicenseStatus | null | undefined>(undefined);

  const refreshStatus = () =>
    configApi
      .licenseStatus()
      .then(setStatus)
      .catch(() => setStatus(null));

  useEffect(() => {
    void refreshStatus();
  }, []);

  const run = async (action: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
      licenseChanged();
      setMessage({ severity: "success", key: success });
      setFile(null);
      if (input.current) input.current.value = "";
    } catch (error) {
      if (isUnauthorized(error)) handleError(error);
      setMessage({ severity: "error", key: failure, reason: describeError(error, translate) });
    } finally {
      setBusy(false);
      void refreshStatus();
    }
  };

  return (
    <Box data-testid="license-edit">
      <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
        {translate("CONFIG.LICENSE.EDIT_TITLE")}
      </Typography>
      {status !== undefined && (
        <Box sx={{ mb: 2 }}>
          <LicenseStatusMessage status={status} />
        </Box>
      )}
      {message && (
        <Alert severity={message.severity} onClose={() => setMessage(null)} sx={{ mb: 2 }} data-testid={`license-edit-${message.severity}`}>
          {translate(message.key)}
          {message.reason && (
            <Box component="span" sx={{ display: "block" }} data-testid="license-edit-reason">
              {message.reason}
            </Box>
          )}
        </Alert>
      )}
      <Paper elevation={0} sx={{ p: 2, border: "1px solid", borderColor: "divider" }}>
        <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
          {translate("CONFIG.LICENSE.UPLOAD_TITLE")}
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "center" } }}>
          <input
            ref={input}
            type="file"
            accept=".lic,.json,application/json,text/plain"
            aria-label={translate("CONFIG.LICENSE.FILE")}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            data-testid="license-file"
          />
          <Button
            variant="contained"
            disabled={!file || busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <UploadIcon />}
            onClick={() => file && void run(() => configApi.uploadLicense(file), "CONFIG.LICENSE.UPLOAD_SUCCESS", "CONFIG.LICENSE.UPLOAD_ERROR")}
            data-testid="license-upload"
          >
            {translate("CONFIG.LICENSE.UPLOAD")}
          </Button>
        </Stack>
        <Typography component="h3" variant="h6" sx={{ mt: 3, mb: 1 }}>
          {translate("CONFIG.LICENSE.REMOVE_TITLE")}
        </Typography>
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteIcon />}
          disabled={busy}
          onClick={() => setConfirm(true)}
          data-testid="license-remove"
        >
          {translate("CONFIG.LICENSE.REMOVE")}
        </Button>
      </Paper>
      <ConfirmDialog
        open={confirm}
        titleId="license-remove-title"
        title={translate("CONFIG.LICENSE.REMOVE_CONFIRM")}
        confirmLabel={translate("CONFIG.LICENSE.REMOVE")}
        confirmTestId="license-remove-confirm"
        onCancel={() => setConfirm(false)}
        onConfirm={() => {
          setConfirm(false);
          void run(() => configApi.removeLicense(), "CONFIG.LICENSE.REMOVE_SUCCESS", "CONFIG.LICENSE.REMOVE_ERROR");
        }}
      />
    </Box>
  );
}
