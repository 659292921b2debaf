/**
 * One badge per classification: the translated label; focus (keyboard or click) or
 * hover opens a popover below it with the label as header and the explanation as body.
 * Texts follow the UI language.
 */
import { useId, useState } from "react";
import { Box, Chip, Paper, Popper, Typography } from "@mui/material";
import { useTranslate } from "ra-core";
import type { AnalysisClassification } from "../../schemas/generated/types";
import { findingClass, findingColour } from "./findingStyles";

function Badge({ classification }: { classification: AnalysisClassification }) {
  const translate = useTranslate();
  const popoverId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const key = classification.classificationKey;
  const label = translate(`CHECK.CLASSIFICATION.${key}`, { _: key });
  const count = classification.findings.length;
  const open = (el: HTMLElement) => setAnchor(el);
  const close = () => setAnchor(null);

  return (
    <>
      <Chip
        tabIndex={0}
        label={count > 1 ? `${label} ×${count}` : label}
        className={`reqlens-badge ${findingClass(key)}`}
        data-classification={key}
        aria-describedby={anchor ? popoverId : undefined}
        onFocus={(e) => open(e.currentTarget)}
        onBlur={close}
        onMouseEnter={(e) => open(e.currentTarget)}
        onMouseLeave={() => {
          if (document.activeElement !== anchor) close();
        }}
        onKeyDown={(e) => {
          if (e.key === "Escape") close();
        }}
        sx={{
          bgcolor: findingColour(key),
          color: "#1d2733",
          fontWeight: 600,
          border: "1px solid rgba(0,0,0,0.12)",
          "&:focus-visible": { outline: "3px solid", outlineColor: "primary.main", outlineOffset: 2 },
        }}
      />
      <Popper
        id={popoverId}
        open={!!anchor}
        anchorEl={anchor}
        placement="bottom"
        sx={{ zIndex: 1500 }}
        modifiers={[{ name: "offset", options: { offset: [0, 8] } }]}
      >
        <Paper role="tooltip" elevation={6} sx={{ maxWidth: 320, overflow: "hidden" }} data-testid="classification-popover">
          <Typography component="h3" sx={{ px: 2, py: 1, fontWeight: 700, bgcolor: findingColour(key), fontSize: "0.95rem" }}>
            {label}
          </Typography>
          <Typography variant="body2" sx={{ px: 2, py: 1.5 }}>
            {translate(`CHECK.CARDS.${key}.BODY_FRONT`, { _: "" })}
          </Typography>
        </Paper>
      </Popper>
    </>
  );
}

export function ClassificationBadges({ classifications }: { classifications: readonly AnalysisClassification[] }) {
  return (
    <Box data-testid="classification-badges" sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
      {classifications.map((c) => (
        <Badge key={c.classificationKey} classification={c} />
      ))}
    </Box>
  );
}
