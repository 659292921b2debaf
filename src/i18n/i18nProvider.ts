/**
 * English (default) and German through ra-i18n-i18next. The product's texts come from
 * /assets/i18n/{lang}.json (loaded on demand by a small i18next backend) and, for the
 * rules' titles, cards and settings pages, from the rule folders (src/generated/rules.ts);
 * react-admin's own ra.* texts from ra-language-english and ./germanMessages. The current language
 * is kept in session storage under `currentLanguage`.
 */
import { createInstance, type BackendModule, type ReadCallback } from "i18next";
import type { I18nProvider, TranslationMessages } from "ra-core";
import { convertRaTranslationsToI18next, getI18nProvider } from "ra-i18n-i18next";
import englishMessages from "ra-language-english";
import { request } from "../providers/httpClient";
import { readString, STORAGE_KEYS, writeString } from "../providers/storage";
import { RULE_MESSAGES } from "../generated/rules";
import germanMessages from "./germanMessages";

export type UiLanguage = "en" | "de";
export const UI_LANGUAGES: readonly UiLanguage[] = ["en", "de"];
export const DEFAULT_LANGUAGE: UiLanguage = "en";

const RA_MESSAGES: Record<UiLanguage, TranslationMessages> = { en: englishMessages, de: germanMessages };

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

/** The bundled messages of a language: react-admin's and the rules'. */
function bundledMessages(language: string): Record<string, unknown> {
  if (!isUiLanguage(language)) return {};
  return merge(convertRaTranslationsToI18next(RA_MESSAGES[language]) as Record<string, unknown>, RULE_MESSAGES[language]);
}

/** Loads /assets/i18n/{lang}.json and adds the bundled messages of that language. */
const translationBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    const bundled = bundledMessages(language);
    request<Record<string, unknown>>(`/assets/i18n/${encodeURIComponent(language)}.json`)
      .then((productMessages) => callback(null, merge(bundled, productMessages)))
      .catch((error: unknown) => {
        console.error(error);
        // react-admin's own texts still work; product keys fall back to English or the key.
        callback(null, bundled);
      });
  },
};

export async function createI18nProvider(): Promise<I18nProvider> {
  const initial = storedLanguage();
  const instance = createInstance().use(translationBackend);
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
