/** Words that open the clauses of the EARS patterns in English. */
export const EARS_KEYWORDS_EN: Readonly<Record<string, "event" | "state" | "optional" | "unwanted">> = {
  when: "event",
  once: "event",
  while: "state",
  during: "state",
  where: "optional",
  if: "unwanted",
};
/** Words that open a condition after the main clause ("… shall log if …"): not an EARS pattern. */
export const TRAILING_CONDITIONS_EN: ReadonlySet<string> = new Set(["when", "while", "if", "unless", "whenever"]);

/** Words after which an EARS keyword opens a clause ("… and when …"). */
export const CLAUSE_OPENERS_EN = ["then", "and"];

/** The word that joins an "If …" condition to its main clause in EARS order. */
export const EARS_THEN_EN = "then";

/** Advice of the analysis result when a requirement follows no EARS pattern ({text}: the words at fault; {replacement}: the EARS order). */
export const EARS_MESSAGES_EN: Readonly<Record<"weakModal" | "trailingCondition" | "trailingConditionRewrite", string>> = {
  weakModal: 'No EARS pattern: "{text}" is not binding. Write "The <system> shall <response>."',
  trailingCondition: 'No EARS pattern: the condition "{text} …" follows the main clause. Put it first: "If …, then the <system> shall …".',
  trailingConditionRewrite: 'No EARS pattern: the condition "{text} …" follows the main clause. Put it first: "{replacement}"',
};

/** Personal pronouns: a condition holding one is not put before the main clause, where it would come before what it refers to. */
export const EARS_PRONOUNS_EN: ReadonlySet<string> = new Set(["it", "they", "them", "he", "she", "him", "her", "its", "their"]);
