/**
 * Builds the web console into dist/web. The public pages (home, check, examples,
 * key prompt, error) must not pay for the /config console: its routes are lazy
 * imports, and the libraries only the console uses get chunks of their own.
 */
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { compression } from "vite-plugin-compression2";

const API_TARGET = process.env.REQLENS_API ?? "http://localhost:8080";

export default defineConfig({
  root: ".",
  publicDir: "public",
  // Brotli and gzip copies of every text file (.br, .gz), served by @fastify/static's preCompressed.
  plugins: [react(), compression({ algorithms: ["brotliCompress", "gzip"], include: /\.(html|js|css|json|svg|txt)$/, logLevel: "silent" })],
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
