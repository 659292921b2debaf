/**
 * Who sets a value: the system on its own, or a person.
 *
 *   "The portal shall automatically assign a ticket number to each request."
 *   "The clerk shall be able to assign a user-defined ticket number to a request."
 *   "Only the dispatcher shall be able to mark a request as urgent."
 *   "Die Plattform muss die Kundennummer automatisch vergeben."
 *   "Der Sachbearbeiter muss eine benutzerdefinierte Kundennummer festlegen können."
 *
 * One requirement has the system set the value automatically (an AUTOMATIC_WORDS word and a
 * SETTING_VERBS verb next to it; the system may have a name of its own); the other has a named person
 * set it: a person as the subject, a SETTING_VERBS verb, and the value marked as the person's
 * choice ("user-defined", "custom", "manually", "benutzerdefiniert") or the person named as
 * the only one who may act ("Only the dispatcher …"). Both must be positive and about the same
 * value: at least two content words in common (the setting verbs, the markers and the
 * person left out), half of the smaller side's words or more.
 *
 * A person who acts on a value the system makes ("The system shall automatically generate the
 * invoice" / "The accountant shall approve the invoice") sets nothing and is no conflict; nor is
 * a value of the person's choice next to a system that merely stores it.
 */
import { PRONOUN_SUBJECT, SYSTEM_SUBJECT, type Clause, type ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { meaningTermOfStem } from "../meaning/index.js";
import { reason } from "../reasons.js";
import { fold, stem } from "../text.js";
import { perReading, spellingVariants, statement } from "./frame.js";
import { AUTOMATIC_WORDS, CHOOSING_VERBS, MANUAL_PARTICIPLES, MANUAL_PERSONS, MANUAL_WORDS, SETTING_VERBS } from "../../lexicon/compare-conflicts.js";
import { GENERIC_OBJECTS_EN } from "../../lexicon/en/compare-clauses.js";
import { GENERIC_OBJECTS_DE } from "../../lexicon/de/compare-clauses.js";

/** Least number of content words the two sides share. */
export const AGENCY_MIN_SHARED = 2;
/** Least share of the smaller side's content words that the other has too. */
export const AGENCY_MIN_SHARE = 0.5;

/** Words on either side of "automatically" searched for the setting verb. */
const AUTOMATIC_REACH = 3;

const SETTING = new Set(SETTING_VERBS.flatMap((w) => [stem(w, "en"), stem(w, "de")]));
const CHOOSING = new Set(CHOOSING_VERBS.flatMap((w) => [stem(w, "en"), stem(w, "de")]));
const GENERIC = new Set([...GENERIC_OBJECTS_EN, ...GENERIC_OBJECTS_DE]);

interface Agency {
  /** The system sets the value on its own. */
  automatic: boolean;
  /** A named person sets the value: the person as written, else null. */
  person: string | null;
  /** Content words as meaning terms; setting verbs, markers and the acting person left out. */
  terms: Set<string>;
  /** The statement quoted in the reason. */
  text: string;
}

const agencyOf = perReading<Agency>((reading) => read(reading));

function mainClause(reading: ClauseReading): Clause | undefined {
  return reading.clauses.find((c) => c.modal) ?? reading.clauses[0];
}

function read(reading: ClauseReading): Agency {
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  const lex = reading.lexemes;
  const main = mainClause(reading);
  const none: Agency = { automatic: false, person: null, terms: new Set(), text: "" };
  // One sentence: in a paragraph, "automatically" and the person may be about different things.
  if (!main || lex.length === 0 || lex[lex.length - 1].sentence !== lex[0].sentence) return none;
  if (reading.clauses.some((c) => c.negative) || lex.some((x) => L.negations.has(x.w))) return none;
  const automaticAt = lex.findIndex((x) => AUTOMATIC_WORDS.has(x.w));
  const setting = lex.some((x) => x.isWord && SETTING.has(x.stem));
  if (!setting) return none;
  // What the system does automatically is the setting verb next to "automatically" ("automatically
  // assign", "automatisch vergeben", "assigned automatically by the system").
  const automaticSetting =
    automaticAt >= 0 &&
    lex.slice(Math.max(0, automaticAt - AUTOMATIC_REACH), automaticAt + AUTOMATIC_REACH + 1).some((x) => x.isWord && SETTING.has(x.stem));
  const named = [...main.subject].filter((s) => s !== SYSTEM_SUBJECT && s !== PRONOUN_SUBJECT);
  // "Only the dispatcher …", or a verb of choosing ("the clerk shall select …"): the value is the person's.
  let marked = main.exclusiveSubject || (main.action !== null && CHOOSING.has(stem(fold(main.actionText), language)));
  const markers = new Set<number>();
  for (let i = 0; i < lex.length; i++) {
    if (MANUAL_WORDS.has(lex[i].w)) {
      marked = true;
      markers.add(i);
    }
    // "user-defined", "user specified": the person and the participle, a hyphen between them or not.
    if (!MANUAL_PERSONS.has(lex[i].w)) continue;
    const next = lex[i + 1]?.w === "-" ? i + 2 : i + 1;
    if (next < lex.length && MANUAL_PARTICIPLES.has(lex[next].w)) {
      marked = true;
      markers.add(i).add(next);
    }
  }
  // The system may be named by its own name ("The portal shall automatically assign …"); "may be
  // entered automatically" is an option, not who sets it.
  const automatic = automaticSetting && !main.capability;
  const person = automaticAt < 0 && named.length > 0 && marked ? main.subjectText.replace(/^(only|nur)\s+/i, "") : null;
  if (!automatic && person === null) return none;
  const actors = new Set(named.map((s) => meaningTermOfStem(s, language)));
  const terms = new Set<string>();
  lex.forEach((x, i) => {
    if (!x.content || x.isNumber || markers.has(i) || AUTOMATIC_WORDS.has(x.w) || SETTING.has(x.stem) || GENERIC.has(x.stem)) return;
    if (L.modals.has(x.w) || L.exclusive.has(x.w)) return;
    const term = meaningTermOfStem(x.stem, language);
    if (person !== null && actors.has(term)) return;
    terms.add(term);
  });
  const text = statement(reading);
  return { automatic, person, terms, text };
}

/** Whether the requirement says who sets a value (the comparison then looks at candidates sharing its objects). */
export function statesAgency(reading: ClauseReading): boolean {
  const found = agencyOf(reading);
  return found.automatic || found.person !== null;
}

function shared(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let n = 0;
  for (const x of a) if (b.has(x) || spellingVariants(new Set([x]), b)) n++;
  return n;
}

export function agencyConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  const x = agencyOf(a);
  const y = agencyOf(b);
  const auto = x.automatic ? x : y.automatic ? y : null;
  const manual = auto === x ? y : x;
  if (auto === null || manual.person === null) return null;
  const common = shared(auto.terms, manual.terms);
  if (common < AGENCY_MIN_SHARED || common / Math.min(auto.terms.size, manual.terms.size) < AGENCY_MIN_SHARE) return null;
  return { kind: "agency", reason: reason(language, "agency", { a: auto.text, b: manual.text, person: manual.person }) };
}
