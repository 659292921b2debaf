/**
 * The HTML report: one self-contained, printable page (no scripts, no external files):
 * the summary, the rating distribution and the findings per type as inline SVG bar charts,
 * then every requirement, worst first, with its findings marked in the text. Every text
 * from the document is escaped.
 */
import { escapeHtml } from "../../engine/highlight.js";
import { worstFirst, type AnalysedRow, type DocumentSummary } from "./rows.js";

const LABELS = {
  en: {
    title: "Requirements quality report",
    requirements: "Requirements",
    average: "Average rating",
    contradictions: "Contradictions",
    duplicates: "Duplicates",
    ratings: "Ratings",
    findings: "Findings per type",
    none: "No findings",
    list: "Requirements, worst first",
    id: "Id",
    section: "Section",
    text: "Text",
    rating: "Rating",
    ears: "EARS pattern",
    messages: "Findings",
    contradicts: "Contradicts",
    duplicatesOf: "Duplicates",
    stars: (n: string) => (n === "0" ? "failed" : `${n} ★`),
  },
  de: {
    title: "Bericht zur Anforderungsqualität",
    requirements: "Anforderungen",
    average: "Durchschnittliche Bewertung",
    contradictions: "Widersprüche",
    duplicates: "Duplikate",
    ratings: "Bewertungen",
    findings: "Befunde je Typ",
    none: "Keine Befunde",
    list: "Anforderungen, die schlechtesten zuerst",
    id: "Id",
    section: "Abschnitt",
    text: "Text",
    rating: "Bewertung",
    ears: "EARS-Muster",
    messages: "Befunde",
    contradicts: "Widerspricht",
    duplicatesOf: "Dupliziert",
    stars: (n: string) => (n === "0" ? "fehlgeschlagen" : `${n} ★`),
  },
};

const COLOURS = ["#9e9e9e", "#c62828", "#ef6c00", "#f9a825", "#7cb342", "#2e7d32"];

/** A horizontal bar chart: one labelled bar per entry, scaled to the largest value. */
function barChart(title: string, entries: [label: string, value: number, colour: string][]): string {
  const rowHeight = 22;
  const labelWidth = 190;
  const barWidth = 320;
  const max = Math.max(1, ...entries.map((e) => e[1]));
  const height = entries.length * rowHeight + 8;
  const bars = entries
    .map(([label, value, colour], i) => {
      const y = i * rowHeight + 4;
      const width = Math.round((value / max) * barWidth);
      return (
        `<text x="${labelWidth - 8}" y="${y + 15}" text-anchor="end">${escapeHtml(label)}</text>` +
        `<rect x="${labelWidth}" y="${y + 3}" width="${width}" height="${rowHeight - 6}" fill="${colour}"/>` +
        `<text x="${labelWidth + width + 6}" y="${y + 15}">${value}</text>`
      );
    })
    .join("");
  return `<figure><figcaption>${escapeHtml(title)}</figcaption><svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escapeHtml(title)}" width="${labelWidth + barWidth + 60}" height="${height}" font-size="12" font-family="sans-serif">${bars}</svg></figure>`;
}

/** The text with every finding's stretch in <mark>, escaped. */
function marked(row: AnalysedRow): string {
  const cuts = new Set<number>([0, row.text.length]);
  const spans = row.classifications.flatMap((c) => c.findings.map((f) => ({ start: Math.max(0, f.start), end: Math.min(row.text.length, f.end), type: c.classificationKey })));
  for (const s of spans) if (s.end > s.start) cuts.add(s.start).add(s.end);
  const points = [...cuts].sort((a, b) => a - b);
  let out = "";
  for (let i = 0; i < points.length - 1; i++) {
    const piece = escapeHtml(row.text.slice(points[i], points[i + 1]));
    const types = [...new Set(spans.filter((s) => s.start <= points[i] && s.end >= points[i + 1]).map((s) => s.type))];
    out += types.length > 0 ? `<mark title="${escapeHtml(types.join(", "))}">${piece}</mark>` : piece;
  }
  return out.replace(/\n/g, "<br>");
}

export function exportHtml(report: { name: string; summary: DocumentSummary; rows: AnalysedRow[]; language?: "en" | "de" }): string {
  const language = report.language ?? "en";
  const t = LABELS[language];
  const { summary } = report;
  const ratingBars = (["5", "4", "3", "2", "1", "0"] as const).map((n): [string, number, string] => [t.stars(n), summary.ratings[n], COLOURS[Number(n)]]);
  const findingBars = Object.entries(summary.findings)
    .sort((a, b) => b[1] - a[1])
    .map(([type, n]): [string, number, string] => [type, n, "#1565c0"]);
  const rows = worstFirst(report.rows)
    .map((row) => {
      const messages = row.classifications
        .filter((c) => c.findings.length > 0)
        .map((c) => `<li><b>${escapeHtml(c.classificationKey)}</b>: ${escapeHtml([...new Set(c.findings.map((f) => f.message ?? f.text ?? ""))].join(" / "))}</li>`)
        .join("");
      const comparison = [
        ...(row.contradictions ?? []).map((c) => `<li>${t.contradicts} ${escapeHtml(c.id)}: ${escapeHtml(c.reason)}</li>`),
        ...(row.duplicates ?? []).map((d) => `<li>${t.duplicatesOf} ${escapeHtml(d.id)} (${d.score})${d.reason ? `: ${escapeHtml(d.reason)}` : ""}</li>`),
      ].join("");
      return (
        `<tr class="r${Math.max(0, Math.min(5, row.rating))}"><td class="rating">${row.rating}</td><td>${escapeHtml(row.id)}</td>` +
        `<td>${escapeHtml(row.section ?? "")}</td><td>${marked(row)}</td><td>${escapeHtml(row.earsPattern)}</td>` +
        `<td>${messages || comparison ? `<ul>${messages}${comparison}</ul>` : ""}</td></tr>`
      );
    })
    .join("\n");
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(t.title)}: ${escapeHtml(report.name)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2em; color: #212121; }
h1 { font-size: 1.5em; } h2 { font-size: 1.2em; margin-top: 1.5em; }
dl.summary { display: grid; grid-template-columns: max-content auto; gap: 0.2em 1.5em; }
dl.summary dt { font-weight: bold; } dl.summary dd { margin: 0; }
.charts { display: flex; flex-wrap: wrap; gap: 2em; } figure { margin: 0; } figcaption { font-weight: bold; margin-bottom: 0.3em; }
table { border-collapse: collapse; width: 100%; font-size: 0.9em; }
th, td { border: 1px solid #bdbdbd; padding: 0.3em 0.5em; vertical-align: top; text-align: left; }
thead { display: table-header-group; } tr { page-break-inside: avoid; }
td.rating { text-align: center; font-weight: bold; }
tr.r1 td.rating, tr.r0 td.rating { background: #ffcdd2; } tr.r2 td.rating { background: #ffe0b2; } tr.r3 td.rating { background: #fff9c4; }
mark { background: #fff59d; } ul { margin: 0; padding-left: 1.2em; }
@media print { body { margin: 0; } }
</style>
</head>
<body>
<h1>${escapeHtml(t.title)}: ${escapeHtml(report.name)}</h1>
<dl class="summary">
<dt>${t.requirements}</dt><dd>${summary.requirements}</dd>
<dt>${t.average}</dt><dd>${summary.averageRating}</dd>
<dt>${t.contradictions}</dt><dd>${summary.contradictions}</dd>
<dt>${t.duplicates}</dt><dd>${summary.duplicates}</dd>
</dl>
<div class="charts">
${barChart(t.ratings, ratingBars)}
${findingBars.length > 0 ? barChart(t.findings, findingBars) : `<p>${t.none}</p>`}
</div>
<h2>${t.list}</h2>
<table>
<thead><tr><th>${t.rating}</th><th>${t.id}</th><th>${t.section}</th><th>${t.text}</th><th>${t.ears}</th><th>${t.messages}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</body>
</html>
`;
}
