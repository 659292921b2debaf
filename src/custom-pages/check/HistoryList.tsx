/**
 * The last five analyses, newest first, each styled by its rating. Click or Enter
 * (the items are buttons) reloads the stored result. Shown only with at least one entry.
 */
import { Box, List, ListItemButton, ListItemText, Typography } from "@mui/material";
import { useTranslate } from "ra-core";
import { ratingStyle } from "../../components/findingStyles";
import type { HistoryEntry } from "./checkStorage";

export function HistoryList({
  history,
  selectedTimestamp,
  onSelect,
}: {
  history: readonly HistoryEntry[];
  selectedTimestamp?: number | null;
  onSelect: (timestamp: number) => void;
}) {
  const translate = useTranslate();
  if (history.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="check-history-header" sx={{ mt: 3 }}>
      <Typography id="check-history-header" variant="h3" component="h2" sx={{ mb: 1 }}>
        {translate("CHECK.HISTORY.HEADER")}
      </Typography>
      <List disablePadding data-testid="check-history" sx={{ display: "flex", flexDirection: "column", gap: 1 }}>
        {history.map((entry) => {
          const rating = entry.analyseResult.rating;
          const stars = Math.max(0, Math.min(5, Math.round(rating)));
          return (
            <Box component="li" key={entry.timestamp} sx={{ listStyle: "none" }}>
              <ListItemButton
                data-testid="history-item"
                data-rating={stars}
                selected={entry.timestamp === selectedTimestamp}
                onClick={() => onSelect(entry.timestamp)}
                className={`reqlens-history-item reqlens-rating-${stars}`}
                sx={{
                  border: "1px solid",
                  ...ratingStyle(rating),
                  borderLeftWidth: 6,
                  borderRadius: 1,
                  "&.Mui-selected, &.Mui-selected:hover, &:hover": ratingStyle(rating),
                  "&:hover": { filter: "brightness(0.97)" },
                  "&.Mui-focusVisible": { outline: "3px solid", outlineColor: "primary.main", outlineOffset: 2 },
                }}
              >
                <ListItemText
                  primary={entry.analyseResult.text}
                  secondary={stars >= 1 ? translate(`SCORE_${stars}`) : undefined}
                  slotProps={{
                    // Long texts wrap (at most three lines), so the list never widens the page.
                    primary: {
                      sx: {
                        overflow: "hidden",
                        overflowWrap: "anywhere",
                        display: "-webkit-box",
                        WebkitLineClamp: 3,
                        WebkitBoxOrient: "vertical",
                        fontWeight: 500,
                      },
                    },
                    secondary: { sx: { color: "rgba(0,0,0,0.7)" } },
                  }}
                />
              </ListItemButton>
            </Box>
          );
        })}
      </List>
    </Box>
  );
}
