/**
 * The inflected forms of a listed word (a lemma), so that a word list names each word
 * once: "nahtlos" also matches "nahtlose", "nahtlosen", "nahtloser"…, "crash" also
 * "crashes", "crashed", "crashing". Only inflection: no comparison ("more robust" is
 * not "robust"), no derivation, no compounds. Regular endings only:
 *   en  plural and 3rd person -s/-es (-y -> -ies), past -ed (-e -> -ed, -y -> -ied), -ing (-e dropped),
 *       with the final consonant doubled after one short vowel (log -> logged, logging)
 *   de  adjective -e/-en/-er/-es/-em; noun -s/-n/-en/-e/-er/-ern/-ns/-ens;
 *       verb (lemma ending in -en or -n): stem + -e/-st/-t/-te/-ten/-test/-tet, and the
 *       present participle -end with adjective endings
 * Forms are lower case, without duplicates; the lemma itself comes first.
 */
import type { Language } from "../types.js";
import { ADJECTIVE_ENDINGS_DE, DE_ADJECTIVE_AND_NOUN, DE_VERB } from "../lexicon/de/inflection.js";

const EN_CONSONANT_Y = /[^aeiou]y$/;

/** A short word ending in one vowel and one consonant doubles it: log -> logged, logging. */
const EN_DOUBLING = /^[^aeiou]*[aeiou][bdglmnprt]$/;

function english(word: string): string[] {
  const forms = [word];
  if (EN_DOUBLING.test(word)) forms.push(`${word}${word.at(-1)}ed`, `${word}${word.at(-1)}ing`);
  if (EN_CONSONANT_Y.test(word)) {
    const stem = word.slice(0, -1);
    forms.push(`${stem}ies`, `${stem}ied`, `${word}ing`);
  } else if (/(?:s|x|z|ch|sh)$/.test(word)) {
    forms.push(`${word}es`, `${word}ed`, `${word}ing`);
  } else if (word.endsWith("e")) {
    forms.push(`${word}s`, `${word}d`, `${word.slice(0, -1)}ing`);
  } else {
    forms.push(`${word}s`, `${word}ed`, `${word}ing`);
  }
  return forms;
}

function german(word: string): string[] {
  const forms = [word];
  const base = word.endsWith("e") ? word.slice(0, -1) : word;
  for (const ending of DE_ADJECTIVE_AND_NOUN) forms.push(base + ending);
  if (word.length > 4 && /[^e]en$|eln$|ern$/.test(word)) {
    const stem = word.endsWith("en") ? word.slice(0, -2) : word.slice(0, -1);
    for (const ending of DE_VERB) forms.push(stem + ending);
  }
  return forms;
}

/** The lemma and its regular inflected forms, lower case. Words with digits or of fewer than three letters stay as they are. */
export function inflections(lemma: string, language: Language): string[] {
  const word = lemma.toLowerCase();
  if (word.length < 3 || !/^\p{L}+$/u.test(word)) return [word];
  return [...new Set(language === "de" ? german(word) : english(word))];
}

/** German adjectives with their declined forms ("einfach" -> "einfach", "einfache", "einfachen", …), for word lists. */
export function declined(...stems: string[]): string[] {
  return stems.flatMap((stem) => ADJECTIVE_ENDINGS_DE.map((ending) => stem + ending));
}

/** Stems whose superlative takes -est ("robust" -> "robusteste", "intuitiv" -> "intuitivste"). */
const SUPERLATIVE_WITH_E = /(?:[sßtdzx]|sch|[aeiouäöü])$/;

/** The comparative of German adjectives, declined ("einfach" -> "einfacher", "einfachere", …): regular forms only, no umlaut. */
export function compared(...stems: string[]): string[] {
  return stems.flatMap((stem) => ADJECTIVE_ENDINGS_DE.map((ending) => `${stem}er${ending}`));
}

/** The superlative of German adjectives, declined ("einfach" -> "einfachste", …; "am einfachsten" ends in one of them). */
export function superlative(...stems: string[]): string[] {
  return stems.flatMap((stem) => {
    const base = `${stem}${SUPERLATIVE_WITH_E.test(stem) ? "est" : "st"}`;
    return ADJECTIVE_ENDINGS_DE.slice(1).map((ending) => base + ending);
  });
}

/** Adjectives whose e drops before an ending ("flexibel" -> "flexible"), as [base, stem] pairs. */
export function declinedDropE(...pairs: [string, string][]): string[] {
  return pairs.flatMap(([base, stem]) => [base, ...ADJECTIVE_ENDINGS_DE.slice(1).map((ending) => stem + ending)]);
}

/** The forms without the excluded ones. */
export function without(forms: readonly string[], excluded: readonly string[]): string[] {
  return forms.filter((form) => !excluded.includes(form));
}
