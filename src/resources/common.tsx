/**
 * Pieces every console resource shares: dates and numbers in the console's language
 * (Intl), the list toolbar (filters, create, export), delete buttons that always ask
 * first, and the empty-list text.
 */
import type { ReactElement } from "react";
import { Typography } from "@mui/material";
import {
  BulkDeleteButton,
  CreateButton,
  DeleteButton,
  ExportButton,
  FilterButton,
  FunctionField,
  TopToolbar,
  TextInput,
  useLocaleState,
  useTranslate,
  type Validator,
  type DeleteButtonProps,
  type RaRecord,
} from "react-admin";

/** The Intl locale of the console's language. */
export function useIntlLocale(): string {
  const [locale] = useLocaleState();
  return locale === "de" ? "de-DE" : "en-GB";
}

export function formatDate(value: unknown, locale: string, withTime = true): string {
  if (typeof value !== "string" || value === "") return "";
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  const options: Intl.DateTimeFormatOptions = withTime ? { dateStyle: "medium", timeStyle: "short" } : { dateStyle: "medium", timeZone: "UTC" };
  return new Intl.DateTimeFormat(locale, options).format(date);
}

/** How the console's language writes a date by hand: day, month, year and the separator. */
const DATE_PATTERNS: Record<string, { separator: string; example: string }> = {
  "de-DE": { separator: ".", example: "TT.MM.JJJJ" },
  "en-GB": { separator: "/", example: "DD/MM/YYYY" },
};

/** A date typed the way the language writes it (or as YYYY-MM-DD) as YYYY-MM-DD; the text itself when it is no date (validation then says so). */
export function parseLocalDate(text: string, locale: string): string | null {
  const value = text.trim();
  if (value === "") return null;
  const { separator } = DATE_PATTERNS[locale] ?? DATE_PATTERNS["en-GB"];
  const local = new RegExp(`^(\\d{1,2})\\${separator}(\\d{1,2})\\${separator}(\\d{4})$`).exec(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [year, month, day] = local ? [local[3], local[2], local[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!year) return value;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  // 31.02. is no date: the round trip changes it.
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return value;
  return date.toISOString().slice(0, 10);
}

/** A stored date (YYYY-MM-DD or ISO moment) the way the language writes it by hand; anything else unchanged (what is being typed). */
export function formatLocalDate(value: unknown, locale: string): string {
  if (typeof value !== "string") return "";
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:T|$)/.exec(value);
  if (!iso) return value;
  const { separator } = DATE_PATTERNS[locale] ?? DATE_PATTERNS["en-GB"];
  return [iso[3], iso[2], iso[1]].join(separator);
}

export const isIsoDate = (value: unknown) => typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value);

/**
 * A date input in the console's language (TT.MM.JJJJ in German, DD/MM/YYYY in English),
 * stored as YYYY-MM-DD. A text input, not the browser's date picker, which follows the
 * browser's language instead of the console's.
 */
export function LocalDateInput({ source, validate, helperText }: { source: string; validate?: Validator | Validator[]; helperText?: string }) {
  const locale = useIntlLocale();
  const translate = useTranslate();
  return (
    <TextInput
      source={source}
      validate={validate}
      helperText={helperText}
      placeholder={translate("CONFIG.APIKEY.DATE_PLACEHOLDER", { _: DATE_PATTERNS[locale]?.example })}
      format={(value: unknown) => formatLocalDate(value, locale)}
      parse={(text: string) => parseLocalDate(text, locale)}
    />
  );
}

/** A date (YYYY-MM-DD) or moment (ISO) field, written the way the console's language writes dates. */
export function LocalDateField({ source, label, withTime = true, empty }: { source: string; label?: string; withTime?: boolean; empty?: string }) {
  const locale = useIntlLocale();
  return <FunctionField source={source} label={label} render={(record: RaRecord) => formatDate(record[source], locale, withTime) || empty || ""} />;
}

export function ListActions({ create = true, exporter = true, extra }: { create?: boolean; exporter?: boolean; extra?: ReactElement }) {
  return (
    <TopToolbar>
      <FilterButton />
      {create && <CreateButton />}
      {exporter && <ExportButton />}
      {extra}
    </TopToolbar>
  );
}

/** Delete that asks first (and waits for the server: its refusal shows, nothing disappears meanwhile). */
export function ConfirmDeleteButton(props: DeleteButtonProps) {
  return <DeleteButton mutationMode="pessimistic" {...props} />;
}

export function ConfirmBulkDelete() {
  return <BulkDeleteButton mutationMode="pessimistic" />;
}

export function EmptyList({ messageKey }: { messageKey: string }) {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 2 }} data-testid="list-empty">
      {translate(messageKey)}
    </Typography>
  );
}
