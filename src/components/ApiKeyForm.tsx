/**
 * The key prompt's form: a password-type input for the token and a submit button.
 * The token is required and must be a UUID (8-4-4-4-12 hex digits, any case); a valid
 * token is stored in local storage as `apikey-token`.
 */
import { useId, useState, type FormEvent } from "react";
import { Box, Button, TextField } from "@mui/material";
import { useTranslate } from "react-admin";
import { apiKeyStore } from "../providers/storage";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function validateApiKey(token: string): "APIKEY_MISSING" | "INPUT_FORMAT_ERROR" | null {
  const value = token.trim();
  if (value === "") return "APIKEY_MISSING";
  if (!UUID_PATTERN.test(value)) return "INPUT_FORMAT_ERROR";
  return null;
}

export function ApiKeyForm({ onStored, dense = false }: { onStored?: (token: string) => void; dense?: boolean }) {
  const translate = useTranslate();
  const id = useId();
  const [token, setToken] = useState("");
  const [touched, setTouched] = useState(false);
  const error = validateApiKey(token);
  const showError = touched && error !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error) return;
    const value = token.trim();
    apiKeyStore.set(value);
    setToken("");
    setTouched(false);
    onStored?.(value);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: "flex", gap: 1, alignItems: "flex-start", flexWrap: "wrap" }}>
      <TextField
        id={`${id}-apikey`}
        type="password"
        size={dense ? "small" : "medium"}
        label={translate("APIKEY_PROMPT.LABEL")}
        value={token}
        autoComplete="off"
        onChange={(e) => setToken(e.target.value)}
        onBlur={() => setTouched(true)}
        error={showError}
        helperText={showError ? translate(`APIKEY_PROMPT.${error}`) : " "}
        sx={{ flex: "1 1 280px" }}
        slotProps={{ htmlInput: { "data-testid": "apikey-input", spellCheck: false } }}
      />
      <Button type="submit" variant="contained" size={dense ? "medium" : "large"} sx={{ mt: dense ? 0.25 : 1 }}>
        {translate("APIKEY_PROMPT.SUBMIT")}
      </Button>
    </Box>
  );
}
