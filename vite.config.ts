/**
 * Builds the web console into dist/web. The public pages (home, check, examples,
 * key prompt, error) must not pay for the /config console: its routes are lazy
 * imports, and the libraries only the console uses get chunks of their own.
 */
import { defineConfig, type Plugin, type Rolldown } from "vite";
import react from "@vitejs/plugin-react";
import { compression } from "vite-plugin-compression2";

const API_TARGET = process.env.REQLENS_API ?? "http://localhost:8080";

/**
 * The pages that get an HTML file of their own (dist/web/<page>.html, served for /<page> by
 * server/plugins/app/not-found.ts): the page's lazy module and the chunks its first
 * render needs besides the entry's. The English rule texts are always loaded (English is
 * every language's fallback).
 */
const PAGE_HTML: Record<string, string[]> = {
  check: ["src/custom-pages/check/CheckPage.tsx", "src/generated/rule-messages.en.ts"],
  examples: ["src/custom-pages/examples/ExamplesPage.tsx", "src/generated/rule-messages.en.ts"],
};

/** The chunk and every chunk it imports statically, depth first. */
function staticClosure(bundle: Rolldown.OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== "chunk") return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/**
 * index.html with a modulepreload link for each chunk of a page's first render, as
 * <page>.html. Without them the browser learns of the page's chunks only once the entry
 * has run (its lazy import), and fetches them after the entry rather than beside it.
 */
function pageHtml(): Plugin {
  return {
    name: "reqlens-page-html",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const index = bundle["index.html"];
      if (index?.type !== "asset") return this.error("index.html is not in the bundle");
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === "chunk");
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error("the bundle has no entry chunk");
      const loaded = staticClosure(bundle, entry.fileName);
      const html = String(index.source);
      for (const [page, modules] of Object.entries(PAGE_HTML)) {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll("\\", "/").endsWith(module));
          if (!chunk) return this.error(`${module} is not the facade of a chunk`);
          for (const file of staticClosure(bundle, chunk.fileName)) if (!loaded.has(file)) files.add(file);
        }
        const links = [...files].map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`).join("");
        if (!html.includes("\n  </head>")) return this.error("index.html has no </head>");
        this.emitFile({ type: "asset", fileName: `${page}.html`, source: html.replace("\n  </head>", `\n${links}  </head>`) });
      }
    },
  };
}

export default defineConfig({
  root: ".",
  publicDir: "public",
  // Brotli and gzip copies of every text file (.br, .gz), served by @fastify/static's preCompressed.
  plugins: [
    react(),
    pageHtml(),
    compression({ algorithms: ["brotliCompress", "gzip"], include: /\.(html|js|css|json|svg|txt)$/, logLevel: "silent" }),
  ],
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 30 },
            { name: "xstate", test: /[\\/]node_modules[\\/](xstate|@xstate)[\\/]/, priority: 20 },
            // Everything the entry imports statically (the public shell: MUI's core, ra-core's
            // contexts, i18next, layout) in one file rather than two dozen small shared chunks:
            // a browser fetches only six files at a time from one HTTP/1.1 server.
            { name: "shell", tags: ["$initial"], priority: 10 },
            // RJSF and ajv get no group of their own: a group takes its modules' dependencies
            // along, and RJSF shares MUI icons with react-admin, so /check would load that chunk.
            // Reached only through the lazy /config routes, they land in the console's chunks.
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": API_TARGET,
      "/docs": API_TARGET,
      "/logout": API_TARGET,
      "/reqlens_login": API_TARGET,
      "/assets/config.json": API_TARGET,
    },
  },
});
