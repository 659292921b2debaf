/**
 * Precision audit: a reproducible expert review of the engine's findings on real
 * requirements that the project did not write.
 *
 * For every finding type, up to SAMPLE_SIZE findings per data set are drawn (default
 * configuration, language en / de). The draw is a seeded bottom-k sample: every
 * finding gets a pseudo-random rank from a hash of (seed, row id, type, start, end),
 * and the SAMPLE_SIZE lowest ranks form the sample. It is uniform over all findings of
 * the type and stable: when a rule change removes a finding, the next-ranked one takes
 * its place and the rest of the sample stays the same.
 *
 * Verdicts live in scripts/eval/verdicts/<data set>.jsonl and hold no requirement
 * text: row id, finding type, start, end, the length of the marked text, the verdict
 * and a short reason category.
 *
 *   npx tsx scripts/eval/audit.ts --review [--dataset=promise-plus] [--type=WEAK_WORD]
 *       prints the sampled findings without a verdict (sentence and marked span, to the
 *       terminal only), each with a key to judge it by
 *   npx tsx scripts/eval/audit.ts --record FILE
 *       merges verdicts from FILE: lines "KEY c|w [reason]" or JSON objects
 *       {dataset, id, type, start, end, verdict, reason?}
 *   npx tsx scripts/eval/audit.ts
 *       prints the precision table (also part of `npm run eval`)
 *
 * The data sets are read from ../shared/datasets or REQLENS_DATASETS; without them the
 * audit says so and reports nothing.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { analyse } from "../../engine/index.js";
import type { Language } from "../../engine/index.js";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..", "..");
const datasetsDir = process.env.REQLENS_DATASETS ?? join(root, "..", "shared", "datasets");
const verdictsDir = join(here, "verdicts");

export const SAMPLE_SIZE = 30;
export const SEED = 20261121;

interface AuditDataset {
  name: string;
  file: string;
  language: Language;
}

export const AUDIT_DATASETS: readonly AuditDataset[] = [
  { name: "promise-plus", file: "promise-plus/promise-plus.jsonl", language: "en" },
  { name: "german-lastenheft", file: "german-lastenheft/german-lastenheft.jsonl", language: "de" },
];

export type Verdict = "correct" | "wrong";

export interface VerdictRecord {
  id: string;
  type: string;
  start: number;
  end: number;
  /** Length of the marked text (end - start), a check against shifted offsets. */
  length: number;
  verdict: Verdict;
  reason?: string;
}

export interface SampledFinding {
  dataset: string;
  id: string;
  type: string;
  start: number;
  end: number;
  message: string;
  /** The requirement text: for the terminal only, never stored. */
  text: string;
  rank: number;
}

export interface TypePrecision {
  /** All findings of the type on the data set. */
  findings: number;
  sampled: number;
  judged: number;
  correct: number;
  precision: number;
  unjudged: number;
}

export type AuditFigures = Record<string, Record<string, TypePrecision>>;

// ---------------------------------------------------------------- sampling

/** FNV-1a 32-bit followed by a murmur-style finaliser: a stable pseudo-random rank. */
function rank(key: string): number {
  let h = 0x811c9dc5 ^ SEED;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function keyOf(dataset: string, id: string, type: string, start: number, end: number): string {
  return `${dataset}|${id}|${type}|${start}|${end}`;
}

function readJsonl(path: string): Record<string, unknown>[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The sample per finding type for one data set (rows as read from its JSONL file). */
export function sampleFindings(dataset: AuditDataset, rows: Record<string, unknown>[]): Map<string, { total: number; sample: SampledFinding[] }> {
  const byType = new Map<string, SampledFinding[]>();
  for (const row of rows) {
    const id = String(row.id);
    const text = String(row.text);
    const result = analyse(text, { language: dataset.language });
    for (const group of result.classifications) {
      for (const f of group.findings) {
        const type = group.classificationKey;
        const list = byType.get(type) ?? [];
        list.push({
          dataset: dataset.name,
          id,
          type,
          start: f.start,
          end: f.end,
          message: f.message,
          text,
          rank: rank(keyOf(dataset.name, id, type, f.start, f.end)),
        });
        byType.set(type, list);
      }
    }
  }
  const out = new Map<string, { total: number; sample: SampledFinding[] }>();
  for (const type of [...byType.keys()].sort()) {
    const all = byType.get(type)!;
    const sample = [...all].sort((a, b) => a.rank - b.rank || a.id.localeCompare(b.id) || a.start - b.start).slice(0, SAMPLE_SIZE);
    out.set(type, { total: all.length, sample });
  }
  return out;
}

// ---------------------------------------------------------------- verdicts

function verdictPath(dataset: string): string {
  return join(verdictsDir, `${dataset}.jsonl`);
}

export function loadVerdicts(dataset: string): Map<string, VerdictRecord> {
  const map = new Map<string, VerdictRecord>();
  for (const row of readJsonl(verdictPath(dataset))) {
    const v = row as unknown as VerdictRecord;
    map.set(keyOf(dataset, v.id, v.type, v.start, v.end), v);
  }
  return map;
}

function saveVerdicts(dataset: string, verdicts: Map<string, VerdictRecord>): void {
  mkdirSync(verdictsDir, { recursive: true });
  const list = [...verdicts.values()].sort((a, b) => a.type.localeCompare(b.type) || a.id.localeCompare(b.id) || a.start - b.start || a.end - b.end);
  const lines = list.map((v) =>
    JSON.stringify({
      id: v.id,
      type: v.type,
      start: v.start,
      end: v.end,
      length: v.length,
      verdict: v.verdict,
      ...(v.reason ? { reason: v.reason } : {}),
    }),
  );
  writeFileSync(verdictPath(dataset), lines.length > 0 ? `${lines.join("\n")}\n` : "");
}

// ---------------------------------------------------------------- evaluation

function loadSamples(): { dataset: AuditDataset; samples: Map<string, { total: number; sample: SampledFinding[] }> }[] {
  const out = [];
  for (const dataset of AUDIT_DATASETS) {
    const path = join(datasetsDir, dataset.file);
    if (!existsSync(path)) continue;
    out.push({ dataset, samples: sampleFindings(dataset, readJsonl(path)) });
  }
  return out;
}

const round = (x: number): number => Math.round(x * 1000) / 1000;

/** Precision per finding type and data set, from the stored verdicts on the current sample. */
export function precisionAudit(print = true): AuditFigures {
  const figures: AuditFigures = {};
  const loaded = loadSamples();
  if (loaded.length === 0) {
    if (print) console.log(`\nPrecision audit: no data sets at ${datasetsDir}, skipped.`);
    return figures;
  }
  for (const { dataset, samples } of loaded) {
    const verdicts = loadVerdicts(dataset.name);
    const perType: Record<string, TypePrecision> = {};
    for (const [type, { total, sample }] of samples) {
      let judged = 0;
      let correct = 0;
      for (const f of sample) {
        const v = verdicts.get(keyOf(dataset.name, f.id, f.type, f.start, f.end));
        if (!v || v.length !== f.end - f.start) continue;
        judged++;
        if (v.verdict === "correct") correct++;
      }
      perType[type] = {
        findings: total,
        sampled: sample.length,
        judged,
        correct,
        precision: judged === 0 ? 0 : round(correct / judged),
        unjudged: sample.length - judged,
      };
    }
    figures[dataset.name] = perType;
    if (print) {
      console.log(`\nPrecision audit - ${dataset.name} (${dataset.language}; up to ${SAMPLE_SIZE} findings per type, expert verdicts)`);
      const width = Math.max(...Object.keys(perType).map((k) => k.length), 4);
      console.log(`  ${"type".padEnd(width)}  findings  judged  correct  precision  unjudged`);
      for (const [type, p] of Object.entries(perType)) {
        const flag = p.judged >= 10 && p.precision < 0.95 ? "  < 0.95" : p.judged < 10 ? "  (few)" : "";
        console.log(
          `  ${type.padEnd(width)}  ${String(p.findings).padStart(8)}  ${String(p.judged).padStart(6)}  ${String(p.correct).padStart(7)}  ${p.precision.toFixed(3).padStart(9)}  ${String(p.unjudged).padStart(8)}${flag}`,
        );
      }
    }
  }
  return figures;
}

// ---------------------------------------------------------------- review and record

function review(onlyDataset?: string, onlyType?: string, withReasons = false): void {
  let count = 0;
  for (const { dataset, samples } of loadSamples()) {
    if (onlyDataset && dataset.name !== onlyDataset) continue;
    const verdicts = loadVerdicts(dataset.name);
    for (const [type, { sample }] of samples) {
      if (onlyType && type !== onlyType) continue;
      for (const f of sample) {
        const key = keyOf(dataset.name, f.id, f.type, f.start, f.end);
        const v = verdicts.get(key);
        if (v && v.length === f.end - f.start && !withReasons) continue;
        count++;
        const marked = `${f.text.slice(0, f.start)}⟦${f.text.slice(f.start, f.end)}⟧${f.text.slice(f.end)}`;
        console.log(`${key}${v ? `  [${v.verdict}${v.reason ? `: ${v.reason}` : ""}]` : ""}\n  ${f.message}\n  ${marked}\n`);
      }
    }
  }
  console.log(`${count} finding(s) ${withReasons ? "listed" : "without a verdict"}.`);
}

function parseRecordLine(line: string): ({ dataset: string } & VerdictRecord) | undefined {
  const trimmed = line.trim();
  if (trimmed === "" || trimmed.startsWith("#")) return undefined;
  if (trimmed.startsWith("{")) {
    const o = JSON.parse(trimmed) as Record<string, unknown>;
    return {
      dataset: String(o.dataset),
      id: String(o.id),
      type: String(o.type),
      start: Number(o.start),
      end: Number(o.end),
      length: Number(o.end) - Number(o.start),
      verdict: o.verdict === "correct" ? "correct" : "wrong",
      ...(o.reason ? { reason: String(o.reason) } : {}),
    };
  }
  const match = /^(\S+)\s+(c|w|correct|wrong)\b\s*(.*)$/.exec(trimmed);
  if (!match) throw new Error(`Cannot read verdict line: ${trimmed.slice(0, 80)}`);
  const [dataset, id, type, start, end] = match[1].split("|");
  const reason = match[3].trim();
  return {
    dataset,
    id,
    type,
    start: Number(start),
    end: Number(end),
    length: Number(end) - Number(start),
    verdict: match[2].startsWith("c") ? "correct" : "wrong",
    ...(reason ? { reason } : {}),
  };
}

function record(file: string): void {
  const byDataset = new Map<string, Map<string, VerdictRecord>>();
  let merged = 0;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const parsed = parseRecordLine(line);
    if (!parsed) continue;
    const { dataset, ...v } = parsed;
    if (!AUDIT_DATASETS.some((d) => d.name === dataset)) throw new Error(`Unknown data set: ${dataset}`);
    if (!byDataset.has(dataset)) byDataset.set(dataset, loadVerdicts(dataset));
    byDataset.get(dataset)!.set(keyOf(dataset, v.id, v.type, v.start, v.end), v);
    merged++;
  }
  for (const [dataset, verdicts] of byDataset) saveVerdicts(dataset, verdicts);
  console.log(`${merged} verdict(s) merged.`);
}

function main(): void {
  const args = process.argv.slice(2);
  const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const recordAt = args.indexOf("--record");
  if (recordAt >= 0) {
    const file = args[recordAt + 1];
    if (!file) throw new Error("--record needs a file");
    record(file);
    return;
  }
  if (args.includes("--review")) {
    review(option("dataset"), option("type"), args.includes("--all"));
    return;
  }
  precisionAudit();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
