/**
 * The findings of one analysed requirement, as the check page's result and the examples
 * and documents pages' detail show them: the rating banner, the finding badges, the text
 * with its highlights and every finding's message listed below it, and the improvements.
 * Each part is a section under its own heading (AnalysisSection, which the pages use for
 * what they add). Every text from the analysis is rendered as text, never as HTML.
 */
import type { ReactNode } from "react";
import { Box, Typography } from "@mui/material";
import { useTranslate } from "ra-core";
import type { AnalysisClassification } from "../../schemas/generated/types";
import { ClassificationBadges } from "./ClassificationBadges";
import { FindingList, HighlightedText } from "./HighlightedText";
import { RatingImage } from "./RatingImage";
import { ratingStyle } from "./findingStyles";

/** What of an analysis result the findings need (the check page's result and the examples' item both have it). */
export interface AnalysedRequirement {
  text: string;
  rating: number;
  processedText?: string | null;
  classifications: readonly AnalysisClassification[];
  improvements: Record<string, string>;
}

const headingSx = {
  fontWeight: 700,
  color: "text.secondary",
  fontSize: "0.8rem",
  textTransform: "uppercase",
  letterSpacing: 0.6,
  mt: 2.5,
  mb: 0.75,
} as const;

export function AnalysisSection({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  return (
    <Box component="section" data-testid={testId}>
      <Typography component="h3" sx={headingSx}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The rating with its colour; `label` names it (the rating's word, or that the analysis failed). */
export function RatingBanner({ rating, size, label }: { rating: number; size: number; label: string }) {
  return (
    <Box
      sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap", p: 1.5, borderRadius: 2, border: "1px solid", ...ratingStyle(rating) }}
    >
      <Box sx={{ bgcolor: "rgba(255,255,255,0.85)", borderRadius: 1.5, px: 1.5, py: 1 }}>
        <RatingImage rating={rating} size={size} />
      </Box>
      <Typography sx={{ fontWeight: 700, fontSize: "1.1rem" }} data-testid="rating-label">
        {label}
      </Typography>
    </Box>
  );
}

export function Improvements({ improvements, testId }: { improvements: Record<string, string>; testId?: string }) {
  const translate = useTranslate();
  const entries = Object.entries(improvements);
  if (entries.length === 0) return null;
  return (
    <AnalysisSection title={translate("CHECK.RESULT.IMPROVEMENTS")} testId={testId}>
      <Box component="ul" data-testid="improvements" sx={{ m: 0, pl: 2.5, "& li": { mb: 0.75 } }}>
        {entries.map(([key, advice]) => (
          <li key={key}>
            <strong>{translate(`CHECK.IMPROVEMENT.${key}`, { _: key })}:</strong> {advice}
          </li>
        ))}
      </Box>
    </AnalysisSection>
  );
}

export interface AnalysisFindingsTestIds {
  classifications?: string;
  text?: string;
  improvements?: string;
}

/** Badges, the highlighted text with the list of messages, and the improvements (the banner is the page's, above). */
export function AnalysisFindings({ result, testIds = {} }: { result: AnalysedRequirement; testIds?: AnalysisFindingsTestIds }) {
  const translate = useTranslate();
  const hasProcessedText = !!result.processedText;
  return (
    <>
      <AnalysisSection title={translate("CHECK.RESULT.CLASSIFICATIONS")} testId={testIds.classifications}>
        {result.classifications.length > 0 ? (
          <ClassificationBadges classifications={result.classifications} />
        ) : (
          <Typography color="text.secondary">{translate("CHECK.RESULT.NO_FINDINGS")}</Typography>
        )}
      </AnalysisSection>
      <AnalysisSection title={translate(hasProcessedText ? "CHECK.RESULT.PROCESSED_TEXT" : "CHECK.RESULT.ORIGINAL_TEXT")}>
        <Box
          sx={{ p: 1.5, bgcolor: "#fafbfc", border: "1px solid", borderColor: "divider", borderRadius: 1, fontSize: "1.05rem" }}
          data-testid={testIds.text}
        >
          {hasProcessedText ? (
            <HighlightedText text={result.text} classifications={result.classifications} />
          ) : (
            <span style={{ whiteSpace: "pre-wrap" }}>{result.text}</span>
          )}
        </Box>
        {hasProcessedText && <FindingList text={result.text} classifications={result.classifications} />}
      </AnalysisSection>
      <Improvements improvements={result.improvements} testId={testIds.improvements} />
    </>
  );
}
