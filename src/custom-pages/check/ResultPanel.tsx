/**
 * The right-hand panel of the check page: placeholder, result, gibberish or error.
 * Every text from the analysis is rendered as text, never as HTML.
 */
import { Alert, Box, Button, Paper, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { ClassificationBadges } from "../../components/ClassificationBadges";
import { HighlightedText } from "../../components/HighlightedText";
import { RatingImage } from "../../components/RatingImage";
import { ratingStyle } from "../../components/findingStyles";
import type { CheckResult } from "../../providers/api";
import type { ResultState } from "./checkStorage";

/** Configuration id and processing time are shown with every result (not for gibberish). */
export const SHOW_PROCESSING_TIME = true;

const termSx = { fontWeight: 700, color: "text.secondary", fontSize: "0.8rem", textTransform: "uppercase", letterSpacing: 0.6, mt: 2.5, mb: 0.5 } as const;

function Improvements({ improvements }: { improvements: Record<string, string> }) {
  const translate = useTranslate();
  const entries = Object.entries(improvements);
  if (entries.length === 0) return null;
  return (
    <>
      <Box component="dt" sx={termSx}>
        {translate("CHECK.RESULT.IMPROVEMENTS")}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        <Box component="ul" data-testid="improvements" sx={{ m: 0, pl: 2.5, "& li": { mb: 0.75 } }}>
          {entries.map(([key, advice]) => (
            <li key={key}>
              <strong>{translate(`CHECK.IMPROVEMENT.${key}`, { _: key })}:</strong> {advice}
            </li>
          ))}
        </Box>
      </Box>
    </>
  );
}

function Result({ result }: { result: CheckResult }) {
  const translate = useTranslate();
  const stars = Math.max(0, Math.min(5, Math.round(result.rating)));
  const hasProcessedText = !!result.processedText;
  return (
    <Box data-testid="check-result">
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap", p: 2, borderRadius: 2, border: "1px solid", ...ratingStyle(result.rating) }}>
        <Box sx={{ bgcolor: "rgba(255,255,255,0.85)", borderRadius: 1.5, px: 1.5, py: 1 }}>
          <RatingImage rating={result.rating} size={34} />
        </Box>
        <Typography sx={{ fontWeight: 700, fontSize: "1.1rem" }} data-testid="rating-label">
          {stars >= 1 ? translate(`SCORE_${stars}`) : ""}
        </Typography>
      </Box>

      <Box component="dl" sx={{ m: 0 }}>
        <Box component="dt" sx={termSx}>
          {translate("CHECK.RESULT.CLASSIFICATIONS")}
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {result.classifications.length > 0 ? (
            <ClassificationBadges classifications={result.classifications} />
          ) : (
            <Typography color="text.secondary">{translate("CHECK.RESULT.NO_FINDINGS")}</Typography>
          )}
        </Box>

        <Box component="dt" sx={termSx}>
          {translate(hasProcessedText ? "CHECK.RESULT.PROCESSED_TEXT" : "CHECK.RESULT.ORIGINAL_TEXT")}
        </Box>
        <Box component="dd" sx={{ m: 0, p: 1.5, bgcolor: "#fafbfc", border: "1px solid", borderColor: "divider", borderRadius: 1, fontSize: "1.05rem" }} data-testid="result-text">
          {hasProcessedText ? <HighlightedText text={result.text} classifications={result.classifications} /> : <span style={{ whiteSpace: "pre-wrap" }}>{result.text}</span>}
        </Box>

        <Improvements improvements={result.improvements} />

        {result.earsPattern && result.earsPattern !== "none" && (
          <>
            <Box component="dt" sx={termSx}>
              {translate("CHECK.RESULT.EARS_PATTERN")}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {translate(`CHECK.EARS.${result.earsPattern}`, { _: result.earsPattern })}
            </Box>
          </>
        )}

        {SHOW_PROCESSING_TIME && (
          <Box sx={{ display: "flex", gap: 4, flexWrap: "wrap" }}>
            <Box>
              <Box component="dt" sx={termSx}>
                {translate("CHECK.RESULT.CONFIGURATION_ID")}
              </Box>
              <Box component="dd" sx={{ m: 0 }} data-testid="configuration-id">
                {result.configurationId}
              </Box>
            </Box>
            <Box>
              <Box component="dt" sx={termSx}>
                {translate("CHECK.RESULT.PROCESSING_TIME")}
              </Box>
              <Box component="dd" sx={{ m: 0 }} data-testid="processing-time">
                {translate("CHECK.RESULT.PROCESSING_TIME_VALUE", { ms: String(result.processingTimeInMs) })}
              </Box>
            </Box>
          </Box>
        )}
      </Box>
    </Box>
  );
}

export interface ResultPanelProps {
  resultState: ResultState;
  result: CheckResult | null;
  onReset: () => void;
}

export function ResultPanel({ resultState, result, onReset }: ResultPanelProps) {
  const translate = useTranslate();
  return (
    <Paper
      component="section"
      aria-labelledby="check-result-header"
      aria-live="polite"
      elevation={0}
      data-result-state={resultState}
      sx={{ p: { xs: 2, md: 3 }, border: "1px solid", borderColor: "divider", minHeight: 320, boxShadow: "0 1px 3px rgba(16,24,40,0.06)" }}
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

      {resultState === "result" && result && <Result result={result} />}

      {resultState === "gibberish" && (
        <Box data-testid="check-gibberish">
          <Alert severity="warning">{translate("CHECK.GIBBERISH_MESSAGE")}</Alert>
          {result && (
            <Box component="dl" sx={{ m: 0 }}>
              <Improvements improvements={result.improvements} />
            </Box>
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
