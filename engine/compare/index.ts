/**
 * Comparison of requirements: similarity, duplicates and contradictions through an
 * inverted index, in pure TypeScript (no Node or DOM APIs).
 *
 *   const index = new ComparisonIndex();
 *   index.add("17", "The gate shall open within 2 s.", "en");
 *   index.add("18", "The gate shall open within 5 s.", "en");
 *   compareOne(index, "18", { threshold: 0.5, duplicateThreshold: 0.9 });
 *   // { similar: [{ id: "17", score: 0.626 }], duplicates: [],
 *   //   contradictions: [{ id: "17", reason: 'incompatible values for the same quantity: …' }] }
 *
 * - ComparisonIndex (comparison-index.ts): add(id, text, language), remove(id),
 *   candidates(id | features, k) with figures of the last query in `lastQuery`;
 * - compareOne / addAndCompare / compareAll (compare.ts): results for one requirement,
 *   incremental mode, whole sets;
 * - meaning/ the normalised meaning the score reads (terms and roles of the main clause);
 * - similarity.ts documents the score, contradictions.ts the contradiction rules,
 *   quantities.ts the quantity normal form, duplicates.ts the duplicate reasons.
 */
export { ComparisonIndex, type Candidate, type IndexOptions, type Query, type QueryStats } from "./comparison-index.js";
export { addAndCompare, compareAll, compareOne, type CompareInput, type CompareOptions, type CompareResult } from "./compare.js";
export { findContradiction, type Contradiction } from "./contradictions.js";
export { readClauses, type Clause, type ClauseReading } from "../reading/clauses.js";
export { readRequirement } from "../reading/index.js";
export { duplicateReason } from "./duplicates.js";
export { dice, lexemes, lexemesOf, trigrams, type Lexeme } from "./features.js";
export {
  meaningOf,
  meaningTerm,
  meaningTermOfStem,
  slotPenalty,
  ACTION_FACTOR,
  ACTOR_FACTOR,
  NEGATION_FACTOR,
  NUMBER_FACTOR,
  OBJECT_FACTOR,
  textFeatures,
  type Meaning,
  type MeaningSlots,
  type TextFeatures,
} from "./meaning/index.js";
export { describeQuantity, extractQuantities, quantitiesConflict, type Quantity, type QuantityKind } from "./quantities.js";
export { combine, NON_EXACT_CAP, ROLE_FLOOR, TERM_WEIGHT, TRIGRAM_WEIGHT } from "./similarity.js";
export { exactKey, fold, plainText, stem } from "./text.js";
