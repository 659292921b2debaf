/**
 * Word-list rules: a rule folder whose schema has `x-kind` and no check.ts. Two kinds,
 * written once here and fed by the rule's settings (x-settings, per language):
 *   existence     flag any of these words or phrases        settings { words: string[] }
 *   substitution  replace this with that                    settings { words: [{ replace, replacement }] }
 * Both match case-insensitively on whole tokens, and the first and the last word of every
 * listed phrase also in their inflected forms (engine/reading/inflection.ts): "nahtlos"
 * matches "nahtlose", "crash" matches "crashes", "log in" matches "logged in", "in
 * principle" matches "in principles". The finding's message is x-messages.<language>.found
 * with {text} (the words found) and {replacement} filled in. With x-unlessNegated, a match
 * after a negation in its clause is no finding: "No security requirements need to be
 * defined" leaves nothing open, though "to be defined" is listed.
 */
import { compilePhrases, matchPhrases, type PhraseMatcher } from "./match.js";
import { inflections } from "./reading/inflection.js";
import { ruleMeta, type RuleSchema, type Substitution, type WordListSettings } from "./rules/rule-schema.js";
import { tokenize } from "./tokenize.js";
import type { Finding, FindingType, Language, Rule, RuleContext, Token } from "./types.js";
import { NEGATIONS_EN } from "./lexicon/en/compare-polarity.js";
import { NEGATIONS_DE } from "./lexicon/de/compare-polarity.js";
import { COORD_EN } from "./lexicon/en/compare-clauses.js";
import { COORD_DE } from "./lexicon/de/compare-clauses.js";
import { MODAL_CLAUSE_BOUNDARY } from "./lexicon/punctuation.js";

const NEGATIONS: Record<Language, ReadonlySet<string>> = { en: NEGATIONS_EN, de: NEGATIONS_DE };
const COORDINATORS: Record<Language, ReadonlySet<string>> = { en: COORD_EN, de: COORD_DE };
/** Tokens before a match searched for a negation ("no specific security requirements need …"). */
const NEGATION_REACH = 6;

/** Whether a negation stands before token `at` in its clause, within NEGATION_REACH tokens. */
function negatedBefore(tokens: readonly Token[], at: number, language: Language): boolean {
  for (let k = at - 1; k >= Math.max(0, at - NEGATION_REACH) && tokens[k].sentence === tokens[at].sentence; k--) {
    const t = tokens[k];
    if (MODAL_CLAUSE_BOUNDARY.has(t.text) || COORDINATORS[language].has(t.lower)) return false;
    if (NEGATIONS[language].has(t.lower)) return true;
  }
  return false;
}

function isSubstitution(entry: string | Substitution): entry is Substitution {
  return typeof entry === "object" && entry !== null;
}

/** Every listed phrase with its first and last word in each inflected form; `of` maps each variant back to its entry. */
function variants(phrases: readonly string[], language: Language): { texts: string[]; of: number[] } {
  const texts: string[] = [];
  const of: number[] = [];
  phrases.forEach((phrase, index) => {
    const words = tokenize(phrase.trim(), language).tokens.map((t) => t.text);
    if (words.length === 0) return;
    const middle = words.slice(1, -1).join(" ");
    const lasts = words.length > 1 ? inflections(words[words.length - 1], language) : [""];
    for (const first of inflections(words[0], language)) {
      for (const last of lasts) {
        texts.push([first, middle, last].filter((part) => part !== "").join(" "));
        of.push(index);
      }
    }
  });
  return { texts, of };
}

export function wordListRule(schema: RuleSchema): Rule {
  const meta = ruleMeta(schema);
  const findingType = meta.findingType as FindingType;
  const route = meta.route!;
  const unlessNegated = schema["x-unlessNegated"] === true;
  const compiled = new WeakMap<WordListSettings, { matcher: PhraseMatcher; of: number[] }>();

  function matcher(settings: WordListSettings, language: Language) {
    let m = compiled.get(settings);
    if (!m) {
      const { texts, of } = variants(
        settings.words.map((w) => (isSubstitution(w) ? w.replace : w)),
        language,
      );
      m = { matcher: compilePhrases(texts, language), of };
      compiled.set(settings, m);
    }
    return m;
  }

  function check(ctx: RuleContext): Finding[] {
    const settings = (ctx.config as unknown as Record<string, WordListSettings | undefined>)[route];
    if (!settings || settings.words.length === 0) return [];
    const template = meta.messages[ctx.language].found;
    const { matcher: compiledMatcher, of } = matcher(settings, ctx.language);
    const matches = matchPhrases(compiledMatcher, ctx.tokens);
    const kept = unlessNegated ? matches.filter((m) => !negatedBefore(ctx.tokens, m.from, ctx.language)) : matches;
    return kept.map((m) => {
      const text = ctx.text.slice(m.start, m.end);
      const entry = settings.words[of[m.phrase]];
      const replacement = isSubstitution(entry) ? entry.replacement : undefined;
      const message = template.replaceAll("{text}", text).replaceAll("{replacement}", replacement ?? "");
      return replacement === undefined
        ? { findingType, start: m.start, end: m.end, text, message }
        : { findingType, start: m.start, end: m.end, text, message, replacement };
    });
  }

  return { meta, check };
}
