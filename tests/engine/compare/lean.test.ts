import { describe, expect, it } from "vitest";
import { lean } from "../../../engine/compare/lean.js";

describe("lean readings", () => {
  it("keeps the members of a small set and map, read only", () => {
    const reading = lean({ terms: new Set(["loan", "member", "card"]), words: new Map([["loan", ["loan"]]]), none: new Set<string>() });
    expect(reading.terms.has("member")).toBe(true);
    expect(reading.terms.has("book")).toBe(false);
    expect(reading.terms.size).toBe(3);
    expect([...reading.terms]).toEqual(["loan", "member", "card"]);
    expect(new Set(reading.terms)).toEqual(new Set(["loan", "member", "card"]));
    expect(reading.words.get("loan")).toEqual(["loan"]);
    expect(reading.words.get("book")).toBeUndefined();
    expect([...reading.words.keys()]).toEqual(["loan"]);
    expect(() => reading.terms.add("book")).toThrow(TypeError);
    expect(() => reading.words.set("book", [])).toThrow(TypeError);
    expect(() => reading.none.add("book")).toThrow(TypeError);
  });

  it("shares one empty set and keeps a large set as it is", () => {
    const large = new Set(Array.from({ length: 40 }, (_, i) => `term${i}`));
    const a = lean({ none: new Set<string>(), large });
    const b = lean({ none: new Set<string>() });
    expect(a.none).toBe(b.none);
    expect(a.large).toBe(large);
  });
});
