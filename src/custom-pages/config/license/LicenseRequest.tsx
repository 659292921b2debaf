/** Licence request: email, company, department -> the request file YYYY-MM-DD.lic. */
import { useState, type FormEvent } from "react";
import { Box, Button, CircularProgress, Paper, TextField, Typography } from "@mui/material";
import DownloadIcon from "@mui/icons-material/Download";
import { useTranslate } from "react-admin";
import { FeedbackAlert } from "../../../components/FeedbackAlert";
import { configApi } from "../configApi";
import { isUnauthorized } from "../consoleErrors";
import { useConsole } from "../ConsoleContext";

/** The request file's name: the current date (local time) as YYYY-MM-DD, extension .lic. */
export function licenseRequestFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.lic`;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export default function LicenseRequest() {
  const translate = useTranslate();
  const { handleError } = useConsole();
  const [form, setForm] = useState({ email: "", company: "", department: "" });
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<"success" | "error" | null>(null);
  const emailValid = EMAIL.test(form.email.trim());
  const valid = emailValid && form.company.trim() !== "" && form.department.trim() !== "";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    setResult(null);
    try {
      const blob = await configApi.requestLicense({ email: form.email.trim(), company: form.company.trim(), department: form.department.trim() });
      saveBlob(blob, licenseRequestFileName());
      setResult("success");
    } catch (error) {
      if (isUnauthorized(error)) handleError(error);
      setResult("error");
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof typeof form, type = "text") => (
    <TextField
      label={translate(`CONFIG.LICENSE.${name.toUpperCase()}`)}
      type={type}
      value={form[name]}
      required
      fullWidth
      margin="dense"
      onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      error={name === "email" && form.email !== "" && !emailValid}
      helperText={name === "email" && form.email !== "" && !emailValid ? translate("CONFIG.LICENSE.EMAIL_INVALID") : undefined}
      slotProps={{ htmlInput: { "data-testid": `license-${name}` } }}
    />
  );

  return (
    <Box data-testid="license-request">
      <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
        {translate("CONFIG.LICENSE.REQUEST_TITLE")}
      </Typography>
      <Typography sx={{ mb: 2 }} color="text.secondary">
        {translate("CONFIG.LICENSE.REQUEST_BODY")}
      </Typography>
      <Paper component="form" noValidate onSubmit={submit} elevation={0} sx={{ p: 2, border: "1px solid", borderColor: "divider", maxWidth: 560 }}>
        {field("email", "email")}
        {field("company")}
        {field("department")}
        {result && (
          <FeedbackAlert severity={result} onClose={() => setResult(null)} sx={{ mt: 1 }} data-testid={`license-request-${result}`}>
            {translate(result === "success" ? "CONFIG.LICENSE.REQUEST_SUCCESS" : "CONFIG.LICENSE.REQUEST_ERROR")}
          </FeedbackAlert>
        )}
        <Button
          type="submit"
          variant="contained"
          sx={{ mt: 2 }}
          disabled={!valid || busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
          data-testid="license-request-submit"
        >
          {translate("CONFIG.LICENSE.REQUEST_SUBMIT")}
        </Button>
      </Paper>
    </Box>
  );
}
