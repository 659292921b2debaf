/** The export formats of a document, and the Content-Disposition of an export's file. */
export const EXPORT_FORMATS = ["csv", "xlsx", "reqif", "html", "json"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * `attachment` with the document's name (its extension replaced by the export's): a plain
 * ASCII `filename` (anything else, quotes and path separators become "_") and the full
 * name as RFC 5987 `filename*`.
 */
export function exportFileName(name: string, extension: string): string {
  const base =
    name
      .replace(/^.*[\\/]/, "")
      .replace(/\.[^.]*$/, "")
      .trim()
      .slice(0, 100) || "document";
  const ascii = base.replace(/[^A-Za-z0-9 ._()-]/g, "_").replace(/^\.+/, "_");
  const full = `${base}.reqlens.${extension}`;
  return `attachment; filename="${ascii}.reqlens.${extension}"; filename*=UTF-8''${encodeURIComponent(full)}`;
}
