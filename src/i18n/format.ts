/** One formatter per language and precision: building an Intl.NumberFormat costs far more than using one. */
const formatters = new Map<string, Intl.NumberFormat>();

/** Numbers in the interface language: "0.73" in English, "0,73" in German. */
export function formatNumber(value: number, locale: string, maximumFractionDigits = 2): string {
  const tag = locale === "de" ? "de-DE" : "en-GB";
  const key = `${tag} ${maximumFractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, { maximumFractionDigits });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
