/**
 * The key prompt's form: a password-type input for the token and a submit button.
 * The token is required and must be a UUID (8-4-4-4-12 hex digits, any case); the
 * server then checks it (GET /apikey/valid/{token}), and only a valid token is stored
 * in local storage as `apikey-token`.
 *
 * One error at a time: the reason the visitor was sent here (initialError) until they
 * type, then the input's own check, then the server's answer.
 */
import { useId, useState, type FormEvent } from "react";
import { Alert, Box, Button, CircularProgress, TextField } from "@mui/material";
import { useTranslate } from "ra-core";
import { apiKeyStore } from "../providers/storage";
import { checkApiKeyOnServer } from "./apiKeyCheck";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function validateApiKey(token: string): "APIKEY_MISSING" | "INPUT_FORMAT_ERROR" | null {
  const value = token.trim();
  if (value === "") return "APIKEY_MISSING";
  if (!UUID_PATTERN.test(value)) return "INPUT_FORMAT_ERROR";
  return null;
}

export function ApiKeyForm({
  onStored,
  dense = false,
  checkOnServer = checkApiKeyOnServer,
  initialError = null,
}: {
  onStored?: (token: string) => void;
  dense?: boolean;
  checkOnServer?: (token: string) => Promise<string | null>;
  /** An APIKEY_PROMPT message key: why a key is asked for. */
  initialError?: string | null;
}) {
  const translate = useTranslate();
  const id = useId();
  const [token, setToken] = useState("");
  const [touched, setTouched] = useState(false);
  const [checking, setChecking] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const error = validateApiKey(token);
  const showError = touched && error !== null;
  const [typed, setTyped] = useState(false);
  const alert = showError ? null : (serverError ?? (typed ? null : initialError));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error || checking) return;
    const value = token.trim();
    setChecking(true);
    setServerError(null);
    const rejected = await checkOnServer(value);
    setChecking(false);
    if (rejected) {
      setServerError(rejected);
      return;
    }
    apiKeyStore.set(value);
    setToken("");
    setTouched(false);
    onStored?.(value);
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: "flex", gap: 1, alignItems: "flex-start", flexWrap: "wrap" }}>
      <TextField
        id={`${id}-apikey`}
        type="password"
        size={dense ? "small" : "medium"}
        label={translate("APIKEY_PROMPT.LABEL")}
        value={token}
        autoComplete="off"
        onChange={(e) => {
          setToken(e.target.value);
          setTyped(true);
          setServerError(null);
        }}
        onBlur={() => setTouched(true)}
        error={showError}
        helperText={showError ? translate(`APIKEY_PROMPT.${error}`) : " "}
        sx={{ flex: "1 1 280px" }}
        slotProps={{ htmlInput: { "data-testid": "apikey-input", spellCheck: false } }}
      />
      <Button
        type="submit"
        variant="contained"
        size={dense ? "medium" : "large"}
        sx={{ mt: dense ? 0.25 : 1 }}
        disabled={checking}
        startIcon={checking ? <CircularProgress size={16} color="inherit" /> : undefined}
        data-testid="apikey-submit"
      >
        {translate("APIKEY_PROMPT.SUBMIT")}
      </Button>
      {alert && (
        <Alert severity="error" sx={{ flexBasis: "100%" }} data-testid={alert === serverError ? "apikey-server-error" : "apikey-prompt-error"}>
          {translate(`APIKEY_PROMPT.${alert}`)}
        </Alert>
      )}
    </Box>
  );
}
