/**
 * A scenario in the Given-When-Then form ("Remove a route Given the planner is logged in When
 * the planner deletes a route Then the route should be removed from the list"): its When step
 * says that the actor can perform the action, and is compared with the other requirement as a
 * requirement of its own, "The planner can delete a route." "Only the fleet manager shall be able
 * to delete a route" then meets it (agents, restriction, polarity). The step runs from the
 * keyword "When" ("Wenn") to the next keyword ("Then", "And", "But"; "Dann", "Und", "Aber"), and
 * the keywords are read only when written with a capital letter after a "Given" ("Angenommen",
 * "Gegeben"), so an ordinary "when" in a sentence starts no step. The English verb is the step's
 * action, put in its base form ("deletes" -> "delete"); the German verb ends the step and the
 * subject ends at its noun ("der Planer eine Route löscht" -> "der Planer kann eine Route löschen").
 */
import type { ClauseReading } from "../../reading/clauses.js";
import { readRequirement } from "../../reading/index.js";
import { PRESENT_ENDINGS_DE, PRESENT_ENDINGS_EN, SCENARIO_KEYWORDS } from "../../lexicon/compare-conflicts.js";
import { perReading } from "./frame.js";
import { meaningLexicon } from "../meaning/lexicon.js";
import type { Language } from "../../types.js";

/** Least words of a step: an actor, an action and what it acts on. */
const MIN_STEP_WORDS = 3;

/**
 * A verb of the third person present in its base form: the meaning layer's lemma of an irregular
 * form ("has" -> "have"), else by the first ending that fits ("deletes" -> "delete").
 */
function baseForm(verb: string, language: Language, endings: ReadonlyArray<readonly [string, string]>): string {
  const lemma = meaningLexicon(language).lemmas[verb];
  if (lemma !== undefined) return lemma;
  for (const [ending, base] of endings) if (verb.endsWith(ending) && verb.length > ending.length + 1) return verb.slice(0, -ending.length) + base;
  return verb;
}

/** The When step of a scenario read as a requirement of its own ("The planner can delete a route."), or null. */
export const scenarioStep = perReading<ClauseReading | null>((reading) => {
  const language = reading.language;
  const keys = SCENARIO_KEYWORDS[language];
  const lex = reading.lexemes;
  const given = lex.findIndex((x) => x.isWord && keys.given.has(x.text));
  if (given < 0) return null;
  const when = lex.findIndex((x, i) => i > given && x.isWord && x.text === keys.when);
  if (when < 0) return null;
  const end = lex.findIndex((x, i) => i > when && x.isWord && keys.next.has(x.text));
  if (end < 0) return null;
  const words = lex
    .slice(when + 1, end)
    .filter((x) => x.isWord)
    .map((x) => x.text);
  if (words.length < MIN_STEP_WORDS) return null;
  if (language === "de") {
    // The subject ends at its noun, the first word with a capital letter ("der Planer").
    const noun = words.findIndex((w) => w[0] !== w[0].toLowerCase());
    if (noun < 0 || noun >= words.length - 2) return null;
    const verb = baseForm(words[words.length - 1], language, PRESENT_ENDINGS_DE);
    return readRequirement(`${words.slice(0, noun + 1).join(" ")} kann ${words.slice(noun + 1, -1).join(" ")} ${verb}.`, language);
  }
  const step = readRequirement(`${words.join(" ")}.`, language);
  const action = step.clauses[0]?.actionText.toLowerCase();
  const at = action ? words.findIndex((w) => w.toLowerCase() === action) : -1;
  if (at < 1 || at === words.length - 1) return null;
  const subject = words.slice(0, at).join(" ");
  const rest = words.slice(at + 1).join(" ");
  return readRequirement(`${subject} can ${baseForm(words[at].toLowerCase(), language, PRESENT_ENDINGS_EN)} ${rest}.`, language);
});
