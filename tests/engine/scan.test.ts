import { describe, expect, it } from "vitest";
import { scanWords } from "../../engine/scan.js";
import { tokenize } from "../../engine/tokenize.js";

/** Intl.Segmenter's segments without white space: the reference the scanner must equal. */
function reference(text: string, locale: string): string[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: "word" });
  return [...segmenter.segment(text)].filter((s) => !/^\s+$/u.test(s.segment)).map((s) => `${s.index}:${s.segment}:${s.isWordLike ? "w" : "p"}`);
}

function scanned(text: string): string[] {
  const out: string[] = [];
  scanWords(text, (start, end, isWord) => out.push(`${start}:${text.slice(start, end)}:${isWord ? "w" : "p"}`));
  return out;
}

const SAMPLES = [
  "The archive software shall keep 1,000,000.50 EUR in 99,9 % of all cases, e.g. for 1.5 s.",
  "The user's e-mail address shall be stored as user_id:name in version v2.0 (see 3.5.1).",
  "It’s 12:30 on 2026-11-21; the AES-256 key shall rotate every 10ms, i.e. often.",
  "Das System muss z. B. Straße, Größe und Maß (Nr. 5) in km/h speichern – d. h. täglich.",
  "Die Anwendung muss „Benutzer(n)“ und 'Gruppen' à 5'6 … anzeigen 👍.",
  "x--y x…y x''y 1..2 .5 5. ,5 a1.b2 1.a a.1 1,a a,1 don''t U.S.A. naïve résumé",
  "Tabs\tand  double  blanks\nand new\r\nlines shall\u00a0be kept.",
  "e\u0301te\u0301 café ﬁle Ⅻ ½ ² ³ №5 §12 ©2026 @home #tag $5 100€ 50% a&b a+b a=b a<b a>b a|b a~b",
];

describe("scanWords", () => {
  for (const text of SAMPLES) {
    it(`equals Intl.Segmenter (en and de) on: ${text.slice(0, 40)}…`, () => {
      expect(scanned(text)).toEqual(reference(text, "en"));
      expect(scanned(text)).toEqual(reference(text, "de"));
    });
  }

  it("keeps numbers with separators as one token and marks them", () => {
    const { tokens } = tokenize("Within 1,000 ms or 99,9 % or 1.5 s.", "en");
    expect(tokens.filter((t) => t.isNumber).map((t) => t.text)).toEqual(["1,000", "99,9", "1.5"]);
  });

  it("does not end a sentence at abbreviations", () => {
    expect(tokenize("The tool shall e.g. print it. It shall stop.", "en").sentences).toHaveLength(2);
    expect(tokenize("Das Gerät muss z. B. drucken, d. h. sofort. Es muss stoppen.", "de").sentences).toHaveLength(2);
    expect(tokenize("Die Anlage Nr. 5 muss laufen.", "de").sentences).toHaveLength(1);
  });
});
