/** Comparison of requirements: similarity, duplicates and contradictions through an inverted index. */
export { ComparisonIndex, type Candidate, type IndexOptions, type Query, type QueryStats } from "./comparison-index.js";
export { addAndCompare, compareAll, compareOne, type CompareInput, type CompareOptions, type CompareResult } from "./compare.js";
export { findContradiction, type Contradiction } from "./contradictions.js";
export { readRequirement, type Clause, type Reading } from "./clauses.js";
export { duplicateReason } from "./duplicates.js";
export { dice, lexemes, textFeatures, trigrams, type Lexeme, type TextFeatures } from "./features.js";
export { describeQuantity, extractQuantities, quantitiesConflict, type Quantity, type QuantityKind } from "./quantities.js";
export { combine, NON_EXACT_CAP, TERM_WEIGHT, TRIGRAM_WEIGHT } from "./similarity.js";
export { exactKey, fold, plainText, stem } from "./text.js";
