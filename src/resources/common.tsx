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
  useLocaleState,
  useTranslate,
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
