/**
 * Paraphrase duplicates: pairs built at evaluation time from the shared data sets
 * (promise-plus for English, german-lastenheft for German) with the rewrites of
 * paraphrase-rewrites.ts. A paraphrase should be reported as a duplicate of its original;
 * a near miss (shared words, other meaning) should not.
 *
 * The originals are the single sentences of 5 to 30 words. Each language's originals form
 * one comparison index (the background for the term
 * weights); each rewrite is added to it, compared (the duplicates of compare.ts at the
 * default threshold) and removed again. Precision and recall are per language over all
 * pairs, recall per paraphrase kind and the share reported as duplicates per near-miss kind.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { addAndCompare, ComparisonIndex } from "../../engine/compare/index.js";
import { NEAR_MISSES, PARAPHRASES, type Language, type NearMissKind, type RewriteKind } from "./paraphrase-rewrites.js";

/** Originals read per language at most (every sentence of the German set). */
const MAX_ORIGINALS = 1200;
/** Originals are single sentences of this many words: a rewrite of one word in a paragraph is no near miss. */
const WORDS = { min: 5, max: 30 };

export interface KindFigures {
  pairs: number;
  reported: number;
  rate: number;
  /** Pairs reported as contradictions (none should be, except negated and antonym near misses). */
  contradicted: number;
}

export interface ParaphraseFigures {
  precision: number;
  recall: number;
  positives: number;
  negatives: number;
  paraphrases: Record<string, KindFigures>;
  nearMisses: Record<string, KindFigures>;
  missed: Array<{ kind: string; a: string; b: string; score: number }>;
  falseAlarms: Array<{ kind: string; a: string; b: string; score: number }>;
}

const round = (x: number): number => Math.round(x * 1000) / 1000;
const ratio = (a: number, b: number): number => (b === 0 ? 0 : round(a / b));

const SOURCES: Record<Language, string> = {
  en: join("promise-plus", "promise-plus.jsonl"),
  de: join("german-lastenheft", "german-lastenheft.jsonl"),
};

function originals(dir: string, language: Language): string[] | null {
  const path = join(dir, SOURCES[language]);
  if (!existsSync(path)) return null;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const line of readFileSync(path, "utf8").split("\n")) {
    if (line.trim() === "") continue;
    const text = String((JSON.parse(line) as { text: unknown }).text).trim();
    const words = text.split(/\s+/).length;
    if (words < WORDS.min || words > WORDS.max || /[.!?;:]\s+\S/.test(text) || seen.has(text)) continue;
    seen.add(text);
    out.push(text);
    if (out.length >= MAX_ORIGINALS) break;
  }
  return out;
}

/** The paraphrase-duplicate figures of one language, or null when its data set is missing. */
export function evalParaphrases(dir: string, language: Language): ParaphraseFigures | null {
  const texts = originals(dir, language);
  if (!texts) return null;
  const index = new ComparisonIndex();
  texts.forEach((t, i) => index.add(`o${i}`, t, language));
  const figures: ParaphraseFigures = {
    precision: 0,
    recall: 0,
    positives: 0,
    negatives: 0,
    paraphrases: {},
    nearMisses: {},
    missed: [],
    falseAlarms: [],
  };
  let truePositives = 0;
  let falsePositives = 0;
  const run = (kinds: Record<string, (l: Language) => (t: string) => string | null>, into: Record<string, KindFigures>, positive: boolean) => {
    for (const [kind, make] of Object.entries(kinds)) {
      const rewrite = make(language);
      const f: KindFigures = { pairs: 0, reported: 0, rate: 0, contradicted: 0 };
      texts.forEach((text, i) => {
        const other = rewrite(text);
        if (other === null || other === text) return;
        f.pairs++;
        const result = addAndCompare(index, "rewrite", other, language);
        index.remove("rewrite");
        const duplicate = result.duplicates.some((d) => d.id === `o${i}`);
        const score = result.similar.find((s) => s.id === `o${i}`)?.score ?? 0;
        if (duplicate) f.reported++;
        if (result.contradictions.some((c) => c.id === `o${i}`)) f.contradicted++;
        if (positive) {
          if (duplicate) truePositives++;
          else figures.missed.push({ kind, a: text, b: other, score });
        } else if (duplicate) {
          falsePositives++;
          figures.falseAlarms.push({ kind, a: text, b: other, score });
        }
      });
      f.rate = ratio(f.reported, f.pairs);
      into[kind] = f;
      if (positive) figures.positives += f.pairs;
      else figures.negatives += f.pairs;
    }
  };
  run(PARAPHRASES as Record<RewriteKind, (l: Language) => (t: string) => string | null>, figures.paraphrases, true);
  run(NEAR_MISSES as Record<NearMissKind, (l: Language) => (t: string) => string | null>, figures.nearMisses, false);
  figures.recall = ratio(truePositives, figures.positives);
  figures.precision = ratio(truePositives, truePositives + falsePositives);
  return figures;
}

/** Prints the figures of both languages and returns their summary. */
export function printParaphrases(dir: string, verbose: boolean): Record<string, unknown> {
  const summary: Record<string, unknown> = {};
  for (const language of ["en", "de"] as const) {
    const f = evalParaphrases(dir, language);
    if (!f) {
      console.log(`\nparaphrase duplicates (${language}): ${SOURCES[language]} not found, skipped`);
      continue;
    }
    console.log(`\nparaphrase duplicates (${language}, built from ${SOURCES[language]}): duplicates at the default threshold`);
    console.log(`  precision  ${f.precision}`);
    console.log(`  recall     ${f.recall}  (${f.positives} paraphrases, ${f.negatives} near misses)`);
    for (const [kind, k] of Object.entries(f.paraphrases))
      console.log(`  paraphrase ${kind.padEnd(14)} recall ${k.rate}  (${k.reported} / ${k.pairs})  contradictions ${k.contradicted}`);
    for (const [kind, k] of Object.entries(f.nearMisses))
      console.log(`  near miss  ${kind.padEnd(14)} reported ${k.rate}  (${k.reported} / ${k.pairs})  contradictions ${k.contradicted}`);
    if (verbose) {
      for (const m of f.missed.slice(0, 40)) console.log(`    missed ${m.kind} ${m.score}\n      ${m.a}\n      ${m.b}`);
      for (const m of f.falseAlarms.slice(0, 40)) console.log(`    false alarm ${m.kind} ${m.score}\n      ${m.a}\n      ${m.b}`);
    }
    summary[language] = {
      precision: f.precision,
      recall: f.recall,
      paraphrases: Object.fromEntries(Object.entries(f.paraphrases).map(([k, v]) => [k, v.rate])),
      nearMisses: Object.fromEntries(Object.entries(f.nearMisses).map(([k, v]) => [k, v.rate])),
    };
  }
  return summary;
}
