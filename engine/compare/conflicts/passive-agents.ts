/**
 * The actors of a passive, named after "by" (English) or "von" / "vom" / "durch" (German), each on its own:
 *
 *   "Loan records shall be sent to the catalogue by the desk or the kiosk."
 *   "Die Ausleihdaten müssen von der Theke oder vom Automaten an den Katalog gesendet werden."
 *
 * The clause reading takes the first actor for the subject and cuts the list at its joiner ("the desk
 * or"), and in German it splits the sentence there. This reads the sentence's words instead: the thing
 * acted on is the subject before the modal verb, the action is the participle ("sent", "gesendet"),
 * and the actors are the words after the preposition up to another preposition or a mark, joined by
 * "or", "and", "oder", "und" (LIST_JOINERS). agents.ts compares them with an actor named as the only
 * one ("shall restrict the sending of loan records exclusively to the desk"): the kiosk is another.
 */
import type { ClauseReading } from "../../reading/clauses.js";
import type { Lexeme } from "../features.js";
import type { Language } from "../../types.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { stem } from "../text.js";
import { actionKey, conceptOfWord } from "./frame.js";
import {
  DEFINITE_ARTICLES,
  INDEFINITE_ARTICLES,
  LIST_JOINERS,
  PASSIVE_AGENT_WORDS,
  PASSIVE_AUXILIARIES,
  PASSIVE_AUXILIARIES_DE,
} from "../../lexicon/compare-conflicts.js";
import { IRREGULAR_LEMMAS_EN } from "../../lexicon/en/synonyms.js";
import { GENERIC_OBJECTS_EN, PREPS_EN } from "../../lexicon/en/compare-clauses.js";
import { GENERIC_OBJECTS_DE, PREPS_DE } from "../../lexicon/de/compare-clauses.js";

/** Most words of the actors after the preposition ("the central booking desk or the kiosk"). */
const AGENT_MAX_WORDS = 8;
/** Words between the passive auxiliary and the participle in English ("shall be automatically sent"). */
const PARTICIPLE_REACH = 2;
/** The German participle's prefix and endings ("ge-send-et", "ge-prüf-t"). */
const PARTICIPLE_PREFIX_DE = "ge";
const PARTICIPLE_ENDINGS_DE = ["et", "t"];
const INFINITIVE_ENDING_DE = "en";
/** The ending of a regular English participle. */
const REGULAR_ENDING_EN = "ed";

const ARTICLES = new Set([...DEFINITE_ARTICLES, ...INDEFINITE_ARTICLES]);
const GENERIC = new Set([...GENERIC_OBJECTS_EN, ...GENERIC_OBJECTS_DE]);
const PREPS = { en: PREPS_EN, de: PREPS_DE };

export interface PassiveAgents {
  /** The action's meaning stem, as the clauses name actions. */
  action: string;
  /** The action as an infinitive where it is known ("send", "senden"), else the participle as written ("approved"). */
  actionText: string;
  /** The stems of what is acted on (the subject). */
  objects: Set<string>;
  /** The actors as written ("the desk or the kiosk"). */
  actorText: string;
  /** The stems of every actor's words. */
  actors: Set<string>;
}

/** The infinitive of a German participle ("gesendet" -> "senden"); null when it is none. */
function infinitiveDe(w: string): string | null {
  if (!w.startsWith(PARTICIPLE_PREFIX_DE)) return null;
  const ending = PARTICIPLE_ENDINGS_DE.find((e) => w.endsWith(e));
  return ending === undefined ? null : w.slice(PARTICIPLE_PREFIX_DE.length, w.length - ending.length) + INFINITIVE_ENDING_DE;
}

/** The participle: after "be" in English, before "werden" at the end in German. */
function participle(words: readonly Lexeme[], modal: number, language: Language): { at: number; lemma: string } | null {
  if (language === "en") {
    if (!PASSIVE_AUXILIARIES.has(words[modal + 1]?.w ?? "")) return null;
    for (let k = modal + 2; k < Math.min(words.length, modal + 2 + PARTICIPLE_REACH); k++) {
      const w = words[k].w;
      // A regular participle stands as written ("approved"): its stem is the infinitive's.
      const lemma = IRREGULAR_LEMMAS_EN[w] ?? (w.endsWith(REGULAR_ENDING_EN) ? words[k].text : null);
      if (lemma !== null) return { at: k, lemma };
    }
    return null;
  }
  const last = words.length - 1;
  if (last < 1 || !PASSIVE_AUXILIARIES_DE.has(words[last].w)) return null;
  const lemma = infinitiveDe(words[last - 1].w);
  return lemma === null ? null : { at: last - 1, lemma };
}

/** The actors of a passive requirement of one sentence, or null. */
export function passiveAgents(reading: ClauseReading): PassiveAgents | null {
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  const lex = reading.lexemes;
  if (lex.length === 0 || lex[lex.length - 1].sentence !== lex[0].sentence) return null;
  if (reading.clauses.some((c) => c.negative) || lex.some((x) => L.negations.has(x.w))) return null;
  const words = lex.filter((x) => x.isWord);
  const modal = words.findIndex((x) => L.modals.has(x.w));
  if (modal < 1) return null;
  const verb = participle(words, modal, language);
  if (verb === null) return null;
  const by = PASSIVE_AGENT_WORDS[language];
  // English: "by" after the participle; German: "von" between the modal verb and the participle.
  const from = lex.indexOf(words[language === "en" ? verb.at : modal]) + 1;
  const to = language === "en" ? lex.length : lex.indexOf(words[verb.at]);
  const start = lex.findIndex((x, i) => i >= from && i < to && by.has(x.w));
  if (start < 0) return null;
  const actorWords: Lexeme[] = [];
  for (let i = start + 1; i < to && actorWords.length < AGENT_MAX_WORDS; i++) {
    const x = lex[i];
    // A mark ends the actors, a comma or slash between two of them does not.
    if (!x.isWord) {
      if (LIST_JOINERS.has(x.w)) continue;
      break;
    }
    if (LIST_JOINERS.has(x.w) || by.has(x.w)) continue;
    if (PREPS[language].has(x.w)) break;
    if (ARTICLES.has(x.w)) continue;
    if (L.stopwords.has(x.w)) break;
    actorWords.push(x);
  }
  // "saved by the system": the system is no actor beside the people a requirement names.
  if (actorWords.length === 0 || actorWords.some((x) => L.genericSubjects.has(x.w))) return null;
  const objects = new Set(
    words
      .slice(0, modal)
      .filter((x) => x.content && !ARTICLES.has(x.w) && !GENERIC.has(x.stem))
      .map((x) => x.stem),
  );
  if (objects.size === 0) return null;
  const text = lex.slice(start + 1, lex.indexOf(actorWords[actorWords.length - 1]) + 1);
  return {
    action: actionKey(conceptOfWord(verb.lemma, language))!,
    actionText: verb.lemma,
    objects,
    actorText: text.map((x) => x.text).join(" "),
    actors: new Set(actorWords.map((x) => stem(x.w, language))),
  };
}
