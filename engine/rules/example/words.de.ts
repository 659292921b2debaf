/** Phrases that introduce examples in German requirements ("d. h." is no example and is not listed). */
export const EXAMPLE_PHRASES_DE: readonly string[] = [
  "z. B.",
  "z.B.",
  "z.B",
  "zum Beispiel",
  "beispielsweise",
  "bspw.",
  "u. a.",
  "u.a.",
  "unter anderem",
  "usw.",
  "usw",
  "etc.",
  "etc",
  "und so weiter",
  "wie etwa",
];
