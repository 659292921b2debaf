/** Language-model status: its values, or 'not configured' when URL, model or key is missing; 'Failed to load LLM status' on failure. */
import { useEffect, useState } from "react";
import { Alert, Box, CircularProgress, Paper, Table, TableBody, TableCell, TableRow, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { configApi, type LlmStatus } from "../configApi";
import { isUnauthorized } from "../consoleErrors";
import { useConsole } from "../ConsoleContext";

export function isLlmConfigured(status: LlmStatus): boolean {
  return !!status.url && !!status.modelName && status.isLlmApiKeySet === true;
}

export default function LlmInformation({ api = configApi }: { api?: Pick<typeof configApi, "llmStatus"> }) {
  const translate = useTranslate();
  const { handleError } = useConsole();
  const [status, setStatus] = useState<LlmStatus | null | undefined>(undefined);

  useEffect(() => {
    let active = true;
    api
      .llmStatus()
      .then((s) => active && setStatus(s))
      .catch((error: unknown) => {
        if (isUnauthorized(error)) handleError(error);
        if (active) setStatus(null);
      });
    return () => {
      active = false;
    };
  }, [api, handleError]);

  const rows: [string, string][] = status
    ? [
        ["CONFIG.LLM.URL", status.url ?? "–"],
        ["CONFIG.LLM.MODEL", status.modelName ?? "–"],
        ["CONFIG.LLM.KEY_SET", translate(status.isLlmApiKeySet ? "CONFIG.YES" : "CONFIG.NO")],
        ["CONFIG.LLM.STATUS_CODE", status.statusCode === null || status.statusCode === undefined ? "–" : String(status.statusCode)],
        ["CONFIG.LLM.RESPONSE", status.responseMessage ?? "–"],
        ["CONFIG.LLM.LAST_SUCCESS", status.lastSuccessfulCall ?? "–"],
        ["CONFIG.LLM.LAST_FAILURE", status.lastFailedCall ?? "–"],
        ["CONFIG.LLM.ERROR_RATE", status.llmErrorRate === null || status.llmErrorRate === undefined ? "–" : `${status.llmErrorRate} %`],
      ]
    : [];

  return (
    <Box data-testid="llm-information">
      <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
        {translate("CONFIG.LLM.TITLE")}
      </Typography>
      {status === undefined && <CircularProgress aria-label={translate("CONFIG.LOADING")} />}
      {status === null && (
        <Alert severity="error" data-testid="llm-error">
          {translate("CONFIG.LLM.LOAD_ERROR")}
        </Alert>
      )}
      {status && !isLlmConfigured(status) && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="llm-not-configured">
          {translate("CONFIG.LLM.NOT_CONFIGURED")}
        </Alert>
      )}
      {status && (
        <Paper elevation={0} sx={{ border: "1px solid", borderColor: "divider" }}>
          <Table size="small" aria-label={translate("CONFIG.LLM.TITLE")}>
            <TableBody>
              {rows.map(([key, value]) => (
                <TableRow key={key}>
                  <TableCell component="th" sx={{ width: "40%" }}>
                    {translate(key)}
                  </TableCell>
                  <TableCell>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Box>
  );
}
