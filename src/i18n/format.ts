/** Numbers in the interface language: "0.73" in English, "0,73" in German. */
export function formatNumber(value: number, locale: string, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(locale === "de" ? "de-DE" : "en-GB", { maximumFractionDigits }).format(value);
}
