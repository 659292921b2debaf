/**
 * English (default) and German through ra-i18n-i18next. The product's texts come from
 * /assets/i18n/{lang}.json (loaded on demand by a small i18next backend) and, for the
 * rules' titles, cards and settings pages, from the rule folders
 * (src/generated/rule-messages.{en,de}.ts, a chunk per language); react-admin's own ra.*
 * texts (./consoleMessages) are added when a react-admin page first opens
 * (loadConsoleMessages), so the public pages never download them. The current language
 * is kept in session storage under `currentLanguage`.
 */
import { createInstance, type BackendModule, type i18n, type ReadCallback } from "i18next";
import type { I18nProvider } from "ra-core";
import { getI18nProvider } from "ra-i18n-i18next";
import { request } from "../providers/httpClient";
import { readString, STORAGE_KEYS, writeString } from "../providers/storage";

export type UiLanguage = "en" | "de";
export const UI_LANGUAGES: readonly UiLanguage[] = ["en", "de"];
export const DEFAULT_LANGUAGE: UiLanguage = "en";

/** react-admin's texts, once a react-admin page has loaded them (loadConsoleMessages). */
let reactAdminMessages: ((language: UiLanguage) => Record<string, unknown>) | null = null;
let i18nInstance: i18n | null = null;

function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === "string" && (UI_LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): UiLanguage {
  const stored = readString("session", STORAGE_KEYS.currentLanguage);
  return isUiLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Deep merge for plain translation objects; `over` wins. */
function merge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const existing = out[key];
    out[key] =
      typeof value === "object" && value !== null && typeof existing === "object" && existing !== null
        ? merge(existing as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return out;
}

/** The bundled messages of a language: the rules' (a chunk per language) and react-admin's once loaded. */
async function bundledMessages(language: string): Promise<Record<string, unknown>> {
  if (!isUiLanguage(language)) return {};
  const rules = (await (language === "de" ? import("../generated/rule-messages.de") : import("../generated/rule-messages.en"))).default;
  return reactAdminMessages ? merge(reactAdminMessages(language), rules) : rules;
}

/** Loads /assets/i18n/{lang}.json and adds the bundled messages of that language. */
const translationBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    const bundled = bundledMessages(language).catch((error: unknown) => {
      console.error(error);
      return {};
    });
    Promise.all([bundled, request<Record<string, unknown>>(`/assets/i18n/${encodeURIComponent(language)}.json`)])
      .then(([messages, productMessages]) => callback(null, merge(messages, productMessages)))
      .catch(async (error: unknown) => {
        console.error(error);
        // The bundled texts still work; product keys fall back to English or the key.
        callback(null, await bundled);
      });
  },
};

/**
 * Adds react-admin's texts (ra.*) to the languages loaded so far; languages loaded later
 * get them from the backend. The product's own texts keep precedence.
 */
export async function loadConsoleMessages(): Promise<void> {
  if (reactAdminMessages) return;
  reactAdminMessages = (await import("./consoleMessages")).reactAdminMessages;
  for (const language of UI_LANGUAGES) {
    if (i18nInstance?.hasResourceBundle(language, "translation")) {
      i18nInstance.addResourceBundle(language, "translation", reactAdminMessages(language), true, false);
    }
  }
}

export async function createI18nProvider(): Promise<I18nProvider> {
  const initial = storedLanguage();
  const instance = createInstance().use(translationBackend);
  i18nInstance = instance;
  const provider = await getI18nProvider(
    instance,
    {
      lng: initial,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...UI_LANGUAGES],
      preload: [DEFAULT_LANGUAGE],
      // React escapes text itself; i18next must not escape it a second time.
      interpolation: { escapeValue: false },
    },
    UI_LANGUAGES.map((locale) => ({ locale, name: locale === "en" ? "English" : "Deutsch" })),
  );
  document.documentElement.lang = initial;
  return {
    ...provider,
    changeLocale: async (locale: string, options?: unknown) => {
      const language = isUiLanguage(locale) ? locale : DEFAULT_LANGUAGE;
      await provider.changeLocale(language, options);
      writeString("session", STORAGE_KEYS.currentLanguage, language);
      document.documentElement.lang = language;
    },
  };
}
