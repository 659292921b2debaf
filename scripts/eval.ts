/**
 * Detection quality of the engine's rules on public, labelled requirement data.
 *   npm run eval [-- --verbose]
 * Reads the data sets from ../shared/datasets (next to the repository) or from
 * REQLENS_DATASETS; without them it says so and exits 0. Each evaluation is one
 * function in EVALUATIONS: it prints its own table and returns its figures, which end
 * up together in the last line as one JSON object.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { analyse } from "../engine/index.js";
import type { AnalysisResult, FindingType, Language } from "../engine/index.js";
import { evaluateComparison } from "./eval-compare.js";
import { precisionAudit } from "./eval/audit.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const datasets = process.env.REQLENS_DATASETS ?? join(root, "..", "shared", "datasets");
const verbose = process.argv.includes("--verbose");

type Figures = Record<string, number | string | Record<string, number>>;

interface Evaluation {
  name: string;
  /** Path of the data file, relative to the data set folder. */
  file: string;
  run(rows: Record<string, unknown>[]): Figures;
}

// ---------------------------------------------------------------- helpers

function readJsonl(path: string): Record<string, unknown>[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

function findingsOf(result: AnalysisResult, type: FindingType) {
  return result.classifications.find((c) => c.classificationKey === type)?.findings ?? [];
}

const round = (x: number): number => Math.round(x * 1000) / 1000;
const ratio = (a: number, b: number): number => (b === 0 ? 0 : round(a / b));

function table(title: string, rows: [string, string | number][]): void {
  console.log(`\n${title}`);
  const width = Math.max(...rows.map(([k]) => k.length));
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
}

function sample(title: string, lines: string[], limit = 25): void {
  if (!verbose || lines.length === 0) return;
  console.log(`  ${title} (${lines.length}${lines.length > limit ? `, first ${limit}` : ""}):`);
  for (const line of lines.slice(0, limit)) console.log(`    - ${line}`);
}

function analyseAs(text: string, language: Language): AnalysisResult {
  return analyse(text, { language });
}

/** Does a finding of this type cover the word at [start, end)? */
function covers(findings: readonly { start: number; end: number }[], start: number, end: number): boolean {
  return findings.some((f) => f.start < end && start < f.end);
}

/** Offsets of a labelled word in the text (whole word, case-insensitive), or undefined. */
function locate(text: string, word: string): { start: number; end: number } | undefined {
  const lower = text.toLowerCase();
  const needle = word.toLowerCase();
  let from = 0;
  for (;;) {
    const index = lower.indexOf(needle, from);
    if (index < 0) return undefined;
    const before = lower[index - 1];
    const after = lower[index + needle.length];
    if ((before === undefined || !/\p{L}/u.test(before)) && (after === undefined || !/\p{L}/u.test(after))) {
      return { start: index, end: index + needle.length };
    }
    from = index + 1;
  }
}

// ---------------------------------------------------------------- evaluations

/** Passive voice on hand-parsed requirement sentences (sentence level). */
function passiveOnUdCtetex(rows: Record<string, unknown>[]): Figures {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  const falsePositives: string[] = [];
  const falseNegatives: string[] = [];
  for (const row of rows) {
    const text = String(row.text);
    const found = findingsOf(analyseAs(text, "en"), "PASSIVE_SENTENCE");
    const gold = row.passive === true;
    if (found.length > 0 && gold) tp++;
    else if (found.length > 0) {
      fp++;
      falsePositives.push(`${found.map((f) => `[${f.text}]`).join(" ")}  ${text}`);
    } else if (gold) {
      fn++;
      const verbs = (row.passive_verbs as { aux: string; verb: string }[]).map((v) => `${v.aux} ${v.verb}`).join(", ");
      falseNegatives.push(`{${verbs}}  ${text}`);
    } else tn++;
  }
  const figures = { tp, fp, fn, tn, precision: ratio(tp, tp + fp), recall: ratio(tp, tp + fn) };
  table("Passive voice - ud-ctetex (sentence level)", Object.entries(figures));
  sample("false positives", falsePositives);
  sample("false negatives", falseNegatives);
  return figures;
}

/** Negation recall on the expert-labelled ARTA set (sentence and word level). */
function negationOnArta(rows: Record<string, unknown>[]): Figures {
  let sentences = 0;
  let sentencesFound = 0;
  // Sentences whose labelled word is in the text as written ("doesnot" and stray labels are not).
  let locatable = 0;
  let locatableFound = 0;
  let words = 0;
  let wordsFound = 0;
  let flaggedUnlabelled = 0;
  let unlabelled = 0;
  const missed: string[] = [];
  for (const row of rows.filter((r) => r.dataset === "DS1")) {
    const text = String(row.text);
    const labels = (row.smells as Record<string, string[]>).negative_statements;
    const found = findingsOf(analyseAs(text, "en"), "NEGATIVE_SENTENCE");
    if (labels.length === 0) {
      unlabelled++;
      if (found.length > 0) flaggedUnlabelled++;
      continue;
    }
    sentences++;
    if (found.length > 0) sentencesFound++;
    else missed.push(`{${labels.join(", ")}}  ${text}`);
    if (labels.some((label) => locate(text, label))) {
      locatable++;
      if (found.length > 0) locatableFound++;
    }
    for (const label of labels) {
      const where = locate(text, label);
      if (!where) continue; // labels such as "doesnot" are not in the text as written
      words++;
      if (covers(found, where.start, where.end)) wordsFound++;
      else missed.push(`word {${label}}  ${text}`);
    }
  }
  const figures = {
    sentences,
    sentenceRecall: ratio(sentencesFound, sentences),
    sentencesWithLabelInText: locatable,
    sentenceRecallLabelInText: ratio(locatableFound, locatable),
    words,
    wordRecall: ratio(wordsFound, words),
    flaggedUnlabelledSentences: `${flaggedUnlabelled}/${unlabelled}`,
  };
  table("Negation - ARTA DS1 (recall; its labels are incomplete, so no precision)", Object.entries(figures));
  sample("missed", missed);
  return figures;
}

/** Vague pronouns on the anaphora set: is the labelled pronoun flagged as a vague pronoun? */
function vaguePronounsOnReqeval(rows: Record<string, unknown>[]): Figures {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let tn = 0;
  let unlocated = 0;
  const perPronoun: Record<string, number> = {};
  const falsePositives: string[] = [];
  const falseNegatives: string[] = [];
  for (const row of rows) {
    const text = String(row.text);
    const pronoun = String(row.pronoun);
    const where = locate(text, pronoun);
    if (!where) {
      unlocated++;
      continue;
    }
    const found = findingsOf(analyseAs(text, "en"), "WEAK_WORD").filter((f) => /pronoun|Pronomen/i.test(f.message));
    const flagged = covers(found, where.start, where.end);
    const gold = row.label === "AMBIGUOUS";
    if (flagged) perPronoun[pronoun.toLowerCase()] = (perPronoun[pronoun.toLowerCase()] ?? 0) + 1;
    if (flagged && gold) tp++;
    else if (flagged) {
      fp++;
      falsePositives.push(`{${pronoun}}  ${text}`);
    } else if (gold) {
      fn++;
      falseNegatives.push(`{${pronoun}}  ${text}`);
    } else tn++;
  }
  const figures = { tp, fp, fn, tn, unlocated, precision: ratio(tp, tp + fp), recall: ratio(tp, tp + fn), flaggedByPronoun: perPronoun };
  table(
    "Vague pronouns - reqeval-anaphora (flagged vs AMBIGUOUS)",
    Object.entries(figures).map(([k, v]) => [k, typeof v === "object" ? JSON.stringify(v) : v]),
  );
  sample("flagged but UNAMBIGUOUS", falsePositives);
  sample("AMBIGUOUS but not flagged", falseNegatives);
  return figures;
}

const ARTA_CATEGORIES: Record<string, string> = {
  superlatives: "superlatives",
  subjective_language: "subjectiveLanguage",
  vague_pronouns: "vaguePronouns",
  ambiguous_adverbs_adjectives: "ambiguousAdverbsAdjectives",
  nonverifiable_open_ended: "openEndedTerms",
  comparatives: "comparativePhrases",
  loopholes: "loopholes",
};

/** Weak-word recall per ARTA category on DS1 (word level: the labelled word is covered by a WEAK_WORD finding). */
function weakWordsOnArta(rows: Record<string, unknown>[]): Figures {
  const labelled: Record<string, number> = {};
  const found: Record<string, number> = {};
  const missed: string[] = [];
  let flaggedWords = 0;
  for (const row of rows.filter((r) => r.dataset === "DS1")) {
    const text = String(row.text);
    const findings = findingsOf(analyseAs(text, "en"), "WEAK_WORD");
    flaggedWords += findings.length;
    const smells = row.smells as Record<string, string[]>;
    for (const category of Object.keys(ARTA_CATEGORIES)) {
      for (const label of smells[category] ?? []) {
        const where = locate(text, label);
        if (!where) continue;
        labelled[category] = (labelled[category] ?? 0) + 1;
        if (covers(findings, where.start, where.end)) found[category] = (found[category] ?? 0) + 1;
        else missed.push(`${category} {${label}}  ${text}`);
      }
    }
  }
  const recall: Record<string, number> = {};
  const rowsOut: [string, string | number][] = [];
  for (const category of Object.keys(ARTA_CATEGORIES)) {
    recall[category] = ratio(found[category] ?? 0, labelled[category] ?? 0);
    rowsOut.push([category, `${found[category] ?? 0}/${labelled[category] ?? 0}  recall ${recall[category]}`]);
  }
  rowsOut.push(["WEAK_WORD findings on DS1", flaggedWords]);
  table("Weak words - ARTA DS1 recall per category (its idea of a weak word is broad)", rowsOut);
  sample("missed", missed, 40);
  return { recall, flaggedWords };
}

/** Finding counts per type on unlabelled text, with samples for a false-positive review. */
function findingCounts(language: Language, title: string) {
  return (rows: Record<string, unknown>[]): Figures => {
    const counts: Record<string, number> = {};
    const requirementsWith: Record<string, number> = {};
    const samples: Record<string, string[]> = {};
    for (const row of rows) {
      const text = String(row.text);
      const result = analyseAs(text, language);
      for (const group of result.classifications) {
        const type = group.classificationKey;
        counts[type] = (counts[type] ?? 0) + group.findings.length;
        requirementsWith[type] = (requirementsWith[type] ?? 0) + 1;
        const list = (samples[type] ??= []);
        for (const f of group.findings) list.push(`[${f.text}] ${f.message}  ::  ${text}`);
      }
    }
    table(
      `Finding counts - ${title} (${rows.length} requirements)`,
      Object.keys(counts)
        .sort()
        .map((type) => [type, `${counts[type]} findings in ${requirementsWith[type]} requirements`]),
    );
    for (const type of Object.keys(samples).sort()) sample(type, samples[type], 30);
    return { requirements: rows.length, counts };
  };
}

/** The evaluations, in the order they run. Add new ones here. */
export const EVALUATIONS: readonly Evaluation[] = [
  { name: "passiveUdCtetex", file: "ud-ctetex/ud-ctetex.jsonl", run: passiveOnUdCtetex },
  { name: "negationArtaDs1", file: "arta-smells/arta-smells.jsonl", run: negationOnArta },
  { name: "vaguePronounsReqeval", file: "reqeval-anaphora/reqeval-anaphora.jsonl", run: vaguePronounsOnReqeval },
  { name: "weakWordsArtaDs1", file: "arta-smells/arta-smells.jsonl", run: weakWordsOnArta },
  { name: "countsPromisePlus", file: "promise-plus/promise-plus.jsonl", run: findingCounts("en", "promise-plus (English)") },
  { name: "countsGermanLastenheft", file: "german-lastenheft/german-lastenheft.jsonl", run: findingCounts("de", "german-lastenheft (German)") },
  { name: "precisionAudit", file: "promise-plus/promise-plus.jsonl", run: auditFigures },
  // Contradictions (conflict-fourview, conflict-finegrained) and duplicates (german-lastenheft), without a language model.
  { name: "comparison", file: "conflict-fourview/conflict-fourview.jsonl", run: () => evaluateComparison() as Figures },
];

/** Expert-judged precision per finding type (scripts/eval/audit.ts reads both data sets itself). */
function auditFigures(): Figures {
  const figures: Figures = {};
  for (const [dataset, perType] of Object.entries(precisionAudit())) {
    figures[dataset] = Object.fromEntries(Object.entries(perType).map(([type, p]) => [type, p.precision]));
    figures[`${dataset}Unjudged`] = Object.values(perType).reduce((sum, p) => sum + p.unjudged, 0);
  }
  return figures;
}

function main(): void {
  if (!existsSync(datasets)) {
    console.log(`No data sets at ${datasets}: nothing to evaluate (set REQLENS_DATASETS to their folder).`);
    return;
  }
  const only = process.argv
    .find((a) => a.startsWith("--only="))
    ?.slice("--only=".length)
    .split(",");
  const all: Record<string, Figures> = {};
  for (const evaluation of EVALUATIONS) {
    if (only && !only.includes(evaluation.name)) continue;
    const path = join(datasets, evaluation.file);
    if (!existsSync(path)) {
      console.log(`\n${evaluation.name}: ${evaluation.file} is missing, skipped.`);
      continue;
    }
    all[evaluation.name] = evaluation.run(readJsonl(path));
  }
  console.log(`\n${JSON.stringify(all)}`);
}

main();
