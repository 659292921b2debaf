/** The translation files and the rules' texts: same keys in English and German, and every key the spec names. */
import { describe, expect, it } from "vitest";
import en from "../../public/assets/i18n/en.json";
import de from "../../public/assets/i18n/de.json";
import { FINDING_TYPES } from "../../engine/types";
import { CARD_TYPES } from "../../src/custom-pages/check/ClassificationCards";
import { RULE_LIST } from "../../src/generated/rules";
import ruleMessagesDe from "../../src/generated/rule-messages.de";
import ruleMessagesEn from "../../src/generated/rule-messages.en";

const RULE_MESSAGES = { en: ruleMessagesEn, de: ruleMessagesDe };
import germanMessages from "../../src/i18n/germanMessages";
import englishMessages from "ra-language-english";

function keys(node: unknown, prefix = ""): string[] {
  if (typeof node !== "object" || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

function text(messages: unknown, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), messages);
}

describe("translations", () => {
  it("English and German have the same keys, all non-empty", () => {
    for (const [english, german] of [
      [en, de],
      [RULE_MESSAGES.en, RULE_MESSAGES.de],
    ]) {
      expect(keys(german).sort()).toEqual(keys(english).sort());
      for (const key of keys(english)) {
        expect(String(text(english, key)).trim(), key).not.toBe("");
        expect(String(text(german, key)).trim(), key).not.toBe("");
      }
    }
  });

  it("leave the rules' texts to the rule folders", () => {
    const fileKeys = new Set(keys(en));
    for (const key of keys(RULE_MESSAGES.en)) expect(fileKeys.has(key), key).toBe(false);
  });

  it("have the spec's keys", () => {
    const required = [
      "CHECK.HISTORY.HEADER",
      "CHECK.CARDS.LEARN_MORE_BUTTON",
      "CHECK.CARDS.BACK_BUTTON",
      "CHECK.GIBBERISH_MESSAGE",
      "CHECK.ERROR_MESSAGE",
      "CHECK.LICENSE_ERROR",
      "CHECK.SERVICE_ERROR",
      "ERROR.not-found",
      "ERROR.unknown",
      "APIKEY_PROMPT.APIKEY_MISSING",
      "APIKEY_PROMPT.INPUT_FORMAT_ERROR",
      ...[1, 2, 3, 4, 5].map((n) => `SCORE_${n}`),
      ...[...FINDING_TYPES, "UNKNOWN_ERROR"].map((type) => `CHECK.CLASSIFICATION.${type}`),
      ...CARD_TYPES.map((type) => `CHECK.CARDS.${type}.BODY_BACK`),
    ];
    for (const key of required) {
      expect(typeof (text(en, key) ?? text(RULE_MESSAGES.en, key)), key).toBe("string");
      expect(typeof (text(de, key) ?? text(RULE_MESSAGES.de, key)), key).toBe("string");
    }
    expect(CARD_TYPES).toEqual(RULE_LIST.map((rule) => rule.findingType));
    expect(CARD_TYPES.length).toBeGreaterThanOrEqual(14);
  });

  it("German react-admin messages cover every English ra.* key", () => {
    expect(keys(germanMessages).sort()).toEqual(keys(englishMessages).sort());
  });
});
