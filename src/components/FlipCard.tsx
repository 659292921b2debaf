/**
 * A card that turns over: 400 px high, a 1 s turn; "learn more" shows the back, "back"
 * the front. The hidden side is inert, so keyboard focus never lands on it.
 */
import { useRef, useState, type ReactNode } from "react";
import { Box, Button, Typography } from "@mui/material";

export const FLIP_CARD_HEIGHT_PX = 400;
export const FLIP_DURATION_S = 1;

export interface FlipCardProps {
  title: string;
  front: ReactNode;
  back: ReactNode;
  learnMoreLabel: string;
  backLabel: string;
  accent: string;
  /** A short visual cue shown large on the front, e.g. "must" or "( )". */
  symbol?: string;
}

const faceSx = {
  position: "absolute",
  inset: 0,
  backfaceVisibility: "hidden",
  WebkitBackfaceVisibility: "hidden",
  borderRadius: 2,
  border: "1px solid",
  borderColor: "divider",
  bgcolor: "background.paper",
  display: "flex",
  flexDirection: "column",
  p: 3,
  boxShadow: "0 1px 3px rgba(16,24,40,0.08)",
} as const;

/** One sans-serif face that has every card glyph (≈ ¬ ⊘ ␣ …), so no glyph falls back to another font. */
const SYMBOL_FONTS = '"DejaVu Sans", "Noto Sans Symbols 2", "Segoe UI Symbol", "Arial Unicode MS", sans-serif';

export function FlipCard({ title, front, back, learnMoreLabel, backLabel, accent, symbol }: FlipCardProps) {
  const [flipped, setFlipped] = useState(false);
  const frontButton = useRef<HTMLButtonElement>(null);
  const backButton = useRef<HTMLButtonElement>(null);

  const turn = (toBack: boolean) => {
    setFlipped(toBack);
    // Keep keyboard users on the card: move focus to the button of the side now shown.
    window.setTimeout(() => (toBack ? backButton : frontButton).current?.focus(), 50);
  };

  return (
    <Box className="reqlens-flip-card" data-flipped={flipped} sx={{ height: FLIP_CARD_HEIGHT_PX, perspective: "1200px" }}>
      <Box
        sx={{
          position: "relative",
          height: "100%",
          transformStyle: "preserve-3d",
          transition: `transform ${FLIP_DURATION_S}s ease-in-out`,
          transform: flipped ? "rotateY(180deg)" : "none",
          "@media (prefers-reduced-motion: reduce)": { transition: "none" },
        }}
      >
        <Box sx={{ ...faceSx, p: 0, overflow: "hidden" }} inert={flipped} aria-hidden={flipped}>
          <Box sx={{ bgcolor: accent, px: 3, pt: 4, pb: 3, minHeight: 150, display: "flex", flexDirection: "column", justifyContent: "flex-end" }}>
            {symbol && (
              <Box
                aria-hidden
                sx={{ fontSize: "2.4rem", lineHeight: 1, mb: 1.5, fontWeight: 700, color: "rgba(29,39,51,0.75)", fontFamily: SYMBOL_FONTS }}
              >
                {symbol}
              </Box>
            )}
            <Typography variant="h3" component="h3">
              {title}
            </Typography>
          </Box>
          <Box sx={{ p: 3, flex: 1, display: "flex", flexDirection: "column" }}>
            <Typography sx={{ flex: 1, fontSize: "1.05rem", lineHeight: 1.6 }}>{front}</Typography>
            <Button ref={frontButton} variant="outlined" onClick={() => turn(true)} sx={{ alignSelf: "flex-start" }}>
              {learnMoreLabel}
            </Button>
          </Box>
        </Box>
        <Box sx={{ ...faceSx, transform: "rotateY(180deg)", borderLeft: `6px solid ${accent}` }} inert={!flipped} aria-hidden={!flipped}>
          <Typography variant="h3" component="h3" sx={{ mb: 2 }}>
            {title}
          </Typography>
          <Typography sx={{ flex: 1, overflow: "auto", lineHeight: 1.6 }}>{back}</Typography>
          <Button ref={backButton} variant="text" onClick={() => turn(false)} sx={{ alignSelf: "flex-start" }}>
            {backLabel}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
