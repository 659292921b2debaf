/**
 * The shared reading (engine/reading/index.ts): one object per requirement, each part
 * computed once and handed to every rule that reads it.
 */
import { describe, expect, it } from "vitest";
import { defaultConfigurationFile, resolveConfig } from "../../engine/config.js";
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
});
