/**
 * Quality of the requirement comparison (engine/compare) on public data sets.
 *   npx tsx scripts/eval-compare.ts [--verbose]
 * Reads ../shared/datasets next to the repository, or REQLENS_DATASETS; without them it
 * says so and exits 0. Prints a table per data set and ends with one JSON line.
 *
 * - conflict-fourview: each requirement set is one index; the contradictions found are
 *   compared with the gold conflict pairs (precision, recall).
 * - conflict-finegrained: share of pairs found contradictory, per conflict type label.
 * - german-lastenheft: exact duplicates found with score 1.0; pairs of different text
 *   at or above the duplicate threshold.
 * - promise-plus: the contradictions reported among its real requirements compared with each
 *   other (unlabelled: most pairs of a real set do not conflict, so a rule that raises this
 *   count a lot reports conflicts where there are none).
 * - paraphrase duplicates (scripts/eval/paraphrases.ts): rewrites of promise-plus and
 *   german-lastenheft sentences, precision and recall per language and per rewrite kind.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { compareAll, exactKey, findContradiction, readRequirement } from "../engine/compare/index.js";
import type { Language } from "../engine/types.js";
import { buildContradictionPairs, type BuiltPair } from "./eval/contradiction-pairs.js";
import { printParaphrases } from "./eval/paraphrases.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

export function datasetsDir(): string {
  return process.env.REQLENS_DATASETS ?? join(root, "..", "shared", "datasets");
}

type Row = Record<string, unknown>;

function readJsonl(path: string): Row[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Row);
}

const round = (x: number): number => Math.round(x * 1000) / 1000;
const ratio = (a: number, b: number): number => (b === 0 ? 0 : round(a / b));
const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

function table(title: string, rows: Array<[string, string | number]>): void {
  console.log(`\n${title}`);
  const width = Math.max(...rows.map(([k]) => k.length));
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
}

export interface FourviewFigures {
  precision: number;
  recall: number;
  found: number;
  gold: number;
  truePositives: number;
  perSet: Record<string, { precision: number; recall: number; found: number; gold: number }>;
  falsePositives: Array<{ a: string; b: string; reason: string }>;
  falseNegatives: Array<{ a: string; b: string }>;
}

/** Contradictions of each requirement set against its gold conflict pairs. */
export function evalFourview(dir: string): FourviewFigures | null {
  const reqPath = join(dir, "conflict-fourview", "conflict-fourview.jsonl");
  const pairPath = join(dir, "conflict-fourview", "conflict-fourview-pairs.jsonl");
  if (!existsSync(reqPath) || !existsSync(pairPath)) return null;
  const rows = readJsonl(reqPath);
  const gold = readJsonl(pairPath).filter((p) => p.relation === "conflict");
  const sets = new Map<string, Row[]>();
  for (const r of rows) {
    const set = String(r.dataset);
    if (!sets.has(set)) sets.set(set, []);
    sets.get(set)!.push(r);
  }
  const goldKeys = new Set(gold.map((p) => pairKey(String(p.req_a), String(p.req_b))));
  const found = new Map<string, string>();
  const perSet: FourviewFigures["perSet"] = {};
  for (const [set, reqs] of sets) {
    const { results } = compareAll(reqs.map((r) => ({ id: String(r.id), text: String(r.text), language: "en" as Language })));
    const setFound = new Set<string>();
    for (const [id, result] of results) {
      for (const c of result.contradictions) {
        const key = pairKey(id, c.id);
        setFound.add(key);
        if (!found.has(key)) found.set(key, c.reason);
      }
    }
    const setGold = gold.filter((p) => String(p.dataset) === set).map((p) => pairKey(String(p.req_a), String(p.req_b)));
    const tp = setGold.filter((k) => setFound.has(k)).length;
    perSet[set] = { precision: ratio(tp, setFound.size), recall: ratio(tp, setGold.length), found: setFound.size, gold: setGold.length };
  }
  const tp = [...found.keys()].filter((k) => goldKeys.has(k)).length;
  const split = (k: string) => k.split("\u0000");
  return {
    precision: ratio(tp, found.size),
    recall: ratio(tp, goldKeys.size),
    found: found.size,
    gold: goldKeys.size,
    truePositives: tp,
    perSet,
    falsePositives: [...found].filter(([k]) => !goldKeys.has(k)).map(([k, reason]) => ({ a: split(k)[0], b: split(k)[1], reason })),
    falseNegatives: [...goldKeys].filter((k) => !found.has(k)).map((k) => ({ a: split(k)[0], b: split(k)[1] })),
  };
}

export interface FinegrainedFigures {
  pairs: number;
  perType: Record<string, { pairs: number; detected: number; rate: number }>;
  conflictRecall: number;
  noConflictFalseAlarm: number;
  /** Per split of the data set (train, test, evaluation): conflict recall and no-conflict false alarm. */
  perSplit: Record<string, { conflictRecall: number; noConflictFalseAlarm: number }>;
}

/** Share of pairs found contradictory, per conflict type label (a pair may carry several). */
export function evalFinegrained(dir: string): FinegrainedFigures | null {
  const path = join(dir, "conflict-finegrained", "conflict-finegrained.jsonl");
  if (!existsSync(path)) return null;
  const rows = readJsonl(path);
  const perType: FinegrainedFigures["perType"] = {};
  let conflicts = 0;
  let conflictsFound = 0;
  let clean = 0;
  let cleanFound = 0;
  const splits: Record<string, { conflicts: number; found: number; clean: number; flagged: number }> = {};
  for (const row of rows) {
    const a = readRequirement(String(row.text), "en");
    const b = readRequirement(String(row.text_b), "en");
    const detected = findContradiction(a, b) !== null;
    const labels = (row.labels ?? {}) as Record<string, number>;
    const types = Object.entries(labels)
      .filter(([, v]) => v === 1)
      .map(([k]) => k);
    for (const type of types.length ? types : ((row.conflict_types as string[] | undefined) ?? [])) {
      perType[type] ??= { pairs: 0, detected: 0, rate: 0 };
      perType[type].pairs++;
      if (detected) perType[type].detected++;
    }
    const split = (splits[String(row.split)] ??= { conflicts: 0, found: 0, clean: 0, flagged: 0 });
    if (row.is_conflict) {
      conflicts++;
      split.conflicts++;
      if (detected) conflictsFound++;
      if (detected) split.found++;
    } else {
      clean++;
      split.clean++;
      if (detected) cleanFound++;
      if (detected) split.flagged++;
    }
  }
  for (const t of Object.values(perType)) t.rate = ratio(t.detected, t.pairs);
  const perSplit = Object.fromEntries(
    Object.entries(splits).map(([name, f]) => [
      name,
      { conflictRecall: ratio(f.found, f.conflicts), noConflictFalseAlarm: ratio(f.flagged, f.clean) },
    ]),
  );
  return { pairs: rows.length, perType, conflictRecall: ratio(conflictsFound, conflicts), noConflictFalseAlarm: ratio(cleanFound, clean), perSplit };
}

export interface OwnPairFigures {
  pairs: number;
  precision: number;
  recall: number;
  /** Per language and per class: precision, recall, pairs. */
  perGroup: Record<string, { precision: number; recall: number; pairs: number }>;
  falsePositives: BuiltPair[];
  falseNegatives: BuiltPair[];
}

/** Contradiction pairs built from the data sets' sentences (scripts/eval/contradiction-pairs.ts), en and de. */
export function evalOwnContradictions(dir: string): OwnPairFigures | null {
  const texts = (file: string, language: string) =>
    existsSync(join(dir, file))
      ? readJsonl(join(dir, file))
          .filter((r) => (r.lang ?? "en") === language)
          .map((r) => String(r.text))
      : [];
  const english = [...texts("promise-plus/promise-plus.jsonl", "en"), ...texts("conflict-fourview/conflict-fourview.jsonl", "en")];
  const german = texts("german-lastenheft/german-lastenheft.jsonl", "de");
  if (english.length === 0 && german.length === 0) return null;
  const pairs = buildContradictionPairs(english, german);
  const groups = new Map<string, { tp: number; fp: number; fn: number; pairs: number }>();
  const falsePositives: BuiltPair[] = [];
  const falseNegatives: BuiltPair[] = [];
  const all = { tp: 0, fp: 0, fn: 0 };
  for (const p of pairs) {
    const found = findContradiction(readRequirement(p.a, p.language), readRequirement(p.b, p.language)) !== null;
    for (const key of [`${p.language} ${p.cls}`, p.language]) {
      if (!groups.has(key)) groups.set(key, { tp: 0, fp: 0, fn: 0, pairs: 0 });
      const g = groups.get(key)!;
      g.pairs++;
      if (found && p.contradicts) g.tp++;
      else if (found) g.fp++;
      else if (p.contradicts) g.fn++;
    }
    if (found && p.contradicts) all.tp++;
    else if (found) {
      all.fp++;
      falsePositives.push(p);
    } else if (p.contradicts) {
      all.fn++;
      falseNegatives.push(p);
    }
  }
  const perGroup: OwnPairFigures["perGroup"] = {};
  for (const [k, g] of [...groups].sort(([a], [b]) => a.localeCompare(b)))
    perGroup[k] = { precision: ratio(g.tp, g.tp + g.fp), recall: ratio(g.tp, g.tp + g.fn), pairs: g.pairs };
  return {
    pairs: pairs.length,
    precision: ratio(all.tp, all.tp + all.fp),
    recall: ratio(all.tp, all.tp + all.fn),
    perGroup,
    falsePositives,
    falseNegatives,
  };
}

/** Prints the own contradiction pairs' table (and with --verbose a sample of the misses). */
function printOwnContradictions(own: OwnPairFigures, verbose: boolean): void {
  table(`built contradiction pairs (${own.pairs} pairs, en and de)`, [
    ["precision", own.precision],
    ["recall", own.recall],
    ...Object.entries(own.perGroup).map(([k, g]): [string, string] => [`  ${k}`, `P ${g.precision}  R ${g.recall}  (${g.pairs} pairs)`]),
  ]);
  if (!verbose) return;
  const sample = (label: string, list: BuiltPair[]) => {
    console.log(`  ${label} (${list.length}, first 15):`);
    for (const p of list.slice(0, 15)) console.log(`    - [${p.language} ${p.cls}]\n        ${p.a}\n        ${p.b}`);
  };
  sample("false positives", own.falsePositives);
  sample("missed", own.falseNegatives);
}

export interface LastenheftFigures {
  requirements: number;
  exactDuplicatePairs: number;
  exactDuplicatesFoundAt1: number;
  differentTextAboveThreshold: number;
  aboveThreshold: Array<{ a: string; b: string; score: number; reason: string }>;
  duplicateThreshold: number;
  /** Highest similarity of two requirements with different text (the margin to the threshold). */
  highestDifferentText: number;
  /** Contradictions reported in the set (unlabelled: for review). */
  contradictions: Array<{ a: string; b: string; reason: string }>;
}

/** Duplicates in a German requirement set: exact ones at 1.0, and what else passes the threshold. */
export function evalLastenheft(dir: string, duplicateThreshold = 0.9): LastenheftFigures | null {
  const path = join(dir, "german-lastenheft", "german-lastenheft.jsonl");
  if (!existsSync(path)) return null;
  const rows = readJsonl(path);
  const inputs = rows.map((r) => ({ id: String(r.id), text: String(r.text), language: "de" as Language }));
  const { results } = compareAll(inputs, { duplicateThreshold });
  const byKey = new Map<string, string[]>();
  for (const r of inputs) {
    const k = exactKey(r.text);
    if (!byKey.has(k)) byKey.set(k, []);
    byKey.get(k)!.push(r.id);
  }
  const exactPairs = new Set<string>();
  for (const ids of byKey.values())
    for (let i = 0; i < ids.length; i++) for (let j = i + 1; j < ids.length; j++) exactPairs.add(pairKey(ids[i], ids[j]));
  const exactAt1 = new Set<string>();
  const above = new Map<string, { a: string; b: string; score: number; reason: string }>();
  const contradictions = new Map<string, { a: string; b: string; reason: string }>();
  let highestDifferentText = 0;
  for (const [id, result] of results) {
    for (const s of result.similar) if (!exactPairs.has(pairKey(id, s.id))) highestDifferentText = Math.max(highestDifferentText, s.score);
    for (const c of result.contradictions)
      if (!contradictions.has(pairKey(id, c.id))) contradictions.set(pairKey(id, c.id), { a: id, b: c.id, reason: c.reason });
    for (const d of result.duplicates) {
      const key = pairKey(id, d.id);
      if (exactPairs.has(key)) {
        if (d.score === 1) exactAt1.add(key);
      } else if (!above.has(key)) above.set(key, { a: id, b: d.id, score: d.score, reason: d.reason });
    }
  }
  return {
    requirements: rows.length,
    exactDuplicatePairs: exactPairs.size,
    exactDuplicatesFoundAt1: exactAt1.size,
    differentTextAboveThreshold: above.size,
    aboveThreshold: [...above.values()].sort((x, y) => y.score - x.score),
    duplicateThreshold,
    highestDifferentText,
    contradictions: [...contradictions.values()],
  };
}

/** Contradiction pairs reported among the real requirements of promise-plus, all compared with each other. */
export function evalRealSetContradictions(dir: string): { requirements: number; pairs: number } | null {
  const path = join(dir, "promise-plus", "promise-plus.jsonl");
  if (!existsSync(path)) return null;
  const inputs = readJsonl(path).map((r) => ({ id: String(r.id), text: String(r.text), language: "en" as Language }));
  const pairs = new Set<string>();
  for (const [id, result] of compareAll(inputs).results) for (const c of result.contradictions) pairs.add(pairKey(id, c.id));
  return { requirements: inputs.length, pairs: pairs.size };
}

/** Prints the comparison tables and returns their figures; `npm run eval` calls it too. */
export function evaluateComparison(): Record<string, unknown> {
  const dir = datasetsDir();
  const verbose = process.argv.includes("--verbose");
  const summary: Record<string, unknown> = {};
  const texts = new Map<string, string>();
  const fourviewRows = join(dir, "conflict-fourview", "conflict-fourview.jsonl");
  if (existsSync(fourviewRows)) for (const r of readJsonl(fourviewRows)) texts.set(String(r.id), String(r.text));

  const fourview = evalFourview(dir);
  if (fourview) {
    table("conflict-fourview: contradictions against gold conflict pairs", [
      ["precision", fourview.precision],
      ["recall", fourview.recall],
      ["found / gold / true", `${fourview.found} / ${fourview.gold} / ${fourview.truePositives}`],
      ...Object.entries(fourview.perSet).map(([set, f]): [string, string] => [
        `  ${set}`,
        `P ${f.precision}  R ${f.recall}  (${f.found} found, ${f.gold} gold)`,
      ]),
    ]);
    if (verbose) {
      console.log("  false positives:");
      for (const fp of fourview.falsePositives)
        console.log(`    - ${fp.a} | ${fp.b}: ${fp.reason}\n        ${texts.get(fp.a)}\n        ${texts.get(fp.b)}`);
      console.log("  missed:");
      for (const fn of fourview.falseNegatives) console.log(`    - ${fn.a} | ${fn.b}\n        ${texts.get(fn.a)}\n        ${texts.get(fn.b)}`);
    }
    summary.fourview = { precision: fourview.precision, recall: fourview.recall, found: fourview.found, gold: fourview.gold };
  } else console.log("\nconflict-fourview: not found, skipped");

  const finegrained = evalFinegrained(dir);
  if (finegrained) {
    table(`conflict-finegrained: pairs found contradictory (${finegrained.pairs} pairs)`, [
      ...Object.entries(finegrained.perType).map(([type, f]): [string, string] => [type, `${f.rate}  (${f.detected} / ${f.pairs})`]),
      ["all conflict pairs", finegrained.conflictRecall],
      ["no-conflict pairs flagged", finegrained.noConflictFalseAlarm],
      ...Object.entries(finegrained.perSplit).map(([split, f]): [string, string] => [
        `  ${split}`,
        `recall ${f.conflictRecall}  no-conflict flagged ${f.noConflictFalseAlarm}`,
      ]),
    ]);
    summary.finegrained = {
      conflictRecall: finegrained.conflictRecall,
      noConflictFalseAlarm: finegrained.noConflictFalseAlarm,
      perType: Object.fromEntries(Object.entries(finegrained.perType).map(([k, v]) => [k, v.rate])),
    };
  } else console.log("\nconflict-finegrained: not found, skipped");

  const own = evalOwnContradictions(dir);
  if (own) {
    printOwnContradictions(own, verbose);
    summary.ownContradictions = { precision: own.precision, recall: own.recall, pairs: own.pairs };
  } else console.log("\nbuilt contradiction pairs: no source sentences, skipped");

  const lastenheft = evalLastenheft(dir);
  if (lastenheft) {
    table(`german-lastenheft: duplicates (threshold ${lastenheft.duplicateThreshold})`, [
      ["requirements", lastenheft.requirements],
      ["exact duplicate pairs", lastenheft.exactDuplicatePairs],
      ["found with score 1.0", lastenheft.exactDuplicatesFoundAt1],
      ["different text above threshold", lastenheft.differentTextAboveThreshold],
      ["highest score of different texts", lastenheft.highestDifferentText],
      ["contradictions reported (unlabelled)", lastenheft.contradictions.length],
    ]);
    for (const p of lastenheft.aboveThreshold) console.log(`    - ${p.a} | ${p.b}  ${p.score}  ${p.reason}`);
    for (const c of lastenheft.contradictions) console.log(`    - contradiction ${c.a} | ${c.b}: ${c.reason}`);
    summary.lastenheft = {
      exactDuplicatePairs: lastenheft.exactDuplicatePairs,
      exactDuplicatesFoundAt1: lastenheft.exactDuplicatesFoundAt1,
      differentTextAboveThreshold: lastenheft.differentTextAboveThreshold,
      highestDifferentText: lastenheft.highestDifferentText,
      contradictions: lastenheft.contradictions.length,
    };
  } else console.log("\ngerman-lastenheft: not found, skipped");

  const realSet = evalRealSetContradictions(dir);
  if (realSet) {
    table("promise-plus: contradictions among real requirements (unlabelled; most pairs of a real set agree)", [
      ["requirements", realSet.requirements],
      ["contradiction pairs reported", realSet.pairs],
      ["per 1,000 requirements", Math.round((realSet.pairs / realSet.requirements) * 1000 * 10) / 10],
    ]);
    summary.realSetContradictions = realSet;
  }
  summary.paraphrases = printParaphrases(dir, verbose);
  return summary;
}

export function main(): void {
  const dir = datasetsDir();
  if (!existsSync(dir)) {
    console.log(`No data sets at ${dir} (set REQLENS_DATASETS to their folder); nothing to evaluate.`);
    return;
  }
  console.log(JSON.stringify(evaluateComparison()));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
