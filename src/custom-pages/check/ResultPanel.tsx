/**
 * The right-hand panel of the check page: placeholder, result, gibberish or error.
 * The result itself (ResultView) is a lazy chunk, loaded with the first result.
 */
import { lazy, Suspense } from "react";
import { Alert, Box, Button, Paper, Typography } from "@mui/material";
import { useTranslate } from "ra-core";
import { PageLoading } from "../../components/PageLoading";
import type { CheckResult } from "../../providers/api";
import type { ResultState } from "./checkStorage";
import type { Suggestion } from "./checkMachine";

const ResultView = lazy(() => import("./ResultView"));
const GibberishImprovements = lazy(() => import("./ResultView").then((m) => ({ default: m.Improvements })));

export interface ResultPanelProps {
  resultState: ResultState;
  result: CheckResult | null;
  suggestions: readonly Suggestion[];
  onUseSuggestion: (text: string) => void;
  onReset: () => void;
}

export function ResultPanel({ resultState, result, suggestions, onUseSuggestion, onReset }: ResultPanelProps) {
  const translate = useTranslate();
  return (
    <Paper
      component="section"
      aria-labelledby="check-result-header"
      aria-live="polite"
      elevation={0}
      data-result-state={resultState}
      sx={{
        p: { xs: 2, md: 3 },
        border: "1px solid",
        borderColor: "divider",
        minHeight: 320,
        minWidth: 0,
        boxShadow: "0 1px 3px rgba(16,24,40,0.06)",
      }}
    >
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mb: 2 }}>
        <Typography id="check-result-header" variant="h3" component="h2">
          {translate("CHECK.RESULT.HEADER")}
        </Typography>
        {resultState !== "placeholder" && (
          <Button size="small" onClick={onReset}>
            {translate("CHECK.RESET_BUTTON")}
          </Button>
        )}
      </Box>

      {resultState === "placeholder" && (
        <Box data-testid="check-placeholder" sx={{ textAlign: "center", py: 6, color: "text.secondary" }}>
          <Box component="img" src="/assets/images/logo.svg" alt="" sx={{ width: 72, height: 72, opacity: 0.5, mb: 2 }} />
          <Typography sx={{ maxWidth: 420, mx: "auto" }}>{translate("CHECK.PLACEHOLDER")}</Typography>
        </Box>
      )}

      {resultState === "result" && result && (
        <Suspense fallback={<PageLoading />}>
          <ResultView result={result} suggestions={suggestions} onUseSuggestion={onUseSuggestion} />
        </Suspense>
      )}

      {resultState === "gibberish" && (
        <Box data-testid="check-gibberish">
          <Alert severity="warning">{translate("CHECK.GIBBERISH_MESSAGE")}</Alert>
          {result && (
            <Suspense fallback={null}>
              <GibberishImprovements improvements={result.improvements} />
            </Suspense>
          )}
        </Box>
      )}

      {resultState === "error" && (
        <Alert severity="error" data-testid="check-error">
          {translate("CHECK.ERROR_MESSAGE")}
        </Alert>
      )}
    </Paper>
  );
}
