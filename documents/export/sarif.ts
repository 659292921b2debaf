/**
 * SARIF 2.1.0 for code-scanning views: one run, one rule per finding type (and
 * CONTRADICTION, DUPLICATE for comparison results), one result per finding with the file
 * and, where the format has lines, the line; the requirement's id as logical location.
 * Results of requirements that break the gate are errors, the others warnings.
 */
import type { FileReport } from "./rows.js";

export const SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

const RULE_TEXT: Record<string, string> = {
  CONTRADICTION: "The requirement contradicts another requirement of the document.",
  DUPLICATE: "The requirement duplicates another requirement of the document.",
};

export interface SarifOptions {
  version: string;
  /** Base URL of the rule documentation (…/docs/index.html), when known. */
  helpBase?: string;
}

/** A path as a SARIF URI reference: forward slashes, each segment percent-encoded. */
const toUri = (file: string) => file.replace(/\\/g, "/").split("/").map(encodeURIComponent).join("/");

export function exportSarif(files: FileReport[], options: SarifOptions): object {
  const rules = new Map<string, { id: string; shortDescription: { text: string } }>();
  const rule = (id: string, text?: string) => {
    if (!rules.has(id)) rules.set(id, { id, shortDescription: { text: RULE_TEXT[id] ?? text ?? id } });
    return [...rules.keys()].indexOf(id);
  };
  const results: object[] = [];
  for (const f of files) {
    f.rows.forEach((row, i) => {
      const level = f.rowFailures[i].length > 0 ? "error" : "warning";
      const location = {
        physicalLocation: { artifactLocation: { uri: toUri(f.file) }, ...(row.line !== undefined && { region: { startLine: row.line } }) },
        logicalLocations: [{ name: row.id, kind: "object" }],
      };
      const add = (ruleId: string, message: string, description?: string) => {
        results.push({ ruleId, ruleIndex: rule(ruleId, description), level, message: { text: `${row.id}: ${message}` }, locations: [location] });
      };
      for (const c of row.classifications) {
        for (const finding of c.findings) {
          const quoted = finding.text ? `"${finding.text}": ` : "";
          add(c.classificationKey, `${quoted}${finding.message ?? c.classificationKey} (rating ${row.rating})`, row.improvements?.[c.classificationKey.toLowerCase()]);
        }
      }
      for (const c of row.contradictions ?? []) add("CONTRADICTION", `contradicts ${c.id}: ${c.reason}`);
      for (const d of row.duplicates ?? []) add("DUPLICATE", `duplicates ${d.id} (similarity ${d.score})${d.reason ? `: ${d.reason}` : ""}`);
    });
  }
  return {
    $schema: SARIF_SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "reqlens",
            version: options.version,
            informationUri: options.helpBase ?? "https://github.com/reqlens",
            rules: [...rules.values()],
          },
        },
        artifacts: files.map((f) => ({ location: { uri: toUri(f.file) } })),
        results,
      },
    ],
  };
}
