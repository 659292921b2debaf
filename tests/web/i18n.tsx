/** Renders components with the English product texts: public/assets/i18n/en.json and the rules' (src/generated/rule-messages.en.ts). */
import type { ReactElement } from "react";
import { configure, render } from "@testing-library/react";
import { I18nContext, type I18nProvider } from "react-admin";
import en from "../../public/assets/i18n/en.json";
import ruleMessages from "../../src/generated/rule-messages.en";

// The page tests render the whole MUI tree in jsdom; on a busy machine that takes more
// than the default second.
configure({ asyncUtilTimeout: 10_000 });

function lookup(messages: unknown, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), messages);
}

export const englishTestProvider: I18nProvider = {
  translate: (key: string, options: Record<string, unknown> = {}) => {
    const message = lookup(en, key) ?? lookup(ruleMessages, key);
    if (typeof message !== "string") return typeof options._ === "string" ? options._ : key;
    return message.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name] ?? ""));
  },
  changeLocale: () => Promise.resolve(),
  getLocale: () => "en",
};

export function renderInEnglish(ui: ReactElement) {
  return render(<I18nContext.Provider value={englishTestProvider}>{ui}</I18nContext.Provider>);
}
