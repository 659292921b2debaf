/**
 * The selected row's detail: analysis result (rating, badges, highlighted text with the
 * findings' messages, improvements: the check page's AnalysisFindings), suggestions, and when comparison is active the contradiction table
 * (index, contradicting requirement, reason) and the redundancy table (index, duplicate
 * requirement, reason, duplicate score). Everything is rendered as text.
 */
import { Alert, Box, Button, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useTranslate } from "ra-core";
import { AnalysisFindings, AnalysisSection as Section, RatingBanner } from "../../components/AnalysisFindings";
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
          <RatingBanner rating={rating} size={28} label={rating >= 1 ? translate(`SCORE_${rating}`) : translate("EXAMPLES.ANALYSIS_FAILED")} />
          {rating === 0 && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate("EXAMPLES.ANALYSIS_FAILED")}
            </Alert>
          )}
          {result && rating > 0 && (
            <>
              <AnalysisFindings
                result={result}
                testIds={{ classifications: "example-classifications", text: "example-result-text", improvements: "example-improvements" }}
              />
              {suggestionActive && <Suggestions row={row} />}
            </>
          )}
        </>
      )}

      {comparisonActive && <ComparisonTables row={row} rows={rows} />}
    </Box>
  );
}
