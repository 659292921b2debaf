/**
 * Text-level rewrites for the wording suggestions. Each rewrite takes a requirement's
 * text and returns the rewritten text, or undefined when it does not apply. They work
 * on any text (not on a result's offsets), so they can be chained: the suggestion
 * pipeline applies the findings' own replacements first and these rewrites after.
 * Every rewrite is conservative: when the sentence does not have the expected shape,
 * it returns undefined rather than a doubtful sentence.
 */
import type { EngineConfig } from "../config.js";
import { COMMON_WORDS_EN } from "../lexicon/en/common-words.js";
import { EXAMPLE_PHRASES_EN } from "../rules/example/words.en.js";
import { EXAMPLE_PHRASES_DE } from "../rules/example/words.de.js";
import { IRREGULAR_PARTICIPLES } from "../lexicon/en/passive.js";
import {
  BY_PHRASE_STOPS_EN,
  CLAUSE_OPENERS_EN,
  DETERMINERS_EN,
  DROPPABLE_LOOPHOLES_EN,
  E_DROP_ENDINGS_EN,
  HUMAN_ROLES_EN,
  IMPERATIVE_VERBS_EN,
  IRREGULAR_BASE_EN,
  MODALS_EN,
  COORDINATORS_EN,
  ES_PLURAL_ENDINGS_EN,
  EXAMPLE_ADVERBS_EN,
  FINITE_BE_HAVE_EN,
  IMPERATIVE_OBJECT_STOPS_EN,
  LEADING_CONDITIONS_EN,
  LIST_CLOSERS_EN,
  MODIFIER_STOPS_EN,
  SUBJECT_DETERMINERS_EN,
  SUBORDINATORS_EN,
} from "../lexicon/en/suggest-words.js";
import {
  ARTICLE_DE,
  DROPPABLE_LOOPHOLES_DE,
  HUMAN_ROLES_DE,
  IRREGULAR_INFINITIVE_DE,
  WEAK_MASCULINE_DE,
  IRREGULAR_PRESENT_DE,
  MODAL_SINGULAR_DE,
  NOUN_GENDER_DE,
  RELATIVE_OR_LIST_DE,
  SEPARABLE_PARTICLES_DE,
  ZU_PREFIXES_DE,
  ARTICLES_DE,
  AUXILIARY_INFINITIVES_DE,
  CAPABILITY_ARTICLES_DE,
  CONDITION_OPENERS_DE,
  COORDINATORS_DE,
  DOER_STOPS_DE,
  EXAMPLE_ADVERBS_DE,
  FINITE_AUXILIARIES_DE,
  LEADING_CONDITIONS_DE,
  LIST_CLOSERS_DE,
  MASCULINE_DETERMINERS_DE,
  NEGATIONS_DE,
  NOUN_PHRASE_OPENERS_DE,
  OTHER_DETERMINERS_DE,
  PASSIVE_FINAL_VERBS_DE,
  PERMISSION_MODALS_DE,
  SINGULAR_MODALS_DE,
  SUBJECT_DETERMINERS_DE,
  SUBJECT_OPENERS_DE,
  SUBORDINATORS_DE,
} from "../lexicon/de/suggest-words.js";
import { INSEPARABLE_PREFIXES, SEPARABLE_PREFIXES } from "../lexicon/de/passive.js";
import { isPartizipII } from "../reading/passives.js";
import { tokenize } from "../tokenize.js";
import type { Language } from "../types.js";
import { isNameLike, lowerFirst, phraseRegExp, removePhrase, upperFirst } from "./text.js";
import {
  EXAMPLE_STOP_WORDS_DE as GERMAN_STOP_WORDS,
  FINITE_MODALS_DE as GERMAN_FINITE_MODALS,
  FINITE_T_ALLOWED_DE,
  WERDEN_FINITE_DE as WERDEN_AUX,
  OPENING_PREPOSITIONS_DE as GERMAN_OPENING_PREPOSITIONS,
} from "../lexicon/de/suggest-words.js";
import { OBJECT_PRONOUNS_EN } from "../lexicon/en/suggest-words.js";

/** An alternation of listed words for a regular expression. */
const alt = (list: readonly string[]): string => list.join("|");
const LIST_JOINED = new RegExp(`\\b(${alt([...COORDINATORS_EN, ...COORDINATORS_DE])})\\b`);
const VERB_FIRST_DE = new RegExp(
  `^(\\s*)([\\p{L}]+)\\s+((?:${alt(NOUN_PHRASE_OPENERS_DE)})\\s+(?:\\p{Ll}[\\p{L}-]*\\s+){0,2}\\p{Lu}[\\p{L}-]*)(.*)$`,
  "su",
);
const PASSIVE_END_DE = new RegExp(`(?:${alt(PASSIVE_FINAL_VERBS_DE)})\\s*(?:[.!]\\s*)?$`, "u");
const CAPABILITY_SUBJECT_DE = new RegExp(
  `^(\\s*)(?:(${alt(CAPABILITY_ARTICLES_DE)})\\s+|(\\p{Lu}\\p{Ll}+e)\\s+(?=\\p{Lu}))?((?:\\p{Ll}[\\p{L}-]*\\s+){0,2})(\\p{Lu}[\\p{L}-]*)\\s+(${alt([...GERMAN_FINITE_MODALS])})\\s+([^,;:\\s][^,;:]*?)(?<!\\s)\\s*(?:\\.\\s*)?$`,
  "u",
);
const SUBORDINATE_TAIL_DE = new RegExp(`^,\\s*(${alt(SUBORDINATORS_DE)})\\b`);
const SUBJECT_VERB_DE = new RegExp(
  `^(\\s*)((?:${alt(SUBJECT_OPENERS_DE)})\\s+(?:\\p{Ll}[\\p{L}-]*\\s+){0,2}\\p{Lu}[\\p{L}-]*)\\s+(\\p{Ll}+)\\s+(.*?)(?<!\\s)\\s*(?:[.!?]\\s*)?$`,
  "su",
);
const SUBORDINATE_EN = new RegExp(`\\b(${alt(SUBORDINATORS_EN)})\\b`, "i");
const ADD_THEN_DE = new RegExp(`^(\\s*(?:${alt(CONDITION_OPENERS_DE)})\\b[^,;]+,)\\s+(?!dann\\b)(?=\\p{L})`, "iu");
const LEADING_CONDITION_EN = new RegExp(`^(\\s*(?:${alt(LEADING_CONDITIONS_EN)})\\b)([^,;]+)(?=,)`, "iu");
const LEADING_CONDITION_DE = new RegExp(`^(\\s*(?:${alt(LEADING_CONDITIONS_DE)})\\b)([^,;]+)(?=,)`, "iu");

export interface RewriteEnv {
  language: Language;
  config: EngineConfig;
}

export type Rewrite = (text: string, env: RewriteEnv) => string | undefined;

// ------------------------------------------------------------------ shared

let knownWordsEn: ReadonlySet<string> | undefined;
function knownEn(word: string): boolean {
  knownWordsEn ??= new Set(COMMON_WORDS_EN);
  return knownWordsEn.has(word);
}

const phraseCache = new Map<string, RegExp>();
function cachedRegExp(key: string, phrases: () => readonly string[]): RegExp {
  let re = phraseCache.get(key);
  if (!re) phraseCache.set(key, (re = phraseRegExp(phrases())));
  re.lastIndex = 0;
  return re;
}

/** The allowed modal verbs of the configuration, first one first. */
function allowedModals(config: EngineConfig): string[] {
  return (config.modalverb ?? []).filter((m) => m.allowed).map((m) => m.verb.trim());
}

function firstAllowedModal(env: RewriteEnv, plural = false): string | undefined {
  const allowed = allowedModals(env.config);
  if (env.language === "de") return allowed.find((m) => /en$/i.test(m) === plural) ?? allowed[0];
  return allowed[0];
}

/** Every configured modal verb (lower case, single words only). */
function modalWords(config: EngineConfig): Set<string> {
  return new Set((config.modalverb ?? []).map((m) => m.verb.trim().toLowerCase()).filter((m) => !m.includes(" ")));
}

function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

// ------------------------------------------------------------------ examples

/** Markers that also work as adverbs inside a clause ("indem es beispielsweise Aufträge vorzieht"). */
const ADVERBIAL_MARKERS: Record<Language, ReadonlySet<string>> = { en: new Set(EXAMPLE_ADVERBS_EN), de: new Set(EXAMPLE_ADVERBS_DE) };

/** Markers that close a list rather than introduce examples ("PDF, CSV, etc."). */
const LIST_CLOSERS = new Set([...LIST_CLOSERS_EN, ...LIST_CLOSERS_DE]);

/** Where an example introduced at `from` ends: the index of the first character kept, and whether a comma closed it. */
function exampleEnd(text: string, from: number, language: Language): { end: number; comma: boolean } {
  const re = /([,;:.!?)])|([\p{L}\p{N}][\p{L}\p{N}'’./-]*)/gu;
  re.lastIndex = from;
  let m: RegExpExecArray | null;
  let first = true;
  while ((m = re.exec(text))) {
    if (m[1] !== undefined) {
      const ch = m[1];
      if (ch === ",") {
        const next = /\s*([\p{L}\p{N}]+)/uy;
        next.lastIndex = m.index + 1;
        const n = next.exec(text);
        const word = n?.[1] ?? "";
        const closes =
          language === "en"
            ? CLAUSE_OPENERS_EN.has(word.toLowerCase()) && word.toLowerCase() !== "and" && word.toLowerCase() !== "or"
            : word !== "" && word[0] === word[0].toLowerCase() && !/^\d/.test(word) && !RELATIVE_OR_LIST_DE.has(word);
        if (closes) return { end: m.index, comma: true };
        continue;
      }
      // A dot inside a number or abbreviation was consumed by the word pattern; this one ends the sentence.
      return { end: m.index, comma: false };
    }
    const word = m[2].replace(/\.$/, "");
    const lower = word.toLowerCase();
    if (!first) {
      if (language === "en") {
        if (CLAUSE_OPENERS_EN.has(lower) && lower !== "and" && lower !== "or") return { end: m.index, comma: false };
      } else if (word[0] === lower[0] && !/^\d/.test(word) && !RELATIVE_OR_LIST_DE.has(lower)) {
        // A lower-case word: an adjective before a noun continues the example, anything else ends it.
        const after = /\s*([\p{L}\p{N}]+)/uy;
        after.lastIndex = m.index + m[2].length;
        const n = after.exec(text)?.[1];
        const adjective = n !== undefined && /^\p{Lu}/u.test(n) && !GERMAN_STOP_WORDS.has(lower);
        if (!adjective) return { end: m.index, comma: false };
      }
    }
    // An abbreviation's own dot ("z. B.", "Nr.") stays in the word; a word ending the sentence gives its dot back.
    if (m[2].endsWith(".") && !/\.\p{L}/u.test(m[2]) && m[2].length > 2) re.lastIndex = m.index + m[2].length - 1;
    first = false;
  }
  return { end: text.length, comma: false };
}

function removeOneExample(text: string, language: Language): string | undefined {
  const re = cachedRegExp(`examples-${language}`, () => (language === "en" ? EXAMPLE_PHRASES_EN : EXAMPLE_PHRASES_DE));
  const m = re.exec(text);
  if (!m) return undefined;
  const start = m.index;
  const end = start + m[0].length;
  const marker = m[0].toLowerCase().replace(/\s+/g, " ");
  // Glued into a path or identifier ("/etc/hosts"): not an example.
  if (/[/\\_@$-]/.test(text[start - 1] ?? "") || /[/\\_@$-]/.test(text[end] ?? "")) return undefined;
  let before = start;
  while (before > 0 && /\s/.test(text[before - 1])) before--;

  // "(e.g. PDF, CSV)": the whole bracket goes.
  if (text[before - 1] === "(") {
    const close = text.indexOf(")", end);
    if (close < 0) return undefined;
    let from = before - 1;
    while (from > 0 && /\s/.test(text[from - 1])) from--;
    return text.slice(0, from) + text.slice(close + 1);
  }

  // "PDF, CSV, etc.": the list closer goes; the list gets its "and".
  if (LIST_CLOSERS.has(marker) || marker === "and so on" || marker === "and so forth") {
    let from = before;
    if (text[from - 1] === ",") from--;
    let head = text.slice(0, from);
    let tail = text.slice(end);
    if (/^\s*$/.test(tail) && marker.endsWith(".")) tail = ".";
    const comma = head.lastIndexOf(", ");
    const and = language === "en" ? " and " : " und ";
    if (comma >= 0) {
      const last = head.slice(comma + 2);
      if (words(last).length <= 3 && !LIST_JOINED.test(last)) head = head.slice(0, comma) + and + last;
    }
    return head + tail;
  }

  // "For example, the system …": an opening phrase.
  const sentenceStart = /^\s*$/.test(text.slice(0, before)) || /[.!?]\s*$/.test(text.slice(0, before));
  if (sentenceStart && /^\s*,/.test(text.slice(end))) return removePhrase(text, start, end);
  // "Zum Beispiel muss das System …": German inversion after the opening phrase.
  if (sentenceStart && language === "de") {
    const inverted = germanVerbFirstToSubjectFirst(removePhrase(text, start, end), GERMAN_FINITE_MODALS);
    if (inverted !== undefined) return inverted;
  }

  // "muss diverse Daten z. B. zur Schweißtechnik enthalten", "shall for example log": used as an
  // adverb inside the clause, only the marker goes and the words stay.
  if (ADVERBIAL_MARKERS[language].has(marker) && !/[,(]/.test(text[before - 1] ?? "")) return removePhrase(text, start, end);

  // The abbreviation's dot belongs to the marker; the example's words follow.
  const stop = exampleEnd(text, end, language);
  if (stop.end <= end) return undefined;
  const commaBefore = text[before - 1] === ",";
  const head = commaBefore ? text.slice(0, before - 1) : text.slice(0, before);
  let tailStart = stop.end;
  if (stop.comma) tailStart += 1;
  let tail = text.slice(tailStart).replace(/^\s+/, "");
  if (tail.length > 0 && !/^[.;:!?)]/.test(tail)) tail = " " + tail;
  // "…, e.g. logs; …": keep what separated the clauses.
  if (text[stop.end] === ";" && commaBefore) tail = tail.replace(/^;/, ";");
  return head + tail;
}

/** Removes example phrases and the examples they introduce ("…, e.g. logs", "such as PDF", "z. B. …", "usw."). */
export const removeExamples: Rewrite = (text, env) => {
  let out = text;
  for (let i = 0; i < 4; i++) {
    const next = removeOneExample(out, env.language);
    if (next === undefined || next === out) break;
    out = next;
  }
  return out === text ? undefined : out;
};

// ------------------------------------------------------------------ loopholes

/** Drops loopholes that only weaken the obligation ("if possible", "as far as possible", "soweit möglich"). */
export const dropLoopholes: Rewrite = (text, env) => {
  const re = cachedRegExp(`loopholes-${env.language}`, () => (env.language === "en" ? DROPPABLE_LOOPHOLES_EN : DROPPABLE_LOOPHOLES_DE));
  const matches = [...text.matchAll(re)];
  if (matches.length === 0) return undefined;
  let out = text;
  for (let k = matches.length - 1; k >= 0; k--) {
    const m = matches[k];
    // "möglichst schnell", "möglichst viele": dropping "möglichst" would make the requirement
    // stricter than meant and leave it vague; only "möglichst" before a verb or participle goes.
    if (m[0].toLowerCase() === "möglichst") {
      const next = /^\s+(\p{Ll}+)/u.exec(out.slice(m.index + m[0].length))?.[1];
      if (next === undefined || !(isPartizipII(next) || /(?:en|ern|eln)$/.test(next))) continue;
    }
    out = removePhrase(out, m.index, m.index + m[0].length);
  }
  if (env.language === "de") out = germanVerbFirstToSubjectFirst(out, new Set([...GERMAN_FINITE_MODALS, ...modalWords(env.config)])) ?? out;
  return out === text ? undefined : out;
};

/** "Muss das System … ." (after dropping an opening phrase) -> "Das System muss … ." */
function germanVerbFirstToSubjectFirst(text: string, modals: ReadonlySet<string>): string | undefined {
  const m = VERB_FIRST_DE.exec(text);
  if (!m || !modals.has(m[2].toLowerCase())) return undefined;
  return `${m[1]}${upperFirst(m[3])} ${m[2].toLowerCase()}${m[4]}`;
}

// ------------------------------------------------------------------ "be able to"

/** "shall be able to export" -> "shall export"; "muss … exportieren können" -> "muss … exportieren". */
export const dropAbility: Rewrite = (text, env) => {
  if (env.language === "en") {
    const modal = `(${MODALS_EN.join("|")})`;
    const re = new RegExp(
      `\\b${modal}(\\s+not)?\\s+(?:be\\s+(?:able|capable)\\s+to|have\\s+the\\s+(?:ability|capability)\\s+to|provide\\s+the\\s+(?:ability|capability)\\s+to)\\s+`,
      "gi",
    );
    // Only for a system as actor: "The user shall be able to export" states a capability the
    // system provides, and "The user shall export" would oblige the user instead.
    const out = text.replace(re, (all, m: string, not: string | undefined, offset: number) =>
      hasSystemSubject(text.slice(0, offset), env) ? `${m}${not ?? ""} ` : all,
    );
    return out === text ? undefined : out;
  }
  const modals = [...modalWords(env.config)].filter((m) => m !== "können" && m !== "kann").join("|");
  if (!modals || !hasSystemSubject(text, env)) return undefined;
  let out = text;
  // "muss in der Lage sein, Berichte zu exportieren" -> "muss Berichte exportieren";
  // "muss fähig sein, Daten … entgegennehmen zu können" -> "muss Daten … entgegennehmen";
  // "muss in der Lage sein, Regeln festzulegen" -> "muss Regeln festlegen".
  const lage = new RegExp(`(?<![\\p{L}])(${modals})\\s+(?:in\\s+der\\s+Lage|fähig|imstande)\\s+sein,?\\s+([^,.;]*?)(?=\\s*[.,;]|\\s*$)`, "gu");
  out = out.replace(lage, (all, m: string, clause: string) => {
    const verb = germanZuInfinitive(clause);
    return verb === undefined ? all : `${m} ${verb}`;
  });
  // "muss … exportieren können" -> "muss … exportieren" (and the doubled "muss … exportieren müssen")
  const koennen = new RegExp(
    `((?<![\\p{L}])(?:${modals})(?![\\p{L}])[^,.;]*?\\s\\p{Ll}+(?:en|ern|eln))\\s+(?:können|müssen)(?=\\s*[.,;]|\\s*$)`,
    "gu",
  );
  out = out.replace(koennen, "$1");
  return out === text ? undefined : out;
};

/** "Berichte zu exportieren" -> "Berichte exportieren", "Regeln festzulegen" -> "Regeln festlegen", "… speichern zu können" -> "… speichern". */
function germanZuInfinitive(clause: string): string | undefined {
  const w = words(clause);
  if (w.length < 2) return undefined;
  if (w[w.length - 1] === "können" && w[w.length - 2] === "zu") return w.length > 3 ? w.slice(0, -2).join(" ") : undefined;
  if (w[w.length - 2] === "zu" && /^\p{Ll}+$/u.test(w[w.length - 1])) return [...w.slice(0, -2), w[w.length - 1]].join(" ");
  const last = w[w.length - 1];
  for (const prefix of SEPARABLE_PREFIXES) {
    if (last.startsWith(prefix + "zu") && last.length > prefix.length + 5 && /en$/.test(last)) {
      return [...w.slice(0, -1), prefix + last.slice(prefix.length + 2)].join(" ");
    }
  }
  return undefined;
}

// ------------------------------------------------------------------ actor

function systemWord(env: RewriteEnv): string | undefined {
  const word = env.config.systemword?.find((w) => w.trim().length > 0)?.trim();
  return word;
}

/**
 * True when the clause before a modal (en) or the sentence's first noun phrase (de) names a
 * configured system ("The booking system shall …", "Das Buchungssystem muss …").
 */
function hasSystemSubject(text: string, env: RewriteEnv): boolean {
  if (env.language === "en") {
    const clause = text.slice(text.lastIndexOf(",") + 1);
    return words(clause).some((w) => isSystemNoun(w.replace(/[^\p{L}\p{N}-]/gu, ""), env));
  }
  const nouns = text.match(/(?<![\p{L}])\p{Lu}[\p{L}-]*/gu) ?? [];
  // The subject is the first noun, or the first noun after the modal in an inverted clause.
  return nouns.slice(0, 2).some((n) => isSystemNoun(n, env));
}

/** True for a configured system word or a compound ending in one ("Buchungssystem"). */
function isSystemNoun(noun: string, env: RewriteEnv): boolean {
  const lower = noun.toLowerCase();
  return (env.config.systemword ?? []).some((w) => {
    const word = w.trim().toLowerCase();
    return word.length > 0 && (lower === word || lower.endsWith(word) || lower.endsWith(word + "e") || lower.endsWith(word + "en"));
  });
}

function germanGender(noun: string): "m" | "f" | "n" | undefined {
  const lower = noun.toLowerCase();
  for (let i = 0; i < lower.length - 2; i++) {
    const gender = NOUN_GENDER_DE.get(lower.slice(i));
    if (gender) return gender;
  }
  return undefined;
}

/**
 * A bare modal at the start ("Shall log …", "Muss … protokollieren.") or "It shall …" gets the
 * configured system as actor. Not for a passive ("Shall be stored …", "Muss … gespeichert
 * werden."): what is missing there is the object, not the actor. "It" is replaced only
 * in a requirement of one sentence: after another sentence it points back to something.
 */
export const addActor: Rewrite = (text, env) => addActorTo(text, env, true);

function addActorTo(text: string, env: RewriteEnv, pronoun: boolean): string | undefined {
  const word = systemWord(env);
  if (!word) return undefined;
  if (env.language === "en" ? /^\s*\p{L}+\s+(?:\p{L}+\s+)?(?:not\s+)?be\b/iu.test(text) : PASSIVE_END_DE.test(text)) return undefined;
  const modals = modalWords(env.config);
  const m = /^(\s*)([\p{L}]+)(\s+)([\p{L}]+)/u.exec(text);
  if (!m) return undefined;
  const first = m[2].toLowerCase();
  if (env.language === "en") {
    const actor = `The ${word.toLowerCase() === word ? word : word}`;
    if (modals.has(first)) return `${m[1]}${actor} ${first}${text.slice(m[1].length + m[2].length)}`;
    // "It shall log …" (not "It shall be possible to …").
    if (pronoun && first === "it" && modals.has(m[4].toLowerCase())) {
      return `${m[1]}${actor}${text.slice(m[1].length + m[2].length)}`;
    }
    return undefined;
  }
  if (!modals.has(first)) return undefined;
  // "Muss das System …" is an inverted subject, not a missing actor.
  const inverted = /^\s*\p{L}+\s+(?:[Dd]er|[Dd]ie|[Dd]as|[Ee]in|[Ee]ine|[Dd]ieses|[Dd]ieser|[Dd]iese)\s+(?:\p{Ll}+\s+){0,2}(\p{Lu}[\p{L}-]*)/u.exec(
    text,
  );
  if (inverted && isSystemNoun(inverted[1], env)) return undefined;
  const gender = germanGender(word);
  if (!gender) return undefined;
  const modal = MODAL_SINGULAR_DE.get(first) ?? first;
  return `${m[1]}${ARTICLE_DE[gender]} ${upperFirst(word)} ${modal}${text.slice(m[1].length + m[2].length)}`;
}

// ------------------------------------------------------------------ a person's capability

/**
 * "The user shall be able to export the list." / "Users can export the list." -> "The system
 * shall allow the user to export the list."; "Der Benutzer kann die Liste exportieren." ->
 * "Das System muss dem Benutzer ermöglichen, die Liste zu exportieren." A capability of a
 * person is something the system grants; an obligation of a person ("The user must log
 * in", "Der Benutzer muss sich anmelden") is left alone, and so are negations.
 */
export const userCapability: Rewrite = (text, env) => {
  const word = systemWord(env);
  const modal = firstAllowedModal(env);
  if (!word || !modal) return undefined;
  return env.language === "en" ? englishUserCapability(text, word, modal) : germanUserCapability(text, word, modal);
};

let rolesEn: RegExp | undefined;

function englishUserCapability(text: string, system: string, modal: string): string | undefined {
  rolesEn ??= new RegExp(
    `^(\\s*)(?:(the|a|an|each|every|all|any)\\s+)?((?:[\\p{L}-]+\\s+){0,2}?)((?:${HUMAN_ROLES_EN.join("|")})s?)\\s+` +
      `(?:(?:shall|must|should|will|would)\\s+be\\s+able\\s+to|(?:is|are)\\s+able\\s+to|can|could|may|might|` +
      `(?:shall|must|should|will)\\s+have\\s+the\\s+(?:ability|option|possibility)\\s+to)\\s+(\\p{L}[\\p{L}-]*)`,
    "iu",
  );
  const m = rolesEn.exec(text);
  if (!m) return undefined;
  const [all, lead, determiner, modifiers, role, verb] = m;
  if (!/^\p{Ll}/u.test(verb) || /^(not|never|no)$/i.test(verb)) return undefined;
  if (modifiers && words(modifiers).some((w) => MODIFIER_STOPS_EN.has(w.toLowerCase()))) return undefined;
  const person = `${determiner ? determiner.toLowerCase() + " " : ""}${lowerFirst(modifiers)}${role.toLowerCase()}`;
  return `${lead}The ${system} ${modal.toLowerCase()} allow ${person} to ${verb}${text.slice(all.length)}`;
}

/** "exportieren" -> "zu exportieren", "herunterladen" -> "herunterzuladen". */
function germanZuForm(verb: string): string {
  for (const prefix of ZU_PREFIXES_DE) {
    if (verb.startsWith(prefix) && verb.length - prefix.length >= 4 && !verb.startsWith(prefix + "zu") && /(?:en|ern|eln)$/.test(verb)) {
      const rest = verb.slice(prefix.length);
      if (INSEPARABLE_PREFIXES.some((p) => p !== "ge" && rest.startsWith(p)) || /^[aeiouäöü]/.test(rest) || rest.length >= 5)
        return `${prefix}zu${rest}`;
    }
  }
  return `zu ${verb}`;
}

function germanUserCapability(text: string, system: string, modal: string): string | undefined {
  const m = CAPABILITY_SUBJECT_DE.exec(text);
  if (!m) return undefined;
  const [, lead, article, openingAdjective, lowerModifiers, noun, verbModal, restText] = m;
  // "Registrierte Kunden …": an adjective without article opens the sentence.
  const modifiers = openingAdjective ? `${openingAdjective.toLowerCase()} ${lowerModifiers}` : lowerModifiers;
  const lowerNoun = noun.toLowerCase();
  let role: string | undefined;
  for (const r of HUMAN_ROLES_DE) if (lowerNoun.endsWith(r) || lowerNoun.endsWith(r + "en") || lowerNoun.endsWith(r + "n")) role = r;
  if (!role) return undefined;
  const rest = words(restText);
  if (rest.some((w) => NEGATIONS_DE.has(w))) return undefined;
  const permission = PERMISSION_MODALS_DE.has(verbModal);
  if (!permission) {
    if (rest[rest.length - 1] !== "können") return undefined;
    rest.pop();
  } else if (rest[rest.length - 1] === "können") {
    rest.pop();
  }
  const verb = rest.pop();
  if (!verb || !/^\p{Ll}+(?:en|ern|eln)$/u.test(verb) || (rest.length === 0 && verb === "werden")) return undefined;
  const gender = germanGender(system);
  if (!gender) return undefined;
  const singular = article === "Der" || article === "Jeder" || (article === undefined && SINGULAR_MODALS_DE.has(verbModal));
  if (article === undefined && singular) return undefined;
  const dativeArticle = article === "Der" ? "dem" : article === "Jeder" ? "jedem" : article === "Die" ? "den" : article === "Alle" ? "allen" : "";
  const adjectives = words(modifiers).map((a) => (a.endsWith("e") ? a + "n" : a));
  const weak = [...WEAK_MASCULINE_DE].some((r) => lowerNoun.endsWith(r));
  const dativeNoun = noun.endsWith("n") ? noun : singular ? (weak ? noun + (noun.endsWith("e") ? "n" : "en") : noun) : noun + "n";
  const person = [dativeArticle, ...adjectives, dativeNoun].filter(Boolean).join(" ");
  return `${lead}${ARTICLE_DE[gender]} ${upperFirst(system)} ${modal} ${person} ermöglichen, ${[...rest, germanZuForm(verb)].join(" ")}.`;
}

// ------------------------------------------------------------------ instructions

/**
 * A requirement written as an instruction gets the system and the binding modal:
 * "Enable a user to reset the password." -> "The system shall enable a user to reset the password.";
 * "Alle Anmeldungen protokollieren." -> "Das System muss alle Anmeldungen protokollieren."
 */
export const instructionToRequirement: Rewrite = (text, env) => {
  const word = systemWord(env);
  const modal = firstAllowedModal(env);
  if (!word || !modal) return undefined;
  const modals = modalWords(env.config);
  const all = words(text.toLowerCase().replace(/[^\p{L}\p{N}\s'-]/gu, " "));
  if (all.length < 3 || all.some((w) => modals.has(w)) || /[;:]/.test(text.trim().replace(/[.]$/, ""))) return undefined;
  // The main clause up to the first comma; a clause after it ("…, wenn …", "…, if …") stays as written.
  const trimmed = text.trim();
  const comma = trimmed.indexOf(",");
  const main = comma >= 0 ? trimmed.slice(0, comma) : trimmed;
  const tail = comma >= 0 ? trimmed.slice(comma) : "";
  const m = /^(\s*)(\p{L}+)(\s+)(\p{L}+)/u.exec(text);
  if (!m) return undefined;
  if (env.language === "en") {
    const first = m[2].toLowerCase();
    if (!IMPERATIVE_VERBS_EN.has(first) || IMPERATIVE_OBJECT_STOPS_EN.has(m[4].toLowerCase())) return undefined;
    if (words(main.toLowerCase()).some((w) => FINITE_BE_HAVE_EN.has(w))) return undefined;
    return `${m[1]}The ${word} ${modal.toLowerCase()} ${first}${text.slice(m[1].length + m[2].length)}`;
  }
  const gender = germanGender(word);
  if (!gender) return undefined;
  if (tail && !SUBORDINATE_TAIL_DE.test(tail)) return undefined;
  const body = /^(.*?)(?<!\s)\s*(?:\.\s*)?$/su.exec(main)?.[1] ?? "";
  const w = words(body);
  const last = w[w.length - 1];
  if (!last || !/^\p{Ll}+(?:en|ern|eln)$/u.test(last) || AUXILIARY_INFINITIVES_DE.has(last)) return undefined;
  for (const x of w.slice(0, -1)) {
    if (/^\p{Ll}/u.test(x) && /t$/.test(x) && !FINITE_T_ALLOWED_DE.has(x)) return undefined;
    if (FINITE_AUXILIARIES_DE.has(x)) return undefined;
  }
  const head = ARTICLES_DE.has(w[0].toLowerCase()) ? w[0].toLowerCase() : w[0];
  const sentence = `${ARTICLE_DE[gender]} ${upperFirst(word)} ${modal} ${[head, ...w.slice(1)].join(" ")}`;
  return tail ? `${sentence}${tail}` : `${sentence}.`;
};

// ------------------------------------------------------------------ present tense -> modal

function englishBaseFromThirdPerson(verb: string): string | undefined {
  const lower = verb.toLowerCase();
  if (lower === "is") return "be";
  if (lower === "has") return "have";
  if (lower === "does") return "do";
  if (lower.length < 4 || !lower.endsWith("s") || /(ss|us|is)$/.test(lower)) return undefined;
  if (lower.endsWith("ies") && lower.length > 4) return lower.slice(0, -3) + "y";
  if (ES_PLURAL_ENDINGS_EN.some((ending) => lower.endsWith(ending))) return lower.slice(0, -2);
  return lower.slice(0, -1);
}

function germanInfinitiveFromPresent(verb: string): string | undefined {
  const irregular = IRREGULAR_PRESENT_DE.get(verb);
  if (irregular) return irregular;
  if (verb.length < 4 || !verb.endsWith("t")) return undefined;
  if (verb.endsWith("iert")) return verb.slice(0, -1) + "en";
  if (/[^e](er|el)t$/.test(verb)) return verb.slice(0, -1) + "n";
  if (/[dt]et$/.test(verb) || /[^aeiouäöül]met$/.test(verb) || /[^aeiouäöülr]net$/.test(verb)) return verb.slice(0, -2) + "en";
  return verb.slice(0, -1) + "en";
}

/** "The system stores the data." -> "The system shall store the data."; "Das System speichert die Daten." -> "Das System muss die Daten speichern." */
export const presentToModal: Rewrite = (text, env) => {
  const modals = modalWords(env.config);
  const tokens = text.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  if (tokens.some((t) => modals.has(t))) return undefined;
  if (/[,;:]/.test(text.trim().replace(/[.]$/, "")) || /[.!?]\s+\S/.test(text.trim())) return undefined;
  const modal = firstAllowedModal(env);
  if (!modal) return undefined;
  if (env.language === "en") {
    // "The [booking] system stores …": a determiner, up to three modifiers, a system word, the verb.
    const parts = [...text.matchAll(/\S+/g)];
    if (parts.length < 3 || !SUBJECT_DETERMINERS_EN.has(parts[0][0].toLowerCase())) return undefined;
    const sys = (env.config.systemword ?? []).map((w) => w.trim().toLowerCase()).filter(Boolean);
    for (let k = 1; k <= 4 && k + 1 < parts.length; k++) {
      const head = parts[k][0].toLowerCase();
      if (!/^[\p{L}\p{N}-]+$/u.test(head)) return undefined;
      if (!sys.some((w) => head === w || head.endsWith(w))) continue;
      const verb = parts[k + 1];
      if (!/^\p{Ll}+$/u.test(verb[0])) return undefined;
      const base = englishBaseFromThirdPerson(verb[0]);
      if (!base) return undefined;
      const at = verb.index ?? 0;
      return `${text.slice(0, at)}${modal.toLowerCase()} ${base}${text.slice(at + verb[0].length)}`;
    }
    return undefined;
  }
  const m = SUBJECT_VERB_DE.exec(text);
  if (!m) return undefined;
  let infinitive = germanInfinitiveFromPresent(m[3]);
  if (!infinitive) return undefined;
  let rest = m[4];
  const restWords = words(rest);
  const last = restWords[restWords.length - 1]?.toLowerCase();
  if (last && SEPARABLE_PARTICLES_DE.has(last)) {
    infinitive = last + infinitive;
    rest = restWords.slice(0, -1).join(" ");
  } else if (last && isPartizipII(last)) {
    return undefined;
  }
  return `${m[1]}${m[2]} ${modal} ${rest ? rest + " " : ""}${infinitive}.`;
};

// ------------------------------------------------------------------ passive -> active

function englishBaseFromParticiple(participle: string): string | undefined {
  const lower = participle.toLowerCase();
  const irregular = IRREGULAR_BASE_EN.get(lower);
  if (irregular) return irregular;
  if (IRREGULAR_PARTICIPLES.has(lower)) return undefined;
  if (!lower.endsWith("ed") || lower.length < 5) return undefined;
  if (lower.endsWith("ied") && lower.length > 5) return lower.slice(0, -3) + "y";
  const stem = lower.slice(0, -2);
  if (knownEn(stem + "e") && !knownEn(stem)) return stem + "e";
  if (knownEn(stem)) return stem;
  const doubled = stem.length > 3 && stem[stem.length - 1] === stem[stem.length - 2] && !/[aeiouslfz]/.test(stem[stem.length - 1]);
  if (doubled) return stem.slice(0, -1);
  if (lower.endsWith("eed")) return stem;
  if (E_DROP_ENDINGS_EN.some((e) => stem.endsWith(e))) return stem + "e";
  return stem;
}

/** The English sentence in the passive with an explicit doer ("by …"): "X shall be stored by Y …" -> "Y shall store X …". */
function englishPassiveToActive(text: string, env: RewriteEnv): string | undefined {
  const modal = `(${MODALS_EN.join("|")})`;
  const re = new RegExp(`^(.*?)\\b${modal}(\\s+not)?\\s+be\\s+((?:\\p{L}+ly\\s+){0,2})([\\p{L}-]+)\\b`, "iu");
  let m = re.exec(text);
  if (!m) {
    // "The reports are generated by the system." (no modal at all): the binding modal is added.
    const present = /^(.*?)\b(is|are)(\s+not)?\s+((?:\p{L}+ly\s+){0,2})([\p{L}-]+)\b/iu.exec(text);
    const allowed = firstAllowedModal(env);
    const modals = modalWords(env.config);
    if (!present || !allowed || (text.toLowerCase().match(/\p{L}+/gu) ?? []).some((x) => modals.has(x))) return undefined;
    m = present;
    m[2] = allowed;
  }
  const [all, before, modalWord, not = "", adverbs, participle] = m;
  const base = englishBaseFromParticiple(participle);
  if (!base) return undefined;
  // The subject: after the last comma before the modal.
  const comma = before.lastIndexOf(",");
  const prefix = comma >= 0 ? before.slice(0, comma + 1) + " " : "";
  const subject = (comma >= 0 ? before.slice(comma + 1) : before).trim();
  const subjectWords = words(subject);
  if (subjectWords.length === 0 || subjectWords.length > 8 || /[;:()]/.test(subject)) return undefined;
  const lead = before.match(/^\s*/)?.[0] ?? "";
  // The doer: "by" + a noun phrase, up to a preposition, comma or the end.
  let rest = text.slice(all.length);
  const by = /^(.*?)(?<!\s)\s+by\s+/is.exec(rest);
  if (!by || /[,;]/.test(by[1])) return undefined;
  const middle = by[1];
  // "… to one programme offered by the department": the doer of a participle inside the middle, not of the passive.
  const lastMiddle = words(middle).pop()?.toLowerCase();
  if (lastMiddle !== undefined && (/ed$/.test(lastMiddle) || IRREGULAR_PARTICIPLES.has(lastMiddle) || IRREGULAR_BASE_EN.has(lastMiddle)))
    return undefined;
  if (SUBORDINATE_EN.test(middle)) return undefined;
  const afterBy = rest.slice(by[0].length);
  const doerWords: string[] = [];
  const tokens = afterBy.split(/(\s+)/);
  let consumed = 0;
  for (let i = 0; i < tokens.length; i += 2) {
    const w = tokens[i];
    const clean = w.replace(/(?<![.,;:!?])[.,;:!?]+$/, "");
    if (clean.length === 0 || BY_PHRASE_STOPS_EN.has(clean.toLowerCase())) break;
    doerWords.push(clean);
    consumed += w.length + (tokens[i + 1]?.length ?? 0);
    if (clean !== w) {
      consumed -= w.length - clean.length + (tokens[i + 1]?.length ?? 0);
      break;
    }
  }
  if (doerWords.length === 0 || doerWords.length > 6) return undefined;
  if (doerWords[doerWords.length - 1].toLowerCase() === subjectWords[subjectWords.length - 1].toLowerCase()) return undefined;
  const firstDoer = doerWords[0];
  if (!DETERMINERS_EN.has(firstDoer.toLowerCase()) && !/^\p{Lu}/u.test(firstDoer)) return undefined;
  rest = afterBy.slice(consumed).replace(/^\s+/, "");
  let doer = doerWords.join(" ");
  doer = prefix ? (DETERMINERS_EN.has(firstDoer.toLowerCase()) ? lowerFirst(doer) : doer) : upperFirst(doer);
  const pronoun = subjectWords.length === 1 ? OBJECT_PRONOUNS_EN.get(subject.toLowerCase()) : undefined;
  const object = pronoun ?? (DETERMINERS_EN.has(subjectWords[0].toLowerCase()) && !isNameLike(subjectWords[0]) ? lowerFirst(subject) : subject);
  const verbPhrase = `${modalWord.toLowerCase()}${not.toLowerCase()} ${adverbs}${base}`;
  const tail = rest.length > 0 && !/^[.;:!?]/.test(rest) ? " " + rest : rest;
  return `${lead}${prefix}${doer} ${verbPhrase} ${object}${middle}${tail}`;
}

const GERMAN_BY_PHRASE = /^(?:vom|von\s+dem|von\s+der|durch\s+den|durch\s+das|durch\s+die)$/i;

function germanInfinitiveFromParticiple(participle: string): string | undefined {
  let word = participle.toLowerCase();
  let prefix = "";
  for (const p of [...SEPARABLE_PREFIXES].sort((a, b) => b.length - a.length)) {
    if (word.startsWith(p + "ge") && word.length - p.length > 6) {
      prefix = p;
      word = word.slice(p.length);
      break;
    }
  }
  let core: string;
  let kept = "";
  if (word.startsWith("ge") && word.length > 5) {
    core = word.slice(2);
  } else {
    const inseparable = INSEPARABLE_PREFIXES.find((p) => p !== "ge" && word.startsWith(p) && word.length - p.length >= 4);
    if (!inseparable && !word.endsWith("iert")) return undefined;
    kept = inseparable ?? "";
    core = word.slice(kept.length);
  }
  const irregular = IRREGULAR_INFINITIVE_DE.get(core);
  let infinitive: string;
  if (irregular) infinitive = irregular;
  else if (core.endsWith("iert")) infinitive = core.slice(0, -1) + "en";
  else if (/(er|el)t$/.test(core)) infinitive = core.slice(0, -1) + "n";
  else if (/[dt]et$/.test(core) || /[^aeiouäöülr][mn]et$/.test(core)) infinitive = core.slice(0, -2) + "en";
  else if (core.endsWith("t")) infinitive = core.slice(0, -1) + "en";
  else if (core.endsWith("en")) infinitive = core;
  else return undefined;
  return prefix + kept + infinitive;
}

/** The German doer phrase in the nominative: "vom zentralen System" -> "das zentrale System". */
function germanDoerNominative(words: string[]): { phrase: string } | undefined {
  const preposition = words[0].toLowerCase();
  let i = 1;
  let article: string | undefined;
  if (preposition === "von" || preposition === "durch") {
    article = words[1]?.toLowerCase();
    i = 2;
  }
  const adjectives: string[] = [];
  while (i < words.length && /^\p{Ll}/u.test(words[i])) adjectives.push(words[i++]);
  const noun = words[i];
  if (!noun || !/^\p{Lu}/u.test(noun) || i !== words.length - 1) return undefined;
  let gender: "m" | "f" | "n" | undefined;
  if (preposition === "vom" || (preposition === "von" && article === "dem")) {
    gender = germanGender(noun);
    if (gender === "f" || gender === undefined) return undefined;
  } else if (preposition === "von" && article === "der") gender = "f";
  else if (article === "den") gender = "m";
  else if (article === "das") gender = "n";
  else if (article === "die") gender = germanGender(noun) === "f" ? "f" : undefined;
  if (!gender) return undefined;
  const nominativeAdjectives = adjectives.map((a) => {
    if (preposition === "durch" && gender !== "m") return a;
    return a.endsWith("en") ? a.slice(0, -1) : a;
  });
  return { phrase: [ARTICLE_DE[gender], ...nominativeAdjectives, noun].join(" ") };
}

/** The German subject as accusative object: "Der tägliche Bericht" -> "den täglichen Bericht". */
function germanObject(subject: string[]): string | undefined {
  const first = subject[0];
  const lower = first.toLowerCase();
  if (/^(ein|kein)$/i.test(first)) return undefined;
  const masculine = MASCULINE_DETERMINERS_DE.has(lower);
  const out = subject.map((w, k) => {
    if (k === 0) {
      if (masculine) return lower.replace(/r$/, "n");
      return isNameLike(w) || !OTHER_DETERMINERS_DE.has(lower) ? w : lower;
    }
    if (masculine && /^\p{Ll}/u.test(w) && w.endsWith("e")) return w + "n";
    return w;
  });
  if (!masculine && !OTHER_DETERMINERS_DE.has(lower) && /^\p{Lu}/u.test(first)) {
    // A subject without article ("Protokolldaten"): keep its spelling.
    if (subject.length !== 1) return undefined;
  }
  return out.join(" ");
}

/** Where a German noun phrase starting at `from` ends (article, adjectives, noun), or -1. */
function germanNounPhraseEnd(w: readonly string[], from: number): number {
  let k = from;
  if (!SUBJECT_DETERMINERS_DE.has((w[k] ?? "").toLowerCase())) return -1;
  k++;
  while (k < w.length && /^\p{Ll}/u.test(w[k]) && k - from <= 3) k++;
  return k < w.length && /^\p{Lu}/u.test(w[k]) ? k + 1 : -1;
}

/**
 * German passive with a doer to active voice:
 *   "Die Daten müssen vom System gespeichert werden." -> "Das System muss die Daten speichern."
 *   "Wenn …, müssen die Nachrichten vom Gateway zwischengespeichert werden." -> "Wenn …, muss das Gateway die Nachrichten zwischenspeichern."
 *   "Die Berichte werden vom System erstellt." (no modal) -> "Das System muss die Berichte erstellen."
 */
function germanPassiveToActive(text: string, env: RewriteEnv): string | undefined {
  const trimmed = text.trim();
  const m = /^(.*?)(?<!\s)\s*([.!]?)$/s.exec(trimmed);
  if (!m) return undefined;
  let body = m[1];
  // An opening subordinate clause ("Wenn …, müssen …"): kept as it is, the main clause is inverted.
  let prefix = "";
  const commas = body.replace(/(\d)[,:](\d)/g, "$1$2");
  if (/[;:()]/.test(commas)) return undefined;
  const comma = commas.indexOf(",");
  if (comma >= 0) {
    if (commas.indexOf(",", comma + 1) >= 0) return undefined;
    const at = body.indexOf(",", 0);
    prefix = body.slice(0, at + 1);
    body = body.slice(at + 1).trim();
  }
  const w = words(body);
  if (w.length < 4) return undefined;
  let modal: string | undefined;
  let subject: string[];
  let middle: string[];
  let participle: string;
  if (w[w.length - 1] === "werden") {
    // "… gespeichert werden" after a modal verb.
    participle = w[w.length - 2];
    let modalIndex = prefix ? 0 : w.findIndex((x, k) => k > 0 && MODAL_SINGULAR_DE.has(x.toLowerCase()));
    if (modalIndex < 0 || modalIndex > 5) return undefined;
    modal = MODAL_SINGULAR_DE.get(w[modalIndex].toLowerCase());
    // "Nach dem Start muss der Zähler …": an opening adverbial, the subject follows the modal.
    if (!prefix && GERMAN_OPENING_PREPOSITIONS.has(w[0].toLowerCase())) {
      prefix = w.slice(0, modalIndex).join(" ");
      w.splice(0, modalIndex);
      modalIndex = 0;
    }
    if (prefix) {
      const end = germanNounPhraseEnd(w, 1);
      if (end < 0) return undefined;
      subject = w.slice(1, end);
      middle = w.slice(end, w.length - 2);
    } else {
      if (modalIndex < 1) return undefined;
      subject = w.slice(0, modalIndex);
      middle = w.slice(modalIndex + 1, w.length - 2);
    }
  } else {
    // "Die Berichte werden vom System erstellt.": no modal at all; the binding modal is added.
    if (prefix || [...modalWords(env.config)].some((v) => w.some((x) => x.toLowerCase() === v && !WERDEN_AUX.has(v)))) return undefined;
    participle = w[w.length - 1];
    const auxIndex = w.findIndex((x, k) => k > 0 && (x === "wird" || x === "werden"));
    if (auxIndex < 1 || auxIndex > 5) return undefined;
    modal = firstAllowedModal(env, false);
    subject = w.slice(0, auxIndex);
    middle = w.slice(auxIndex + 1, w.length - 1);
  }
  if (!modal || !/^\p{Ll}/u.test(participle) || !isPartizipII(participle)) return undefined;
  // The doer phrase inside the middle part.
  let doerStart = -1;
  for (let k = 0; k < middle.length; k++) {
    const one = middle[k].toLowerCase();
    const two = `${one} ${middle[k + 1]?.toLowerCase() ?? ""}`;
    if (GERMAN_BY_PHRASE.test(one) || GERMAN_BY_PHRASE.test(two)) {
      doerStart = k;
      break;
    }
  }
  if (doerStart < 0) return undefined;
  let doerEnd = doerStart + (middle[doerStart].toLowerCase() === "vom" ? 1 : 2);
  while (doerEnd < middle.length && /^\p{Ll}/u.test(middle[doerEnd]) && !DOER_STOPS_DE.has(middle[doerEnd])) doerEnd++;
  if (doerEnd >= middle.length || !/^\p{Lu}/u.test(middle[doerEnd])) return undefined;
  doerEnd++;
  const doer = germanDoerNominative(middle.slice(doerStart, doerEnd));
  if (!doer) return undefined;
  if (middle[doerEnd - 1] === subject[subject.length - 1]) return undefined;
  const object = germanObject(prefix ? [upperFirst(subject[0]), ...subject.slice(1)] : subject);
  if (!object) return undefined;
  const infinitive = germanInfinitiveFromParticiple(participle);
  if (!infinitive) return undefined;
  const rest = [...middle.slice(0, doerStart), ...middle.slice(doerEnd)];
  if (prefix) return `${prefix} ${[modal, lowerFirst(doer.phrase), object, ...rest, infinitive].join(" ")}.`;
  return [doer.phrase, modal, object, ...rest, infinitive].join(" ") + ".";
}

/** Passive with an explicit doer ("by …") to active voice ("by the archive system", "vom System"). */
export const passiveToActive: Rewrite = (text, env) => {
  const out = env.language === "en" ? englishPassiveToActive(text, env) : germanPassiveToActive(text, env);
  return out === text ? undefined : out;
};

// ------------------------------------------------------------------ conditions

/** "If the link fails, the gateway shall …" -> "If the link fails, then the gateway shall …" (when the configuration wants "then"). */
export const addThen: Rewrite = (text, env) => {
  const re = env.language === "en" ? /^(\s*(?:if)\b[^,;]+,)\s+(?!then\b)(?=\p{L})/iu : ADD_THEN_DE;
  const m = re.exec(text);
  if (!m) return undefined;
  return `${m[1]} ${env.language === "en" ? "then" : "dann"} ${text.slice(m[0].length)}`;
};

/** "If A and B, then …" -> "If A AND B, then …" (when the configuration wants logical operators in upper case). */
export const upperCaseOperators: Rewrite = (text, env) => {
  const re = env.language === "en" ? LEADING_CONDITION_EN : LEADING_CONDITION_DE;
  const m = re.exec(text);
  if (!m) return undefined;
  const clause = m[2].replace(env.language === "en" ? /(?<![\p{L}])(and|or)(?![\p{L}])/gu : /(?<![\p{L}])(und|oder)(?![\p{L}])/gu, (w) =>
    w.toUpperCase(),
  );
  return clause === m[2] ? undefined : m[1] + clause + text.slice(m[0].length);
};

/** Applies a rewrite of one sentence to each sentence of the text (the blanks between them kept). */
export function perSentence(rewrite: Rewrite): Rewrite {
  return (text, env) => {
    const { sentences } = tokenize(text, env.language);
    if (sentences.length <= 1) return rewrite(text, env);
    let out = "";
    let last = 0;
    let changed = false;
    for (const s of sentences) {
      out += text.slice(last, s.start);
      const sentence = text.slice(s.start, s.end);
      const next = rewrite(sentence, env);
      if (next !== undefined && next !== sentence) changed = true;
      out += next ?? sentence;
      last = s.end;
    }
    out += text.slice(last);
    return changed ? out : undefined;
  };
}

/**
 * The rewrites in the order the pipeline chains them. `onlyFor`: offered only when the
 * original has a finding of that type (the fix is a matter of configuration, such as "then").
 * `beforeFindings`: runs before the findings' replacements, because it reads the modal
 * verb as written ("Users can …" is a capability; after "can" -> "shall" it would be an obligation).
 */
export const REWRITES: readonly { key: string; rewrite: Rewrite; onlyFor?: string; beforeFindings?: boolean }[] = [
  { key: "ability", rewrite: dropAbility },
  { key: "loopholes", rewrite: perSentence(dropLoopholes) },
  { key: "examples", rewrite: perSentence(removeExamples) },
  { key: "presentTense", rewrite: perSentence(presentToModal) },
  { key: "instruction", rewrite: perSentence(instructionToRequirement) },
  { key: "capability", rewrite: perSentence(userCapability), beforeFindings: true },
  {
    key: "actor",
    rewrite: (text, env) =>
      tokenize(text, env.language).sentences.length > 1 ? perSentence((t, e) => addActorTo(t, e, false))(text, env) : addActor(text, env),
  },
  { key: "passive", rewrite: perSentence(passiveToActive) },
  { key: "then", rewrite: perSentence(addThen), onlyFor: "CONDITION" },
  { key: "operators", rewrite: perSentence(upperCaseOperators), onlyFor: "CONDITION" },
];
