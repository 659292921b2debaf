/** HTML helpers of the documentation pages: escaping and the shared page frame. */
export function esc(value: unknown): string {
  return String(value ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** A tagged template whose interpolations are escaped unless wrapped in raw(). */
export class Raw {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
}
export const raw = (html: string) => new Raw(html);

export function html(strings: TemplateStringsArray, ...values: unknown[]): Raw {
  let out = strings[0];
  values.forEach((value, i) => {
    const part = Array.isArray(value)
      ? value.map((v) => (v instanceof Raw ? v.html : esc(v))).join("")
      : value instanceof Raw
        ? value.html
        : esc(value);
    out += part + strings[i + 1];
  });
  return new Raw(out);
}

export type DocsLanguage = "en" | "de";

/** Where each language's "How it works" lives; the two pages name each other as alternates. */
export const DOCS_INDEX: Record<DocsLanguage, string> = { en: "/docs/index.html", de: "/docs/de/" };

const FRAME: Record<DocsLanguage, { howItWorks: string; api: string; contents: string; other: DocsLanguage; otherName: string }> = {
  en: { howItWorks: "How it works", api: "API reference", contents: "Contents", other: "de", otherName: "Deutsch" },
  de: { howItWorks: "So funktioniert es", api: "API-Referenz (englisch)", contents: "Inhalt", other: "en", otherName: "English" },
};

/**
 * The frame of every documentation page. `alternates` marks a page that exists in both
 * languages (the index): it then names the other language's page with hreflang.
 */
export function page(title: string, nav: Raw, body: Raw, options: { language?: DocsLanguage; alternates?: boolean } = {}): string {
  const language = options.language ?? "en";
  const frame = FRAME[language];
  const other = frame.other;
  return html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <link rel="icon" type="image/svg+xml" href="/assets/images/logo.svg" />
        <link rel="stylesheet" href="/docs/docs.css" />
        ${
          options.alternates
            ? html`<link rel="alternate" hreflang="en" href="${DOCS_INDEX.en}" /> <link rel="alternate" hreflang="de" href="${DOCS_INDEX.de}" />`
            : ""
        }
      </head>
      <body>
        <header class="top">
          <a class="brand" href="/">Reqlens</a>
          <nav>
            <a href="${DOCS_INDEX[language]}">${frame.howItWorks}</a><a href="/docs/api.html">${frame.api}</a><a href="/docs/openapi.json">OpenAPI</a
            ><a href="${DOCS_INDEX[other]}" hreflang="${other}" lang="${other}" class="language">${frame.otherName}</a>
          </nav>
        </header>
        <div class="layout">
          <nav class="toc" aria-label="${frame.contents}">${nav}</nav>
          <main>${body}</main>
        </div>
      </body>
    </html> `.html;
}
