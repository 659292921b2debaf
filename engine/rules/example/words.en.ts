/** Phrases that introduce examples in English requirements ("i.e." is no example and is not listed). */
export const EXAMPLE_PHRASES_EN: readonly string[] = [
  "e.g.",
  "e.g",
  "eg.",
  "e. g.",
  "for example",
  "for instance",
  "such as",
  "etc.",
  "etc",
  "et cetera",
];
