/**
 * The selected row's detail: analysis result (rating, badges, highlighted text,
 * improvements), suggestions, and when comparison is active the contradiction table
 * (index, contradicting requirement, reason) and the redundancy table (index, duplicate
 * requirement, reason, duplicate score). Everything is rendered as text.
 */
import type { ReactNode } from "react";
import { Alert, Box, Button, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useTranslate } from "ra-core";
import { ClassificationBadges } from "../../components/ClassificationBadges";
import { HighlightedText } from "../../components/HighlightedText";
import { RatingImage } from "../../components/RatingImage";
import { ratingStyle } from "../../components/findingStyles";
import { allEntries, type ExampleRequirement } from "./examplesModel";

export interface ExampleDetailProps {
  row: ExampleRequirement;
  rows: readonly ExampleRequirement[];
  suggestionActive: boolean;
  comparisonActive: boolean;
  onShowStatistics: () => void;
  /** The label of the button that closes the detail (default: back to the statistics). */
  backLabel?: string;
}

const termSx = {
  fontWeight: 700,
  color: "text.secondary",
  fontSize: "0.8rem",
  textTransform: "uppercase",
  letterSpacing: 0.6,
  mt: 2.5,
  mb: 0.75,
} as const;

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Box component="section" data-testid={testId}>
      <Typography component="h3" sx={termSx}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function textOf(rows: readonly ExampleRequirement[], externalId: string): string {
  const row = rows.find((r) => r.externalId === externalId);
  return row ? `${externalId}: ${row.text}` : externalId;
}

function Suggestions({ row }: { row: ExampleRequirement }) {
  const translate = useTranslate();
  const rating = row.analysisResult?.rating ?? 0;
  if (rating >= 5 || rating < 1 || row.analysisResult?.gibberish) return null;
  return (
    <Section title={translate("EXAMPLES.SUGGESTIONS")} testId="example-suggestions">
      {row.suggestionsResult === null ? (
        <Box role="status" sx={{ display: "flex", gap: 1, alignItems: "center" }}>
          <CircularProgress size={16} />
          <Typography variant="body2">{translate("EXAMPLES.SUGGESTIONS_LOADING")}</Typography>
        </Box>
      ) : row.suggestionsResult.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate("EXAMPLES.NO_SUGGESTIONS")}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5, "& li": { mb: 0.75 } }}>
          {row.suggestionsResult.map((s, i) => (
            <li key={i} data-testid="example-suggestion">
              {s}
            </li>
          ))}
        </Box>
      )}
    </Section>
  );
}

function ComparisonTables({ row, rows }: { row: ExampleRequirement; rows: readonly ExampleRequirement[] }) {
  const translate = useTranslate();
  const contradictions = allEntries(row.contradictionResult);
  const duplicates = allEntries(row.duplicationResult);
  const waiting = row.isComparisonResultProcessing && row.contradictionResult === null && row.duplicationResult === null;
  return (
    <>
      <Section title={translate("EXAMPLES.CONTRADICTIONS")} testId="example-contradictions">
        {waiting ? (
          <Typography variant="body2" color="text.secondary">
            {translate("EXAMPLES.COMPARISON_PROCESSING")}
          </Typography>
        ) : contradictions.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate("EXAMPLES.NO_CONTRADICTIONS")}
          </Typography>
        ) : (
          <Table size="small" aria-label={translate("EXAMPLES.CONTRADICTIONS")}>
            <TableHead>
              <TableRow>
                <TableCell>{translate("EXAMPLES.COLUMN_INDEX")}</TableCell>
                <TableCell>{translate("EXAMPLES.COLUMN_CONTRADICTING")}</TableCell>
                <TableCell>{translate("EXAMPLES.COLUMN_REASON")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {contradictions.map((c, i) => (
                <TableRow key={`${c.contradictingExternalId}-${i}`} data-testid="contradiction-row">
                  <TableCell>{i + 1}</TableCell>
                  <TableCell>{textOf(rows, c.contradictingExternalId)}</TableCell>
                  <TableCell>{c.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>
      <Section title={translate("EXAMPLES.REDUNDANCIES")} testId="example-redundancies">
        {waiting ? (
          <Typography variant="body2" color="text.secondary">
            {translate("EXAMPLES.COMPARISON_PROCESSING")}
          </Typography>
        ) : duplicates.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate("EXAMPLES.NO_REDUNDANCIES")}
          </Typography>
        ) : (
          <Table size="small" aria-label={translate("EXAMPLES.REDUNDANCIES")}>
            <TableHead>
              <TableRow>
                <TableCell>{translate("EXAMPLES.COLUMN_INDEX")}</TableCell>
                <TableCell>{translate("EXAMPLES.COLUMN_DUPLICATE")}</TableCell>
                <TableCell>{translate("EXAMPLES.COLUMN_REASON")}</TableCell>
                <TableCell align="right">{translate("EXAMPLES.COLUMN_SCORE")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {duplicates.map((d, i) => (
                <TableRow key={`${d.externalId}-${i}`} data-testid="redundancy-row">
                  <TableCell>{i + 1}</TableCell>
                  <TableCell>{textOf(rows, d.externalId)}</TableCell>
                  <TableCell>{d.reason}</TableCell>
                  <TableCell align="right">{Number.isFinite(d.duplicateScore) ? d.duplicateScore.toFixed(2) : ""}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>
    </>
  );
}

export function ExampleDetail({ row, rows, suggestionActive, comparisonActive, onShowStatistics, backLabel }: ExampleDetailProps) {
  const translate = useTranslate();
  const result = row.analysisResult;
  const rating = result?.rating ?? null;
  return (
    <Box data-testid="example-detail" data-external-id={row.externalId}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mb: 2, gap: 2 }}>
        <Typography variant="h3" component="h2">
          {translate("EXAMPLES.DETAIL_HEADER", { id: row.externalId })}
        </Typography>
        <Button size="small" onClick={onShowStatistics}>
          {backLabel ?? translate("EXAMPLES.BACK_TO_STATISTICS")}
        </Button>
      </Box>

      {rating === null ? (
        <Box role="status" sx={{ display: "flex", gap: 1, alignItems: "center" }}>
          <CircularProgress size={18} />
          <Typography>{translate("EXAMPLES.ANALYSING")}</Typography>
        </Box>
      ) : (
        <>
          <Box
            sx={{
              display: "flex",
              alignItems: "center",
              gap: 2,
              flexWrap: "wrap",
              p: 1.5,
              borderRadius: 2,
              border: "1px solid",
              ...ratingStyle(rating),
            }}
          >
            <Box sx={{ bgcolor: "rgba(255,255,255,0.85)", borderRadius: 1.5, px: 1.5, py: 1 }}>
              <RatingImage rating={rating} size={28} />
            </Box>
            <Typography sx={{ fontWeight: 700 }}>{rating >= 1 ? translate(`SCORE_${rating}`) : translate("EXAMPLES.ANALYSIS_FAILED")}</Typography>
          </Box>
          {rating === 0 && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate("EXAMPLES.ANALYSIS_FAILED")}
            </Alert>
          )}
          {result && rating > 0 && (
            <>
              <Section title={translate("CHECK.RESULT.CLASSIFICATIONS")} testId="example-classifications">
                {result.classifications.length > 0 ? (
                  <ClassificationBadges classifications={result.classifications} />
                ) : (
                  <Typography color="text.secondary">{translate("CHECK.RESULT.NO_FINDINGS")}</Typography>
                )}
              </Section>
              <Section
                title={translate(result.processedText ? "CHECK.RESULT.PROCESSED_TEXT" : "CHECK.RESULT.ORIGINAL_TEXT")}
                testId="example-result-text"
              >
                <Box sx={{ p: 1.5, bgcolor: "#fafbfc", border: "1px solid", borderColor: "divider", borderRadius: 1 }}>
                  {result.processedText ? (
                    <HighlightedText text={result.text} classifications={result.classifications} />
                  ) : (
                    <span style={{ whiteSpace: "pre-wrap" }}>{result.text}</span>
                  )}
                </Box>
              </Section>
              {Object.keys(result.improvements).length > 0 && (
                <Section title={translate("CHECK.RESULT.IMPROVEMENTS")} testId="example-improvements">
                  <Box component="ul" sx={{ m: 0, pl: 2.5, "& li": { mb: 0.75 } }}>
                    {Object.entries(result.improvements).map(([key, advice]) => (
                      <li key={key}>
                        <strong>{translate(`CHECK.IMPROVEMENT.${key}`, { _: key })}:</strong> {advice}
                      </li>
                    ))}
                  </Box>
                </Section>
              )}
              {suggestionActive && <Suggestions row={row} />}
            </>
          )}
        </>
      )}

      {comparisonActive && <ComparisonTables row={row} rows={rows} />}
    </Box>
  );
}
