/**
 * Weak words: vague terms by ISO/IEC/IEEE 29148 category. Word lists live in
 * engine/lexicon/<language>/weak-words.ts; this module only decides context:
 * numbers that make a term precise ("at least 5 s", "more than 10 users"), numbers
 * that make one vague ("about 5 s"), and pronouns that point back to something
 * ("it", "this", "es", "dies") as opposed to dummy subjects ("it shall be possible to",
 * "es gibt"), determiners ("this function") and conjunctions ("ensure that the").
 * Precise in context: words inside a capitalised name ("The Rapid Transit"), bounds after
 * their reference ("supervisor or higher"), placeholders for values ("more than X days"),
 * comparatives that give their figure ("a longer period of at least 2 years"). A personal
 * pronoun is clear with exactly one candidate antecedent, or when as a subject it carries on
 * the subject of its sentence or the one before.
 * Categories can be switched off; allowed words are never flagged.
 */
import type { EngineConfig } from "../../config.js";
import { VAGUE_PRONOUNS_DE, WEAK_WORDS_DE } from "./words.de.js";
import { VAGUE_PRONOUNS_EN, WEAK_WORDS_EN } from "./words.en.js";
import {
  WEAK_WORD_CATEGORIES,
  type PhraseCategory,
  type VaguePronounLexicon,
  type WeakWordCategory,
  type WeakWordLexicon,
} from "../../lexicon/weak-word-lexicon.js";
import { compilePhrases, matchPhrases, type PhraseMatcher } from "../../match.js";
import { PRONOUN, WEAK, matchAt, lastConfigFirst } from "../../reading/trigger-scan.js";
import type { Finding, Language, Rule, RuleContext, Token } from "../../types.js";
import { ruleMeta, type RuleSchema } from "../rule-schema.js";
import schema from "./weak-word.schema.json";
import { CLAUSE_END } from "../../lexicon/punctuation.js";
import { readingOf } from "../../reading/index.js";

type Messages = Record<WeakWordCategory | "improvement" | "configured", string>;

const messages: Record<Language, Messages> = schema["x-messages"];

const LEXICONS: Record<Language, { words: WeakWordLexicon; pronouns: VaguePronounLexicon }> = {
  en: { words: WEAK_WORDS_EN, pronouns: VAGUE_PRONOUNS_EN },
  de: { words: WEAK_WORDS_DE, pronouns: VAGUE_PRONOUNS_DE },
};

interface Entry {
  category: PhraseCategory;
  unlessNumberFollows: boolean;
  onlyBeforeNumber: boolean;
  unlessNumberBefore: boolean;
  onlyAtClauseEnd: boolean;
  onlyBeforeNoun: boolean;
  boundAfterReference: boolean;
  comparative: boolean;
  notAfter?: ReadonlySet<string>;
  notBefore?: ReadonlySet<string>;
}

interface Compiled {
  matcher: PhraseMatcher;
  entries: Entry[];
  numberWords: ReadonlySet<string>;
  valuePlaceholders: ReadonlySet<string>;
  measurePrepositions: ReadonlySet<string>;
  measureBounds: ReadonlySet<string>;
  nounBoundedBy: ReadonlySet<string>;
  pronouns: {
    enabled: boolean;
    /** Every word that may be a vague pronoun: one lookup rules out the rest. */
    candidates: ReadonlySet<string>;
    personal: ReadonlySet<string>;
    dummy: ReadonlySet<string>;
    demonstrative: ReadonlySet<string>;
    clauseInitialOnly: ReadonlySet<string>;
    clauseOpeners: ReadonlySet<string>;
    verbsAfter: ReadonlySet<string>;
    expletiveTriggers: ReadonlySet<string>;
    expletiveBefore: ReadonlySet<string>;
    objectExpletiveVerbs: ReadonlySet<string>;
    impersonalPassive: ReadonlySet<string>;
    complementizers: ReadonlySet<string>;
    dummyChain: ReadonlySet<string>;
    clauseComplementizers: ReadonlySet<string>;
    clarifiedBy: ReadonlySet<string>;
    nounsCapitalized: boolean;
    determiners: ReadonlySet<string>;
    copulas: ReadonlySet<string>;
    sameSubject: ReadonlySet<string>;
    existentials: ReadonlySet<string>;
    existentialOpeners: ReadonlySet<string>;
    splitPossessive: ReadonlySet<string>;
    phraseStops: ReadonlySet<string>;
    plural: ReadonlySet<string>;
    subordinators: ReadonlySet<string>;
    antecedentPronouns: ReadonlyMap<string, ReadonlySet<string>>;
  };
  allowed: PhraseMatcher | undefined;
  /** The configuration's own weak words, flagged in addition to the lexicon. */
  configured: PhraseMatcher | undefined;
}

/** A phrase as the matcher sees it: its tokens in lower case, joined by blanks. */
function key(phrase: string): string {
  return phrase.trim().toLowerCase().replace(/\s+/g, " ");
}

function compile(config: EngineConfig, language: Language): Compiled {
  const { words, pronouns } = LEXICONS[language];
  const enabled = new Set<WeakWordCategory>(
    WEAK_WORD_CATEGORIES.filter((category) => config.weakword.categories.find((c) => c.type === category)?.enabled ?? true),
  );
  const phrases: string[] = [];
  const entries: Entry[] = [];
  const unlessNumberFollows = new Set(words.unlessNumberFollows.map(key));
  const onlyBeforeNumber = new Set(words.onlyBeforeNumber.map(key));
  const unlessNumberBefore = new Set(words.unlessNumberBefore.map(key));
  const onlyAtClauseEnd = new Set(words.onlyAtClauseEnd.map(key));
  const onlyBeforeNoun = new Set(words.onlyBeforeNoun.map(key));
  const boundAfterReference = new Set(words.boundAfterReference.map(key));
  const seen = new Set<string>();
  for (const category of Object.keys(words.categories) as PhraseCategory[]) {
    if (!enabled.has(category)) continue;
    for (const phrase of words.categories[category]) {
      const k = key(phrase);
      if (seen.has(k)) continue;
      seen.add(k);
      phrases.push(phrase);
      entries.push({
        category,
        unlessNumberFollows: unlessNumberFollows.has(k),
        onlyBeforeNumber: onlyBeforeNumber.has(k),
        unlessNumberBefore: unlessNumberBefore.has(k),
        onlyAtClauseEnd: onlyAtClauseEnd.has(k),
        onlyBeforeNoun: onlyBeforeNoun.has(k),
        boundAfterReference: boundAfterReference.has(k),
        comparative: category === "comparativePhrases",
        notAfter: words.notAfter[k] ? new Set(words.notAfter[k]) : undefined,
        notBefore: words.notBefore[k] ? new Set(words.notBefore[k]) : undefined,
      });
    }
  }
  const allowedWords = config.weakword.allowedWeakWords.filter((w) => w.trim() !== "");
  const configuredWords = (config.weakword.weakWords ?? []).filter((w) => w.trim() !== "");
  return {
    configured: configuredWords.length > 0 ? compilePhrases(configuredWords, language) : undefined,
    matcher: compilePhrases(phrases, language),
    entries,
    numberWords: new Set(words.numberWords),
    valuePlaceholders: new Set(words.valuePlaceholders),
    measurePrepositions: new Set(words.measuredBy.prepositions),
    measureBounds: new Set(words.measuredBy.bounds),
    nounBoundedBy: new Set(words.nounBoundedBy),
    pronouns: {
      enabled: enabled.has("vaguePronouns"),
      candidates: new Set([...pronouns.personal, ...pronouns.demonstrative, ...pronouns.clauseInitialOnly]),
      personal: new Set(pronouns.personal),
      dummy: new Set(pronouns.dummy),
      demonstrative: new Set(pronouns.demonstrative),
      clauseInitialOnly: new Set(pronouns.clauseInitialOnly),
      clauseOpeners: new Set(pronouns.clauseOpeners),
      verbsAfter: new Set(pronouns.verbsAfterPronoun),
      expletiveTriggers: new Set(pronouns.expletiveTriggers),
      expletiveBefore: new Set(pronouns.expletiveBefore),
      objectExpletiveVerbs: new Set(pronouns.objectExpletiveVerbs),
      impersonalPassive: new Set(pronouns.impersonalPassive),
      complementizers: new Set(pronouns.complementizers),
      dummyChain: new Set(pronouns.dummyChain),
      clauseComplementizers: new Set(pronouns.clauseComplementizers),
      clarifiedBy: new Set(pronouns.clarifiedBy),
      nounsCapitalized: pronouns.nounsCapitalized,
      determiners: new Set(pronouns.determiners),
      copulas: new Set(pronouns.copulas),
      sameSubject: new Set(pronouns.sameSubjectSubordinators),
      existentials: new Set(pronouns.existentials),
      existentialOpeners: new Set([...pronouns.existentialOpeners, ...pronouns.determiners]),
      splitPossessive: new Set(pronouns.splitPossessive),
      phraseStops: new Set([...pronouns.determiners, ...pronouns.verbsAfterPronoun, ...pronouns.clauseOpeners, ...pronouns.phraseStops]),
      plural: new Set(pronouns.pluralPronouns),
      subordinators: new Set([...pronouns.clauseOpeners, ...pronouns.subordinators]),
      antecedentPronouns: new Map(Object.entries(pronouns.antecedentPronouns).map(([k, v]) => [k, new Set(v)])),
    },
    allowed: allowedWords.length > 0 ? compilePhrases(allowedWords, language) : undefined,
  };
}

const compiled = lastConfigFirst((config) => ({ en: compile(config, "en"), de: compile(config, "de") }));

// ---------------------------------------------------------------- context checks

function isNumeric(token: Token | undefined, c: Compiled): boolean {
  return token !== undefined && (token.isNumber || (token.isWord && (c.numberWords.has(token.lower) || c.valuePlaceholders.has(token.text))));
}

/** "a longer period of at least 2 years", "längeren Zeitraum von mindestens 2 Jahren": the figure is given. */
function measuredAfter(tokens: Token[], to: number, c: Compiled): boolean {
  const sentence = tokens[to - 1].sentence;
  for (let k = to; k < tokens.length && k <= to + 2 && tokens[k].sentence === sentence && tokens[k].isWord; k++) {
    if (!c.measurePrepositions.has(tokens[k].lower)) continue;
    let j = k + 1;
    while (j < tokens.length && j <= k + 4 && tokens[j].isWord && !tokens[j].isNumber && c.measureBounds.has(tokens[j].lower)) j++;
    return isNumeric(tokens[j], c) && tokens[j].sentence === sentence;
  }
  return false;
}

/** "Title" case: a capital letter followed by lower-case letters ("Rapid", not "RAPID"). */
function isTitleCase(token: Token | undefined): boolean {
  return token !== undefined && token.isWord && token.text[0] !== token.lower[0] && token.text.slice(1) !== token.text.slice(1).toUpperCase();
}

/** "from The Rapid Transit": a capitalised word inside a sentence, next to another, is part of a name. */
function isPartOfName(tokens: Token[], from: number, to: number, c: Compiled): boolean {
  if (c.pronouns.nounsCapitalized || !isTitleCase(tokens[from])) return false;
  const sentence = tokens[from].sentence;
  const prev = neighbour(tokens, from - 1, sentence);
  if (!prev || !prev.isWord) return false; // the first word of a sentence, a heading or a list item
  const next = neighbour(tokens, to, sentence);
  const prevIsNamePart = isTitleCase(prev) && neighbour(tokens, from - 2, sentence)?.isWord === true;
  return isTitleCase(next) || prevIsNamePart;
}

/** "5 or more", "100 Mbit/s or better": a number, perhaps with its unit, right before. */
function numberShortlyBefore(tokens: Token[], from: number, c: Compiled): boolean {
  for (let k = from - 1; k >= 0 && k >= from - 4 && tokens[k].sentence === tokens[from].sentence; k--) {
    if (isNumeric(tokens[k], c)) return true;
    if (CLAUSE_END.has(tokens[k].text)) return false;
  }
  return false;
}

/** The word next to a match within its sentence, or undefined. */
function neighbour(tokens: Token[], index: number, sentence: number): Token | undefined {
  const token = tokens[index];
  return token && token.sentence === sentence ? token : undefined;
}

/** "Groß-" in "Groß- und Kleinschreibung", "fast-" in "fast-track": part of a compound. */
function isCompoundPart(tokens: Token[], from: number, to: number): boolean {
  const after = tokens[to];
  if (after && after.text === "-" && after.start === tokens[to - 1].end) return true;
  const before = tokens[from - 1];
  return before !== undefined && before.text === "-" && before.end === tokens[from].start && tokens[from - 2]?.end === before.start;
}

function phraseIsWeak(tokens: Token[], from: number, to: number, entry: Entry, c: Compiled): boolean {
  const sentence = tokens[from].sentence;
  const next = neighbour(tokens, to, sentence);
  const prev = neighbour(tokens, from - 1, sentence);
  if (isCompoundPart(tokens, from, to)) return false;
  if (isPartOfName(tokens, from, to, c)) return false;
  if (entry.boundAfterReference && prev?.isWord) return false;
  if (entry.comparative && measuredAfter(tokens, to, c)) return false;
  if (entry.onlyBeforeNumber) return isNumeric(next, c);
  if (entry.unlessNumberFollows && isNumeric(next, c)) return false;
  if (entry.unlessNumberBefore && numberShortlyBefore(tokens, from, c)) return false;
  if (entry.onlyAtClauseEnd && next !== undefined && !CLAUSE_END.has(next.text)) return false;
  if (entry.notAfter && prev && entry.notAfter.has(prev.lower)) return false;
  if (entry.notBefore && next && entry.notBefore.has(next.lower)) return false;
  if (entry.onlyBeforeNoun && !nounFollows(tokens, to, c)) return false;
  return true;
}

/**
 * A noun at `to` that nothing after it bounds: a word (no number), in German a capitalised one or
 * an adjective and then one ("anderen externen Systemen"), not followed by a word that says which
 * ones are meant ("other members of the team").
 */
function nounFollows(tokens: Token[], to: number, c: Compiled): boolean {
  const sentence = tokens[to - 1].sentence;
  const next = neighbour(tokens, to, sentence);
  if (!next || !next.isWord || next.isNumber) return false;
  let noun = to;
  if (c.pronouns.nounsCapitalized && !isCapitalized(next)) {
    const after = neighbour(tokens, to + 1, sentence);
    if (!after || !after.isWord || after.isNumber || !isCapitalized(after)) return false;
    noun = to + 1;
  }
  const bound = neighbour(tokens, noun + 1, sentence);
  return !(bound && c.nounBoundedBy.has(bound.lower));
}

/** Index one past the clause that starts after `i`. */
function clauseEnd(tokens: Token[], i: number): number {
  let j = i + 1;
  while (j < tokens.length && tokens[j].sentence === tokens[i].sentence && !CLAUSE_END.has(tokens[j].text)) j++;
  return j;
}

/**
 * "it shall be possible to", "it is required that", "es gibt", "es muss möglich sein"; the object
 * of "make it easier to", "find it difficult to"; "es wird protokolliert, wer …" (an impersonal
 * passive: `passiveAux` holds the auxiliaries of the requirement's passives).
 */
function isDummySubject(tokens: Token[], i: number, p: Compiled["pronouns"], passiveAux: () => ReadonlySet<number>): boolean {
  const prev = tokens[i - 1];
  const sentence = tokens[i].sentence;
  if (prev && prev.sentence === sentence && p.expletiveBefore.has(prev.lower)) return true;
  const next = tokens[i + 1];
  if (prev && prev.sentence === sentence && p.objectExpletiveVerbs.has(prev.lower) && next?.isWord && next.sentence === sentence) {
    const after = tokens[i + 2];
    if (next.lower.endsWith("er") || p.expletiveTriggers.has(next.lower)) return true;
    if (after && after.sentence === sentence && p.complementizers.has(after.lower)) return true;
  }
  if (next && p.impersonalPassive.has(next.lower) && passiveAux().has(i + 1)) return true;
  const end = clauseEnd(tokens, i);
  // "it is recognised that …", "it must be decided whether …": chain, one predicate word, complementizer.
  let k = i + 1;
  while (k < end && p.dummyChain.has(tokens[k].lower)) k++;
  if (k > i + 1 && k + 1 < tokens.length && p.clauseComplementizers.has(tokens[k + 1].lower)) return true;
  for (let j = i + 1; j < end; j++) {
    if (!p.expletiveTriggers.has(tokens[j].lower)) continue;
    if (p.complementizers.size === 0) return true;
    const after = tokens[j + 1];
    // A verb such as "seems", "takes" is enough; an adjective needs its complement ("possible to").
    if (tokens[j].lower.endsWith("s") && j === i + 1) return true;
    if (after && p.complementizers.has(after.lower)) return true;
  }
  return false;
}

function isCapitalized(token: Token): boolean {
  return token.text[0] !== token.lower[0];
}

function isClauseStart(tokens: Token[], i: number, p: Compiled["pronouns"]): boolean {
  const prev = tokens[i - 1];
  return !prev || prev.sentence !== tokens[i].sentence || p.clauseOpeners.has(prev.lower) || CLAUSE_END.has(prev.text);
}

/** A demonstrative that stands alone: punctuation or a verb follows ("this shall", "dies."). */
function standsAlone(tokens: Token[], i: number, p: Compiled["pronouns"]): boolean {
  const next = tokens[i + 1];
  if (!next || next.sentence !== tokens[i].sentence) return true;
  if (!next.isWord) {
    if (next.text === "," && p.clarifiedBy.has(tokens[i + 2]?.lower ?? "")) return false;
    return CLAUSE_END.has(next.text);
  }
  if (p.clarifiedBy.has(next.lower)) return false;
  if (p.verbsAfter.has(next.lower)) return true;
  if (!p.nounsCapitalized) return false;
  // German: "diese Daten", "diese neuen Daten" are determiners; "damit diese lesbar bleiben" is a pronoun.
  if (isCapitalized(next)) return false;
  const after = tokens[i + 2];
  return !(after && after.sentence === next.sentence && after.isWord && isCapitalized(after));
}

/**
 * Candidate antecedents of the personal pronoun at i: noun phrases opened by a
 * determiner earlier in the requirement whose head agrees in number. A pronoun in
 * object position cannot refer to the subject of its own clause ("the system shall
 * send it"), so that noun phrase is left out.
 */
function antecedents(tokens: Token[], i: number, p: Compiled["pronouns"], agreeing: ReadonlySet<string>): number {
  const wantPlural = p.plural.has(tokens[i].lower);
  const next = tokens[i + 1];
  const prev = tokens[i - 1];
  const isSubject =
    (next !== undefined && next.sentence === tokens[i].sentence && p.verbsAfter.has(next.lower)) ||
    prev === undefined ||
    !prev.isWord ||
    p.subordinators.has(prev.lower);
  let ownSubject = -1;
  // German puts the verb last, so the subject test above does not work there: no exclusion.
  if (!isSubject && !p.nounsCapitalized) {
    // The clause's subject: the noun phrase right before the last verb or modal before the pronoun.
    for (let k = i - 1; k > 0 && tokens[k].sentence === tokens[i].sentence; k--) {
      if (!p.verbsAfter.has(tokens[k].lower)) continue;
      for (let d = k - 1; d >= 0 && tokens[d].sentence === tokens[i].sentence && !CLAUSE_END.has(tokens[d].text); d--) {
        if (p.determiners.has(tokens[d].lower)) {
          ownSubject = d;
          break;
        }
      }
      break;
    }
  }
  // A subject pronoun continues the subject of the sentence or of the one before ("The server
  // shall compress the logs. It shall …", "Das System muss …, indem es …").
  if (isSubject && subjectAgrees(tokens, i, p, agreeing, wantPlural)) return 1;
  // Candidates in the pronoun's own sentence; with none there, in the sentence before it.
  let first = i;
  while (first > 0 && tokens[first - 1].sentence === tokens[i].sentence) first--;
  const own = candidatesBetween(tokens, first, i, ownSubject, p, agreeing, wantPlural);
  if (own > 0 || first === 0) return own;
  let before = first - 1;
  while (before > 0 && tokens[before - 1].sentence === tokens[first - 1].sentence) before--;
  return candidatesBetween(tokens, before, first, ownSubject, p, agreeing, wantPlural);
}

/** Noun phrases opened by a determiner in [from, to) that agree with the pronoun (before `limit` = to). */
function candidatesBetween(
  tokens: Token[],
  from: number,
  to: number,
  ownSubject: number,
  p: Compiled["pronouns"],
  agreeing: ReadonlySet<string>,
  wantPlural: boolean,
): number {
  let count = 0;
  for (let d = from; d < to; d++) {
    if (d === ownSubject || !p.determiners.has(tokens[d].lower)) continue;
    if (agreeing.size > 0 && !agreeing.has(tokens[d].lower)) continue;
    // "A schedule is a list of …": the noun phrase after a copula names the subject again.
    if (d > 0 && p.copulas.has(tokens[d - 1].lower)) continue;
    if (agreesAt(tokens, d, to, p, wantPlural)) count++;
  }
  return count;
}

/** Does the noun phrase opened by the determiner at d (ending before `limit`) agree in number? */
function agreesAt(tokens: Token[], d: number, limit: number, p: Compiled["pronouns"], wantPlural: boolean): boolean {
  let head = d + 1;
  if (head >= limit || !tokens[head].isWord || p.phraseStops.has(tokens[head].lower)) return false;
  while (head + 1 < limit && tokens[head + 1].isWord && !p.phraseStops.has(tokens[head + 1].lower)) head++;
  return p.nounsCapitalized || isPluralNoun(tokens[head]) === wantPlural;
}

/**
 * Does the subject pronoun at i continue a subject? The subject of its own sentence after a
 * subordinator that keeps the subject ("…, indem es …"); the subject of the sentence before when
 * the pronoun opens its sentence or its main clause ("It shall …", "Since …, it shall …"). A
 * subject is a noun phrase opened by a determiner at the start of the sentence.
 */
function subjectAgrees(tokens: Token[], i: number, p: Compiled["pronouns"], agreeing: ReadonlySet<string>, wantPlural: boolean): boolean {
  let first = i;
  while (first > 0 && tokens[first - 1].sentence === tokens[i].sentence) first--;
  let d: number;
  if (first < i && p.sameSubject.has(tokens[i - 1].lower)) d = first;
  else if (first > 0 && (first === i || tokens[i - 1].text === ",")) {
    d = first - 1;
    while (d > 0 && tokens[d - 1].sentence === tokens[first - 1].sentence) d--;
  } else return false;
  // "There shall be exactly one file …. It shall …": the noun phrase that "there" introduces.
  if (p.existentials.has(tokens[d].lower)) {
    let k = d + 1;
    while (k < i && (p.dummyChain.has(tokens[k].lower) || p.existentialOpeners.has(tokens[k].lower))) k++;
    if (k === d + 1 || k >= i || tokens[k].sentence !== tokens[d].sentence) return false;
    const opener = k - 1;
    return (p.determiners.has(tokens[k - 1].lower) || p.existentialOpeners.has(tokens[k - 1].lower)) && agreesAt(tokens, opener, i, p, wantPlural);
  }
  if (!p.determiners.has(tokens[d].lower) || (agreeing.size > 0 && !agreeing.has(tokens[d].lower))) return false;
  return agreesAt(tokens, d, i, p, wantPlural);
}

/**
 * English plural nouns end in -s, but not in -ss, -us or -is ("access", "status", "analysis"),
 * and an acronym is one thing ("the CMCS", but "APIs").
 */
function isPluralNoun(token: Token): boolean {
  const word = token.lower;
  if (token.text.length > 1 && token.text === token.text.toUpperCase()) return false;
  return word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us") && !word.endsWith("is");
}

function isVaguePronoun(tokens: Token[], i: number, c: Compiled, passiveAux: () => ReadonlySet<number>): boolean {
  const p = c.pronouns;
  const { lower, text } = tokens[i];
  if (!p.candidates.has(lower)) return false;
  // "IT", "THIS": an acronym or shouting, not a pronoun to resolve.
  if (text.length > 1 && text === text.toUpperCase() && text !== lower) return false;
  if (p.personal.has(lower)) {
    // "it s infrastructure": the possessive "its" written apart, not a pronoun to resolve.
    const next = tokens[i + 1];
    if (next && next.sentence === tokens[i].sentence && p.splitPossessive.has(next.text)) return false;
    if (p.dummy.has(lower) && isDummySubject(tokens, i, p, passiveAux)) return false;
    const agreeing = p.antecedentPronouns.get(lower);
    // Two or more candidates: the reader cannot tell which one is meant. One is clear; with none
    // the antecedent is a bare noun ("Once material has arrived, it …") or no noun phrase at all.
    return agreeing === undefined || antecedents(tokens, i, p, agreeing) >= 2;
  }
  if (p.demonstrative.has(lower)) return standsAlone(tokens, i, p);
  if (p.clauseInitialOnly.has(lower)) {
    if (!isClauseStart(tokens, i, p)) return false;
    const next = tokens[i + 1];
    if (next && next.lower === "is" && tokens[i + 2]?.text === ",") return false; // "that is, …"
    return next !== undefined && next.isWord && p.verbsAfter.has(next.lower);
  }
  return false;
}

// ---------------------------------------------------------------- rule

function allowedTokens(c: Compiled, tokens: Token[]): Set<number> | undefined {
  if (!c.allowed) return undefined;
  const covered = new Set<number>();
  for (const m of matchPhrases(c.allowed, tokens)) for (let k = m.from; k < m.to; k++) covered.add(k);
  return covered;
}

function isAllowed(allowed: Set<number> | undefined, from: number, to: number): boolean {
  if (!allowed) return false;
  for (let k = from; k < to; k++) if (allowed.has(k)) return true;
  return false;
}

function report(findings: Finding[], source: string, template: string, from: Token, to: Token): void {
  const text = source.slice(from.start, to.end);
  findings.push({ findingType: "WEAK_WORD", start: from.start, end: to.end, text, message: template.replace("{text}", text) });
}

export const rule: Rule = {
  meta: ruleMeta(schema as RuleSchema),
  check(ctx: RuleContext) {
    const { tokens, language } = ctx;
    const c = compiled(ctx.config)[language];
    const texts = messages[language];
    const findings: Finding[] = [];
    const allowed = allowedTokens(c, tokens);
    const configured = c.configured ? matchPhrases(c.configured, tokens).filter((m) => !isAllowed(allowed, m.from, m.to)) : [];
    const found = readingOf(ctx).scan;
    if ((found.any & (WEAK | PRONOUN)) === 0) {
      for (const m of configured) report(findings, ctx.text, texts.configured, tokens[m.from], tokens[m.to - 1]);
      return findings;
    }
    let auxiliaries: Set<number> | undefined;
    const passiveAux = (): ReadonlySet<number> =>
      (auxiliaries ??= new Set(
        language === "de"
          ? readingOf(ctx)
              .germanPassives()
              .map((passive) => passive.aux)
          : [],
      ));
    let next = 0;
    for (let k = 0; k < found.indices.length; k++) {
      const bits = found.bits[k];
      const i = found.indices[k];
      if ((bits & (WEAK | PRONOUN)) === 0 || i < next) continue;
      if (bits & WEAK) {
        const match = matchAt(c.matcher, tokens, i);
        if (match) {
          next = i + match.parts.length;
          const entry = c.entries[match.phrase];
          if (phraseIsWeak(tokens, i, next, entry, c) && !isAllowed(allowed, i, next)) {
            report(findings, ctx.text, texts[entry.category], tokens[i], tokens[next - 1]);
          }
          continue;
        }
      }
      if (bits & PRONOUN && c.pronouns.enabled && isVaguePronoun(tokens, i, c, passiveAux) && !isAllowed(allowed, i, i + 1)) {
        report(findings, ctx.text, texts.vaguePronouns, tokens[i], tokens[i]);
      }
    }
    for (const m of configured) {
      const start = tokens[m.from].start;
      const end = tokens[m.to - 1].end;
      if (!findings.some((f) => f.start < end && start < f.end)) report(findings, ctx.text, texts.configured, tokens[m.from], tokens[m.to - 1]);
    }
    return findings;
  },
};
