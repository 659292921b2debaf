/** The flip cards explaining each rule's finding type: title, texts, colour and glyph from the rule folders (src/generated/rules.ts). */
import { memo } from "react";
import { Box, Typography } from "@mui/material";
import { useTranslate } from "ra-core";
import { FlipCard } from "../../components/FlipCard";
import { findingColour } from "../../components/findingStyles";
import { RULE_LIST } from "../../generated/rules";

/** One card per rule, in registry order; CHECK.CARDS.<type>.SYMBOL translates a glyph that is a word ("e.g." / "z. B."). */
export const CARD_TYPES: readonly string[] = RULE_LIST.map((rule) => rule.findingType);
const GLYPHS: Record<string, string> = Object.fromEntries(RULE_LIST.map((rule) => [rule.findingType, rule.glyph]));

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
            symbol={translate(`CHECK.CARDS.${key}.SYMBOL`, { _: GLYPHS[key] })}
          />
        ))}
      </Box>
    </Box>
  );
});
