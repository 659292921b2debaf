/** The flip cards explaining each classification type the spec lists. */
import { memo } from "react";
import { Box, Typography } from "@mui/material";
import { useTranslate } from "ra-core";
import { FlipCard } from "../../components/FlipCard";
import { findingColour, type ClassificationKey } from "../../components/findingStyles";

export const CARD_TYPES: readonly ClassificationKey[] = [
  "MODAL_VERB",
  "EXAMPLE",
  "SYSTEM_WORD",
  "COMPLEX_SENTENCE",
  "WEAK_WORD",
  "NEGATIVE_SENTENCE",
  "BLACKLIST",
  "PASSIVE_SENTENCE",
  "MULTIPLE_SENTENCE",
  "BRACKET",
  "CONDITION",
  "END_OF_SENTENCE",
  "INTUITION",
  "UNNECESSARY_WHITESPACES",
];

/** Cues for the front of each card; CHECK.CARDS.<type>.SYMBOL translates one that is a word ("e.g." / "z. B."). */
const CARD_SYMBOLS: Record<string, string> = {
  MODAL_VERB: "!",
  EXAMPLE: "e.g.",
  SYSTEM_WORD: "S",
  COMPLEX_SENTENCE: "&/|",
  WEAK_WORD: "≈",
  NEGATIVE_SENTENCE: "¬",
  BLACKLIST: "⊘",
  PASSIVE_SENTENCE: "←",
  MULTIPLE_SENTENCE: "¶¶",
  BRACKET: "( )",
  CONDITION: "⇒",
  END_OF_SENTENCE: ".",
  INTUITION: "★",
  UNNECESSARY_WHITESPACES: "␣␣",
};

/** Memoised: the cards depend on the language only, not on the page's state. */
export const ClassificationCards = memo(function ClassificationCards() {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="classification-cards-header" sx={{ mt: 6 }}>
      <Typography id="classification-cards-header" variant="h2" sx={{ mb: 3 }}>
        {translate("CHECK.CARDS.HEADER")}
      </Typography>
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(4, 1fr)" } }}>
        {CARD_TYPES.map((key) => (
          <FlipCard
            key={key}
            title={translate(`CHECK.CLASSIFICATION.${key}`)}
            front={translate(`CHECK.CARDS.${key}.BODY_FRONT`)}
            back={translate(`CHECK.CARDS.${key}.BODY_BACK`)}
            learnMoreLabel={translate("CHECK.CARDS.LEARN_MORE_BUTTON")}
            backLabel={translate("CHECK.CARDS.BACK_BUTTON")}
            accent={findingColour(key)}
            symbol={translate(`CHECK.CARDS.${key}.SYMBOL`, { _: CARD_SYMBOLS[key] })}
          />
        ))}
      </Box>
    </Box>
  );
});
