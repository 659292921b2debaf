/**
 * The word tables of the normalised meaning, per language: which stems stand for one
 * concept (synonym groups joined transitively), irregular verb forms with their lemma, and
 * number words with their value. Built once from the data files of engine/lexicon/.
 */
import { NUMBER_WORDS } from "../../lexicon/compare-quantities.js";
import { SYNONYM_GROUPS_DE } from "../../lexicon/de/compare-antonyms.js";
import { WERDEN_FORMS } from "../../lexicon/de/passive.js";
import { MEANS_PREPOSITIONS_DE, SYNONYM_GROUPS_OWN_DE } from "../../lexicon/de/synonyms.js";
import { SYNONYM_GROUPS_EN } from "../../lexicon/en/compare-antonyms.js";
import { BEFORE_ACTION_EN, IRREGULAR_LEMMAS_EN, LY_VERBS_EN, MEANS_PREPOSITIONS_EN, SYNONYM_GROUPS_OWN_EN } from "../../lexicon/en/synonyms.js";
import { WORDNET_NOUN_GROUPS_EN, WORDNET_VERB_GROUPS_EN } from "../../lexicon/en/wordnet-synonyms.js";
import type { Language } from "../../types.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { fold, stem } from "../text.js";

export interface MeaningLexicon {
  /** Stem -> the concept it stands for (the smallest stem of its group); stems of no group are absent. */
  concept: ReadonlyMap<string, string>;
  /** Folded irregular verb form -> lemma ("shown" -> "show"). */
  lemmas: Readonly<Record<string, string>>;
  /** Folded number word -> value ("five" -> 5, "funf" -> 5). */
  numbers: Readonly<Record<string, number>>;
  /** Folded auxiliaries of the passive voice ("werden", "wird"); English reads its passives from the clause reading. */
  passiveAux: ReadonlySet<string>;
  /** Stems of the words that name the system itself ("system", "application"): no actor. */
  generic: ReadonlySet<string>;
  /** Prepositions of means, read as no term ("via", "per"). */
  means: ReadonlySet<string>;
  /** Words between the modal verb and the action ("be able to"); empty where the verb comes last (German). */
  beforeAction: ReadonlySet<string>;
  /** Verbs ending in -ly ("supply"), which are no adverbs. */
  lyVerbs: ReadonlySet<string>;
}

function concepts(language: Language, groups: ReadonlyArray<ReadonlyArray<readonly string[]>>): Map<string, string> {
  const parent = new Map<string, string>();
  const find = (s: string): string => {
    const p = parent.get(s);
    if (p === undefined || p === s) return s;
    const root = find(p);
    parent.set(s, root);
    return root;
  };
  for (const list of groups)
    for (const group of list) {
      const stems = group.map((w) => stem(fold(w), language));
      for (const s of stems.slice(1)) {
        const a = find(stems[0]);
        const b = find(s);
        if (a !== b) parent.set(a < b ? b : a, a < b ? a : b);
      }
    }
  const out = new Map<string, string>();
  for (const s of parent.keys()) out.set(s, find(s));
  for (const s of [...out.values()]) out.set(s, find(s));
  return out;
}

const genericStems = (language: Language) => new Set([...COMPARE_LEXICON[language].genericSubjects].map((w) => stem(fold(w), language)));

const built: Partial<Record<Language, MeaningLexicon>> = {};

/** The tables of one language, built on first use. */
export function meaningLexicon(language: Language): MeaningLexicon {
  return (built[language] ??=
    language === "de"
      ? {
          concept: concepts("de", [SYNONYM_GROUPS_DE, SYNONYM_GROUPS_OWN_DE]),
          lemmas: {},
          numbers: NUMBER_WORDS,
          passiveAux: new Set([...WERDEN_FORMS].map(fold)),
          generic: genericStems("de"),
          means: MEANS_PREPOSITIONS_DE,
          beforeAction: new Set(),
          lyVerbs: new Set(),
        }
      : {
          concept: concepts("en", [SYNONYM_GROUPS_EN, SYNONYM_GROUPS_OWN_EN, WORDNET_VERB_GROUPS_EN, WORDNET_NOUN_GROUPS_EN]),
          lemmas: IRREGULAR_LEMMAS_EN,
          numbers: NUMBER_WORDS,
          passiveAux: new Set(),
          generic: genericStems("en"),
          means: MEANS_PREPOSITIONS_EN,
          beforeAction: BEFORE_ACTION_EN,
          lyVerbs: LY_VERBS_EN,
        });
}
