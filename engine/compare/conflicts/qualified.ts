/**
 * One requirement restates another and adds a qualifier of its own that turns it against the other:
 *
 *   "The clerk shall be able to archive closed support tickets."
 *   "The portal shall let only the team lead archive closed support tickets."     (exclusive)
 *   "The portal shall hide closed support tickets in the list of each clerk."     (prevent)
 *   "The portal shall automatically archive closed support tickets every month." (agency)
 *   "… export the monthly sales report regardless of the sales region."          (replace)
 *   "… approve the expense claim without checking the receipt."                  (without)
 *   "… upload a maximum of ten photos to the club gallery."                      (limit)
 *   "Das Portal muss geschlossene Tickets jeden Monat automatisch archivieren."
 *
 * Restating (`restates`): the two share at least QUALIFIED_MIN_SHARED content words as meaning
 * terms (synonyms and lemmas read as one), QUALIFIED_MIN_BEYOND_SUBJECT of them outside the
 * subjects, at least QUALIFIED_MIN_SHARE of the smaller side's (QUALIFIED_FEW_SHARE with only
 * the least number shared), and one side's action is among the other's words.
 *
 * Turning (`turns`): the qualifier (QUALIFIER_WORDS, by kind) is one side's own (two
 * requirements that both say "only" narrow alike, and restriction.ts, agency.ts, universal.ts
 * judge those), stands outside a condition, qualifies a word (its target), is no choice
 * between opposites ("enable or disable") and is in a single sentence. A negation, an
 * exception, a replacement or a precondition is about its target, which must be among the
 * other's words; a negation must also be about the other's actor, condition and objects.
 */
import { SYSTEM_SUBJECT, type ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { meaningTermOfStem } from "../meaning/index.js";
import { reason } from "../reasons.js";
import { stem } from "../text.js";
import type { Lexeme } from "../features.js";
import {
  INFINITIVE_MARKERS,
  LIST_JOINERS,
  PERMISSION_STEMS,
  PROHIBITION_STEMS,
  QUALIFIER_WORDS,
  SWITCHING_STEMS,
  TARGETED_QUALIFIERS,
  UNIVERSAL_WORDS,
} from "../../lexicon/compare-conflicts.js";

/** Least number of content words the two sides share. */
export const QUALIFIED_MIN_SHARED = 3;
/** Least number of shared content words outside the subjects: a name shared is not yet the same thing. */
export const QUALIFIED_MIN_BEYOND_SUBJECT = 2;
/** Least share of the smaller side's content words that the other has too. */
export const QUALIFIED_MIN_SHARE = 0.4;
/** … when they share only QUALIFIED_MIN_SHARED words: three common words in long requirements are a name and a verb. */
export const QUALIFIED_FEW_SHARE = 0.75;
/** Words after "allow", "prevent" searched for the action they grant or withhold. */
const GRANTED_SPAN = 8;
/** Words of the qualifier's phrase quoted in the reason. */
const QUOTED_WORDS = 8;

/** Letters an inflected qualifier may add to its listed form ("prevent" -> "preventing", not "requirement"). */
const INFLECTION_REACH = 3;
/** The ending of an English noun of action, which names the qualifier as a thing ("Rules of Suppression"). */
const NOUN_OF_ACTION = "ion";

/** Qualifier stem -> its kind and the longest word taken as one of its forms, per language. */
const QUALIFIERS: Record<Language, Map<string, { kind: string; longest: number }>> = { en: new Map(), de: new Map() };
for (const [kind, words] of QUALIFIER_WORDS)
  for (const w of words)
    for (const language of ["en", "de"] as const) QUALIFIERS[language].set(stem(w, language), { kind, longest: w.length + INFLECTION_REACH });

function qualifierKind(x: Lexeme, language: Language): string | undefined {
  const found = QUALIFIERS[language].get(x.stem);
  // A noun of action names the qualifier as a thing ("Rules of Suppression").
  return found && x.w.length <= found.longest && !x.w.endsWith(NOUN_OF_ACTION) ? found.kind : undefined;
}

/** Verbs that grant or withhold the action they qualify ("not allow users to edit" qualifies editing). */
const GRANTING = new Set([...PERMISSION_STEMS, ...PROHIBITION_STEMS, ...SWITCHING_STEMS]);

interface Qualified {
  /** Content words as meaning terms, the qualifiers, modal verbs and generic subjects left out. */
  terms: Set<string>;
  /** The clause actions and the actions granted or withheld ("prevent users from closing" -> close), as meaning terms. */
  actions: Set<string>;
  /** Qualifier kind -> its phrase as written, from the qualifier on. */
  qualifiers: Map<string, string>;
  /** Qualifier kind -> the term of the first content word it qualifies ("not modify" -> modify), or null. */
  targets: Map<string, string | null>;
  /** Qualifier kind -> the terms of the content words after its target in its clause ("not store passwords" -> password). */
  governed: Map<string, string[]>;
  /** Kinds whose qualifier is joined with its opposite ("allow or disallow", "enabled, disabled"): a choice, not a qualifier. */
  choice: Set<string>;
  /** One sentence without a semicolon: a restatement; a paragraph's qualifier may be about anything in it. */
  single: boolean;
  /** Terms of a condition ("If the card is blocked, …"). */
  condition: Set<string>;
  /** "Only" stands before a number: a count ("only 10 entries"). */
  exclusiveCount: boolean;
  /** Every item of a kind is taken ("all invoices", "alle Rechnungen"). */
  universal: boolean;
  /** "Only" stands at the actor ("Only the clerk shall …"). */
  exclusiveActor: boolean;
  /** The system acts on its own: the main clause's subject is the system, and it grants no one anything. */
  systemActs: boolean;
  /** Terms of the clause subjects ("the user interface" -> user, interface). */
  subjects: Set<string>;
}

const cache = new WeakMap<ClauseReading, Qualified>();

function qualifiedOf(reading: ClauseReading): Qualified {
  let found = cache.get(reading);
  if (!found) cache.set(reading, (found = read(reading)));
  return found;
}

function read(reading: ClauseReading): Qualified {
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  const lex = reading.lexemes;
  const terms = new Set<string>();
  const qualifiers = new Map<string, string>();
  const targets = new Map<string, string | null>();
  const governed = new Map<string, string[]>();
  // A condition ("When no result is found, …", "… if the field is not filled") names a case, not a qualifier.
  let condition = false;
  let limitLifted = false;
  const choice = new Set<string>();
  const conditionTerms = new Set<string>();
  let exclusiveCount = false;
  for (let i = 0; i < lex.length; i++) {
    const x = lex[i];
    // The condition ends at its comma or at the main clause's modal verb ("cannot" may be the condition's own).
    const modal = L.modals.has(x.w) && !L.negations.has(lex[i + 1]?.w ?? "");
    if (x.w === "," || x.w === ";" || modal || (i > 0 && x.sentence !== lex[i - 1].sentence)) condition = false;
    if (L.conditionOpeners.has(x.w)) condition = true;
    if (!x.isWord) continue;
    let kind = qualifierKind(x, language) ?? (L.negations.has(x.w) ? "negation" : undefined);
    // "not limited to", "nicht beschränkt auf" lift a limit rather than set one.
    if (kind === "negation" && lex.slice(i + 1, i + 3).some((n) => qualifierKind(n, language) === "limit")) {
      limitLifted = true;
      kind = undefined;
    } else if (kind === "limit" && limitLifted) kind = undefined;
    if (kind !== undefined && !condition) {
      // "allow or disallow", "enabled, disabled": both sides of a choice.
      const near = lex.slice(Math.max(0, i - 2), i + 3);
      if (near.some((n) => LIST_JOINERS.has(n.w)) && near.some((n) => n !== x && GRANTING.has(n.stem))) choice.add(kind);
      if (kind === "exclusive" && lex[i + 1]?.isNumber) exclusiveCount = true;
      if (!qualifiers.has(kind)) {
        const target = lex
          .slice(i + 1, i + QUOTED_WORDS)
          .find(
            (n) =>
              n.sentence === x.sentence &&
              n.content &&
              !n.isNumber &&
              !L.modals.has(n.w) &&
              !GRANTING.has(n.stem) &&
              qualifierKind(n, language) === undefined,
          );
        targets.set(kind, target ? meaningTermOfStem(target.stem, language) : null);
        const after = target ? lex.indexOf(target) + 1 : i + 1;
        const rest = lex.slice(after, after + QUOTED_WORDS);
        const stop = rest.findIndex((n) => n.w === "," || n.w === ";" || n.sentence !== x.sentence);
        governed.set(
          kind,
          (stop < 0 ? rest : rest.slice(0, stop)).flatMap((n) => (n.content && !n.isNumber ? [meaningTermOfStem(n.stem, language)] : [])),
        );
        qualifiers.set(
          kind,
          lex
            .slice(i, i + QUOTED_WORDS)
            .filter((n) => n.sentence === x.sentence && n.isWord)
            .map((n) => n.text)
            .join(" "),
        );
      }
      continue;
    }
    if (condition && x.content && !x.isNumber) conditionTerms.add(meaningTermOfStem(x.stem, language));
    if (kind !== undefined) continue;
    if (!x.content || x.isNumber || L.modals.has(x.w) || L.genericSubjects.has(x.w)) continue;
    terms.add(meaningTermOfStem(x.stem, language));
  }
  const actions = new Set<string>();
  for (const c of reading.clauses) if (c.action) actions.add(meaningTermOfStem(c.action, language));
  // "allow the clerk to close …", "prevent users from closing …": the action granted or withheld.
  for (let i = 0; i < lex.length; i++) {
    if (!GRANTING.has(lex[i].stem) && qualifierKind(lex[i], language) !== "prevent") continue;
    const end = Math.min(lex.length, i + GRANTED_SPAN);
    for (let j = i + 1; j < end; j++) {
      if (!INFINITIVE_MARKERS.has(lex[j].w) && lex[j].w !== "from") continue;
      const verb = lex.slice(j + 1, end).find((n) => n.content && !n.isNumber);
      if (verb) actions.add(meaningTermOfStem(verb.stem, language));
      break;
    }
  }
  const single = lex.length > 0 && lex[lex.length - 1].sentence === lex[0].sentence && !lex.some((x) => x.w === ";");
  const main = reading.clauses.find((c) => c.modal) ?? reading.clauses[0];
  const subjects = new Set<string>();
  for (const c of reading.clauses) for (const t of c.subject) subjects.add(meaningTermOfStem(t, language));
  return {
    terms,
    actions,
    qualifiers,
    targets,
    governed,
    choice,
    single,
    condition: conditionTerms,
    exclusiveCount,
    universal: lex.some((x) => UNIVERSAL_WORDS.has(x.w)),
    exclusiveActor: reading.clauses.some((c) => c.exclusiveSubject),
    systemActs: main !== undefined && main.subject.has(SYSTEM_SUBJECT) && !lex.some((x) => GRANTING.has(x.stem)),
    subjects,
  };
}

/**
 * The two requirements are about the same thing: they share QUALIFIED_MIN_SHARED content
 * words or more, at least QUALIFIED_MIN_SHARE of the smaller side's (QUALIFIED_FEW_SHARE when
 * they share no more than the least number), and one side's action is among the other's words.
 */
function restates(x: Qualified, y: Qualified): boolean {
  let common = 0;
  let beyond = 0;
  for (const t of x.terms)
    if (y.terms.has(t)) {
      common++;
      if (!x.subjects.has(t) && !y.subjects.has(t)) beyond++;
    }
  if (beyond < QUALIFIED_MIN_BEYOND_SUBJECT) return false;
  const share = common / Math.min(x.terms.size, y.terms.size);
  if (common < QUALIFIED_MIN_SHARED || share < (common === QUALIFIED_MIN_SHARED ? QUALIFIED_FEW_SHARE : QUALIFIED_MIN_SHARE)) return false;
  for (const t of y.actions) if (x.terms.has(t) || x.actions.has(t)) return true;
  for (const t of x.actions) if (y.terms.has(t)) return true;
  return false;
}

/** `x`'s qualifier of `kind` turns it against `y`. */
function turns(x: Qualified, y: Qualified, kind: string): boolean {
  const target = x.targets.get(kind);
  // Both narrow alike, a qualifier of nothing ("… on Windows only"), a choice, or a paragraph.
  if (y.qualifiers.has(kind) || target === null || target === undefined || x.choice.has(kind) || !x.single) return false;
  // "only view" against "view …": the same action, nothing narrowed.
  if (kind === "exclusive" && y.actions.has(target)) return false;
  if (TARGETED_QUALIFIERS.has(kind) && !y.terms.has(target)) return false;
  // "shall not … without approval" permits it with approval: an exception, no negation and no omission.
  if ((kind === "without" && x.qualifiers.has("negation")) || (kind === "negation" && x.qualifiers.has("without"))) return false;
  // Another actor that may not do it does not contradict the one that shall.
  if (kind === "negation" && x.subjects.size > 0 && y.subjects.size > 0 && ![...x.subjects].some((t) => y.subjects.has(t))) return false;
  const governed = x.governed.get(kind) ?? [];
  // A negation under a condition the other does not name is a special case ("If the card is blocked, … not …").
  if (kind === "negation" && [...x.condition].some((t) => !y.terms.has(t))) return false;
  // "not accept foreign coins" against "accept coins in euro", "not be accessible through browser X" against
  // "… through a web browser": what is negated goes beyond the other.
  if (kind === "negation" && !governed.every((t) => y.terms.has(t))) return false;
  // "Only the administrator shall create accounts" does not stop the system logging their creation.
  if (kind === "exclusive" && x.exclusiveActor && y.systemActs) return false;
  // "only" on what the other names already narrows nothing ("allow only the caretaker to cancel" /
  // "allow the caretaker to cancel"); against "all" it is universal.ts's; before a number it is a count.
  if (kind === "exclusive" && (x.exclusiveCount || y.universal || (y.terms.has(target) && governed.every((t) => y.terms.has(t))))) return false;
  return true;
}

export function qualifiedConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  const qa = qualifiedOf(a);
  const qb = qualifiedOf(b);
  if (qa.qualifiers.size === 0 && qb.qualifiers.size === 0) return null;
  if (!restates(qa, qb)) return null;
  for (const [x, y] of [
    [qb, qa],
    [qa, qb],
  ] as const)
    for (const [kind, phrase] of x.qualifiers)
      if (turns(x, y, kind)) return { kind: "qualified", reason: reason(language, `qualified_${kind}`, { qualifier: phrase }) };
  return null;
}
