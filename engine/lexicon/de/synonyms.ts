/**
 * German words the comparison's normalised meaning (engine/compare/meaning/) reads as one,
 * beside the comparison's verb groups (compare-antonyms.ts). Compiled for this project from
 * the vocabulary of requirements (Lastenhefte, Pflichtenhefte), under the project's
 * licence. Folded lower case (ä -> a, ß -> ss), infinitives and nouns in their base form.
 */

export const SYNONYM_GROUPS_OWN_DE: ReadonlyArray<readonly string[]> = [
  ["anzeigen", "darstellen", "einblenden", "ausgeben", "zeigen", "visualisieren"],
  ["prufen", "uberprufen", "kontrollieren", "validieren", "verifizieren"],
  ["erlauben", "gestatten", "zulassen", "ermoglichen"],
  ["starten", "beginnen", "einleiten", "anstossen"],
  ["beenden", "stoppen", "abschliessen", "terminieren"],
  ["empfangen", "erhalten", "bekommen"],
  ["auswahlen", "wahlen", "selektieren"],
  ["berechnen", "ermitteln", "bestimmen"],
  ["protokollieren", "aufzeichnen", "loggen"],
  ["email", "mail"],
  ["benutzer", "nutzer", "anwender"],
  ["anmeldung", "login", "einloggen"],
  ["abmeldung", "logout", "ausloggen"],
  ["sperren", "blockieren"],
  ["versuch", "anlauf"],
  ["erkennen", "detektieren", "feststellen"],
  ["fehlgeschlagen", "erfolglos", "gescheitert", "misslungen"],
  ["unverzuglich", "sofort", "umgehend"],
  ["innerhalb", "binnen"],
  ["fehler", "storung"],
  ["hinweis", "meldung", "mitteilung", "benachrichtigung"],
];

/** Prepositions of means the meaning reads as none: "per E-Mail", "via E-Mail", "über E-Mail", "mittels E-Mail". */
export const MEANS_PREPOSITIONS_DE: ReadonlySet<string> = new Set(["via", "per", "uber", "mittels", "durch", "anhand"]);
