/**
 * The per-language word lists of the comparison, with antonyms and synonyms keyed by
 * stem so that inflected forms ("disabled", "deaktiviert") are found.
 */
import { COMPARE_STOPWORDS_EN } from "../lexicon/en/compare-stopwords.js";
import { COMPARE_STOPWORDS_DE } from "../lexicon/de/compare-stopwords.js";
import { ANTONYM_PAIRS_EN, HYPERNYMS_EN, SYNONYM_GROUPS_EN } from "../lexicon/en/compare-antonyms.js";
import { ANTONYM_PAIRS_DE, HYPERNYMS_DE, SYNONYM_GROUPS_DE } from "../lexicon/de/compare-antonyms.js";
import * as PEN from "../lexicon/en/compare-polarity.js";
import { WORDNET_ACTION_NOUNS_EN } from "../lexicon/en/wordnet-synonyms.js";
import { OWN_ACTION_NOUNS_EN } from "../lexicon/en/compare-clauses.js";
import { OWN_ACTION_NOUNS_DE } from "../lexicon/de/compare-clauses.js";
import * as PDE from "../lexicon/de/compare-polarity.js";
import type { Language } from "../types.js";
import { fold, stem } from "./text.js";

export interface CompareLexicon {
  stopwords: ReadonlySet<string>;
  modals: ReadonlySet<string>;
  negations: ReadonlySet<string>;
  prohibitionVerbs: ReadonlySet<string>;
  prohibitionParticiples: ReadonlySet<string>;
  enablers: ReadonlySet<string>;
  fillers: ReadonlySet<string>;
  lightVerbs: ReadonlySet<string>;
  weakLightVerbs: ReadonlySet<string>;
  exclusive: ReadonlySet<string>;
  genericSubjects: ReadonlySet<string>;
  conditionOpeners: ReadonlySet<string>;
  negatingPrefixes: ReadonlySet<string>;
  contractions: Readonly<Record<string, readonly string[]>>;
  /** Stem -> canonical concept stem (synonyms and both sides of an antonym pair). */
  concept: ReadonlyMap<string, string>;
  /** Stems on the negative side of an antonym pair. */
  negativeSide: ReadonlySet<string>;
  /** Concept -> the more specific concepts it covers. */
  hyponyms: ReadonlyMap<string, ReadonlySet<string>>;
  /** Concept -> every stem that maps onto it (the concept itself included). */
  stemsOfConcept: ReadonlyMap<string, ReadonlySet<string>>;
  /** A noun of action's stem -> its verb's concept ("installation" -> install); English from WordNet. */
  actionOfNoun: ReadonlyMap<string, string>;
}

function build(
  language: Language,
  stopwords: ReadonlySet<string>,
  antonyms: ReadonlyArray<readonly [string, string]>,
  synonyms: ReadonlyArray<readonly string[]>,
  hypernyms: Readonly<Record<string, readonly string[]>>,
  actionNouns: ReadonlyArray<readonly [string, string]>,
  rest: Omit<CompareLexicon, "stopwords" | "concept" | "negativeSide" | "hyponyms" | "stemsOfConcept" | "actionOfNoun">,
): CompareLexicon {
  const concept = new Map<string, string>();
  const negativeSide = new Set<string>();
  const s = (w: string) => stem(fold(w), language);
  for (const group of synonyms) {
    const head = s(group[0]);
    for (const w of group) concept.set(s(w), head);
  }
  const canon = (w: string) => concept.get(s(w)) ?? s(w);
  // A word on several pairs ("hidden": shown/hidden, visible/hidden) joins them into one concept.
  for (const [positive, negative] of antonyms) {
    const head = concept.get(s(positive)) ?? concept.get(s(negative)) ?? s(positive);
    if (!concept.has(s(positive))) concept.set(s(positive), head);
    if (!concept.has(s(negative))) concept.set(s(negative), head);
    negativeSide.add(s(negative));
  }
  const hyponyms = new Map<string, Set<string>>();
  for (const [general, specific] of Object.entries(hypernyms)) hyponyms.set(canon(general), new Set(specific.map(canon)));
  const stemsOfConcept = new Map<string, Set<string>>();
  for (const [stemmed, head] of concept) {
    if (!stemsOfConcept.has(head)) stemsOfConcept.set(head, new Set([head]));
    stemsOfConcept.get(head)!.add(stemmed);
  }
  const actionOfNoun = new Map(actionNouns.map(([noun, verb]) => [s(noun), canon(verb)]));
  return { stopwords, concept, negativeSide, hyponyms, stemsOfConcept, actionOfNoun, ...rest };
}

export const COMPARE_LEXICON: Record<Language, CompareLexicon> = {
  en: build("en", COMPARE_STOPWORDS_EN, ANTONYM_PAIRS_EN, SYNONYM_GROUPS_EN, HYPERNYMS_EN, [...WORDNET_ACTION_NOUNS_EN, ...OWN_ACTION_NOUNS_EN], {
    modals: PEN.MODALS_EN,
    negations: PEN.NEGATIONS_EN,
    prohibitionVerbs: PEN.PROHIBITION_VERBS_EN,
    prohibitionParticiples: PEN.PROHIBITION_PARTICIPLES_EN,
    enablers: PEN.ENABLERS_EN,
    fillers: PEN.FILLERS_EN,
    lightVerbs: PEN.LIGHT_VERBS_EN,
    weakLightVerbs: PEN.WEAK_LIGHT_VERBS_EN,
    exclusive: PEN.EXCLUSIVE_EN,
    genericSubjects: PEN.GENERIC_SUBJECTS_EN,
    conditionOpeners: PEN.CONDITION_OPENERS_EN,
    negatingPrefixes: PEN.NEGATING_PREFIXES_EN,
    contractions: PEN.CONTRACTIONS_EN,
  }),
  de: build("de", COMPARE_STOPWORDS_DE, ANTONYM_PAIRS_DE, SYNONYM_GROUPS_DE, HYPERNYMS_DE, OWN_ACTION_NOUNS_DE, {
    modals: PDE.MODALS_DE,
    negations: PDE.NEGATIONS_DE,
    prohibitionVerbs: PDE.PROHIBITION_VERBS_DE,
    prohibitionParticiples: PDE.PROHIBITION_PARTICIPLES_DE,
    enablers: PDE.ENABLERS_DE,
    fillers: PDE.FILLERS_DE,
    lightVerbs: PDE.LIGHT_VERBS_DE,
    weakLightVerbs: new Set(),
    exclusive: PDE.EXCLUSIVE_DE,
    genericSubjects: PDE.GENERIC_SUBJECTS_DE,
    conditionOpeners: PDE.CONDITION_OPENERS_DE,
    negatingPrefixes: PDE.NEGATING_PREFIXES_DE,
    contractions: {},
  }),
};
