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
