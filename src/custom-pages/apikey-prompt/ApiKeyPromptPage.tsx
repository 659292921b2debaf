/**
 * /apikey-prompt: the full-page key prompt. Receives originUrl and errorMessage
 * through the navigation state; after a key is stored the user returns to originUrl.
 */
import { Box, Paper, Typography } from "@mui/material";
import KeyIcon from "@mui/icons-material/VpnKey";
import { useTranslate } from "ra-core";
import { useLocation, useNavigate } from "react-router-dom";
import { ApiKeyForm } from "../../components/ApiKeyForm";
import { useDocumentTitle } from "../../components/useDocumentTitle";

interface PromptState {
  originUrl?: string;
  errorMessage?: string;
}

const KNOWN_ERRORS = ["APIKEY_MISSING", "APIKEY_INVALID", "APIKEY_EXPIRED"];

export function ApiKeyPromptPage() {
  const translate = useTranslate();
  useDocumentTitle("APIKEY_PROMPT.TITLE");
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as PromptState;
  const errorKey = state.errorMessage ? (KNOWN_ERRORS.includes(state.errorMessage) ? state.errorMessage : "APIKEY_GENERAL_ERROR") : null;
  const origin = state.originUrl ? `/${state.originUrl.replace(/^\/+/, "")}` : "/check";

  return (
    <Box sx={{ display: "flex", justifyContent: "center", py: { xs: 4, md: 8 }, px: 2 }}>
      <Paper elevation={0} sx={{ p: { xs: 3, md: 5 }, maxWidth: 560, width: "100%", border: "1px solid", borderColor: "divider" }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 2 }}>
          <KeyIcon color="primary" />
          <Typography variant="h2" component="h1">
            {translate("APIKEY_PROMPT.TITLE")}
          </Typography>
        </Box>
        <Typography sx={{ mb: 3 }} color="text.secondary">
          {translate("APIKEY_PROMPT.BODY")}
        </Typography>
        <ApiKeyForm initialError={errorKey} onStored={() => navigate(origin, { replace: true })} />
      </Paper>
    </Box>
  );
}
export default ApiKeyPromptPage;
