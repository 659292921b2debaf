/**
 * Word segmentation by the rules of Unicode's word boundaries (UAX #29) that matter
 * for Latin-script text, as Intl.Segmenter applies them, in one pass over the
 * characters: letters and digits join (WB5, WB8–WB10), a letter run continues over
 * ":" "." "'" "’" between letters (WB6/7), a number over "," "." ";" "'" between digits
 * (WB11/12: 1,000 · 99,9 · 1.5), "_" joins (WB13a/b), combining marks stay with their
 * base (WB4). Every other character is a segment of its own; white space is skipped.
 * The result equals Intl.Segmenter's word-like and punctuation segments; a test
 * compares both on every text of the test and evaluation corpora.
 */

// Character classes.
const OTHER = 0;
const LETTER = 1;
const DIGIT = 2;
const MID_LETTER = 3; // ":" "·"
const MID_NUM_LET = 4; // "." "'" "’" "‘"
const MID_NUM = 5; // "," ";"
const UNDERSCORE = 6;
const SPACE = 7;
const MARK = 8;

const ascii = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if (/[A-Za-z]/.test(ch)) ascii[c] = LETTER;
  else if (/[0-9]/.test(ch)) ascii[c] = DIGIT;
  else if (ch === ":") ascii[c] = MID_LETTER;
  else if (ch === "." || ch === "'") ascii[c] = MID_NUM_LET;
  else if (ch === "," || ch === ";") ascii[c] = MID_NUM;
  else if (ch === "_") ascii[c] = UNDERSCORE;
  else if (/\s/.test(ch)) ascii[c] = SPACE;
}

const LETTER_RE = /\p{Alphabetic}/u;
const DIGIT_RE = /\p{Nd}/u;
const MARK_RE = /[\p{M}\u200c\u200d]/u;
const SPACE_RE = /\s/u;
const MID_LETTER_SET = new Set([0xb7, 0x387, 0x5f4, 0x2027, 0xfe13, 0xfe55, 0xff1a]);
const MID_NUM_LET_SET = new Set([0x2018, 0x2019, 0x2024, 0xfe52, 0xff07, 0xff0e]);
const MID_NUM_SET = new Set([0x37e, 0x589, 0x60c, 0x60d, 0x66c, 0x7f8, 0x2044, 0xfe10, 0xfe14, 0xfe50, 0xfe54, 0xff0c, 0xff1b]);
const wide = new Map<number, number>();

function classOf(code: number): number {
  if (code < 128) return ascii[code];
  let cls = wide.get(code);
  if (cls !== undefined) return cls;
  const ch = String.fromCharCode(code);
  if (code >= 0xd800 && code <= 0xdfff) cls = OTHER;
  else if (MARK_RE.test(ch)) cls = MARK;
  else if (DIGIT_RE.test(ch)) cls = DIGIT;
  else if (LETTER_RE.test(ch)) cls = LETTER;
  else if (MID_LETTER_SET.has(code)) cls = MID_LETTER;
  else if (MID_NUM_LET_SET.has(code)) cls = MID_NUM_LET;
  else if (MID_NUM_SET.has(code)) cls = MID_NUM;
  else if (
    code === 0x203f ||
    code === 0x2040 ||
    code === 0x2054 ||
    code === 0xfe33 ||
    code === 0xfe34 ||
    code === 0xfe4d ||
    code === 0xfe4e ||
    code === 0xfe4f ||
    code === 0xff3f
  )
    cls = UNDERSCORE;
  else if (SPACE_RE.test(ch)) cls = SPACE;
  else cls = OTHER;
  wide.set(code, cls);
  return cls;
}

/** The index of the next character at or after i that is not a combining mark (WB4). */
function nextBase(text: string, i: number): number {
  let j = i;
  while (j < text.length && classOf(text.charCodeAt(j)) === MARK) j++;
  return j;
}

/**
 * Calls `emit(start, end, isWord)` for every segment that is not white space.
 */
export function scanWords(text: string, emit: (start: number, end: number, isWord: boolean) => void): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const code = text.charCodeAt(i);
    const cls = classOf(code);
    if (cls === SPACE) {
      i++;
      continue;
    }
    if (cls !== LETTER && cls !== DIGIT && cls !== UNDERSCORE) {
      // One character (a surrogate pair counts as one), with its combining marks.
      let end = i + 1;
      if (code >= 0xd800 && code <= 0xdbff && end < n) {
        const low = text.charCodeAt(end);
        if (low >= 0xdc00 && low <= 0xdfff) end++;
      }
      end = nextBase(text, end);
      emit(i, end, false);
      i = end;
      continue;
    }
    // A word: letters, digits and underscores, continued over mid characters.
    const start = i;
    let last = cls; // class of the last base character in the word
    let hasLetterOrDigit = cls !== UNDERSCORE;
    i = nextBase(text, i + 1);
    while (i < n) {
      const c = classOf(text.charCodeAt(i));
      if (c === LETTER || c === DIGIT || c === UNDERSCORE) {
        last = c;
        if (c !== UNDERSCORE) hasLetterOrDigit = true;
        i = nextBase(text, i + 1);
        continue;
      }
      if (c === MID_LETTER || c === MID_NUM_LET || c === MID_NUM) {
        const after = nextBase(text, i + 1);
        if (after < n) {
          const next = classOf(text.charCodeAt(after));
          const letterJoin = last === LETTER && next === LETTER && (c === MID_LETTER || c === MID_NUM_LET);
          const numberJoin = last === DIGIT && next === DIGIT && (c === MID_NUM || c === MID_NUM_LET);
          if (letterJoin || numberJoin) {
            i = after;
            continue;
          }
        }
      }
      break;
    }
    emit(start, i, hasLetterOrDigit);
  }
}
