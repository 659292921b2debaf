/**
 * One requirement said twice with another value of a kind that admits one value at a time:
 * "The portal shall show overdue invoices in red." / "… in green.", "The list shall be sorted in
 * ascending order." / "… in descending order.", "The library shall export the loan report as a
 * plain-text file." / "… as a PDF file.", "Die Plattform muss überfällige Rechnungen rot
 * anzeigen." / "… grün anzeigen." The two texts are the same word for word (articles aside)
 * but for one value on each side, of one word or a few ("plain text", "degrees Celsius"), and
 * both values are of one kind (EXCLUSIVE_VALUES: colours, sort directions, orientations, file
 * formats, units, calendar units, the share of a set: "select all the loans" / "select a few
 * loans"). A capability on either side ("the user may choose red") offers a choice and conflicts
 * with nothing; so does a requirement that names two values of the kind ("in red or green", "as
 * PDF and CSV files").
 *
 * A value of no listed kind is one too where the next word names the form the output takes
 * (PRESENTATION_FORMS): "The catalogue has a shelf view in compact style." / "… in detailed style.",
 * "Die Kasse muss den Beleg in einer knappen Darstellung zeigen." / "… in einer ausführlichen
 * Darstellung …"; in German also as the end of a compound, "Kartenansicht" / "Listenansicht".
 */
import type { ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";
import type { Contradiction } from "./contradiction.js";
import { reason } from "../reasons.js";
import { fold } from "../text.js";
import {
  ADJECTIVE_ENDINGS_DE,
  ADMITTING_VERBS,
  CHOICE_WORDS,
  DEFINITE_ARTICLES,
  EXCLUSIVE_VALUES,
  INDEFINITE_ARTICLES,
  FORM_PREPS,
  PRESENTATION_FORMS,
} from "../../lexicon/compare-conflicts.js";
import { actorsAgree, perReading, sameCondition } from "./frame.js";
import { BIT_WIDTH_WORDS, CONFINING_WORDS, PERMISSION_STEMS } from "../../lexicon/compare-conflicts.js";
import { stem } from "../text.js";
import { sameWord } from "./opt-out.js";
import { COORD_EN } from "../../lexicon/en/compare-clauses.js";
import { COORD_DE } from "../../lexicon/de/compare-clauses.js";

/** Least words the two texts share: a shorter text is no requirement restated. */
const MIN_SHARED = 4;
/** Most words of one value ("comma separated values"). */
const MAX_VALUE_WORDS = 3;
/** Words that join values into a list ("DXF and PDF", "rot oder grün"). */
const LIST_WORDS: ReadonlySet<string> = new Set([...COORD_EN, ...COORD_DE]);

/** A value, folded -> the kinds it belongs to, per language. */
const KINDS: Record<Language, Map<string, Set<string>>> = { en: new Map(), de: new Map() };
/** A spelling, folded, its words joined by one space -> its value (the first spelling: "gray" -> "grey"), per language. */
const SPELLINGS: Record<Language, Map<string, string>> = { en: new Map(), de: new Map() };
for (const [kind, words] of Object.entries(EXCLUSIVE_VALUES))
  for (const language of ["en", "de"] as const)
    for (const entry of words[language]) {
      const spellings = entry.split("/").map((s) => s.split(" ").map(fold).join(" "));
      const v = spellings[0];
      for (const s of spellings) SPELLINGS[language].set(s, v);
      if (!KINDS[language].has(v)) KINDS[language].set(v, new Set());
      KINDS[language].get(v)!.add(kind);
    }

/** The value a folded word names, a German adjective's ending taken off ("roten" -> "rot"); null for no value. */
function valueOf(w: string, language: Language): string | null {
  const found = SPELLINGS[language].get(w);
  if (found !== undefined || language !== "de") return found ?? null;
  for (const ending of ADJECTIVE_ENDINGS_DE) {
    const base = SPELLINGS.de.get(w.slice(0, w.length - ending.length));
    if (w.endsWith(ending) && base !== undefined) return base;
  }
  return null;
}

interface ValueWords {
  /** The folded words, articles left out. */
  words: string[];
  /** Each word's place among the reading's lexemes, in the same order. */
  at: number[];
  /** The lexemes as written. */
  texts: string[];
  /** The values the text names, each once where it is named ("plain text" -> one value). */
  values: string[];
  /** A clause grants a capability ("may", "shall be able to") or takes values in ("accept"): a choice, not a value. */
  capability: boolean;
}

/** The value words `from` up to `to` name together ("plain text", "degrees Celsius"), or null. */
function spanValue(words: readonly string[], from: number, to: number, language: Language): string | null {
  if (to - from === 1) return valueOf(words[from], language);
  return SPELLINGS[language].get(words.slice(from, to).join(" ")) ?? null;
}

const wordsOf = perReading<ValueWords>((reading) => {
  const words: string[] = [];
  const at: number[] = [];
  const texts = reading.lexemes.map((x) => x.text);
  reading.lexemes.forEach((x, i) => {
    if (!x.isWord || DEFINITE_ARTICLES.has(x.w) || INDEFINITE_ARTICLES.has(x.w)) return;
    words.push(x.w);
    at.push(i);
  });
  // The values named, the longest spelling first.
  const values: string[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(MAX_VALUE_WORDS, words.length - i); n >= 1; n--) {
      const v = spanValue(words, i, i + n, reading.language);
      if (v === null) continue;
      values.push(v);
      i += n - 1;
      break;
    }
  }
  // A choice, or an action that takes in or supports a value: "shall accept CSV files" and "… XML files" both hold.
  const capability = reading.clauses.some((c) => c.capability || ADMITTING_VERBS.has(fold(c.actionText))) || words.some((w) => CHOICE_WORDS.has(w));
  return { words, at, texts, values, capability };
});

/** Folded nouns of the form an output takes, per language ("style", "darstellung"). */
const FORMS: Record<Language, readonly string[]> = { en: PRESENTATION_FORMS.en.map(fold), de: PRESENTATION_FORMS.de.map(fold) };

/**
 * Two words of no listed kind that name one form of an output: after a preposition of a form ("in",
 * "as"), each is followed by the same form noun ("in compact style" / "in detailed style"), or in German
 * they are compounds ending in one ("in der Kartenansicht" / "in der Listenansicht").
 */
function sameForm(a: string, b: string, before: string | undefined, next: string | undefined, language: Language): boolean {
  if (a === b || before === undefined || !FORM_PREPS[language].includes(before)) return false;
  if (valueOf(a, language) !== null || valueOf(b, language) !== null) return false;
  if (next !== undefined && FORMS[language].includes(next)) return true;
  return language === "de" && FORMS.de.some((f) => a.length > f.length + 2 && b.length > f.length + 2 && a.endsWith(f) && b.endsWith(f));
}

/** Both values are of one kind. */
function sharedKind(a: string | null, b: string | null, language: Language): boolean {
  if (a === null || b === null) return false;
  const ka = KINDS[language].get(a);
  const kb = KINDS[language].get(b);
  return ka !== undefined && kb !== undefined && [...ka].some((k) => kb.has(k));
}

/** How many values a text names of the kind(s) of `value`. */
function valuesOfKind(values: readonly string[], value: string, language: Language): number {
  return values.filter((v) => sharedKind(v, value, language)).length;
}

/** The words `from` up to `to` as written, with what stands between them ("plain-text"). */
function written(v: ValueWords, from: number, to: number): string {
  return v.texts
    .slice(v.at[from], v.at[to - 1] + 1)
    .join(" ")
    .replace(/ - /g, "-");
}

export function valueConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  const wa = wordsOf(a);
  const wb = wordsOf(b);
  if (wa.capability || wb.capability) return null;
  // The words in common at the start and at the end; in between, one value on each side.
  const shortest = Math.min(wa.words.length, wb.words.length);
  let head = 0;
  while (head < shortest && wa.words[head] === wb.words[head]) head++;
  let tail = 0;
  while (tail < shortest - head && wa.words[wa.words.length - 1 - tail] === wb.words[wb.words.length - 1 - tail]) tail++;
  const endA = wa.words.length - tail;
  const endB = wb.words.length - tail;
  if (head + tail < MIN_SHARED || endA - head < 1 || endB - head < 1 || endA - head > MAX_VALUE_WORDS || endB - head > MAX_VALUE_WORDS) return null;
  const form = endA - head === 1 && endB - head === 1 && sameForm(wa.words[head], wb.words[head], wa.words[head - 1], wa.words[endA], a.language);
  const va = spanValue(wa.words, head, endA, a.language);
  const vb = spanValue(wb.words, head, endB, a.language);
  if (!form && (va === null || vb === null || va === vb || !sharedKind(va, vb, a.language))) return null;
  // "as DXF and PDF": a value in a list with others, whatever they are.
  const listed = (v: ValueWords, from: number, to: number) => [v.words[from - 1], v.words[to]].some((w) => w !== undefined && LIST_WORDS.has(w));
  if (listed(wa, head, endA) || listed(wb, head, endB)) return null;
  // "in red or green": the text names more than one value of the kind.
  if (va !== null && vb !== null && (valuesOfKind(wa.values, va, a.language) > 1 || valuesOfKind(wb.values, vb, a.language) > 1)) return null;
  return { kind: "value", reason: reason(language, "value", { a: written(wa, head, endA), b: written(wb, head, endB) }) };
}

/** A word of digits only, read character by character (no pattern run over every word). */
function digitsOnly(w: string): boolean {
  if (w.length === 0) return false;
  for (const ch of w) if (ch < "0" || ch > "9") return false;
  return true;
}

/** A width in bits named by a number and "bit" ("32-bit"), as a value "32 bit"; null if none. */
function bitWidth(words: readonly string[], i: number): string | null {
  return BIT_WIDTH_WORDS.has(words[i + 1] ?? "") && digitsOnly(words[i]) ? `${words[i]} bit` : null;
}

/** The shared empty list of a requirement that names no value (most do). */
const NO_VALUES: readonly { value: string; kinds: ReadonlySet<string> }[] = [];

/** The values a reading names, each with its kinds; a width in bits is of the kind "bitWidth". */
const kindedValues = perReading<readonly { value: string; kinds: ReadonlySet<string> }[]>((reading) => {
  const v = wordsOf(reading);
  const out: { value: string; kinds: ReadonlySet<string> }[] = v.values.map((value) => ({
    value,
    kinds: KINDS[reading.language].get(value) ?? new Set(),
  }));
  for (let i = 0; i < v.words.length; i++) {
    const width = bitWidth(v.words, i);
    if (width !== null) out.push({ value: width, kinds: BIT_WIDTH });
  }
  return out.length > 0 ? out : NO_VALUES;
});
/** The kind of a width in bits, which no listed kind shares. */
const BIT_WIDTH_KIND = "bitWidth";
const BIT_WIDTH: ReadonlySet<string> = new Set([BIT_WIDTH_KIND]);

/** The reading confines an action: "only" after its actor, or a verb that confines or demands ("restrict", "require"). */
const confines = perReading((reading: ClauseReading): boolean => {
  const L = CONFINING_WORDS[reading.language];
  return reading.clauses.some(
    (c) =>
      !c.negative &&
      (L.verbs.has(fold(c.actionText.split(" ")[0] ?? "")) ||
        (!c.exclusiveSubject && c.predicateText.split(/[^\p{L}]+/u).some((w) => L.only.has(fold(w))))),
  );
});

/** Stems of every spelling of a listed value and of the width words, per language: set apart from what is acted on. */
const VALUE_STEMS: Record<Language, ReadonlySet<string>> = {
  en: new Set([...SPELLINGS.en.keys(), ...BIT_WIDTH_WORDS].flatMap((s) => s.split(" ").map((w) => stem(w, "en")))),
  de: new Set([...SPELLINGS.de.keys(), ...BIT_WIDTH_WORDS].flatMap((s) => s.split(" ").map((w) => stem(w, "de")))),
};

export function confinedValueConflict(a: ClauseReading, b: ClauseReading, language: Language): Contradiction | null {
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const) {
    const vx = kindedValues(x);
    const vy = kindedValues(y);
    if (vx.length === 0 || vy.length === 0 || !confines(x)) continue;
    for (const granted of vy) {
      const kind = [...granted.kinds].find((k) => vy.filter((v) => v.kinds.has(k)).length === 1);
      if (kind === undefined) continue;
      const own = vx.filter((v) => v.kinds.has(kind));
      if (own.length === 0 || own.some((v) => v.value === granted.value)) continue;
      const drop = VALUE_STEMS[x.language];
      for (const cy of y.clauses) {
        if (cy.negative || cy.action === null) continue;
        const verb = stem(fold(cy.actionText.split(" ")[0] ?? ""), x.language);
        const cx = x.clauses.find(
          (c) =>
            !c.negative &&
            (c.action === cy.action || [...c.allObjects].some((o) => o === cy.action || sameWord(o, verb))) &&
            sameCondition(c, cy) &&
            actorsAgree(c, cy),
        );
        if (cx === undefined) continue;
        // What the granting side acts on directly; its other objects when the actor granted the action stands there ("dem Personal erlauben, Etiketten …").
        const acted = (objects: ReadonlySet<string>) =>
          [...objects].filter((o) => !drop.has(o) && !cy.subject.has(o) && !PERMISSION_STEMS.has(o) && o !== verb);
        const direct = acted(cy.directObjects);
        const things = direct.length > 0 ? direct : acted(cy.allObjects);
        const theirs = new Set([...cx.allObjects, ...cx.subject]);
        if (things.length === 0 || !things.every((o) => theirs.has(o))) continue;
        return { kind: "value", reason: reason(language, "confinedValue", { a: cx.predicateText, b: cy.predicateText }) };
      }
    }
  }
  return null;
}
