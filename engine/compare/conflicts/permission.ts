/**
 * Permission against prohibition with different verbs: "shall allow guests to download the
 * brochure" / "shall prevent guests from downloading the brochure", "shall enable uploads"
 * / "shall prevent uploads", "muss Gästen erlauben, die Broschüre herunterzuladen" / "muss
 * verhindern, dass Gäste die Broschüre herunterladen", "gestatten" / "untersagen".
 *
 * The verbs that grant or withhold ("allow", "erlauben", "prevent", "untersagen") are set
 * aside, and so are the actors (the one who is allowed may be named as subject or object):
 * what remains, the action and its objects, must be the same, with opposite polarity (a noun of
 * action and its verb count as one word: "select the bicycle to configure" / "selecting a bicycle
 * for configuration"). A prohibition with an exception ("unless approved") is no opposite.
 *
 * A means handed over for an action grants it too (PROVIDED_MEANS): "shall provide a function to
 * read the fare table", "shall provide the capability for a conductor to install fare updates",
 * "muss Schaffnern eine Funktion bereitstellen, um die Tariftabelle zu lesen" against "shall prevent
 * conductors from reading the fare table" / "muss verhindern, dass Schaffner die Tariftabelle lesen";
 * so does a means the clause uses for it (USED_MEANS_VERBS): "conductors may use the handheld to read
 * the fare table", "Schaffner dürfen das Handgerät verwenden, um die Tariftabelle zu lesen".
 * The action after the means is the other's action as written (or of its concept, or a specific action the
 * other's covers, HYPERNYMS: "set the limit" / "prevent … from changing the limit"), and what it acts
 * on holds every word of what the other rules out, or the other way round.
 *
 * `nominalConflict` reads a prohibition of an action named as a noun, with no actor of its own:
 * "The shop shall prohibit the modification of the delivery slot" / "Customers shall be able to
 * modify the delivery slot", "Der Shop muss die Änderung des Lieferfensters unterbinden" / "Der Shop
 * muss Kunden erlauben, das Lieferfenster zu ändern". The noun of action (NOUNS_OF_ACTION, before
 * "of"; in German an "-ung" noun or a nominalised infinitive after a prohibiting verb) is the other's
 * verb, the words it acts on are among the other's objects, whoever acts there: the prohibition
 * names nobody it spares. Under the same leading condition, without an exception. The clause's own verb
 * may rule the action out too, when it is no capability of doing so: "The catalogue shall disable the
 * adding of new titles" (a gerund counts), "shall block the renewal of loans", "Der Kiosk muss die
 * Verlängerung von Ausleihen sperren", "muss das Hinzufügen neuer Titel deaktivieren".
 *
 * A verb coordinated with the action counts as an action of its own ("the ability to read and write
 * the fare table" / "shall prevent conductors from writing to the fare table", "zu lesen und zu
 * schreiben"), also after its own objects when an article follows it ("select a transaction in the list and
 * initiate a dispute on it"): the coordinated verb is the other's verb as written, and the rest of the objects agree.
 * So does the way a granted or demanded action is done, by a further action (BY_DOING): "Members can register
 * by creating a library card", "Mitglieder können sich registrieren, indem sie einen Bibliotheksausweis anlegen"
 * against "shall prevent members from creating a library card"; not the way of a prohibition ("prevent fraud by
 * checking the card number" demands the check).
 */
import type { Clause } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import { reason } from "../reasons.js";
import {
  DEFINITE_ARTICLES,
  INDEFINITE_ARTICLES,
  NOMINAL_INFINITIVE_DE,
  NOUNS_OF_ACTION,
  PERMISSION_STEMS,
  PROHIBITION_STEMS,
  PROVIDED_MEANS,
  USED_MEANS_VERBS,
  VERB_JOINERS,
  BY_DOING,
} from "../../lexicon/compare-conflicts.js";
import { sameWord } from "./opt-out.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { fold, stem } from "../text.js";
import { actionKey, isSubset, overlap, perObject, sameCondition, sameObjects, without } from "./frame.js";
import { QUALIFYING_RELATIVES } from "../../lexicon/compare-conflicts.js";
import { PREPS_EN } from "../../lexicon/en/compare-clauses.js";
import { PREPS_DE } from "../../lexicon/de/compare-clauses.js";

const PREPS: ReadonlySet<string> = new Set([...PREPS_EN, ...PREPS_DE]);

/**
 * The words of a text between runs of `separators` (a global expression): one pass over the text,
 * where splitting at an expression tries it again at every position of a long word.
 */
export function splitWords(text: string, separators: RegExp): string[] {
  return text
    .replace(separators, " ")
    .split(" ")
    .filter((w) => w !== "");
}

const GRANTING = (s: string) => PERMISSION_STEMS.has(s) || PROHIBITION_STEMS.has(s);

/** The action a clause is about: the action granted by "allow X", else its own. */
function coreAction(c: Clause, other: Clause): string | null {
  const own = actionKey(c.action);
  if (own !== null && GRANTING(own) && other.action !== null && c.allObjects.has(other.action)) return actionKey(other.action);
  return own;
}

/** Words after the means searched for the "to" / "zu" of its action. */
const MEANS_REACH = 8;

/**
 * The action a means is handed over for and the words after it ("provide a function to read the
 * fare table" -> read, {fare, table}), or null. English: the first verb after "to" that passes
 * nothing on; German: the zu-infinitive of the clause after the comma ("…, um die Tariftabelle zu lesen").
 * A means the clause uses is named too ("use the handheld to read …" -> {handheld}).
 */
export const providedAction = perObject(readProvidedAction);

function readProvidedAction(c: Clause, language: Language): { verb: string; objects: Set<string>; means: Set<string> } | null {
  const means = PROVIDED_MEANS[language];
  const words = splitWords(c.predicateText, /[^\p{L}\p{N}_]+/gu).filter(Boolean);
  const folded = words.map(fold);
  const given = folded.findIndex((w) => means.verbs.has(w));
  // "use the kiosk to renew loans": the verb of use, the clause's own, is followed by its means.
  const used = folded.findIndex((w) => USED_MEANS_VERBS[language].has(w) && w === fold(c.actionText));
  if (given < 0 && used < 0) return null;
  const noun = given < 0 ? used : folded.findIndex((w, i) => (language === "en" ? i > given : true) && means.nouns.has(w));
  if (noun < 0) return null;
  let to = -1;
  for (let i = noun + 1; i < Math.min(folded.length - 1, noun + MEANS_REACH); i++) {
    if (folded[i] !== "to" && folded[i] !== "zu") continue;
    const next = language === "en" ? folded[i + 1] : folded[i + 1];
    // "to enable clerks to …" passes the means on; "to enable/disable the alarm" is the action itself.
    if (means.passing.has(next) && folded.slice(i + 2, noun + MEANS_REACH + 2).some((w) => w === "to" || w === "zu")) continue;
    to = i;
    break;
  }
  if (to < 0) return null;
  const S = (w: string) => stem(w, language);
  const stop = COMPARE_LEXICON[language].stopwords;
  const content = (ws: string[]) => new Set(ws.filter((w) => !stop.has(w)).map(S));
  // English: "to read the fare table"; German: "…, um die Tariftabelle zu lesen" (the objects stand before "zu").
  const usedMeans = given < 0 ? content(language === "en" ? folded.slice(used + 1, to) : folded.slice(1, used)) : new Set<string>();
  if (language === "en") return { verb: S(folded[to + 1]), objects: content(folded.slice(to + 2)), means: usedMeans };
  const comma = c.predicateText.indexOf(",");
  if (comma < 0) return null;
  const clause = splitWords(c.predicateText.slice(comma + 1), /[^\p{L}\p{N}_]+/gu).map(fold);
  const zu = clause.indexOf("zu");
  if (zu < 0 || zu + 1 >= clause.length) return null;
  return { verb: S(clause[zu + 1]), objects: content(clause.slice(0, zu)), means: usedMeans };
}

/** A means handed over for the action the other rules out, on the same things. */
function providedConflict(positive: Clause, negative: Clause, language: Language): Contradiction | null {
  const provided = providedAction(positive, language);
  if (provided === null || negative.action === null) return null;
  const L = COMPARE_LEXICON[language];
  const concept = (s: string) => L.concept.get(s) ?? s;
  const verb = stem(fold(negative.actionText.split(" ")[0] ?? ""), language);
  // The same action, or a specific one the prohibited action covers ("set the limit" / "modify the limit", HYPERNYMS).
  const covered = L.hyponyms.get(negative.action)?.has(concept(provided.verb)) ?? false;
  if (provided.verb !== verb && concept(provided.verb) !== negative.action && concept(provided.verb) !== concept(verb) && !covered) return null;
  const actors = new Set([...positive.subject, ...negative.subject, ...positive.patient, ...negative.patient]);
  const drop = (s: string) => GRANTING(s) || actors.has(s) || s === verb || s === negative.action;
  const theirs = without(negative.allObjects, drop);
  const ours = without(provided.objects, drop);
  if (overlap(theirs, ours) === 0 || !sameObjects(theirs, ours, true)) return null;
  // A means used: what the prohibition names beyond the action must come with that means ("through the kiosk");
  // "use the kiosk to renew loans" against "shall not renew loans at the desk" is another way of doing it.
  const means = [...provided.means];
  const named = means.some((m) => negative.allObjects.has(m) || negative.subject.has(m));
  if (means.length > 0 && !isSubset(theirs, ours) && !named) return null;
  return { kind: "permission", reason: reason(language, "permission", { a: positive.predicateText, b: negative.predicateText }) };
}

/** The action a clause prohibits as a noun and the words it acts on, or null ("prohibit the modification of the slot"). */
export const prohibitedNoun = perObject(readProhibitedNoun);

function readProhibitedNoun(c: Clause, language: Language): { noun: string; objects: Set<string> } | null {
  if (c.exception || c.needNot || c.action === null) return null;
  // "shall block the renewal of loans", "muss die Verlängerung sperren": the clause's own verb rules the action out,
  // not a capability of doing so ("shall allow members to disable the renewal …").
  const ruling = !c.capability && ((c.negative && c.actionNegative) || PROHIBITION_STEMS.has(c.action));
  if (!c.negative && !ruling) return null;
  const endings = NOUNS_OF_ACTION[language];
  const words = splitWords(c.predicateText, /[^\p{L}]+/gu);
  if (language === "en") {
    const text = fold(c.actionText);
    const at = words.findIndex((w) => fold(w) === text);
    if (at >= 0 && ruling) return ruledOutNoun(c, words.slice(at + 1).map(fold), language);
    if (!c.negative || at < 0 || fold(words[at + 1] ?? "") !== "of" || !endings.some((e) => text.endsWith(e))) return null;
    return { noun: c.action, objects: without(c.allObjects, GRANTING) };
  }
  // German: the prohibiting verb is among the objects and the action read is the thing the noun governs.
  if (!ruling && ![...c.allObjects].some((o) => PROHIBITION_STEMS.has(o))) return null;
  const noun = words.find(
    (w, i) =>
      i > 0 &&
      /^\p{Lu}/u.test(w) &&
      (endings.some((e) => fold(w).endsWith(e)) ||
        (NOMINAL_INFINITIVE_DE.articles.has(fold(words[i - 1])) && NOMINAL_INFINITIVE_DE.endings.some((e) => w.endsWith(e)))),
  );
  if (noun === undefined) return null;
  const n = stem(fold(noun), language);
  // The verb that rules it out ("deaktivieren") is no word of what is ruled out.
  const own = ruling ? new Set([c.action, stem(fold(c.actionText), language)]) : new Set<string>();
  const objects = new Set([...c.allObjects, c.action].filter((o) => o !== n && !GRANTING(o) && !own.has(o)));
  return { noun: n, objects };
}

/**
 * English: the noun of action right after the verb that rules it out, before "of" ("block the renewal of
 * loans", "disable the adding of titles": a gerund counts), and the words it acts on.
 */
function ruledOutNoun(c: Clause, after: readonly string[], language: Language): { noun: string; objects: Set<string> } | null {
  const at = ARTICLES.has(after[0] ?? "") ? 1 : 0;
  const noun = after[at] ?? "";
  const nominal = noun.endsWith("ing") || NOUNS_OF_ACTION[language].some((e) => noun.endsWith(e));
  if (!nominal || after[at + 1] !== "of") return null;
  const n = stem(noun, language);
  const objects = without(c.allObjects, (o) => o === n || GRANTING(o) || o === c.action);
  return objects.size === 0 ? null : { noun: n, objects };
}

/** Every word of `a` is a word of `b` or its noun / verb ("lieferfenster" / "lieferfenst"). */
function nearSubset(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const x of a) if (![...b].some((y) => sameWord(x, y))) return false;
  return true;
}

/** A prohibition of an action named as a noun against anyone's demand or permission of that action on the same things. */
export function nominalConflict(a: Clause, b: Clause, language: Language): Contradiction | null {
  for (const [negative, positive] of [
    [a, b],
    [b, a],
  ] as const) {
    if (positive.negative || positive.action === null || !sameCondition(negative, positive)) continue;
    const prohibited = prohibitedNoun(negative, language);
    if (prohibited === null) continue;
    const verb = stem(fold(positive.actionText.split(" ")[0] ?? ""), language);
    if (prohibited.noun !== positive.action && !sameWord(prohibited.noun, verb)) continue;
    const actors = new Set([...positive.subject, ...positive.patient]);
    const theirs = without(positive.allObjects, (o) => GRANTING(o) || actors.has(o) || o === verb);
    const ours = without(prohibited.objects, (o) => actors.has(o));
    if (ours.size === 0 || theirs.size === 0 || !(nearSubset(ours, theirs) || nearSubset(theirs, ours))) continue;
    return { kind: "permission", reason: reason(language, "permission", { a: positive.predicateText, b: negative.predicateText }) };
  }
  return null;
}

/** Articles that open the object of a verb coordinated later in the clause ("… and initiate a dispute"). */
const ARTICLES = new Set([...DEFINITE_ARTICLES, ...INDEFINITE_ARTICLES]);

/**
 * The verbs coordinated with a clause's action, as written and stemmed ("read and write" -> {writ}, "select a
 * transaction and initiate a dispute" -> {initi}); "zu" skipped.
 */
export const coordinatedVerbs = perObject(readCoordinatedVerbs);

function readCoordinatedVerbs(c: Clause, language: Language): Set<string> {
  const out = new Set<string>();
  if (c.actionText === "") return out;
  const ws = splitWords(c.predicateText.replace(/\//g, " and "), /\s+/gu)
    .map((w) => fold(w.replace(/[^\p{L}]/gu, "")))
    .filter((w) => w !== "" && w !== "zu");
  const at = ws.indexOf(fold(c.actionText.split(" ")[0] ?? ""));
  if (at < 0) return out;
  // "read and write …" (the verb after), "lesen und schreiben" / "… zu lesen und zu schreiben" (either side).
  if (VERB_JOINERS.has(ws[at + 1]) && ws[at + 2]) out.add(stem(ws[at + 2], language));
  if (language === "de" && at >= 2 && VERB_JOINERS.has(ws[at - 1])) out.add(stem(ws[at - 2], language));
  // English "select a transaction from the list and initiate a dispute …": a verb after the joiner that an article follows.
  if (language === "en") {
    for (let i = at + 2; i + 2 < ws.length; i++) if (VERB_JOINERS.has(ws[i]) && ARTICLES.has(ws[i + 2])) out.add(stem(ws[i + 1], language));
  }
  // "can register by creating a library card": the way it is done is done too; not in a prohibition ("prevent fraud by checking …").
  if (!c.negative) {
    const by = ws.indexOf(BY_DOING[language], at + 1);
    if (language === "en" && by > 0 && ws[by + 1]?.endsWith("ing")) out.add(stem(ws[by + 1], language));
    // German "…, indem sie einen Ausweis anlegen": the verb ends the clause.
    if (language === "de" && by > 0 && ws.length > by + 2) out.add(stem(ws[ws.length - 1], language));
  }
  return out;
}

/** One side's verb coordinated with the action the other rules out or grants, on the same things. */
function coordinatedConflict(positive: Clause, negative: Clause, language: Language): Contradiction | null {
  const written = (c: Clause) => stem(fold(c.actionText.split(" ")[0] ?? ""), language);
  for (const [x, y] of [
    [positive, negative],
    [negative, positive],
  ] as const) {
    const other = written(y);
    const joined = coordinatedVerbs(x, language);
    if (!joined.has(other)) continue;
    const actors = new Set([...x.subject, ...y.subject, ...x.patient, ...y.patient]);
    const drop = (s: string) => GRANTING(s) || actors.has(s) || joined.has(s) || s === other || s === y.action || s === x.action;
    const xs = without(x.allObjects, drop);
    const ys = without(y.allObjects, drop);
    if (overlap(xs, ys) === 0 || !sameObjects(xs, ys, true)) continue;
    return { kind: "permission", reason: reason(language, "permission", { a: positive.predicateText, b: negative.predicateText }) };
  }
  return null;
}

export function permissionConflict(x: Clause, y: Clause, language: Language): Contradiction | null {
  if (x.negative === y.negative || x.action === null || y.action === null) return null;
  const negative = x.negative ? x : y;
  const positive = negative === x ? y : x;
  if (negative.exception || negative.needNot) return null;
  const provided = providedConflict(positive, negative, language) ?? coordinatedConflict(positive, negative, language);
  if (provided) return provided;
  const action = coreAction(positive, negative);
  if (action === null || action !== coreAction(negative, positive)) return null;
  const actors = new Set([...x.subject, ...y.subject, ...x.patient, ...y.patient]);
  const drop = (s: string) => GRANTING(s) || actors.has(s) || actionKey(s) === action;
  const core = (c: Clause) => without(c.allObjects, drop);
  const [cp, cn] = [core(positive), core(negative)];
  // A noun of action and its verb are one word ("the product to configure" / "a product for configuration").
  const near = cp.size > 0 && cn.size > 0 && (nearSubset(cp, cn) || nearSubset(cn, cp));
  if (!sameObjects(cp, cn, true) && !near) return null;
  if (core(positive).size === 0 && core(negative).size === 0 && x.subject.size === 0 && y.subject.size === 0) return null;
  if (qualifiedDenial(negative, positive, language)) return null;
  return { kind: "permission", reason: reason(language, "permission", { a: positive.predicateText, b: negative.predicateText }) };
}

/**
 * The prohibition is for people a relative clause sets apart, which the permission does not name: "shall deny
 * users who have been deactivated from accessing the catalogue" is an exception to "Members shall be able to
 * access the catalogue", not its opposite ("Benutzern, die gesperrt wurden, …"; a German one is closed by a
 * comma and holds no infinitive with "zu"). The words of the relative clause up to its first preposition or
 * punctuation are the qualifier (QUALIFYING_RELATIVES).
 */
export function qualifiedDenial(negative: Clause, positive: Clause, language: Language): boolean {
  const words = negative.predicateText.toLowerCase().split(/\s+/);
  const relative = QUALIFYING_RELATIVES[language];
  // German: after a comma, and closed by a comma before any infinitive ("…, die gesperrt wurden, …", not "…, die Zeiten zu ändern").
  const closed = (k: number) => {
    const end = words.findIndex((w, j) => j > k && w.endsWith(","));
    return end > k && !words.slice(k + 1, end).includes("zu");
  };
  const at = words.findIndex((w, k) => relative.has(w) && (language === "en" || (words[k - 1]?.endsWith(",") && closed(k))));
  if (at < 0) return false;
  const L = COMPARE_LEXICON[language];
  const qualifier: string[] = [];
  for (const w of words.slice(at + 1)) {
    const bare = withoutTrailingMarks(w);
    if (L.stopwords.has(bare) && !L.negations.has(bare)) {
      if (qualifier.length > 0 && (PREPS.has(bare) || bare !== w)) break;
      continue;
    }
    qualifier.push(stem(bare, language));
    if (bare !== w) break;
  }
  const theirs = new Set(
    positive.predicateText
      .toLowerCase()
      .split(/\s+/)
      .map((w) => stem(withoutTrailingMarks(w), language)),
  );
  return qualifier.length > 0 && qualifier.some((t) => !theirs.has(t));
}

/** A word as written without the punctuation after it ("deactivated," -> "deactivated"); no pattern, linear. */
function withoutTrailingMarks(w: string): string {
  let end = w.length;
  while (end > 0 && TRAILING_MARKS.includes(w[end - 1])) end--;
  return w.slice(0, end);
}

/** Punctuation that may follow a word as written. */
const TRAILING_MARKS = ",.;:";
