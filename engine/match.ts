/**
 * Case-insensitive matching of words and multi-word phrases over the token stream.
 * A phrase is tokenized like the text ("e.g." is "e.g" + "."; "z. B." is four tokens),
 * so matches always fall on whole tokens.
 */
import { tokenize } from "./tokenize.js";
import type { Language, Token } from "./types.js";

export interface PhraseMatch {
  /** Index of the first and one past the last matched token. */
  from: number;
  to: number;
  start: number;
  end: number;
  /** Index of the phrase in the list given to compilePhrases. */
  phrase: number;
}

export interface PhraseMatcher {
  byFirst: Map<string, { parts: string[]; phrase: number }[]>;
}

export function compilePhrases(phrases: readonly string[], language: Language): PhraseMatcher {
  const byFirst: PhraseMatcher["byFirst"] = new Map();
  phrases.forEach((phrase, index) => {
    const parts = tokenize(phrase.trim(), language).tokens.map((t) => t.lower);
    if (parts.length === 0) return;
    const list = byFirst.get(parts[0]) ?? [];
    list.push({ parts, phrase: index });
    // Longest phrases first, so "as well as" wins over "as".
    list.sort((a, b) => b.parts.length - a.parts.length);
    byFirst.set(parts[0], list);
  });
  return { byFirst };
}

/**
 * All non-overlapping matches, left to right, longest first at each position.
 * Tokens must be adjacent in the text except for white space.
 */
export function matchPhrases(matcher: PhraseMatcher, tokens: readonly Token[], from = 0, to = tokens.length): PhraseMatch[] {
  const matches: PhraseMatch[] = [];
  for (let i = from; i < to; i++) {
    const candidates = matcher.byFirst.get(tokens[i].lower);
    if (!candidates) continue;
    for (const candidate of candidates) {
      const n = candidate.parts.length;
      if (i + n > to) continue;
      let ok = true;
      for (let k = 1; k < n; k++) {
        if (tokens[i + k].lower !== candidate.parts[k]) {
          ok = false;
          break;
        }
      }
      if (!ok) continue;
      matches.push({ from: i, to: i + n, start: tokens[i].start, end: tokens[i + n - 1].end, phrase: candidate.phrase });
      i += n - 1;
      break;
    }
  }
  return matches;
}
