/**
 * German words that carry no subject matter for comparing requirements (umlauts folded:
 * "für" is listed as "fur"). Negations are listed too, because polarity is judged by the
 * contradiction check, not by the similarity score.
 */
export const COMPARE_STOPWORDS_DE: ReadonlySet<string> = new Set([
  "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines", "dieser",
  "diese", "dieses", "diesen", "diesem", "jeder", "jede", "jedes", "jeden", "jedem", "alle", "allen",
  "aller", "alles", "kein", "keine", "keinen", "keinem", "keiner", "nicht", "nie", "niemals", "weder",
  "noch", "nur", "auch", "sehr", "ich", "wir", "uns", "unser", "sie", "ihr", "ihre", "ihren", "ihrem",
  "er", "es", "sich", "sein", "seine", "seinen", "seinem", "man", "wer", "was", "welche", "welcher",
  "welches", "wenn", "falls", "sofern", "solange", "sobald", "nachdem", "dann", "als", "wie", "so", "an",
  "am", "auf", "aus", "bei", "beim", "bis", "durch", "fur", "gegen", "in", "im", "ins", "mit", "nach",
  "ohne", "uber", "um", "unter", "von", "vom", "vor", "zu", "zum", "zur", "zwischen", "innerhalb",
  "und", "oder", "aber", "sondern", "dass", "ist", "sind", "war", "waren", "wird", "werden", "wurde",
  "wurden", "worden", "hat", "haben", "hatte", "muss", "mussen", "soll", "sollen", "sollte", "sollten",
  "darf", "durfen", "kann", "konnen", "konnte", "mag", "moge", "z.b", "d.h", "usw", "bzw", "ggf", "etc",
  "einmal",
]);
