/** Pure parts of the console: error decisions, rule pages, list rules, config ids, API key descriptions, passwords, licence file name. */
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../src/providers/httpClient";
import { decideError, describeError } from "../../../src/custom-pages/config/consoleErrors";
import { configIdOfPath } from "../../../src/custom-pages/config/ConfigMenu";
import { rulePagesFor } from "../../../src/custom-pages/config/rules/rulePages";
import { bundledRules } from "../../../src/custom-pages/config/configApi";
import { addStringItem, canAddRow } from "../../../src/custom-pages/config/rules/listFields";
import { listFieldFor } from "../../../src/custom-pages/config/rules/uiSchema";
import { parseRuleId, ruleId } from "../../../src/providers/dataProvider";
import { formatDate, formatLocalDate, parseLocalDate } from "../../../src/resources/common";
import { HttpError } from "ra-core";
import { isValidPassword, passwordFormErrors } from "../../../src/custom-pages/config/status/passwordPolicy";
import { licenseRequestFileName } from "../../../src/custom-pages/config/license/LicenseRequest";
import { shouldWarn } from "../../../src/custom-pages/config/LicenseExpiryBanner";
import { isLlmConfigured } from "../../../src/custom-pages/config/status/LlmInformation";
import { originSegment } from "../../../src/components/ApiKeyGuard";
import { configSchemas } from "../../../schemas/generated/schemas";
import type { RJSFSchema } from "@rjsf/utils";

describe("global error handling", () => {
  const table: [unknown, string][] = [
    [new ApiError(403, "FORBIDDEN", "no", null), "LICENSE_ERROR"],
    [new ApiError(403, "LICENSE_ERROR", "no licence", null), "LICENSE_ERROR"],
    [new ApiError(404, "NOT_FOUND", "gone", null), "NOT_FOUND"],
    [new ApiError(503, "SERVICE_UNAVAILABLE", "down", null), "SERVICE_UNAVAILABLE"],
    [new ApiError(500, "SOMETHING", "odd", null), "UNKNOWN"],
    [new Error("plain"), "UNKNOWN"],
    ["a string", "UNKNOWN"],
  ];
  it.each(table)("%s navigates to /error with %s", (error, code) => {
    const decision = decideError(error, true);
    expect(decision).toEqual({ kind: "navigate", code });
  });
  it("UNAUTHORIZED resets the user instead of navigating", () => {
    expect(decideError(new ApiError(401, "UNAUTHORIZED", "log in", null), false)).toEqual({ kind: "unauthorized" });
  });
  it("passes stack lines outside production only", () => {
    const error = new ApiError(500, "UNKNOWN", "boom", null);
    const dev = decideError(error, false);
    expect(dev.kind === "navigate" && Array.isArray(dev.stack) && dev.stack.length > 0).toBe(true);
    expect(decideError(error, true)).toEqual({ kind: "navigate", code: "UNKNOWN" });
  });
});

describe("rule pages", () => {
  it("are the spec's fourteen in order, then further rules by name", () => {
    const rules = [...bundledRules(), { name: "jargon", title: "Jargon", languageAware: true, docsAnchor: "jargon" }];
    const pages = rulePagesFor(rules);
    expect(pages.map((p) => p.slug)).toEqual([
      "modalverb",
      "gibberish",
      "intuition",
      "improvements",
      "condition",
      "weakword",
      "blacklist",
      "bracket",
      "complexsentence",
      "systemword",
      "negationword",
      "formula-unit",
      "similarity",
      "ignored-eos-characters",
      "openpoint",
      "jargon",
    ]);
    expect(pages.find((p) => p.slug === "formula-unit")?.rules.map((r) => r.name)).toEqual(["formula", "unit"]);
    expect(pages.find((p) => p.slug === "ignored-eos-characters")?.rules.map((r) => r.name)).toEqual(["endofsentence"]);
  });
  it("every bundled rule's schema gets list fields by shape", () => {
    const s = configSchemas as unknown as Record<string, RJSFSchema>;
    expect(listFieldFor(s.negationword)).toBe("stringList");
    expect(listFieldFor(s.blacklist)).toBe("objectList");
    expect(listFieldFor(s.modalverb)).toBe("objectList");
    expect(listFieldFor((s.weakword.properties as Record<string, RJSFSchema>).categories)).toBe("toggleList");
    expect(listFieldFor((s.weakword.properties as Record<string, RJSFSchema>).allowedWeakWords)).toBe("stringList");
    const logical = (s.condition.properties as Record<string, RJSFSchema>).logicalExpression.properties as Record<string, RJSFSchema>;
    expect(listFieldFor(logical.allowedBracketTypes)).toBe("checkboxes");
    expect(listFieldFor(s.gibberish)).toBeNull();
  });
});

describe("list rules", () => {
  it("adds trimmed, non-blank, new items only", () => {
    expect(addStringItem(["a"], "  b ")).toEqual(["a", "b"]);
    expect(addStringItem(["a"], "a")).toBeNull();
    expect(addStringItem(["a"], "   ")).toBeNull();
    expect(addStringItem([], "ab", 1)).toBeNull();
    expect(addStringItem([], ")", 1)).toEqual([")"]);
  });
  it("a blacklist row needs both texts", () => {
    const props = [
      { name: "replace", schema: { type: "string" } as RJSFSchema, required: true },
      { name: "replacement", schema: { type: "string" } as RJSFSchema, required: true },
    ];
    expect(canAddRow({ replace: "x", replacement: " " }, props)).toBe(false);
    expect(canAddRow({ replace: "", replacement: "y" }, props)).toBe(false);
    expect(canAddRow({ replace: "x", replacement: "y" }, props)).toBe(true);
  });
});

describe("server errors in forms and notifications", () => {
  const words: Record<string, string> = {
    "CONFIG.ERRORS.BAD_REQUEST": "Refused.",
    "CONFIG.ERRORS.UNAUTHORIZED": "Session expired.",
    "CONFIG.SERVER_ERRORS.CONFIG_EXISTS": "Taken: {{id}}.",
  };
  const translate = (key: string, options?: Record<string, unknown>) =>
    key in words ? words[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name] ?? "")) : String(options?._ ?? key);

  it("translates a known reason with its details, words a known code otherwise, and shows the server's text for an unknown code", () => {
    expect(
      describeError(
        new HttpError('configuration "x" already exists', 409, { errorCode: "CONFLICT", message: 'configuration "x" already exists' }),
        translate,
      ),
    ).toBe("Taken: x.");
    expect(describeError(new ApiError(400, "BAD_REQUEST", "a reason the console does not know", null), translate)).toBe("Refused.");
    expect(describeError(new HttpError("", 401, null), translate)).toBe("Session expired.");
    expect(describeError(new ApiError(418, "TEAPOT", "short and stout", null), translate)).toBe("short and stout");
  });
});

describe("console paths and records", () => {
  it("the menu finds the configuration of a rule page's path, only a known one", () => {
    expect(configIdOfPath("/config/strict/weakword", ["default", "strict"])).toBe("strict");
    expect(configIdOfPath("/config/users/emil", ["default"])).toBeNull();
    expect(configIdOfPath("/config/configfiles", ["configfiles"])).toBeNull();
  });
  it("a rule record's id names configuration, the page's rules and language", () => {
    expect(parseRuleId(ruleId("strict", ["modalverb"], "de"))).toEqual({ configId: "strict", rules: ["modalverb"], language: "de" });
    expect(parseRuleId(ruleId("strict", ["formula", "unit"], null))).toEqual({ configId: "strict", rules: ["formula", "unit"], language: null });
  });
  it("dates are written the way the language writes them", () => {
    expect(formatDate("2026-03-01", "de-DE", false)).toBe("01.03.2026");
    expect(formatDate("2026-03-01", "en-GB", false)).toBe("1 Mar 2026");
    expect(formatDate("", "de-DE")).toBe("");
  });
  it("dates are typed the way the language writes them and stored as YYYY-MM-DD", () => {
    expect(parseLocalDate("01.03.2026", "de-DE")).toBe("2026-03-01");
    expect(parseLocalDate("1/3/2026", "en-GB")).toBe("2026-03-01");
    expect(parseLocalDate("2026-03-01", "de-DE")).toBe("2026-03-01");
    // No date: the text stays, and validation says how to write it.
    expect(parseLocalDate("31.02.2026", "de-DE")).toBe("31.02.2026");
    expect(parseLocalDate("01/03/2026", "de-DE")).toBe("01/03/2026");
    expect(parseLocalDate(" ", "de-DE")).toBeNull();
    expect(formatLocalDate("2026-03-01", "de-DE")).toBe("01.03.2026");
    expect(formatLocalDate("2026-03-01T00:00:00.000Z", "en-GB")).toBe("01/03/2026");
    expect(formatLocalDate("01.03.20", "de-DE")).toBe("01.03.20");
  });
});

describe("passwords", () => {
  it.each([
    ["Short1!a", false],
    ["alllowercase1!", false],
    ["ALLUPPERCASE1!", false],
    ["NoDigitsHere!!", false],
    ["NoSpecial12345", false],
    ["Valid-Passw0rd", true],
    ["An0ther_secret?", true],
  ])("%s valid: %s", (password, valid) => {
    expect(isValidPassword(password)).toBe(valid);
  });
  it("form: all required, policy, confirmation equals new", () => {
    expect(passwordFormErrors({ oldPassword: "", newPassword: "", confirmPassword: "" })).toEqual({
      oldPassword: "REQUIRED",
      newPassword: "REQUIRED",
      confirmPassword: "REQUIRED",
    });
    expect(passwordFormErrors({ oldPassword: "x", newPassword: "weak", confirmPassword: "weak" })).toEqual({ newPassword: "INVALID_PASSWORD" });
    expect(passwordFormErrors({ oldPassword: "x", newPassword: "Valid-Passw0rd", confirmPassword: "Valid-Passw0rd!" })).toEqual({
      confirmPassword: "PASSWORDS_DO_NOT_MATCH",
    });
    expect(passwordFormErrors({ oldPassword: "x", newPassword: "Valid-Passw0rd", confirmPassword: "Valid-Passw0rd" })).toEqual({});
  });
});

describe("licence", () => {
  it("request file is named by the current date", () => {
    expect(licenseRequestFileName(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05.lic");
  });
  it("expiry warning at 30 days or fewer, or when expired", () => {
    expect(shouldWarn({ daysLeft: 31, licenseIsExpired: false })).toBe(false);
    expect(shouldWarn({ daysLeft: 30, licenseIsExpired: false })).toBe(true);
    expect(shouldWarn({ daysLeft: 0, licenseIsExpired: true })).toBe(true);
    expect(shouldWarn(null)).toBe(false);
  });
});

describe("misc", () => {
  it("LLM is configured only with url, model and key", () => {
    expect(isLlmConfigured({ url: "http://x", modelName: "m", isLlmApiKeySet: true })).toBe(true);
    expect(isLlmConfigured({ url: "http://x", modelName: null, isLlmApiKeySet: true })).toBe(false);
    expect(isLlmConfigured({ url: null, modelName: "m", isLlmApiKeySet: true })).toBe(false);
    expect(isLlmConfigured({ url: "http://x", modelName: "m", isLlmApiKeySet: false })).toBe(false);
  });
  it("the key prompt returns to the first path segment", () => {
    expect(originSegment("/check")).toBe("check");
    expect(originSegment("/examples/3")).toBe("examples");
    expect(originSegment("/")).toBe("");
  });
});
