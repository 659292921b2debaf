/**
 * The server's reasons in the console's languages: the messages come from the server's
 * own code (the rule registry's validation, the password policy, the licence file
 * check), so that a change of wording there fails here instead of leaking English into
 * the German console.
 */
import { describe, expect, it } from "vitest";
import de from "../../../public/assets/i18n/de.json";
import en from "../../../public/assets/i18n/en.json";
import { createRuleRegistry } from "../../../server/plugins/app/rules";
import { passwordPolicyViolation } from "../../../server/auth/passwords";
import { licenseFileProblem } from "../../../server/license/file";
import { translateServerReason } from "../../../src/custom-pages/config/serverReasons";
import { describeError } from "../../../src/custom-pages/config/consoleErrors";
import { ApiError } from "../../../src/providers/httpClient";

function translator(messages: unknown) {
  const lookup = (key: string) =>
    key
      .split(".")
      .reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), messages);
  return (key: string, options: Record<string, unknown> = {}) => {
    const message = lookup(key);
    if (typeof message !== "string") return typeof options._ === "string" ? options._ : key;
    return message.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name] ?? ""));
  };
}
const german = translator(de);
const english = translator(en);
const registry = createRuleRegistry();

describe("the server's reasons, translated", () => {
  it("names the field and the bound of a rule setting out of range", () => {
    const message = registry.validate("gibberish", { maximumTokens: 301, minimumTokens: 5, minimumWords: 3, specialCharRatio: 25 })!;
    expect(translateServerReason("BAD_REQUEST", message, german)).toBe("„Höchstzahl Tokens“ darf höchstens 300 sein.");
    expect(translateServerReason("BAD_REQUEST", message, english)).toBe("“Maximum tokens” must be at most 300.");
  });

  it("names both fields of a minimum above its maximum, and the twice-listed value", () => {
    const minMax = registry.validate("gibberish", { maximumTokens: 14, minimumTokens: 100, minimumWords: 3, specialCharRatio: 25 })!;
    expect(translateServerReason("BAD_REQUEST", minMax, german)).toBe("„Mindestzahl Tokens“ darf nicht größer sein als „Höchstzahl Tokens“.");
    const twice = registry.validate("modalverb", [
      { verb: "shall", allowed: true },
      { verb: "SHALL", allowed: false },
    ])!;
    expect(translateServerReason("BAD_REQUEST", twice, german)).toBe("„SHALL“ steht zweimal in der Liste.");
  });

  it("translates the password policy and every licence file problem", () => {
    expect(translateServerReason("BAD_REQUEST", passwordPolicyViolation("short")!, german)).toBe("Das Passwort braucht mindestens 12 Zeichen.");
    expect(translateServerReason("BAD_REQUEST", passwordPolicyViolation("longenough-but-lower1!")!, german)).toBe(
      "Das Passwort braucht einen Großbuchstaben.",
    );
    for (const raw of ["", "not json", "{}", JSON.stringify({ format: "reqlens-license/1" })]) {
      const translated = translateServerReason("BAD_REQUEST", licenseFileProblem(raw, "installation"), german);
      expect(translated).toMatch(/^Die (Lizenzdatei|Datei)/);
    }
  });

  it("translates the reasons of the resources: reserved ids, expiry in the past, the last administrator", () => {
    expect(translateServerReason("BAD_REQUEST", 'configId "defaults" is reserved; choose another name', german)).toBe(
      "Der Name „defaults“ ist reserviert; bitte wählen Sie einen anderen.",
    );
    expect(translateServerReason("BAD_REQUEST", "expirationDate is in the past", german)).toBe("Das Ablaufdatum liegt in der Vergangenheit.");
    expect(
      translateServerReason("CONFLICT", "admin is the last administrator and cannot be deleted; make another user an administrator first", german),
    ).toBe("admin ist der letzte Administrator und kann nicht gelöscht werden; machen Sie zuerst einen anderen Benutzer zum Administrator.");
  });

  it("words a known code whose reason it does not know, and shows the server's text only for an unknown code", () => {
    expect(translateServerReason("BAD_REQUEST", "something new the server says", german)).toBe("Der Server hat die Eingabe abgelehnt.");
    expect(translateServerReason("TEAPOT", "I am a teapot", german)).toBe("I am a teapot");
    expect(describeError(new ApiError(409, "CONFLICT", 'configuration "x" already exists', null), german)).toBe(
      "Eine Konfiguration „x“ gibt es bereits.",
    );
  });

  it("has every reason in both languages", () => {
    const keys = (messages: unknown) => Object.keys((messages as { CONFIG: { SERVER_ERRORS: object } }).CONFIG.SERVER_ERRORS).sort();
    expect(keys(de)).toEqual(keys(en));
  });
});
