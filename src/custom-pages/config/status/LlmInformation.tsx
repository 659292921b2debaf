/**
 * Language-model status: its values, or 'not configured' when URL, model or key is
 * missing; the failure text when it cannot be read. What the console says is in its
 * language (the state of the last answer, dates and the error rate by Intl); the text a
 * failed call brought back (from the model or the network) is shown only as a quotation.
 */
import { useEffect, useState, type ReactNode } from "react";
import { Alert, Box, CircularProgress, Paper, Table, TableBody, TableCell, TableRow, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { formatDate, useIntlLocale } from "../../../resources/common";
import { configApi, type LlmStatus } from "../configApi";
import { isUnauthorized } from "../consoleErrors";
import { useConsole } from "../ConsoleContext";

export function isLlmConfigured(status: LlmStatus): boolean {
  return !!status.url && !!status.modelName && status.isLlmApiKeySet === true;
}

/** The server's own words for the last answer, and what the console says for each. */
const OWN_RESPONSES: ReadonlyArray<[RegExp, string]> = [
  [/^OK$/, "CONFIG.LLM.RESPONSE_OK"],
  [/^the answer was not JSON of the expected shape/, "CONFIG.LLM.RESPONSE_INVALID"],
  [/^no language model is configured/, "CONFIG.LLM.RESPONSE_NOT_CONFIGURED"],
];

/** The last answer: ours translated; anything else is the model's or the network's text, quoted as data. */
function LastResponse({ message }: { message: string | null | undefined }) {
  const translate = useTranslate();
  if (!message) return <>–</>;
  const own = OWN_RESPONSES.find(([pattern]) => pattern.test(message));
  if (own) return <>{translate(own[1])}</>;
  return (
    <>
      {translate("CONFIG.LLM.RESPONSE_FAILED")}{" "}
      <Box component="q" data-user-data="" data-testid="llm-response-quote" sx={{ fontFamily: "monospace" }}>
        {message}
      </Box>
    </>
  );
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

  const locale = useIntlLocale();
  const moment = (value: string | null | undefined) => formatDate(value, locale) || translate("CONFIG.LLM.NEVER");
  const rows: [string, ReactNode][] = status
    ? [
        ["CONFIG.LLM.URL", status.url ?? "–"],
        ["CONFIG.LLM.MODEL", status.modelName ?? "–"],
        ["CONFIG.LLM.KEY_SET", translate(status.isLlmApiKeySet ? "CONFIG.YES" : "CONFIG.NO")],
        ["CONFIG.LLM.STATUS_CODE", status.statusCode === null || status.statusCode === undefined ? "–" : String(status.statusCode)],
        ["CONFIG.LLM.RESPONSE", <LastResponse message={status.responseMessage} />],
        ["CONFIG.LLM.LAST_SUCCESS", moment(status.lastSuccessfulCall)],
        ["CONFIG.LLM.LAST_FAILURE", moment(status.lastFailedCall)],
        [
          "CONFIG.LLM.ERROR_RATE",
          status.llmErrorRate === null || status.llmErrorRate === undefined
            ? "–"
            : new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(status.llmErrorRate / 100),
        ],
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
                  <TableCell data-testid={`llm-${key.split(".").pop()!.toLowerCase()}`}>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Box>
  );
}
