/** The rating as an image (1 to 5 stars, 0 for a failed analysis), labelled SCORE_n. */
import { Box } from "@mui/material";
import { useTranslate } from "ra-core";

export function RatingImage({ rating, size = 32, testId = "rating-image" }: { rating: number; size?: number; testId?: string }) {
  const translate = useTranslate();
  const stars = Math.max(0, Math.min(5, Math.round(rating)));
  const label = stars >= 1 ? translate(`SCORE_${stars}`) : translate("CHECK.ERROR_MESSAGE");
  return (
    <Box
      component="img"
      src={`/assets/images/rating-${stars}.svg`}
      alt={label}
      title={label}
      data-testid={testId}
      data-rating={stars}
      sx={{ height: size, width: size * 5.4, display: "block" }}
    />
  );
}
