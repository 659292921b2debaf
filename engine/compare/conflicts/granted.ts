/**
 * A thing granted as a noun phrase against its prohibition, read from the words after the verb that
 * grants or prohibits, whatever action the clause reading finds in them:
 *
 *   "The kiosk shall support contactless payments at the counter." / "The kiosk shall prevent contactless payments at the counter."
 *   "The ward system shall allow same-day transfers between wards." / "The ward system shall not allow same-day transfers between wards."
 *   "The reader shall support offline lending for reference books." / "The reader shall prevent offline lending from being used."
 *   "Das Terminal muss kontaktlose Zahlungen am Schalter unterstützen." / "Das Terminal muss kontaktlose Zahlungen am Schalter verhindern."
 *
 * The granting side opens with a verb of permission or support (PERMISSION_STEMS, SUPPORTING_VERBS;
 * English "be able to" before it), the prohibiting side with a verb of prohibition
 * (PROHIBITION_STEMS) or a negated verb of permission or support ("shall not allow", "darf … nicht
 * zulassen"); German puts the verb last. "prevent X from being used" prohibits X itself (USING_PARTICIPLES),
 * "prevent guests from performing a catalogue search" ("verhindern, dass Gäste eine Katalogsuche durchführen") the
 * search, for the users named (LIGHT_GERUNDS);
 * "prevent users from deleting …" names an actor and an action and is read by permission.ts.
 *
 * What is prohibited must be what is granted: two words in common at least, and every word of the
 * prohibition among the granted ones (one word of its own allowed after them when four are shared,
 * "… by default"; one before them names another action, "modify the selected option"): "allow
 * transfers between wards" against "prevent transfers" contradicts, "allow transfers" against "prevent
 * transfers at night" only narrows. Same actor and leading condition; no exception on the prohibition.
 *
 * Bringing a thing into being or use is granting it (USE_NOUNS): "The kiosk shall support gift vouchers" /
 * "The kiosk shall prevent the use of gift vouchers", "… the creation of virtual library cards", "Der Kiosk
 * muss die Nutzung von digitalen Gutscheinen verhindern": the noun of use or creation that opens one phrase
 * is set aside when the other does not name it; "prevent the modification of gift vouchers" stays another action.
 */
import type { Clause } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import { reason } from "../reasons.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { fold, stem } from "../text.js";
import { isSubset, perObject, sameCondition } from "./frame.js";
import { splitWords } from "./permission.js";
import {
  PERMISSION_STEMS,
  PROHIBITION_STEMS,
  SUPPORTING_VERBS,
  ABLE_TO_WORDS,
  LIGHT_GERUNDS,
  PROHIBITED_CLAUSE_DE,
  USING_PARTICIPLES,
  USE_NOUNS,
} from "../../lexicon/compare-conflicts.js";
import { NEGATION_WORDS_EN } from "../../lexicon/en/compare-clauses.js";
import { NEGATION_WORDS_DE } from "../../lexicon/de/compare-clauses.js";

const NEGATIONS = { en: new Set(NEGATION_WORDS_EN), de: new Set(NEGATION_WORDS_DE) };
const SUPPORTING = { en: new Set(SUPPORTING_VERBS.map((w) => stem(w, "en"))), de: new Set(SUPPORTING_VERBS.map((w) => stem(w, "de"))) };
const USING = new Set(USING_PARTICIPLES);
const LIGHT = new Set(LIGHT_GERUNDS);
const USE = { en: new Set(USE_NOUNS.en.map((w) => stem(w, "en"))), de: new Set(USE_NOUNS.de.map((w) => stem(w, "de"))) };
/** The German conjunction of a prohibited clause ("verhindern, dass …"), folded. */
const DASS = PROHIBITED_CLAUSE_DE;

/** Least words the two noun phrases share. */
const MIN_SHARED = 2;
/** Shared words from which the prohibition may name one word of its own ("… by default"). */
const SHARED_FOR_OWN_WORD = 4;

type Side = "grant" | "prohibit";

/** The side a verb stem opens: a grant (permission, support) or a prohibition; null for any other verb. */
function sideOf(verb: string, language: Language): Side | null {
  if (PERMISSION_STEMS.has(verb) || SUPPORTING[language].has(verb)) return "grant";
  if (PROHIBITION_STEMS.has(verb)) return "prohibit";
  return null;
}

/** The side a clause takes and the content words of what it grants or prohibits, or null. */
export const grantedPhrase = perObject(readGrantedPhrase);

function readGrantedPhrase(c: Clause, language: Language): { side: Side; words: string[] } | null {
  if (c.exception || c.needNot) return null;
  const L = COMPARE_LEXICON[language];
  const words = splitWords(c.predicateText, /[^\p{L}\p{N}]+/gu).map(fold);
  if (words.length < 3 || !L.modals.has(words[0])) return null;
  let negated = false;
  let verbAt: number;
  let phrase: string[];
  if (language === "en") {
    let i = 1;
    if (NEGATIONS.en.has(words[i])) {
      negated = true;
      i++;
    }
    if (ABLE_TO_WORDS.every((w, k) => words[i + k] === w)) i += ABLE_TO_WORDS.length;
    verbAt = i;
    phrase = words.slice(i + 1);
    // "prevent X from being used" prohibits X; "prevent users from deleting …" is permission.ts's.
    const from = phrase.indexOf("from");
    if (from >= 0) {
      // "prevent guests from performing a catalogue search" prohibits the search, for those actors.
      const light = LIGHT.has(phrase[from + 1] ?? "");
      if (!light && (phrase[from + 1] !== "being" || !USING.has(phrase[from + 2] ?? ""))) return null;
      phrase = [...phrase.slice(0, from), ...phrase.slice(from + (light ? 2 : 3))];
    }
  } else if (words[2] === DASS && LIGHT.has(words[words.length - 1])) {
    // "muss verhindern, dass Nutzer eine Volltextsuche durchführen": the search, for the users named.
    verbAt = 1;
    phrase = words.slice(3, -1);
  } else {
    verbAt = words.length - 1;
    phrase = words.slice(1, -1).filter((w) => {
      if (!NEGATIONS.de.has(w)) return true;
      negated = true;
      return false;
    });
    // "muss verhindern, dass …", "muss erlauben, …": the verb does not end the clause.
    if (c.predicateText.includes(",")) return null;
  }
  const side = sideOf(stem(words[verbAt] ?? "", language), language);
  if (side === null || (negated && side === "prohibit")) return null;
  const content = phrase.filter((w) => !L.stopwords.has(w) && !NEGATIONS[language].has(w)).map((w) => stem(w, language));
  return { side: negated ? "prohibit" : side, words: content };
}

/**
 * The same actor once the words of the two phrases are set aside: the clause reading may take the
 * first words after "allow" for an actor ("allow a full-text search …", "prevent members from …").
 */
function actorsAgreeBeyond(a: Clause, b: Clause, wa: readonly string[], wb: readonly string[]): boolean {
  const phrase = new Set([...wa, ...wb]);
  const own = (c: Clause) => new Set([...c.subject].filter((w) => !phrase.has(w)));
  const [sa, sb] = [own(a), own(b)];
  return sa.size === 0 || sb.size === 0 || isSubset(sa, sb) || isSubset(sb, sa);
}

/** A phrase without its opening noun of use or creation (USE_NOUNS) when the other phrase does not name it. */
function thingOf(phrase: { side: Side; words: string[] }, other: { words: string[] }, language: Language): { side: Side; words: string[] } {
  const first = phrase.words[0] ?? "";
  return USE[language].has(first) && !other.words.includes(first) ? { side: phrase.side, words: phrase.words.slice(1) } : phrase;
}

/** One clause grants a thing as a noun phrase, the other prohibits it, in either order. */
export function grantedConflict(a: Clause, b: Clause, language: Language): Contradiction | null {
  const ga = grantedPhrase(a, language);
  const gb = grantedPhrase(b, language);
  if (ga === null || gb === null || ga.side === gb.side || !sameCondition(a, b) || !actorsAgreeBeyond(a, b, ga.words, gb.words)) return null;
  const [grantRead, prohibitRead] = ga.side === "grant" ? [ga, gb] : [gb, ga];
  // "support virtual cards" / "prevent the creation of virtual cards": bringing the thing into being or use is granting it.
  const [grant, prohibit] = [thingOf(grantRead, prohibitRead, language), thingOf(prohibitRead, grantRead, language)];
  const granted = new Set(grant.words);
  const prohibited = new Set(prohibit.words);
  const shared = [...prohibited].filter((w) => granted.has(w)).length;
  const own = [...prohibited].filter((w) => !granted.has(w));
  if (shared < MIN_SHARED || own.length > (shared >= SHARED_FOR_OWN_WORD ? 1 : 0)) return null;
  // The word of its own closes the prohibition ("… by default"); before the shared words it names another action ("modify the selected option").
  if (own.length > 0 && prohibit.words.indexOf(own[0]) < prohibit.words.findLastIndex((w) => granted.has(w))) return null;
  const [positive, negative] = ga.side === "grant" ? [a, b] : [b, a];
  return { kind: "permission", reason: reason(language, "permission", { a: positive.predicateText, b: negative.predicateText }) };
}
