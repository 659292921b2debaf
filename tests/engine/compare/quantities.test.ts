import { describe, expect, it } from "vitest";
import { describeQuantity, lexemes, quantitiesConflict, stem, type Quantity } from "../../../engine/compare/index.js";
import { extractQuantities } from "../../../engine/compare/quantities.js";
import { COMPARE_LEXICON } from "../../../engine/compare/lexicon.js";
import type { Language } from "../../../engine/types.js";

function quantities(text: string, language: Language = "en"): Array<Omit<Quantity, "start" | "end" | "anchor">> {
  return extractQuantities(lexemes(text, language), language, COMPARE_LEXICON[language].stopwords).map(
    ({ start: _s, end: _e, anchor: _a, ...q }) => q,
  );
}

describe("quantities", () => {
  it("normalises durations with their comparator", () => {
    expect(quantities("The gate shall open within 2 s.")).toEqual([{ kind: "duration", value: 2, unit: "s", op: "<=" }]);
    expect(quantities("The gate shall open after 5 seconds.")).toEqual([{ kind: "duration", value: 5, unit: "s", op: "=" }]);
    expect(quantities("The gate shall open within 250ms.")).toEqual([{ kind: "duration", value: 0.25, unit: "s", op: "<=" }]);
    expect(quantities("Das Tor muss sich innerhalb von 2 s öffnen.", "de")).toEqual([{ kind: "duration", value: 2, unit: "s", op: "<=" }]);
  });

  it("reads percentages with a decimal comma or point", () => {
    expect(quantities("Der Dienst muss zu 99,9 % verfügbar sein.", "de")).toEqual([{ kind: "ratio", value: 99.9, unit: "%", op: "=" }]);
    expect(quantities("The service shall be available 99.5 percent of the time.")).toEqual([{ kind: "ratio", value: 99.5, unit: "%", op: "=" }]);
  });

  it("reads counts with the counted noun, sizes and thousands", () => {
    expect(quantities("Passwords shall have at least 12 characters.")).toEqual([{ kind: "count", value: 12, unit: "character", op: ">=" }]);
    expect(quantities("The archive shall hold 1,000 documents of up to 20 MB.")).toEqual([
      { kind: "count", value: 1000, unit: stem("documents", "en"), op: "=" },
      { kind: "size", value: 20e6, unit: "B", op: "<=" },
    ]);
    expect(quantities("The library shall support 2 million loans.")).toEqual([{ kind: "count", value: 2e6, unit: "loan", op: "=" }]);
  });

  it("reads a number joined to what it counts by a hyphen", () => {
    expect(quantities("The controller shall write 16-bit words only.")).toEqual([{ kind: "count", value: 16, unit: "bit", op: "=" }]);
    expect(quantities("Die Steuerung muss 16-Bit-Wörter schreiben.", "de")).toEqual([{ kind: "count", value: 16, unit: "bit", op: "=" }]);
    expect(quantities("The archive shall keep a 30-day history.")).toEqual([{ kind: "duration", value: 30 * 86400, unit: "s", op: "=" }]);
    // Without a hyphen the counted noun is the first plural.
    expect(quantities("The portal shall serve 1000 simultaneous users.")).toEqual([{ kind: "count", value: 1000, unit: "user", op: "=" }]);
    // A range's hyphen joins two numbers, not a number and a noun.
    expect(quantities("The team shall have 5-10 members.")).toEqual([
      { kind: "count", value: 5, unit: "", op: "=" },
      { kind: "count", value: 10, unit: "member", op: "=" },
    ]);
  });

  it("reads frequencies", () => {
    expect(quantities("The job shall run once a day.")[0]).toMatchObject({ kind: "frequency", value: 86400 });
    expect(quantities("The job shall run twice per hour.")[0]).toMatchObject({ kind: "frequency", value: 1800 });
    expect(quantities("The job shall run every 5 minutes.")).toEqual([{ kind: "frequency", value: 300, unit: "period", op: "=" }]);
    expect(quantities("The job shall run each Sunday at midnight.")[0]).toMatchObject({ kind: "frequency", value: 604800 });
    expect(quantities("The job shall run whenever a file arrives.")[0]).toMatchObject({ kind: "frequency", value: -1 });
    expect(quantities("Der Export muss täglich laufen.", "de")[0]).toMatchObject({ kind: "frequency", value: 86400 });
  });

  it("reads availability rates as ratios", () => {
    expect(quantities("The kiosk shall be available 24 hours per day and 7 days a week.")).toEqual([
      { kind: "ratio", value: 1, unit: "rate", op: "=" },
      { kind: "ratio", value: 1, unit: "rate", op: "=" },
    ]);
  });

  it("anchors a quantity at the word it measures", () => {
    const [q] = extractQuantities(lexemes("The search shall return results within 2 s.", "en"), "en", COMPARE_LEXICON.en.stopwords);
    expect(q.anchor).toBe(stem("results", "en"));
    const other = { ...q, value: 5, anchor: "login" };
    expect(quantitiesConflict(q, other)).toBe(false);
    expect(quantitiesConflict(q, { ...other, anchor: q.anchor })).toBe(true);
    // A number without a counted noun is never compared.
    expect(quantitiesConflict({ ...q, kind: "count", unit: "" }, { ...q, kind: "count", unit: "", value: 7 })).toBe(false);
  });

  it("decides which values cannot hold together", () => {
    const q = (value: number, op: Quantity["op"], kind: Quantity["kind"] = "duration", unit = "s"): Quantity => ({
      kind,
      value,
      unit,
      op,
      start: 0,
      end: 0,
    });
    expect(quantitiesConflict(q(2, "<="), q(5, "<="))).toBe(true);
    expect(quantitiesConflict(q(8, ">=", "count", "character"), q(12, ">=", "count", "character"))).toBe(true);
    expect(quantitiesConflict(q(8, ">=", "count", "character"), q(64, "<=", "count", "character"))).toBe(false);
    expect(quantitiesConflict(q(10, "<=", "count", "site"), q(50, "=", "count", "site"))).toBe(true);
    expect(quantitiesConflict(q(10, "=", "count", "site"), q(50, "<=", "count", "site"))).toBe(false);
    expect(quantitiesConflict(q(2, "<="), q(2, "<="))).toBe(false);
    // one value, two bounds: "at most 30" and "more than 30" exclude each other, "at most 30" and "at least 30" share 30
    expect(quantitiesConflict(q(30, "<="), q(30, ">"))).toBe(true);
    expect(quantitiesConflict(q(30, "<"), q(30, ">="))).toBe(true);
    expect(quantitiesConflict(q(30, "<"), q(30, ">"))).toBe(true);
    expect(quantitiesConflict(q(30, "="), q(30, ">"))).toBe(true);
    expect(quantitiesConflict(q(30, "<="), q(30, ">="))).toBe(false);
    expect(quantitiesConflict(q(30, "<="), q(30, "="))).toBe(false);
    expect(quantitiesConflict(q(30, "<"), q(30, "<="))).toBe(false);
    expect(quantitiesConflict(q(2, "<="), q(2, "<=", "count", "user"))).toBe(false);
    expect(quantitiesConflict(q(86400, "=", "frequency", "period"), q(604800, "=", "frequency", "period"))).toBe(true);
  });

  it("describes quantities in both languages", () => {
    const q: Quantity = { kind: "duration", value: 120, unit: "s", op: "<=", start: 0, end: 0 };
    expect(describeQuantity(q, "en")).toBe("at most 2 min");
    expect(describeQuantity({ ...q, kind: "frequency", value: 604800, op: "=" }, "de")).toBe("alle 1 Woche");
  });
});
