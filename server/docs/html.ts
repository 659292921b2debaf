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

export function page(title: string, nav: Raw, body: Raw): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <link rel="icon" type="image/svg+xml" href="/assets/images/logo.svg" />
        <link rel="stylesheet" href="/docs/docs.css" />
      </head>
      <body>
        <header class="top">
          <a class="brand" href="/">Reqlens</a>
          <nav><a href="/docs/index.html">How it works</a><a href="/docs/api.html">API reference</a><a href="/docs/openapi.json">OpenAPI</a></nav>
        </header>
        <div class="layout">
          <nav class="toc" aria-label="Contents">${nav}</nav>
          <main>${body}</main>
        </div>
      </body>
    </html> `.html;
}
