/**
 * The modal verbs of a requirement, part of the shared reading: every rule that needs them
 * (modal verbs, system words, complex sentences) and the EARS pattern read the same list,
 * computed once per text and configuration. engine/rules/modal-verb/check.ts describes what
 * counts as a modal and what does not.
 */
import { perConfig, type EngineConfig } from "../config.js";
import { tokenize } from "../tokenize.js";
import { CONTRACTIONS_EN, CONTRACTION_BASE_EN, NOUN_MARKERS_EN, SUBORDINATORS_EN } from "../lexicon/en/modal.js";
import {
  AMBIGUOUS_VERB_FORMS,
  CLAUSE_FINAL_AUXILIARIES,
  GE_INFINITIVES,
  INSEPARABLE_PREFIXES,
  NEGATIONS_DE,
  NOT_VERBS_EN_ENDING,
  PROHIBITION_VERBS,
  RELATIVE_PRONOUNS_DE,
  SEPARABLE_PREFIXES,
  SUBORDINATORS_DE,
  STRONG_PARTICIPLES,
  WERDEN_FORMS,
} from "../lexicon/de/modal.js";
import type { Language, RuleContext, Token } from "../types.js";
import { MODAL_CLAUSE_BOUNDARY as CLAUSE_BOUNDARY, SENTENCE_OPENERS } from "../lexicon/punctuation.js";
import { LIST_JOINERS_EN, MODAL_NAMES_EN } from "../lexicon/en/modal.js";
import { LIST_JOINERS_DE } from "../lexicon/de/modal.js";

export interface ModalUse {
  /** First and one past the last token of the modal. */
  from: number;
  to: number;
  /** The configured verb (lower case) this use stands for. */
  verb: string;
  allowed: boolean;
  /** A negated contraction such as "can't", "won't". */
  negated: boolean;
  /**
   * Inside a subordinate clause ("if it cannot connect", "damit … werden können") or a
   * German infinitive after another modal ("muss … speichern können"): not the
   * requirement's own modal, so never a finding.
   */
  subordinate: boolean;
  /** Inside brackets: a remark, which neither has nor lacks the requirement's obligation. */
  parenthetical: boolean;
}

interface VerbEntry {
  parts: string[];
  allowed: boolean;
}

export interface ModalTable {
  byFirst: Map<string, VerbEntry[]>;
  /** First allowed verb, and the first allowed verb of each German number. */
  firstAllowed: string | undefined;
  firstAllowedSingular: string | undefined;
  firstAllowedPlural: string | undefined;
}

function buildTable(config: EngineConfig, language: Language): ModalTable {
  const byFirst = new Map<string, VerbEntry[]>();
  let firstAllowed: string | undefined;
  let firstAllowedSingular: string | undefined;
  let firstAllowedPlural: string | undefined;
  for (const { verb, allowed } of config.modalverb ?? []) {
    const parts = tokenize(verb.trim(), language).tokens.map((t) => t.lower);
    if (parts.length === 0) continue;
    const list = byFirst.get(parts[0]) ?? [];
    list.push({ parts, allowed });
    list.sort((a, b) => b.parts.length - a.parts.length);
    byFirst.set(parts[0], list);
    if (allowed) {
      const text = verb.trim();
      firstAllowed ??= text;
      if (/en$/i.test(text)) firstAllowedPlural ??= text;
      else firstAllowedSingular ??= text;
    }
  }
  return { byFirst, firstAllowed, firstAllowedSingular, firstAllowedPlural };
}

export const modalTables: Record<Language, (config: EngineConfig) => ModalTable> = {
  en: perConfig((config) => buildTable(config, "en")),
  de: perConfig((config) => buildTable(config, "de")),
};

export const UPPER = /^\p{Lu}/u;
/** English modals that are also months or names when capitalised ("in May", "Will"). */
const ENGLISH_NAMES = new Set(MODAL_NAMES_EN);

function isTitleCaseInsideSentence(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i];
  if (!UPPER.test(token.text) || token.text === token.text.toUpperCase()) return false;
  const prev = tokens[i - 1];
  return prev !== undefined && prev.sentence === token.sentence && !SENTENCE_OPENERS.has(prev.text);
}

function isHyphenCompound(tokens: readonly Token[], from: number, to: number): boolean {
  const next = tokens[to];
  if (next && (next.text === "-" || next.text === "‑") && next.start === tokens[to - 1].end) return true;
  const prev = tokens[from - 1];
  return prev !== undefined && (prev.text === "-" || prev.text === "‑") && prev.end === tokens[from].start && tokens[from - 2]?.end === prev.start;
}

function isEnglishNoun(tokens: readonly Token[], i: number): boolean {
  const prev = tokens[i - 1];
  if (!prev || prev.sentence !== tokens[i].sentence) return false;
  if (NOUN_MARKERS_EN.has(prev.lower)) return true;
  // Possessive: "the user's will"
  return prev.isWord && (prev.lower.endsWith("'s") || prev.lower.endsWith("’s") || prev.lower.endsWith("s'"));
}

type VerbForm = "participle" | "infinitive" | undefined;

/** Classifies a lower-case German word as Partizip II, infinitive or neither (heuristic). */
export function germanVerbForm(word: string): VerbForm {
  if (word === "sein" || word === "haben" || word === "tun") return "infinitive";
  if (word.length < 4 || AMBIGUOUS_VERB_FORMS.has(word)) return undefined;
  if (STRONG_PARTICIPLES.has(word)) return "participle";
  if (word.endsWith("iert")) return "participle";
  if (word.endsWith("ieren")) return "infinitive";
  if (participleAfterGe(word)) return "participle";
  for (const prefix of SEPARABLE_PREFIXES) {
    if (word.length > prefix.length + 4 && word.startsWith(prefix) && participleAfterGe(word.slice(prefix.length))) return "participle";
  }
  if (word.endsWith("t") && word.length >= 6) {
    for (const prefix of INSEPARABLE_PREFIXES) {
      if (prefix !== "ge" && word.startsWith(prefix)) return "participle";
    }
  }
  if ((word.endsWith("en") || word.endsWith("ern") || word.endsWith("eln")) && !NOT_VERBS_EN_ENDING.has(word)) return "infinitive";
  return undefined;
}

function participleAfterGe(rest: string): boolean {
  if (!rest.startsWith("ge") || rest.length < 5) return false;
  if (rest.endsWith("t")) return true;
  return rest.endsWith("en") && !GE_INFINITIVES.has(rest) && !rest.endsWith("ieren");
}

function lowerWordForm(token: Token | undefined): VerbForm {
  if (!token || !token.isWord || token.isNumber || UPPER.test(token.text)) return undefined;
  return germanVerbForm(token.lower);
}

/**
 * German "wird/werden/würde": a modal only with an infinitive (future). With a
 * Partizip II it is the passive, after another modal it is itself an infinitive.
 */
function isGermanFuture(tokens: readonly Token[], i: number, table: ModalTable, modalBefore: boolean): boolean {
  if (modalBefore && tokens[i].lower === "werden") return false;
  const before = lowerWordForm(tokens[i - 1]);
  if (before === "participle") return false;
  let last: VerbForm;
  for (let k = i + 1; k < tokens.length; k++) {
    const t = tokens[k];
    if (t.sentence !== tokens[i].sentence || CLAUSE_BOUNDARY.has(t.text)) break;
    if (table.byFirst.has(t.lower) && !CLAUSE_FINAL_AUXILIARIES.has(t.lower)) break;
    if (CLAUSE_FINAL_AUXILIARIES.has(t.lower)) continue;
    const form = lowerWordForm(t);
    if (form) last = form;
  }
  if (last === undefined) return before === "infinitive";
  return last === "infinitive";
}

/** "darf nicht …", "dürfen keine …", "darf nur …": binding prohibitions or restrictions. */
export function isGermanProhibition(tokens: readonly Token[], i: number, negationOnly = false): boolean {
  for (let k = i + 1; k < tokens.length; k++) {
    const t = tokens[k];
    if (t.sentence !== tokens[i].sentence || CLAUSE_BOUNDARY.has(t.text)) return false;
    if (NEGATIONS_DE.has(t.lower)) return true;
    if (!negationOnly && (t.lower === "nur" || t.lower === "ausschließlich" || t.lower === "lediglich")) return true;
  }
  return false;
}

/**
 * The opening brackets closed within their sentence (an unclosed one opens no remark): each
 * closing bracket closes the nearest open one of its kind. One pass, so a run of unclosed
 * brackets costs no more than its length.
 */
function closedInSentence(tokens: readonly Token[]): Uint8Array {
  const closed = new Uint8Array(tokens.length);
  const open: Record<string, number[]> = { "(": [], "[": [] };
  const opening: Record<string, string> = { ")": "(", "]": "[" };
  let sentence = -1;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.sentence !== sentence) {
      sentence = t.sentence;
      open["("].length = 0;
      open["["].length = 0;
    }
    if (t.text === "(" || t.text === "[") open[t.text].push(i);
    else if (t.text === ")" || t.text === "]") {
      const at = open[opening[t.text]].pop();
      if (at !== undefined) closed[at] = 1;
    }
  }
  return closed;
}

/** Words that join the last item of an enumeration. */
const LIST_JOINERS = new Set([...LIST_JOINERS_EN, ...LIST_JOINERS_DE]);

/**
 * A comma between items of an enumeration: a short stretch (at most four words, no modal)
 * follows and ends with another comma or "and"/"or".
 */
function isListComma(tokens: readonly Token[], i: number, table: ModalTable, german: boolean): boolean {
  let words = 0;
  for (let k = i + 1; k < tokens.length && tokens[k].sentence === tokens[i].sentence; k++) {
    const t = tokens[k];
    if (t.text === "," || LIST_JOINERS.has(t.lower)) return words > 0;
    if (!t.isWord || table.byFirst.has(t.lower) || (!german && t.lower.endsWith("n't"))) return false;
    if (++words > 4) return false;
  }
  return false;
}

/** The modal verbs of a text, in order (the shared reading's `modalUses`, engine/reading/index.ts). */
export function modalUses(ctx: RuleContext): ModalUse[] {
  const table = modalTables[ctx.language](ctx.config);
  const tokens = ctx.tokens;
  const uses: ModalUse[] = [];
  const german = ctx.language === "de";
  const subordinators = german ? SUBORDINATORS_DE : SUBORDINATORS_EN;
  let clauseHasModal = false;
  let subordinate = false;
  /** The subordinate clause follows the sentence's own modal ("shall …, so that A, B and C can …"). */
  let trailing = false;
  let sentence = -1;
  let sentenceHasModal = false;
  /** Commas inside brackets do not end a clause: "muss Daten (A, B) speichern können". */
  let depth = 0;
  const closed = closedInSentence(tokens);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.sentence !== sentence) {
      sentence = token.sentence;
      sentenceHasModal = false;
    }
    if (!token.isWord) {
      if ((token.text === "(" || token.text === "[") && closed[i] === 1) depth++;
      else if ((token.text === ")" || token.text === "]") && depth > 0) depth--;
      else if (depth === 0 && CLAUSE_BOUNDARY.has(token.text)) {
        // An enumeration's comma inside a trailing clause does not end it ("so that fields, entities and types may be added").
        if (subordinate && trailing && token.text === "," && isListComma(tokens, i, table, german)) continue;
        clauseHasModal = subordinate = false;
      }
      continue;
    }
    if (token.lower === "then" || token.lower === "dann") subordinate = false;
    else if (subordinators.has(token.lower) || (german && RELATIVE_PRONOUNS_DE.has(token.lower) && tokens[i - 1]?.text === ",")) {
      // "so" opens a clause only as "so that"; "as" only as "as long as" / "as soon as".
      const opens = subordinate;
      if (token.lower === "so") subordinate ||= tokens[i + 1]?.lower === "that";
      else if (token.lower === "as") subordinate ||= tokens[i - 1]?.lower === "long" || tokens[i - 1]?.lower === "soon";
      else subordinate = true;
      if (subordinate && !opens) trailing = sentenceHasModal;
    }
    let key = token.lower;
    let negated = false;
    let candidates = table.byFirst.get(key);
    if (!candidates) {
      if (german || !(key.endsWith("n't") || key.endsWith("n’t"))) continue;
      const modal = CONTRACTIONS_EN.get(key);
      if (modal === undefined) continue;
      key = table.byFirst.has(modal) ? modal : (CONTRACTION_BASE_EN.get(modal) ?? modal);
      negated = true;
      candidates = table.byFirst.get(key);
      if (!candidates) continue;
    }
    if (key === "cannot" && !german) negated = true;
    let entry: VerbEntry | undefined;
    for (const candidate of candidates) {
      const n = candidate.parts.length;
      if (i + n > tokens.length) continue;
      let ok = true;
      for (let k = 1; k < n; k++) {
        if (tokens[i + k].lower !== candidate.parts[k]) {
          ok = false;
          break;
        }
      }
      if (ok) {
        entry = candidate;
        break;
      }
    }
    if (!entry) continue;
    const to = i + entry.parts.length;
    if (isHyphenCompound(tokens, i, to)) continue;
    // "in May", "Will Smith", "das Soll": capitalised inside a sentence, a noun or a name.
    if (isTitleCaseInsideSentence(tokens, i) && (german || ENGLISH_NAMES.has(key))) continue;
    let allowed = entry.allowed;
    if (german) {
      if (!allowed && WERDEN_FORMS.has(key) && !isGermanFuture(tokens, i, table, clauseHasModal)) continue;
      if (!allowed && PROHIBITION_VERBS.has(key) && isGermanProhibition(tokens, i)) allowed = true;
    } else if (isEnglishNoun(tokens, i)) {
      continue;
    }
    const next = tokens[to];
    const clauseFinal = next === undefined || CLAUSE_BOUNDARY.has(next.text) || next.text === "(" || next.text === ")";
    // German verb-final order: a modal at the end of its clause right after a verb
    // ("…, zu dem die Wartung erfolgen soll,") is in a subordinate clause or an infinitive.
    const verbFinal = clauseFinal && lowerWordForm(tokens[i - 1]) !== undefined;
    // Inside brackets: a remark or an example ("(e.g. the tools a user may open)"), not the requirement's obligation.
    const embedded = subordinate || depth > 0 || (german && ((clauseHasModal && clauseFinal) || verbFinal || tokens[i - 1]?.lower === "zu"));
    uses.push({ from: i, to, verb: entry.parts.join(" "), allowed, negated, subordinate: embedded, parenthetical: depth > 0 });
    clauseHasModal = true;
    if (!embedded) sentenceHasModal = true;
    i = to - 1;
  }
  return uses;
}
