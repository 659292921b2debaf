/** Frequent German function words; language detection counts them (lower case, ASCII). */
export const FUNCTION_WORDS_DE: readonly string[] = [
  "der", "die", "das", "und", "muss", "soll", "sollte", "ist", "sind", "werden", "wird", "ein", "eine", "einen",
  "einem", "einer", "des", "dem", "den", "mit", "von", "zu", "zum", "zur", "auf", "nicht", "kann", "wenn", "falls",
  "oder", "bei", "nach", "im", "vom", "sich", "auch", "als", "alle", "jede", "jeder", "jedes", "kein", "keine",
  "dass", "nur", "eines", "sowie", "innerhalb", "diese", "dieser", "wie", "es", "sie",
];
/** Letters that only German uses. */
export const GERMAN_LETTERS = /[äöüßÄÖÜ]/;
