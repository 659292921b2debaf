/**
 * Text normalisation and stemming for the comparison of requirements.
 *
 * - `exactKey`: lower case, white space collapsed and trimmed; two requirements with the
 *   same key are exact duplicates.
 * - `fold`: lower case, German umlauts and ß folded (ä -> a, ß -> ss), accents removed.
 * - `stem`: a compact suffix stripper per language (see engine/lexicon/{en,de}/compare-stemming.ts).
 */
import { COMPARE_KEEP_S_EN, COMPARE_SUFFIXES_EN, KEEP_ED_EN } from "../lexicon/en/compare-stemming.js";
import { COMPARE_SUFFIXES_DE } from "../lexicon/de/compare-stemming.js";
import type { Language } from "../types.js";
import { SHORT_BASE_OK_EN as SHORT_BASE_OK } from "../lexicon/en/compare-stemming.js";
import { SEPARABLE_PREFIXES_COMPARE_DE as SEPARABLE_DE, ZU_INFIX_PREFIXES_DE } from "../lexicon/de/compare-stemming.js";
import { LETTER_FOLDING as FOLD } from "../lexicon/folding.js";

const FOLD_RE = /[äöüßæœ]/g;
const COMBINING = /[\u0300-\u036f]/g;

// eslint-disable-next-line no-control-regex -- the whole ASCII range, control characters included
const ASCII = /^[\x00-\x7f]*$/;

export function fold(word: string): string {
  if (ASCII.test(word)) return word.toLowerCase();
  const lower = word.toLowerCase().replace(/[’‘`´]/g, "'");
  return lower
    .replace(FOLD_RE, (c) => FOLD[c])
    .normalize("NFD")
    .replace(COMBINING, "");
}

/** The exact-duplicate key: case and white space do not count. */
export function exactKey(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ").trim();
}

/** Lower-cased, folded text with every run of non-letters/digits reduced to one blank. */
export function plainText(text: string): string {
  return fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const stemCache: Record<Language, Map<string, string>> = { en: new Map(), de: new Map() };

function stemEn(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word.endsWith("'s") ? word.slice(0, -2) : word;
  for (const [suffix, replacement] of COMPARE_SUFFIXES_EN) {
    if (!w.endsWith(suffix)) continue;
    if (suffix === "s" && COMPARE_KEEP_S_EN.some((keep) => w.endsWith(keep))) continue;
    // "proceed" is no past tense: it meets "proceeds" and "proceeding".
    if (suffix === "ed" && KEEP_ED_EN.some((keep) => w.endsWith(keep))) break;
    const base = w.slice(0, w.length - suffix.length);
    if (base.length + replacement.length < (SHORT_BASE_OK.has(suffix) ? 3 : 4)) continue;
    w = base + replacement;
    break;
  }
  // Doubled final consonant after stripping ("stopped" -> "stopp" -> "stop").
  if (w.length > 3 && /([bdgmnprt])\1$/.test(w)) w = w.slice(0, -1);
  // Final y as i, so that "modifying" meets "modify" and "modified".
  if (w.length > 3 && w.endsWith("y")) w = w.slice(0, -1) + "i";
  return w;
}

/** "anzuzeigen" -> "anzeigen", "hinzuzufugen" -> "hinzufugen": the zu-infinitive of separable verbs. */
const ZU_INFIX = new RegExp(`^(${ZU_INFIX_PREFIXES_DE.join("|")})zu([a-z]{3,}en)$`);

function stemDe(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word;
  let w = word.replace(ZU_INFIX, "$1$2");
  // Participles: "gesperrt" -> "sperr", "angezeigt" -> "anzeig", "ausgeblendet" -> "ausblend".
  if (w.length >= 7 && w.startsWith("ge") && /(t|et|en)$/.test(w)) w = w.slice(2);
  else {
    for (const prefix of SEPARABLE_DE) {
      if (w.startsWith(prefix + "ge") && w.length >= prefix.length + 6 && /(t|en)$/.test(w)) {
        w = prefix + w.slice(prefix.length + 2);
        break;
      }
    }
  }
  // Final -t / -et of verb forms and participles ("erkennt" -> "erkenn", "gespeichert" -> "speich").
  if (w.length >= 6 && /[^aeiout]e?t$/.test(w) && !w.endsWith("iert")) {
    w = w.replace(/e?t$/, "");
    if (w.endsWith("er") && w.length >= 6) w = w.slice(0, -2);
    return w;
  }
  for (const [suffix, replacement] of COMPARE_SUFFIXES_DE) {
    if (!w.endsWith(suffix)) continue;
    const base = w.slice(0, w.length - suffix.length);
    if (base.length + replacement.length < 4) continue;
    w = base + replacement;
    break;
  }
  return w;
}

/** Stem of a folded, lower-case word. */
export function stem(word: string, language: Language): string {
  const cache = stemCache[language];
  let result = cache.get(word);
  if (result === undefined) {
    result = language === "de" ? stemDe(word) : stemEn(word);
    if (cache.size > 200_000) cache.clear();
    cache.set(word, result);
  }
  return result;
}
