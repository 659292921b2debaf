/**
 * The summary of a document (finished, or so far while its job runs): requirement count, average rating, contradictions
 * and duplicates, and two bar charts (rating distribution, findings per type). The
 * charts are drawings; each has a visually hidden list of its counts for screen readers.
 */
import type { ReactNode } from "react";
import { Box, Paper, Typography } from "@mui/material";
import { BarChart } from "@mui/x-charts/BarChart";
import { useLocaleState, useTranslate } from "react-admin";
import { findingColour, ratingColour } from "../../components/findingStyles";
import { visuallyHidden } from "../../components/visuallyHidden";
import type { DocumentSummary } from "./documentsApi";
import { formatNumber } from "./format";

/** Ratings 1..5, and 0 (analysis failed) only when some requirement has it. */
export function ratingBars(ratings: DocumentSummary["ratings"]): { rating: number; count: number }[] {
  const bars = ([1, 2, 3, 4, 5] as const).map((rating) => ({ rating, count: ratings[rating] ?? 0 }));
  const failed = ratings[0] ?? 0;
  return failed > 0 ? [{ rating: 0, count: failed }, ...bars] : bars;
}

/** Finding types with at least one finding, most frequent first. */
export function findingBars(findings: Record<string, number>): { type: string; count: number }[] {
  return Object.entries(findings)
    .filter(([, count]) => count > 0)
    .map(([type, count]) => ({ type, count }))
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper elevation={0} sx={{ p: 2, border: "1px solid", borderColor: "divider", minWidth: 0 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: "1.6rem", fontWeight: 700 }} data-testid={`${testId}-value`}>
        {value}
      </Typography>
    </Paper>
  );
}

function ChartCard({
  title,
  testId,
  children,
  counts,
}: {
  title: string;
  testId: string;
  children: ReactNode;
  counts: { key: string; label: string; count: number }[];
}) {
  return (
    <Paper
      elevation={0}
      component="section"
      aria-label={title}
      sx={{ p: 2, border: "1px solid", borderColor: "divider", minWidth: 0 }}
      data-testid={testId}
    >
      <Typography variant="h3" component="h3" sx={{ fontSize: "1.1rem", mb: 1 }}>
        {title}
      </Typography>
      {children}
      <Box component="ul" sx={visuallyHidden} data-testid={`${testId}-counts`}>
        {counts.map((c) => (
          <li key={c.key} data-key={c.key} data-count={c.count}>{`${c.label}: ${c.count}`}</li>
        ))}
      </Box>
    </Paper>
  );
}

export function DocumentDashboard({ summary, testId = "documents-dashboard" }: { summary: DocumentSummary; testId?: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const ratings = ratingBars(summary.ratings);
  const findings = findingBars(summary.findings);
  const ratingLabel = (rating: number) => (rating === 0 ? translate("EXAMPLES.ANALYSIS_FAILED") : translate(`SCORE_${rating}`));
  const findingLabel = (type: string) => translate(`CHECK.CLASSIFICATION.${type}`, { _: type });

  return (
    <Box data-testid={testId}>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" }, mb: 2 }}>
        <Figure
          label={translate("DOCUMENTS.DASHBOARD.REQUIREMENTS")}
          value={formatNumber(locale, summary.requirements)}
          testId="documents-figure-requirements"
        />
        <Figure
          label={translate("DOCUMENTS.DASHBOARD.AVERAGE_RATING")}
          value={summary.requirements === 0 ? "–" : formatNumber(locale, summary.averageRating, 2)}
          testId="documents-figure-average"
        />
        <Figure
          label={translate("DOCUMENTS.DASHBOARD.CONTRADICTIONS")}
          value={formatNumber(locale, summary.contradictions)}
          testId="documents-figure-contradictions"
        />
        <Figure
          label={translate("DOCUMENTS.DASHBOARD.DUPLICATES")}
          value={formatNumber(locale, summary.duplicates)}
          testId="documents-figure-duplicates"
        />
      </Box>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 1fr) minmax(0, 1fr)" } }}>
        <ChartCard
          title={translate("DOCUMENTS.DASHBOARD.RATINGS")}
          testId="documents-ratings-chart"
          counts={ratings.map((r) => ({ key: String(r.rating), label: ratingLabel(r.rating), count: r.count }))}
        >
          <BarChart
            height={260}
            hideLegend
            xAxis={[
              {
                scaleType: "band",
                data: ratings.map((r) => String(r.rating)),
                valueFormatter: (value: string, context) => (context.location === "tick" ? value : ratingLabel(Number(value))),
                colorMap: { type: "ordinal", values: ratings.map((r) => String(r.rating)), colors: ratings.map((r) => ratingColour(r.rating)) },
              },
            ]}
            yAxis={[{ tickMinStep: 1 }]}
            series={[{ data: ratings.map((r) => r.count), label: translate("DOCUMENTS.DASHBOARD.REQUIREMENTS") }]}
          />
        </ChartCard>
        <ChartCard
          title={translate("DOCUMENTS.DASHBOARD.FINDINGS")}
          testId="documents-findings-chart"
          counts={findings.map((f) => ({ key: f.type, label: findingLabel(f.type), count: f.count }))}
        >
          {findings.length === 0 ? (
            <Typography color="text.secondary">{translate("CHECK.RESULT.NO_FINDINGS")}</Typography>
          ) : (
            <BarChart
              height={Math.max(200, 34 * findings.length + 60)}
              layout="horizontal"
              hideLegend
              yAxis={[
                {
                  scaleType: "band",
                  data: findings.map((f) => findingLabel(f.type)),
                  width: 130,
                  colorMap: {
                    type: "ordinal",
                    values: findings.map((f) => findingLabel(f.type)),
                    colors: findings.map((f) => findingColour(f.type)),
                  },
                },
              ]}
              xAxis={[{ tickMinStep: 1 }]}
              series={[{ data: findings.map((f) => f.count), label: translate("DOCUMENTS.DASHBOARD.FINDINGS") }]}
            />
          )}
        </ChartCard>
      </Box>
    </Box>
  );
}
