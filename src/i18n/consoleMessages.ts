/**
 * react-admin's own texts (ra.*), in English (ra-language-english) and German
 * (./germanMessages), as i18next resources. Only the react-admin pages (the console and
 * the documents page) use them, so they are a chunk of their own, loaded with ConsoleShell.
 */
import type { TranslationMessages } from "ra-core";
import { convertRaTranslationsToI18next } from "ra-i18n-i18next";
import englishMessages from "ra-language-english";
import germanMessages from "./germanMessages";

const RA_MESSAGES: Record<"en" | "de", TranslationMessages> = { en: englishMessages, de: germanMessages };

export function reactAdminMessages(language: "en" | "de"): Record<string, unknown> {
  return convertRaTranslationsToI18next(RA_MESSAGES[language]) as Record<string, unknown>;
}
