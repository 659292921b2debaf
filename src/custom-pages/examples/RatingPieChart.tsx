/**
 * The statistics view: a pie chart of the rating distribution (ratings 1 to 5; only
 * numeric ratings 1..5 count), legend at the bottom in white. When every count is zero
 * the heading and the chart give way to a placeholder with the product logo.
 */
import { Box, Typography } from "@mui/material";
import { PieChart } from "@mui/x-charts/PieChart";
import { useTranslate } from "ra-core";
import { ratingColour } from "../../components/findingStyles";
import { visuallyHidden } from "../../components/visuallyHidden";
import { ratingCounts } from "./examplesModel";

export function RatingPieChart({ ratings }: { ratings: readonly unknown[] }) {
  const translate = useTranslate();
  const counts = ratingCounts(ratings);
  const total = counts.reduce((sum, n) => sum + n, 0);

  if (total === 0) {
    return (
      <Box data-testid="pie-chart-placeholder" sx={{ textAlign: "center", py: 6 }}>
        <Box component="img" src="/assets/images/logo-light.svg" alt="Reqlens" sx={{ width: 96, height: 96, opacity: 0.8 }} />
      </Box>
    );
  }

  const data = counts.map((count, index) => {
    const rating = index + 1;
    return { id: rating, value: count, label: `${translate(`SCORE_${rating}`)}: ${count}`, color: ratingColour(rating) };
  });

  return (
    <Box data-testid="pie-chart" data-counts={counts.join(",")}>
      <Typography variant="h3" component="h2" sx={{ color: "#fff", mb: 2 }} data-testid="pie-chart-header">
        {translate("EXAMPLES.PIE_CHART_HEADER")}
      </Typography>
      <PieChart
        height={320}
        series={[{ data, innerRadius: 40, paddingAngle: 1, cornerRadius: 3, highlightScope: { fade: "global", highlight: "item" } }]}
        slotProps={{
          legend: {
            direction: "horizontal",
            position: { vertical: "bottom", horizontal: "center" },
            sx: { color: "#fff", "& .MuiChartsLegend-label": { color: "#fff" } },
          },
        }}
      />
      {/* Read by screen readers (the chart itself is a drawing), not shown. */}
      <Box component="ul" sx={visuallyHidden} data-testid="pie-chart-counts">
        {counts.map((count, index) => (
          <li key={index} data-rating={index + 1} data-count={count}>
            {`${translate(`SCORE_${index + 1}`)}: ${count}`}
          </li>
        ))}
      </Box>
    </Box>
  );
}
