/**
 * Password update for the signed-in user: all fields required, the password policy,
 * confirmation equal to the new password; submit only when dirty and valid. A toast
 * (3 s) reports success, the server's reason for a refusal (HTTP 400: a wrong current
 * password, a policy the new one breaks; translated) or a generic error, and the form is
 * cleared afterwards.
 */
import { useState, type FormEvent } from "react";
import { Alert, Box, Button, CircularProgress, Paper, Snackbar, TextField, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { isApiError, tooManyAttemptsMinutes } from "../../../providers/httpClient";
import { configApi } from "../configApi";
import { describeError, isUnauthorized } from "../consoleErrors";
import { useConsole } from "../ConsoleContext";
import { passwordFormErrors, type PasswordForm } from "./passwordPolicy";

export const TOAST_MS = 3000;

const EMPTY: PasswordForm = { oldPassword: "", newPassword: "", confirmPassword: "" };

export default function PasswordUpdate({ changePassword = configApi.changePassword }: { changePassword?: typeof configApi.changePassword }) {
  const translate = useTranslate();
  const { user, handleError } = useConsole();
  const [form, setForm] = useState<PasswordForm>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof PasswordForm, boolean>>>({});
  const [busy, setBusy] = useState(false);
  const [toast, setToast] = useState<{ severity: "success" | "error"; key: string; minutes?: number; reason?: string } | null>(null);
  const errors = passwordFormErrors(form);
  const dirty = form.oldPassword !== "" || form.newPassword !== "" || form.confirmPassword !== "";
  const valid = Object.keys(errors).length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || !valid || busy) return;
    setBusy(true);
    try {
      await changePassword({ userName: user?.userName ?? "", ...form });
      setToast({ severity: "success", key: "CONFIG.PASSWORD.SUCCESS" });
    } catch (error) {
      if (isUnauthorized(error)) handleError(error);
      const badRequest = isApiError(error) && error.status === 400;
      const minutes = tooManyAttemptsMinutes(error);
      if (minutes !== null) setToast({ severity: "error", key: "CONFIG.PASSWORD.TOO_MANY_ATTEMPTS", minutes });
      else if (badRequest) setToast({ severity: "error", key: "CONFIG.PASSWORD.UPDATE_ERROR", reason: describeError(error, translate) });
      else setToast({ severity: "error", key: "CONFIG.PASSWORD.UPDATE_ERROR" });
    } finally {
      setBusy(false);
      setForm(EMPTY);
      setTouched({});
    }
  };

  const field = (name: keyof PasswordForm, autoComplete: string) => {
    const error = touched[name] ? errors[name] : undefined;
    return (
      <TextField
        type="password"
        label={translate(`CONFIG.PASSWORD.${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`)}
        value={form[name]}
        required
        fullWidth
        margin="dense"
        autoComplete={autoComplete}
        onChange={(e) => {
          setForm({ ...form, [name]: e.target.value });
          setTouched({ ...touched, [name]: true });
        }}
        onBlur={() => setTouched({ ...touched, [name]: true })}
        error={!!error}
        helperText={error ? translate(`CONFIG.PASSWORD.${error}`) : name === "newPassword" ? translate("CONFIG.PASSWORD.POLICY") : " "}
        slotProps={{ htmlInput: { "data-testid": `password-${name}` } }}
      />
    );
  };

  return (
    <Box data-testid="password-update">
      <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
        {translate("CONFIG.PASSWORD.TITLE")}
      </Typography>
      <Paper component="form" noValidate onSubmit={submit} elevation={0} sx={{ p: 2, border: "1px solid", borderColor: "divider", maxWidth: 520 }}>
        {field("oldPassword", "current-password")}
        {field("newPassword", "new-password")}
        {field("confirmPassword", "new-password")}
        <Button
          type="submit"
          variant="contained"
          sx={{ mt: 2 }}
          disabled={!dirty || !valid || busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="password-submit"
        >
          {translate("CONFIG.PASSWORD.SUBMIT")}
        </Button>
      </Paper>
      <Snackbar
        open={toast !== null}
        autoHideDuration={TOAST_MS}
        onClose={() => setToast(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      >
        {toast ? (
          <Alert severity={toast.severity} variant="filled" onClose={() => setToast(null)} data-testid={`password-toast-${toast.severity}`}>
            {translate(toast.key, { minutes: toast.minutes })}
            {toast.reason && (
              <Box component="span" sx={{ display: "block" }} data-testid="password-toast-reason">
                {toast.reason}
              </Box>
            )}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Box>
  );
}
