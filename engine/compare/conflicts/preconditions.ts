/**
 * A step one requirement demands before an action, against the same action done without that step:
 *
 *   "A borrower must be signed in to see the loan history."
 *   "Borrowers shall see the loan history on the kiosk screen without signing in."
 *   "Clerks must present a staff card to open the cash drawer." / "Clerks shall open the cash drawer without a staff card."
 *   "Leser müssen sich anmelden, um den Ausleihverlauf zu sehen." / "Leser müssen den Ausleihverlauf am Kiosk ohne Anmeldung sehen können."
 *
 * The demanding side (`stepBefore`, word list STEP_BEFORE): a sentence that opens with no condition, whose modal
 * verb demands ("may log in to renew" only offers the step) and is followed by the step and a purpose that names the action ("… to see …", "… to be able to upload or
 * replace …", "…, um … zu sehen"); the step is the content words between the modal verb and the purpose, what the
 * action is done on the content words after its verb (in German, between "um" and "zu"), who takes it the head of
 * the subject ("The kiosk leaflet will hold the directions a visitor needs to operate …" is about the leaflet). The other side: a
 * positive clause with that action (or one listed with it, "upload or replace") under no condition of its own and "without" / "ohne" before words of
 * the step ("without signing in", "without a speaker badge", "ohne Anmeldung": a stem of one is the other's
 * or begins it); the action's objects share a word with what the demanding side names, and the actors agree
 * (the same, or one not named). Words of groups of people ("user") and of needing ("requiring") name no step, and
 * a step that hands the action over ("shall be able to …", "shall offer the dispatcher the ability to …") is none.
 */
import type { Clause, ClauseReading } from "../../reading/clauses.js";
import { PRONOUN_SUBJECT, SYSTEM_SUBJECT } from "../../reading/clauses.js";
import type { Lexeme } from "../features.js";
import type { Language } from "../../types.js";
import { eitherOrder, type Contradiction } from "./contradiction.js";
import { actionKey, conceptOfWord, joinedText, MAX_PAIRED_CLAUSES, perReading } from "./frame.js";
import { COMPARE_LEXICON } from "../lexicon.js";
import { reason } from "../reasons.js";
import { fold, stem } from "../text.js";
import { ABILITY_NOUNS, LIST_JOINERS, NEEDING_VERBS, PERMISSION_STEMS, STEP_BEFORE } from "../../lexicon/compare-conflicts.js";
import { CAPABILITY_MODALS_EN, CAPABILITY_NOUNS_EN, GROUP_ACTORS_EN } from "../../lexicon/en/compare-clauses.js";
import { CAPABILITY_MODALS_DE, CAPABILITY_NOUNS_DE, GROUP_ACTORS_DE } from "../../lexicon/de/compare-clauses.js";
import { SEPARABLE_PREFIXES } from "../../lexicon/de/modal.js";
import { CONDITION_BOUNDARY } from "../../lexicon/punctuation.js";

/** A step demanded before an action: the keys of the action (and of those listed with it), the stems of the step, of what the action is done on and of who acts. */
interface Step {
  actions: Set<string>;
  step: Set<string>;
  objects: Set<string>;
  actors: Set<string>;
  text: string;
}

/** Least letters of a stem that begins another one ("log" / "login", "anmeld" / "anmeldung"). */
const MIN_STEM = 3;
/** Most words of a step ("have a valid staff login"). */
const STEP_REACH = 8;

const GROUPS = new Set([...GROUP_ACTORS_EN.map((w) => stem(w, "en")), ...GROUP_ACTORS_DE.map((w) => stem(w, "de"))]);
const NEEDING = new Set([...NEEDING_VERBS].flatMap((w) => [stem(fold(w), "en"), stem(fold(w), "de")]));
const PREFIXES_DE = SEPARABLE_PREFIXES.map(fold);
const OFFERING_MODALS: Record<Language, ReadonlySet<string>> = { en: CAPABILITY_MODALS_EN, de: CAPABILITY_MODALS_DE };

/** One stem is the other or begins it. */
const stepWord = (a: string, b: string) => a === b || (Math.min(a.length, b.length) >= MIN_STEM && (a.startsWith(b) || b.startsWith(a)));

const keyOf = (w: string, language: Language) => actionKey(conceptOfWord(w, language))!;

/** A German infinitive with "zu" inside it ("einzusehen") as the verb ("einsehen"). */
function withoutInfix(w: string): string {
  const prefix = PREFIXES_DE.find((p) => w.startsWith(p + "zu") && w.length > p.length + 4);
  return prefix === undefined ? w : prefix + w.slice(prefix.length + 2);
}

/** The words as written, without the full stop that ends them. */
const asText = (lex: readonly Lexeme[]) => joinedText(lex).replace(/[.;:!?]$/, "");

/** The step the requirement demands before an action, or null. */
export const stepBefore = perReading<Step | null>((reading) => {
  const language = reading.language;
  const L = COMPARE_LEXICON[language];
  const words = STEP_BEFORE[language];
  const lex = reading.lexemes;
  const modal = lex.findIndex((x) => x.isWord && L.modals.has(x.w));
  // "A member may log in to renew loans" offers the step; it demands none.
  if (modal < 0 || L.conditionOpeners.has(lex[0]?.w ?? "") || OFFERING_MODALS[language].has(lex[modal].w)) return null;
  const s = lex[modal].sentence;
  const inSentence = (k: number) => k < lex.length && lex[k].sentence === s;
  let purpose = -1;
  for (let k = modal + 2; inSentence(k) && k <= modal + STEP_REACH; k++) {
    if (!words.purpose.has(lex[k].w)) continue;
    purpose = k;
    break;
  }
  if (purpose < 0) return null;
  // "shall be able to …", "shall allow users to …" hand the action over; they demand no step.
  const step = lex.slice(modal + 1, purpose).filter((x) => x.content && !x.isNumber && !words.skipped.has(x.w) && !PERMISSION_STEMS.has(x.stem));
  // "shall offer the dispatcher the ability to blank …" hands the action over too.
  const handing = (x: Lexeme) => L.negations.has(x.w) || ABILITY_NOUNS.has(x.w) || CAPABILITY_NOUNS_EN.has(x.w) || CAPABILITY_NOUNS_DE.has(x.w);
  if (step.length === 0 || lex.slice(modal + 1, purpose).some(handing)) return null;
  let verbs: number[];
  let objects: Lexeme[] = [];
  if (language === "en") {
    let v = purpose + 1;
    while (inSentence(v) && words.skipped.has(lex[v].w)) v++;
    if (!inSentence(v) || !lex[v].isWord) return null;
    verbs = [v];
    // "to upload or replace their slides": the verbs listed with it.
    while (LIST_JOINERS.has(lex[verbs[verbs.length - 1] + 1]?.w ?? "") && inSentence(verbs[verbs.length - 1] + 2))
      verbs.push(verbs[verbs.length - 1] + 2);
    for (let k = verbs[verbs.length - 1] + 1; inSentence(k) && !CONDITION_BOUNDARY.has(lex[k].w); k++) objects.push(lex[k]);
  } else {
    // "um den Ausleihverlauf zu sehen", "um den Ausleihverlauf einzusehen": the verb ends the purpose.
    let end = purpose + 1;
    while (inSentence(end) && !CONDITION_BOUNDARY.has(lex[end].w)) end++;
    const last = end - 1;
    if (last <= purpose || !lex[last].isWord) return null;
    verbs = [last];
    objects = lex.slice(purpose + 1, last).filter((x) => !words.infinitive.has(x.w));
  }
  const actions = new Set(verbs.map((v) => keyOf(language === "de" ? withoutInfix(lex[v].w) : lex[v].w, language)));
  // Who takes the step: the head of the subject ("The kiosk leaflet will hold …" is about the leaflet, not the visitor).
  const subject = lex
    .slice(
      lex.findIndex((x) => x.sentence === s),
      modal,
    )
    .filter((x) => x.content);
  const actors = new Set(subject.length > 0 ? [subject[subject.length - 1].stem] : []);
  return {
    actions,
    step: new Set(step.map((x) => x.stem).filter((t) => !GROUPS.has(t))),
    objects: new Set(objects.flatMap((x) => (x.content && !x.isNumber ? [x.stem] : []))),
    actors,
    text: asText(lex.slice(modal, verbs[verbs.length - 1] + 1)),
  };
});

/** The stems of the words after "without" / "ohne" in a clause's sentence, up to a comma or its end; needing and groups of people left out. */
function doneWithout(reading: ClauseReading, c: Clause): { stems: Set<string>; text: string } | null {
  const words = STEP_BEFORE[reading.language];
  const lex = reading.lexemes;
  const at = lex.findIndex((x) => x.w === fold(c.actionText));
  if (at < 0) return null;
  const w = lex.findIndex((x) => x.sentence === lex[at].sentence && words.without.has(x.w));
  if (w < 0) return null;
  let end = w + 1;
  while (end < lex.length && lex[end].sentence === lex[w].sentence && !CONDITION_BOUNDARY.has(lex[end].w)) end++;
  // German words of the action after "ohne" ("ohne Anmeldung sehen können") are no step.
  const modals = COMPARE_LEXICON[reading.language].modals;
  const own = (x: Lexeme) => x.w === lex[at].w || modals.has(x.w);
  const stems = lex.slice(w + 1, end).flatMap((x) => (x.content && !own(x) && !NEEDING.has(x.stem) && !GROUPS.has(x.stem) ? [x.stem] : []));
  return { stems: new Set(stems), text: asText(lex.slice(w, end)) };
}

/** Who acts in a clause: its subject, or nobody named when it is the system or a pronoun. */
const actorsOf = (c: Clause) => new Set([...c.subject].filter((t) => t !== SYSTEM_SUBJECT && t !== PRONOUN_SUBJECT));

/** A step one requirement demands before an action, against the action done without it, in either order. */
export function preconditionConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  return eitherOrder(a, b, (x, y) => {
    const step = stepBefore(x);
    if (step === null) return null;
    for (const c of y.clauses.slice(0, MAX_PAIRED_CLAUSES)) {
      // The action done without the step under a condition of its own ("If the catalogue is offline, …") is a case of its own.
      if (c.action === null || c.negative || c.needNot || c.condition.size > 0 || !step.actions.has(actionKey(c.action)!)) continue;
      if (![...c.allObjects].some((o) => step.objects.has(o))) continue;
      const actors = actorsOf(c);
      if (actors.size > 0 && step.actors.size > 0 && ![...actors].some((t) => step.actors.has(t))) continue;
      const without = doneWithout(y, c);
      if (without === null || ![...without.stems].some((t) => [...step.step].some((u) => stepWord(t, u)))) continue;
      return { kind: "restriction", reason: reason(language, "stepBefore", { a: step.text, b: without.text }) };
    }
    return null;
  });
}
