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
