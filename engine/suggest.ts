/**
 * Wording suggestions from the engine's own knowledge alone: no external service is needed.
 *
 * suggest(result, options) builds candidate rewrites of the analysed requirement:
 *   - the findings' own replacements (allowed modal verb, blacklist replacement,
 *     negated modals, white space, final full stop), per finding type;
 *   - text rewrites (engine/suggest/rewrites.ts): "be able to" / "in der Lage sein"
 *     dropped when a system is the actor, loopholes dropped, example clauses removed,
 *     present tense to the allowed modal, the configured system added as actor of a bare
 *     modal or a lone "It", passive with an explicit doer ("by …") turned active, conditions in
 *     the configured form ("then", AND/OR) when the condition rule asks for it;
 *   - the combination of all of them first, then each fix on its own and all fixes but
 *     one (so that one doubtful fix cannot spoil the others);
 *   - several sentences are split: each sentence becomes a suggestion of its own, so
 *     that the user can file them as separate requirements (the text has to be split
 *     anyway, and only the user can decide which part stays this requirement). Offering
 *     just the first sentence would silently drop the rest. A sentence that is no
 *     requirement on its own (a rationale, a note) does not rate higher and is not
 *     offered. The edit of a part is measured against the sentence it came from, so
 *     the parts of a split keep the order of the text.
 * Every candidate (at most MAX_CANDIDATES, usually fewer than ten) is re-analysed with
 * the same configuration and language and kept only when it rates strictly higher than
 * the original; the best come first (rating, then fewer findings, then the smaller
 * edit), at most five. No placeholders are ever
 * inserted: a suggestion is always a complete sentence. No suggestions for a
 * requirement rated 5, for gibberish, or for a failed analysis.
 */
import { analyse, type AnalyseOptions } from "./analyse.js";
import { defaultConfigurationFile, resolveConfig, type ConfigurationFile } from "./config.js";
import { REWRITES, type RewriteEnv } from "./suggest/rewrites.js";
import { editDistance, escapeRegExp, tidy, withFullStop } from "./suggest/text.js";
import { tokenize } from "./tokenize.js";
import type { AnalysisResult, Language } from "./types.js";
import { NEGATED_WORDS_DE } from "./lexicon/de/suggest-words.js";

export const MAX_SUGGESTIONS = 5;
/** Upper bound of re-analyses per call (a long text with many sentences and fixes). */
export const MAX_CANDIDATES = 24;

/**
 * Replacement texts that are templates, not wording ("under the following conditions: …"):
 * a mark, or a slot in brackets (no opening bracket inside, so a run of brackets is read once).
 */
const PLACEHOLDER_MARK = /…|\.\.\.|\bTBD\b/i;
const PLACEHOLDER_SLOT = /<[^<>]*>|\[[^[\]]*\]|\{[^{}]*\}/;
const isPlaceholder = (text: string) => PLACEHOLDER_MARK.test(text) || PLACEHOLDER_SLOT.test(text);

interface Edit {
  start: number;
  end: number;
  replacement: string;
}

interface Fix {
  key: string;
  /** 0: before the findings' replacements, 1: the findings' replacements, 2: after them. */
  stage: 0 | 1 | 2;
  apply(text: string): string | undefined;
}

/** Real German negations after a modal ("darf nicht", "darf keine"), up to the end of the clause. */
const GERMAN_NEGATED = new RegExp(`^[^,;:.!?()]*?(?<![\\p{L}])(?:${NEGATED_WORDS_DE.join("|")})(?![\\p{L}])`, "iu");

/**
 * A German "darf"/"dürfen" replacement is only right for a prohibition ("soll nicht" ->
 * "darf nicht"); without a negation in the clause the binding modal is "muss"/"müssen".
 */
function checkedReplacement(result: AnalysisResult, start: number, end: number, replacement: string, env: RewriteEnv | undefined): string {
  if (result.language !== "de" || !env || !/^d(?:arf|ürfen)$/i.test(replacement)) return replacement;
  if (GERMAN_NEGATED.test(result.text.slice(end))) return replacement;
  const allowed = (env.config.modalverb ?? []).filter((m) => m.allowed).map((m) => m.verb.trim());
  const plural = /^dürfen$/i.test(replacement);
  const verb = allowed.find((m) => /en$/i.test(m) === plural) ?? allowed[0];
  if (!verb) return replacement;
  return /^\p{Lu}/u.test(result.text.slice(start, end)) ? verb[0].toUpperCase() + verb.slice(1) : verb;
}

/** The findings' replacements of one type (or all types), applied to the original text. */
function findingEdits(result: AnalysisResult, type?: string, env?: RewriteEnv): Edit[] {
  const edits: Edit[] = [];
  for (const group of result.classifications) {
    if (type !== undefined && group.classificationKey !== type) continue;
    for (const f of group.findings) {
      if (f.replacement === undefined || isPlaceholder(f.replacement)) continue;
      if (result.text.slice(f.start, f.end) !== f.text) continue;
      const replacement = group.classificationKey === "MODAL_VERB" ? checkedReplacement(result, f.start, f.end, f.replacement, env) : f.replacement;
      edits.push({ start: f.start, end: f.end, replacement });
    }
  }
  edits.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Edit[] = [];
  let last = -1;
  for (const e of edits) {
    if (e.start < last) continue;
    kept.push(e);
    last = Math.max(e.end, e.start + 1);
  }
  return kept;
}

function applyEdits(text: string, edits: readonly Edit[]): string {
  let out = text;
  for (let k = edits.length - 1; k >= 0; k--) out = out.slice(0, edits[k].start) + edits[k].replacement + out.slice(edits[k].end);
  return out;
}

/** The real sentences of a text (a list number or an ID alone is no sentence). */
function sentencesOf(text: string, language: Language): string[] {
  const { tokens, sentences } = tokenize(text, language);
  const out: string[] = [];
  for (const s of sentences) {
    let hasWord = false;
    for (let i = s.tokenStart; i < s.tokenEnd; i++) {
      if (tokens[i].isWord && !tokens[i].isNumber && /\p{Ll}/u.test(tokens[i].text)) hasWord = true;
    }
    const sentence = text.slice(s.start, s.end).trim();
    if (hasWord && sentence) out.push(sentence);
    else if (out.length > 0 && sentence) out[out.length - 1] += " " + sentence;
  }
  return out;
}

/** The fixes that change the original text, in pipeline order. */
function applicableFixes(result: AnalysisResult, env: RewriteEnv): Fix[] {
  const fixes: Fix[] = [];
  const types = new Set<string>();
  for (const group of result.classifications) {
    if (findingEdits(result, group.classificationKey).length > 0) types.add(group.classificationKey);
  }
  for (const type of types) {
    fixes.push({
      key: `finding:${type}`,
      stage: 1,
      // Finding offsets hold for the original text only; on a rewritten text the type's
      // replacement is applied where the same words are still found.
      apply: (text) => (text === result.text ? applyEdits(text, findingEdits(result, type, env)) : reapply(text, result, type, env)),
    });
  }
  for (const { key, rewrite, onlyFor, beforeFindings } of REWRITES) {
    if (onlyFor !== undefined && !result.classifications.some((c) => c.classificationKey === onlyFor)) continue;
    fixes.push({ key, stage: beforeFindings ? 0 : 2, apply: (text) => rewrite(text, env) });
  }
  return fixes;
}

/**
 * Re-applies a type's word replacements on a changed text: each replaced phrase, as whole
 * words, where it is still found exactly once (blank and full-stop fixes are left to the tidying).
 */
function reapply(text: string, result: AnalysisResult, type: string, env: RewriteEnv): string | undefined {
  let out = text;
  for (const e of findingEdits(result, type, env)) {
    const original = result.text.slice(e.start, e.end);
    if (!/[\p{L}\p{N}]/u.test(original) || e.replacement.trim() === "" || e.replacement === original + ".") continue;
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(original)}(?![\\p{L}\\p{N}])`, "gu");
    const hits = [...out.matchAll(re)];
    if (hits.length !== 1) continue;
    const at = hits[0].index;
    out = out.slice(0, at) + e.replacement + out.slice(at + original.length);
  }
  return out === text ? undefined : out;
}

/** A candidate and the text it rewrites: the whole original, or one of its sentences when split. */
export interface Candidate {
  text: string;
  base: string;
}

/**
 * Tidies a rewritten text (blanks, final full stop) and splits several sentences into
 * one candidate each; `originals` are the original's sentences, the base of each part.
 */
function finish(text: string, env: RewriteEnv, normalise: boolean, original: string, originals: readonly string[]): Candidate[] {
  if (!normalise) return [{ text, base: original }];
  const cleaned = withFullStop(tidy(text));
  const sentences = sentencesOf(cleaned, env.language);
  if (sentences.length <= 1) return [{ text: cleaned, base: original }];
  return sentences.map((s, k) => ({
    text: withFullStop(tidy(s)),
    base: sentences.length === originals.length ? originals[k] : original,
  }));
}

/** Runs `fixes` in order on `text`; the keys of the fixes that changed something. */
function pipeline(text: string, fixes: readonly Fix[]): { text: string; used: string[] } {
  let out = text;
  const used: string[] = [];
  // By stage; the findings' own offsets hold while the text is still the original.
  const ordered = [...fixes].sort((a, b) => a.stage - b.stage);
  for (const fix of ordered) {
    const next = fix.apply(out);
    if (next !== undefined && next !== out) {
      out = next;
      used.push(fix.key);
    }
  }
  return { text: out, used };
}

/** Every candidate, the combination of all fixes first. Not yet re-analysed. */
export function candidates(result: AnalysisResult, env: RewriteEnv): Candidate[] {
  const original = result.text;
  const originals = sentencesOf(original, env.language);
  const fixes = applicableFixes(result, env);
  const out: Candidate[] = [];
  const all = pipeline(original, fixes);
  out.push(...finish(all.text, env, true, original, originals));
  const used = fixes.filter((f) => all.used.includes(f.key));
  // Each fix alone, on the original text.
  for (const fix of used) {
    const once = fix.apply(original);
    if (once !== undefined) out.push(...finish(once, env, false, original, originals));
  }
  // All but one, when more than two fixes apply.
  if (used.length > 2) {
    for (const skip of used)
      out.push(
        ...finish(
          pipeline(
            original,
            used.filter((f) => f !== skip),
          ).text,
          env,
          true,
          original,
          originals,
        ),
      );
  }
  // The sentences of the original, each on its own (splitting alone).
  if (originals.length > 1) for (const sentence of originals) out.push({ text: sentence, base: sentence });
  const seen = new Set<string>();
  return out
    .filter((c) => {
      if (c.text.trim() === "" || c.text === original || seen.has(c.text)) return false;
      if (isPlaceholder(c.text) && !isPlaceholder(original)) return false;
      seen.add(c.text);
      return true;
    })
    .slice(0, MAX_CANDIDATES);
}

interface Scored {
  text: string;
  rating: number;
  findings: number;
  distance: number;
  order: number;
}

/**
 * Better wordings of an analysed requirement, best first, at most five. Each one rates
 * strictly higher than `result` when analysed with the same configuration and language.
 */
export function suggest(result: AnalysisResult, options: AnalyseOptions = {}): string[] {
  if (result.gibberish || result.rating <= 0 || result.rating >= 5) return [];
  const language = result.language;
  const configuration: ConfigurationFile = options.configuration ?? (defaultsFile ??= defaultConfigurationFile());
  const env: RewriteEnv = { language, config: resolveConfig(configuration, language) };
  // A language model's intuition judgement belongs to the original text, never to its rewrites.
  const analyseOptions: AnalyseOptions = { ...options, configuration, language, intuition: undefined };
  const scored: Scored[] = [];
  const list = candidates(result, env);
  for (let order = 0; order < list.length; order++) {
    const { text, base } = list[order];
    const again = analyse(text, analyseOptions);
    if (again.gibberish || again.rating <= result.rating) continue;
    let findings = 0;
    for (const group of again.classifications) findings += group.findings.length;
    scored.push({ text, rating: again.rating, findings, distance: editDistance(base, text), order });
  }
  scored.sort((a, b) => b.rating - a.rating || a.findings - b.findings || a.distance - b.distance || a.order - b.order);
  return scored.slice(0, MAX_SUGGESTIONS).map((s) => s.text);
}

let defaultsFile: ConfigurationFile | undefined;
