/**
 * The login form inside the /config shell (40 % wide): title, user name, password,
 * submit disabled until both are filled, and the LOGIN.ERROR line after a rejection
 * (LOGIN.TOO_MANY_ATTEMPTS with the minutes to wait when the server refuses further attempts).
 */
import { useState, type FormEvent } from "react";
import { Alert, Box, Button, CircularProgress, Paper, TextField, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { UserInfo } from "../../providers/api";
import { isLoggedIn } from "../../providers/authProvider";
import { tooManyAttemptsMinutes } from "../../providers/httpClient";
import { configApi } from "./configApi";

export function LoginForm({ onLoggedIn, login = configApi.login }: { onLoggedIn: (user: UserInfo) => void; login?: typeof configApi.login }) {
  const translate = useTranslate();
  const [userName, setUserName] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  /** Set after a rejection: the minutes to wait when attempts were refused, else null. */
  const [failed, setFailed] = useState<{ waitMinutes: number | null } | null>(null);
  const valid = userName.trim() !== "" && password !== "";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    setFailed(null);
    try {
      const user = await login(userName.trim(), password);
      if (!user || !isLoggedIn(user.roles)) {
        setFailed({ waitMinutes: null });
        return;
      }
      setPassword("");
      onLoggedIn(user);
    } catch (error) {
      setFailed({ waitMinutes: tooManyAttemptsMinutes(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={submit}
      elevation={0}
      data-testid="login-form"
      sx={{ p: 4, border: "1px solid", borderColor: "divider", width: { xs: "100%", md: "40%" }, mx: "auto" }}
    >
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {translate("LOGIN.TITLE")}
      </Typography>
      <TextField
        label={translate("LOGIN.USER_NAME")}
        value={userName}
        onChange={(e) => setUserName(e.target.value)}
        autoComplete="username"
        required
        fullWidth
        margin="normal"
        autoFocus
        slotProps={{ htmlInput: { "data-testid": "login-username" } }}
      />
      <TextField
        label={translate("LOGIN.PASSWORD")}
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoComplete="current-password"
        required
        fullWidth
        margin="normal"
        slotProps={{ htmlInput: { "data-testid": "login-password" } }}
      />
      {failed && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="login-error">
          {failed.waitMinutes === null ? translate("LOGIN.ERROR") : translate("LOGIN.TOO_MANY_ATTEMPTS", { minutes: failed.waitMinutes })}
        </Alert>
      )}
      <Box sx={{ mt: 2, display: "flex", justifyContent: "flex-end" }}>
        <Button
          type="submit"
          variant="contained"
          disabled={!valid || busy}
          data-testid="login-submit"
          startIcon={busy ? <CircularProgress size={16} /> : undefined}
        >
          {translate("LOGIN.SUBMIT")}
        </Button>
      </Box>
    </Paper>
  );
}
