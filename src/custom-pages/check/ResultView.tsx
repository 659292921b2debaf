/**
 * The result of one analysis on the check page: rating, findings (badges, the text with
 * highlights and every finding's message listed below it), improvements, suggestions,
 * EARS pattern, configuration and processing time. A lazy chunk of its own: the check
 * page's first load does not wait for it. Every text from the analysis is rendered as
 * text, never as HTML.
 */
import { Box, Button } from "@mui/material";
import { useLocaleState, useTranslate } from "ra-core";
import { AnalysisFindings, AnalysisSection, RatingBanner } from "../../components/AnalysisFindings";
import { RatingImage } from "../../components/RatingImage";
import type { CheckResult } from "../../providers/api";
import { formatNumber } from "../../i18n/format";
import type { Suggestion } from "./checkMachine";

// The gibberish panel shows the improvements alone, from this chunk.
export { Improvements } from "../../components/AnalysisFindings";

/** Configuration id and processing time are shown with every result (not for gibberish). */
const SHOW_PROCESSING_TIME = true;

function Suggestions({ suggestions, onUse }: { suggestions: readonly Suggestion[]; onUse: (text: string) => void }) {
  const translate = useTranslate();
  if (suggestions.length === 0) return null;
  return (
    <AnalysisSection title={translate("CHECK.RESULT.SUGGESTIONS")}>
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
    </AnalysisSection>
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
  return (
    <Box data-testid="check-result">
      <RatingBanner rating={result.rating} size={34} label={stars >= 1 ? translate(`SCORE_${stars}`) : ""} />
      <AnalysisFindings result={result} testIds={{ text: "result-text" }} />
      <Suggestions suggestions={suggestions} onUse={onUseSuggestion} />

      {result.earsPattern && result.earsPattern !== "none" && (
        <AnalysisSection title={translate("CHECK.RESULT.EARS_PATTERN")}>
          {translate(`CHECK.EARS.${result.earsPattern}`, { _: result.earsPattern })}
        </AnalysisSection>
      )}

      {SHOW_PROCESSING_TIME && (
        // The two side by side.
        <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 4 }}>
          <AnalysisSection title={translate("CHECK.RESULT.CONFIGURATION_ID")}>
            <span data-testid="configuration-id">{result.configurationId}</span>
          </AnalysisSection>
          <AnalysisSection title={translate("CHECK.RESULT.PROCESSING_TIME")}>
            <span data-testid="processing-time">
              {translate("CHECK.RESULT.PROCESSING_TIME_VALUE", { ms: formatNumber(result.processingTimeInMs, locale) })}
            </span>
          </AnalysisSection>
        </Box>
      )}
    </Box>
  );
}
