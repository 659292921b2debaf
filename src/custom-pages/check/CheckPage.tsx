/**
 * /check: the requirement input, configuration and language dropdowns, the analyse
 * button, the history and the result panel. All behaviour lives in checkMachine; this
 * component only reads its state and sends events.
 */
import { lazy, Suspense, useEffect, useState, type KeyboardEvent } from "react";
import { Box, Button, CircularProgress, Container, FormControl, FormHelperText, InputLabel, OutlinedInput, Paper, Typography } from "@mui/material";
import { useMachine } from "@xstate/react";
import { useLocaleState, useTranslate } from "ra-core";
import type { LanguageCode } from "../../providers/api";
import { checkMachine } from "./checkMachine";
import { loadCheckState, loadHistory } from "./checkStorage";
import { ResultPanel } from "./ResultPanel";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { ConfigurationSelect } from "../../components/ConfigurationSelect";
import { NativeSelectField } from "../../components/NativeSelectField";
import { TOOL_PAGE_GATES, ToolPageStatus } from "../../components/ToolPageStatus";
import { useAppSettings } from "../../providers/AppSettings";
import { formatNumber } from "../../i18n/format";

// Shown only once there is a history or a request was refused: lazy chunks, not part of the first load.
// The cards below the tools are a chunk of their own too, drawn after the text box.
const ClassificationCards = lazy(() => import("./ClassificationCards").then((module) => ({ default: module.ClassificationCards })));
const HistoryList = lazy(() => import("./HistoryList").then((module) => ({ default: module.HistoryList })));
const RequestsExceededPanel = lazy(() => import("./RequestsExceededPanel").then((module) => ({ default: module.RequestsExceededPanel })));

export function CheckPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { maxTextLength } = useAppSettings();
  useDocumentTitle("CHECK.TITLE");
  const uiLanguage: LanguageCode = locale === "de" ? "de" : "en";
  // The stored state is read once, when the page opens.
  const [input] = useState(() => ({ history: loadHistory(), saved: loadCheckState(), language: uiLanguage, uiLanguage }));
  const [state, send] = useMachine(checkMachine, { input });
  const [firstRenderDone, setFirstRenderDone] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setFirstRenderDone(true));
    return () => clearTimeout(timer);
  }, []);
  const { context } = state;
  useEffect(() => send({ type: "UI_LANGUAGE.CHANGE", uiLanguage }), [send, uiLanguage]);

  const title = (
    <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
      {translate("CHECK.TITLE")}
    </Typography>
  );

  // While the setup loads the tools are drawn already (the text box takes input); only an
  // error replaces them.
  const gate = TOOL_PAGE_GATES.find((g) => g !== "loading" && state.matches(g));
  if (gate) return <ToolPageStatus title={title} gate={gate} errorTestId="check-license-error" />;

  const loading = state.matches("loading");
  const busy = state.matches({ ready: { analysis: "analysing" } });
  const length = context.text.trim().length;
  const tooLong = length > maxTextLength;
  const canAnalyse = !loading && !busy && length > 0 && !tooLong;
  // The page's first Intl.NumberFormat loads the browser's locale data, which takes tens of
  // milliseconds: the counter's figures follow the text box (a task later, so the text box
  // can be painted first) instead of holding it back. A text over the limit is explained at once.
  const limits = firstRenderDone || tooLong ? { count: formatNumber(length, locale), limit: formatNumber(maxTextLength, locale) } : null;
  const inputError = tooLong ? "tooLong" : context.resultState === "error" ? context.errorKind : null;
  const errorText =
    inputError === "tooLong"
      ? translate("CHECK.ERROR_TOO_LONG", limits)
      : inputError === "network"
        ? translate("CHECK.ERROR_NETWORK")
        : translate("CHECK.ERROR_MESSAGE");
  const selectedTimestamp = context.history.find((e) => e.analyseResult === context.analyseResult)?.timestamp ?? null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Enter analyses (on key up); Shift+Enter keeps its new line.
    if (event.key === "Enter" && !event.shiftKey) event.preventDefault();
  };
  const onKeyUp = (event: KeyboardEvent<HTMLElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "Enter" && !event.shiftKey && tooLong) return;
    send({ type: "KEY.UP", key: event.key === "Enter" && event.shiftKey ? "Shift+Enter" : event.key });
  };

  return (
    <Container maxWidth="xl" sx={{ py: 4 }}>
      {title}
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 5fr) minmax(0, 7fr)" }, alignItems: "start" }}>
        <Box sx={{ minWidth: 0 }}>
          <Paper
            component="form"
            elevation={0}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              send({ type: "ANALYSE" });
            }}
            sx={{ p: { xs: 2, md: 3 }, border: "1px solid", borderColor: "divider", boxShadow: "0 1px 3px rgba(16,24,40,0.06)" }}
          >
            {/* The parts of MUI's TextField, without its Select (and the menu that comes with it). */}
            <FormControl fullWidth error={inputError !== null}>
              <InputLabel htmlFor="check-requirement">{translate("CHECK.INPUT_LABEL")}</InputLabel>
              <OutlinedInput
                id="check-requirement"
                label={translate("CHECK.INPUT_LABEL")}
                placeholder={translate("CHECK.INPUT_PLACEHOLDER")}
                value={context.text}
                onChange={(e) => send({ type: "TEXT.CHANGE", text: e.target.value })}
                onKeyDown={onKeyDown}
                onKeyUp={onKeyUp}
                multiline
                minRows={4}
                maxRows={12}
                autoFocus
                inputProps={{ "data-testid": "check-input", spellCheck: true, "aria-describedby": "check-requirement-helper-text" }}
              />
              <FormHelperText id="check-requirement-helper-text" component="div">
                <Box component="span" sx={{ display: "flex", gap: 2, justifyContent: "space-between" }}>
                  {inputError ? (
                    <span data-testid="check-input-error" data-error-kind={inputError} role="alert">
                      {errorText}
                    </span>
                  ) : (
                    <span>{translate("CHECK.INPUT_HINT")}</span>
                  )}
                  <Box
                    component="span"
                    data-testid="check-counter"
                    sx={{ flex: "0 0 auto", fontVariantNumeric: "tabular-nums" }}
                    aria-live={tooLong ? "polite" : "off"}
                  >
                    {limits && translate("CHECK.COUNTER", limits)}
                  </Box>
                </Box>
              </FormHelperText>
            </FormControl>

            <Box sx={{ display: "flex", gap: 2, mt: 2, flexWrap: "wrap", alignItems: "center" }}>
              <ConfigurationSelect
                id="check-config"
                configurations={context.configurations}
                configId={context.configId}
                onSelect={(configId) => send({ type: "CONFIG.SELECT", configId })}
                sx={{ minWidth: 180 }}
              />
              <NativeSelectField
                id="check-language"
                label={translate("CHECK.LANGUAGE_LABEL")}
                value={context.language}
                options={context.languages.map((language) => ({ value: language, label: translate(`LANGUAGES.${language}`) }))}
                onChange={(language) => send({ type: "LANGUAGE.SELECT", language: language as LanguageCode })}
                inputProps={{ "data-testid": "check-language" }}
                sx={{ minWidth: 150 }}
              />
              <Box sx={{ flexGrow: 1 }} />
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={!canAnalyse}
                data-testid="analyse-button"
                aria-busy={busy}
                startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
              >
                {translate(busy ? "CHECK.ANALYSING" : "CHECK.ANALYSE_BUTTON")}
              </Button>
            </Box>
          </Paper>

          <Suspense fallback={null}>
            {context.requestsExceeded && <RequestsExceededPanel onKeyStored={() => send({ type: "APIKEY.STORED" })} />}

            {context.history.length > 0 && (
              <HistoryList
                history={context.history}
                selectedTimestamp={selectedTimestamp}
                onSelect={(timestamp) => send({ type: "HISTORY.SELECT", timestamp })}
              />
            )}
          </Suspense>
        </Box>

        <ResultPanel
          resultState={context.resultState}
          result={context.analyseResult}
          suggestions={context.suggestions}
          onUseSuggestion={(text) => {
            send({ type: "SUGGESTION.USE", text });
            document.getElementById("check-requirement")?.focus();
          }}
          onReset={() => send({ type: "RESET" })}
        />
      </Box>

      <Suspense fallback={null}>
        <ClassificationCards />
      </Suspense>
    </Container>
  );
}
export default CheckPage;
