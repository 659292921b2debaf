/**
 * The result of one analysis on the check page: rating, findings (badges, the text with
 * highlights and every finding's message listed below it), improvements, suggestions,
 * EARS pattern, configuration and processing time. A lazy chunk of its own: the check
 * page's first load does not wait for it. Every text from the analysis is rendered as
 * text, never as HTML.
 */
import { Box, Button, Typography } from "@mui/material";
import { useLocaleState, useTranslate } from "ra-core";
import { ClassificationBadges } from "../../components/ClassificationBadges";
import { FindingList, HighlightedText } from "../../components/HighlightedText";
import { RatingImage } from "../../components/RatingImage";
import { ratingStyle } from "../../components/findingStyles";
import type { CheckResult } from "../../providers/api";
import { formatNumber } from "../../i18n/format";
import type { Suggestion } from "./checkMachine";

/** Configuration id and processing time are shown with every result (not for gibberish). */
const SHOW_PROCESSING_TIME = true;

const termSx = {
  fontWeight: 700,
  color: "text.secondary",
  fontSize: "0.8rem",
  textTransform: "uppercase",
  letterSpacing: 0.6,
  mt: 2.5,
  mb: 0.5,
} as const;

export function Improvements({ improvements }: { improvements: Record<string, string> }) {
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

function Suggestions({ suggestions, onUse }: { suggestions: readonly Suggestion[]; onUse: (text: string) => void }) {
  const translate = useTranslate();
  if (suggestions.length === 0) return null;
  return (
    <>
      <Box component="dt" sx={termSx}>
        {translate("CHECK.RESULT.SUGGESTIONS")}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        <Box component="ul" data-testid="suggestions" sx={{ m: 0, p: 0, listStyle: "none", display: "grid", gap: 1 }}>
          {suggestions.map((suggestion) => (
            <Box component="li" key={suggestion.text} data-testid="suggestion" sx={{ minWidth: 0 }}>
              <Button
                variant="outlined"
                color="inherit"
                onClick={() => onUse(suggestion.text)}
                aria-label={translate("CHECK.RESULT.USE_SUGGESTION", { text: suggestion.text, rating: suggestion.rating })}
                sx={{
                  width: "100%",
                  justifyContent: "flex-start",
                  textAlign: "left",
                  gap: 1.5,
                  fontWeight: 400,
                  borderColor: "divider",
                  whiteSpace: "normal",
                  overflowWrap: "anywhere",
                }}
              >
                <RatingImage rating={suggestion.rating} size={22} testId="suggestion-rating" />
                <Box component="span" sx={{ flex: 1, minWidth: 0 }} data-testid="suggestion-text">
                  {suggestion.text}
                </Box>
              </Button>
            </Box>
          ))}
        </Box>
      </Box>
    </>
  );
}

export default function ResultView({
  result,
  suggestions,
  onUseSuggestion,
}: {
  result: CheckResult;
  suggestions: readonly Suggestion[];
  onUseSuggestion: (text: string) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const stars = Math.max(0, Math.min(5, Math.round(result.rating)));
  const hasProcessedText = !!result.processedText;
  return (
    <Box data-testid="check-result">
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          gap: 2,
          flexWrap: "wrap",
          p: 2,
          borderRadius: 2,
          border: "1px solid",
          ...ratingStyle(result.rating),
        }}
      >
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
        <Box
          component="dd"
          sx={{ m: 0, p: 1.5, bgcolor: "#fafbfc", border: "1px solid", borderColor: "divider", borderRadius: 1, fontSize: "1.05rem" }}
          data-testid="result-text"
        >
          {hasProcessedText ? (
            <HighlightedText text={result.text} classifications={result.classifications} />
          ) : (
            <span style={{ whiteSpace: "pre-wrap" }}>{result.text}</span>
          )}
        </Box>
        {hasProcessedText && (
          <Box component="dd" sx={{ m: 0 }}>
            <FindingList text={result.text} classifications={result.classifications} />
          </Box>
        )}

        <Improvements improvements={result.improvements} />
        <Suggestions suggestions={suggestions} onUse={onUseSuggestion} />

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
          <>
            {/* One <div> per term and its value, directly in the <dl>, side by side. */}
            <Box sx={{ display: "inline-block", mr: 4, verticalAlign: "top" }}>
              <Box component="dt" sx={termSx}>
                {translate("CHECK.RESULT.CONFIGURATION_ID")}
              </Box>
              <Box component="dd" sx={{ m: 0 }} data-testid="configuration-id">
                {result.configurationId}
              </Box>
            </Box>
            <Box sx={{ display: "inline-block", verticalAlign: "top" }}>
              <Box component="dt" sx={termSx}>
                {translate("CHECK.RESULT.PROCESSING_TIME")}
              </Box>
              <Box component="dd" sx={{ m: 0 }} data-testid="processing-time">
                {translate("CHECK.RESULT.PROCESSING_TIME_VALUE", { ms: formatNumber(result.processingTimeInMs, locale) })}
              </Box>
            </Box>
          </>
        )}
      </Box>
    </Box>
  );
}
