/** The `table` output: per file, a summary and the worst requirements; then the gate's verdict. */
import { worstFirst, passed, type FileReport } from "../documents/index.js";

const WORST = 10;

function clip(text: string, width: number): string {
  const flat = text.replace(/\s+/g, " ");
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}

export function formatTable(files: FileReport[]): string {
  const lines: string[] = [];
  for (const f of files) {
    const s = f.summary;
    lines.push(`${f.file} (${f.format}): ${s.requirements} requirements, average rating ${s.averageRating}`);
    lines.push(`  ratings: ${(["5", "4", "3", "2", "1", "0"] as const).map((n) => `${n}★ ${s.ratings[n]}`).join("  ")}`);
    const findings = Object.entries(s.findings).sort((a, b) => b[1] - a[1]);
    if (findings.length > 0) lines.push(`  findings: ${findings.map(([t, n]) => `${t} ${n}`).join(", ")}`);
    lines.push(`  contradictions: ${s.contradictions}, duplicates: ${s.duplicates}`);
    const worst = worstFirst(f.rows).filter((r) => r.rating < 5).slice(0, WORST);
    if (worst.length > 0) {
      lines.push(`  worst requirements:`);
      const idWidth = Math.min(20, Math.max(2, ...worst.map((r) => r.id.length)));
      for (const r of worst) {
        const types = r.classifications.filter((c) => c.findings.length > 0).map((c) => c.classificationKey);
        lines.push(`    ${r.rating}★ ${clip(r.id, idWidth).padEnd(idWidth)} ${clip(r.text, 70)}${r.line !== undefined ? `  (line ${r.line})` : ""}`);
        if (types.length > 0) lines.push(`       ${"".padEnd(idWidth)} ${types.join(", ")}`);
      }
    }
    const failing = f.rowFailures.filter((r) => r.length > 0).length;
    for (const reason of f.fileFailures) lines.push(`  FAILED: ${reason}`);
    if (failing > 0) lines.push(`  FAILED: ${failing} requirement${failing === 1 ? "" : "s"} break the gate`);
    lines.push("");
  }
  lines.push(passed(files) ? "Gate passed." : "Gate failed.");
  return lines.join("\n") + "\n";
}
