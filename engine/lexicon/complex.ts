/** Pieces of complex sentences that are the same in English and German. */

import { RELATIVE_PRONOUN_FORMS_DE, WELCH_FORMS_DE } from "./de/determiners.js";

/** Characters that belong to a unit or an expression around a slash ("m/s²", "°C/min", "kg/m³"). */
export const SLASH_GLUE: ReadonlySet<string> = new Set(["/", "²", "³", "^", "°", "%", "µ", "-", "_", ".", ":", "~", "\\", "#", "&", "+", "'"]);

/**
 * Words for elements of a user interface: "File/Save As menu item", "Datei/Speichern-Menü" name one
 * path through menus, not alternatives (lower case).
 */
export const MENU_WORDS: ReadonlySet<string> = new Set([
  "menu",
  "menus",
  "submenu",
  "menubar",
  "tab",
  "button",
  "dialog",
  "dialogue",
  "menü",
  "menüs",
  "untermenü",
  "menüpunkt",
  "menüeintrag",
  "registerkarte",
  "schaltfläche",
  "dialogfenster",
]);

/** Bullet characters that open list items. */
export const BULLETS: ReadonlySet<string> = new Set(["•", "◦", "▪", "▫", "●", "○", "■", "□", "►", "▶", "‣", "⁃", "∙"]);

/** Dashes that open list items when they stand alone ("shall: - log; - notify"). */
export const DASHES: ReadonlySet<string> = new Set(["-", "–", "—"]);

/** Roman numerals used in enumerations ("(i)", "(ii)"). */
export const ROMAN_NUMERALS: readonly string[] = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii"];

/** Words before "and" that make it part of a range ("between 5 and 10"), not a conjunction. */
export const RANGE_OPENERS: ReadonlySet<string> = new Set(["between", "zwischen"]);

/** Words before a modal verb that make it a noun ("the will", "a can", "at will"). */
export const MODAL_AS_NOUN_AFTER: ReadonlySet<string> = new Set([
  "a",
  "an",
  "the",
  "this",
  "that",
  "his",
  "her",
  "its",
  "their",
  "free",
  "at",
  "own",
  "good",
  "ill",
  "das",
  "ein",
  "dem",
]);

/**
 * Fixed pairs whose "and" / "or" joins no separate requirements ("his or her", "one or more",
 * "look and feel", "ein oder mehrere"). Matched as phrases; their junction word is not counted.
 */
export const FIXED_PAIRS: Record<"en" | "de", readonly string[]> = {
  en: [
    "he or she",
    "she or he",
    "his or her",
    "her or his",
    "him or her",
    "her or him",
    "himself or herself",
    "one or more",
    "two or more",
    "three or more",
    "zero or more",
    "one or two",
    "more or less",
    "sooner or later",
    "whether or not",
    "either or",
    "and/or",
    "look and feel",
    "drag and drop",
    "point and click",
    "back and forth",
    "terms and conditions",
    "trial and error",
    "plug and play",
    "copy and paste",
    "cut and paste",
    "search and replace",
    "pros and cons",
    "research and development",
    "check and balance",
    "checks and balances",
    "first and foremost",
    "by and large",
    "over and over",
    "again and again",
    "more and more",
    "step by step",
    "read and write",
    "upper and lower case",
    "date and time",
    "time and date",
    "black and white",
  ],
  de: [
    "er oder sie",
    "sie oder er",
    "ein oder mehrere",
    "eine oder mehrere",
    "einen oder mehrere",
    "einem oder mehreren",
    "einer oder mehreren",
    "zwei oder mehr",
    "mehr oder weniger",
    "früher oder später",
    "ob oder nicht",
    "Forschung und Entwicklung",
    "Drag and Drop",
    "Plug and Play",
    "Groß- und Kleinschreibung",
    "Datum und Uhrzeit",
    "Uhrzeit und Datum",
    "nach und nach",
    "immer und überall",
    "hin und her",
    "schwarz und weiß",
    "Lesen und Schreiben",
  ],
};

/** German relative pronouns: they open a clause only after a comma (at a sentence start they are articles). */
export const GERMAN_RELATIVES: ReadonlySet<string> = new Set([...RELATIVE_PRONOUN_FORMS_DE, ...WELCH_FORMS_DE, "um", "wie", "als"]);

/** German words that open a subordinate clause after a comma ("…, damit diese … können"), relative pronouns included. */
export const GERMAN_SUBORDINATORS: ReadonlySet<string> = new Set([
  "dass",
  "damit",
  "sodass",
  "wenn",
  "falls",
  "weil",
  "da",
  "ob",
  "bevor",
  "nachdem",
  "sobald",
  "solange",
  "während",
  "sofern",
  "soweit",
  "indem",
  "obwohl",
  "wobei",
  "wodurch",
  "womit",
  "wofür",
  "worin",
  ...GERMAN_RELATIVES,
  "bis",
  "seit",
  "sooft",
  "wo",
]);

/** English words that open a subordinate clause: a modal verb inside it states no further obligation. */
export const ENGLISH_SUBORDINATORS: ReadonlySet<string> = new Set([
  "that",
  "which",
  "who",
  "whom",
  "whose",
  "if",
  "when",
  "whenever",
  "while",
  "unless",
  "because",
  "since",
  "where",
  "wherever",
  "whether",
  "until",
  "before",
  "after",
  "once",
  "although",
  "though",
  "so",
  "why",
  "how",
  "what",
  "whatever",
  "whoever",
  "whichever",
]);
