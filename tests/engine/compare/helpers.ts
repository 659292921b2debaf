/** The table checks shared by the contradiction class tests: both orders, the kind and the quoted reason; and quiet near misses. */
import { expect, it } from "vitest";
import { findContradiction, readRequirement } from "../../../engine/compare/index.js";
import type { Contradiction } from "../../../engine/compare/index.js";
import type { Language } from "../../../engine/types.js";

export type ConflictRow = [language: Language, a: string, b: string, kind: Contradiction["kind"], quoted: string];
export type QuietRow = [language: Language, a: string, b: string];

export const contradiction = (a: string, b: string, language: Language) =>
  findContradiction(readRequirement(a, language), readRequirement(b, language));

/** Each row conflicts in both orders, with its kind and the quoted words in the reason. */
export function conflictTable(rows: readonly ConflictRow[]): void {
  it.each(rows)("%s: %s / %s -> %s", (language, a, b, kind, quoted) => {
    for (const [x, y] of [
      [a, b],
      [b, a],
    ]) {
      const found = contradiction(x, y, language);
      expect(found?.kind).toBe(kind);
      expect(found?.reason).toContain(quoted);
    }
  });
}

/** Each row conflicts in neither order. */
export function quietTable(rows: readonly QuietRow[]): void {
  it.each(rows)("%s: no contradiction: %s / %s", (language, a, b) => {
    expect(contradiction(a, b, language)).toBeNull();
    expect(contradiction(b, a, language)).toBeNull();
  });
}
