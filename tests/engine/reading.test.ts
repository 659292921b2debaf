/**
 * The shared reading (engine/reading/index.ts): one object per requirement, each part
 * computed once and handed to every rule that reads it.
 */
import { describe, expect, it } from "vitest";
import { defaultConfigurationFile, resolveConfig } from "../../engine/config.js";
import { readRequirement } from "../../engine/compare/index.js";
import { readingOf } from "../../engine/reading/index.js";
import { tokenize } from "../../engine/tokenize.js";
import type { Language, RuleContext } from "../../engine/types.js";

function contextOf(text: string, language: Language): RuleContext {
  const config = resolveConfig(defaultConfigurationFile(), language);
  return { text, language, ...tokenize(text, language), config, findings: [] };
}

describe("the shared reading", () => {
  it("is one object per requirement, and each part is computed once", () => {
    const ctx = contextOf("If the door is open, the controller shall stop the motor and shall be reset by the operator.", "en");
    const reading = readingOf(ctx);
    expect(readingOf(ctx)).toBe(reading);
    expect(reading.modalUses.map((m) => m.verb)).toEqual(["shall", "shall"]);
    expect(reading.modalUses).toBe(readingOf(ctx).modalUses);
    expect(reading.conditions.length).toBe(1);
    expect(reading.conditions).toBe(readingOf(ctx).conditions);
    expect(reading.scan).toBe(readingOf(ctx).scan);
    expect(reading.ears).toBe("unwanted-behaviour");
  });

  it("belongs to its own requirement", () => {
    const en = contextOf("The system shall log every login.", "en");
    const de = contextOf("Wenn die Tür geöffnet wird, muss die Steuerung den Motor anhalten.", "de");
    expect(readingOf(en)).not.toBe(readingOf(de));
    expect(readingOf(en).ears).toBe("ubiquitous");
    expect(readingOf(de).ears).toBe("event-driven");
    expect(readingOf(de).germanPassives()).toBe(readingOf(de).germanPassives());
    expect(readingOf(de).germanPassives().length).toBe(1);
  });

  it("holds the clauses the comparison reads, from the shared tokens", () => {
    const text = "The archive shall not delete invoices before 10 years. Operators may export invoices.";
    const ctx = contextOf(text, "en");
    const { clauses } = readingOf(ctx);
    expect(clauses).toBe(readingOf(ctx).clauses);
    expect(clauses.clauses.map((c) => [c.action, c.negative, c.modalWord])).toEqual([
      ["delet", true, "shall"],
      ["export", false, "may"],
    ]);
    expect(clauses.lexemes.at(-1)?.sentence).toBe(ctx.sentences.length - 1);
    // The comparison's entry point reads the same clauses from the text alone.
    expect(readRequirement(text, "en")).toEqual(clauses);
    const de = contextOf("Das Archiv darf Rechnungen nicht löschen.", "de");
    expect(readingOf(de).clauses.clauses[0]?.negative).toBe(true);
  });

  it("reads a capability after 'be' as active, and a passive after it as passive", () => {
    const clauseOf = (text: string) => readingOf(contextOf(text, "en")).clauses.clauses[0];
    for (const text of [
      "The clerk shall be able to print the receipt.",
      "The clerk is allowed to paint the wall.",
      "Guests shall be permitted to count the votes.",
    ]) {
      expect(clauseOf(text)?.subject.size, text).toBeGreaterThan(0);
      expect(clauseOf(text)?.patient.size, text).toBe(0);
    }
    expect(clauseOf("The receipt shall be printed by the kiosk.")?.patient.size).toBeGreaterThan(0);
    expect(clauseOf("The clerk shall be able to be reached by phone.")?.patient.size).toBeGreaterThan(0);
  });

  it("reads modal verbs in clauses where the shared reading finds them", () => {
    const modalsOf = (text: string) => readingOf(contextOf(text, "en")).clauses.clauses.map((c) => c.modalWord);
    // "will" after a possessive is a noun, not a second modal verb.
    expect(modalsOf("The owner's will shall be archived.")).toEqual(["shall"]);
    expect(modalsOf("The backup will start and the index shall be rebuilt.")).toEqual(["will", "shall"]);
    // "needs to" is a modal of the clause reading although no configured modal verb.
    expect(modalsOf("The operator needs to confirm every alarm.")).toEqual(["needs"]);
  });
});
