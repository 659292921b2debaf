/** Words that open the clauses of the EARS patterns in German. */
export const EARS_KEYWORDS_DE: Readonly<Record<string, "event" | "state" | "optional" | "unwanted">> = {
  wenn: "event",
  sobald: "event",
  nachdem: "event",
  solange: "state",
  während: "state",
  sofern: "optional",
  soweit: "optional",
  falls: "unwanted",
};
/** Words that open a condition after the main clause: not an EARS pattern. */
export const TRAILING_CONDITIONS_DE: ReadonlySet<string> = new Set(["wenn", "falls", "solange", "sofern", "sobald"]);

/** Words after which an EARS keyword opens a clause ("… und wenn …"). */
export const CLAUSE_OPENERS_DE = ["dann", "und"];

/** The word that joins a "Falls …" condition to its main clause in EARS order. */
export const EARS_THEN_DE = "dann";

/** Advice of the analysis result when a requirement follows no EARS pattern ({text}: the words at fault; {replacement}: the EARS order). */
export const EARS_MESSAGES_DE: Readonly<Record<"weakModal" | "trailingCondition" | "trailingConditionRewrite", string>> = {
  weakModal: "Kein EARS-Muster: „{text}“ ist nicht verbindlich. Schreiben Sie „Das <System> muss <Reaktion>.“",
  trailingCondition:
    "Kein EARS-Muster: die Bedingung „{text} …“ steht nach dem Hauptsatz. Stellen Sie sie voran: „Falls …, dann muss das <System> …“.",
  trailingConditionRewrite: "Kein EARS-Muster: die Bedingung „{text} …“ steht nach dem Hauptsatz. Stellen Sie sie voran: „{replacement}“",
};

/** Personal pronouns: a condition holding one is not put before the main clause, where it would come before what it refers to. */
export const EARS_PRONOUNS_DE: ReadonlySet<string> = new Set(["er", "sie", "es", "ihn", "ihm", "ihr", "ihnen", "seine", "ihre"]);
