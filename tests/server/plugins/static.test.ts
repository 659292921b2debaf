/**
 * The built console's files: content-hashed assets are cached for a year, the page
 * itself is revalidated, so a new release is picked up at the next load.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cacheControlFor } from "../../../server/plugins/external/static.js";
import { useApp } from "../helper.js";

const webRoot = mkdtempSync(join(tmpdir(), "reqlens-web-"));
mkdirSync(join(webRoot, "assets"));
writeFileSync(join(webRoot, "index.html"), '<!doctype html><script type="module" src="/assets/index-Ab3_x-9Z.js"></script>');
writeFileSync(join(webRoot, "assets", "index-Ab3_x-9Z.js"), "export {};");
writeFileSync(join(webRoot, "assets", "logo.svg"), "<svg/>");
// What the build's compression step writes beside each file.
const SCRIPT = `export const words = ${JSON.stringify("requirement ".repeat(200))};`;
writeFileSync(join(webRoot, "assets", "check-Cd4_x-9Z.js"), SCRIPT);
writeFileSync(join(webRoot, "assets", "check-Cd4_x-9Z.js.br"), brotliCompressSync(SCRIPT));
writeFileSync(join(webRoot, "assets", "check-Cd4_x-9Z.js.gz"), gzipSync(SCRIPT));
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

describe("static files", () => {
  const app = useApp({ webRoot });

  it("caches a content-hashed asset for a year", async () => {
    const res = await app().inject({ url: "/assets/index-Ab3_x-9Z.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("revalidates the page and files without a content hash", async () => {
    for (const url of ["/index.html", "/assets/logo.svg"]) {
      const res = await app().inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("sends the precompressed brotli or gzip file the browser accepts, else the plain one", async () => {
    const url = "/assets/check-Cd4_x-9Z.js";
    const br = await app().inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await app().inject({ url, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app().inject({ url, headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it.each([
    ["/srv/web/assets/ConfigPage-CbpjXvfw.js", true],
    ["/srv/web/assets/index-D_4x-ZqA.css", true],
    ["/srv/web/index.html", false],
    ["/srv/web/assets/logo.svg", false],
    ["/srv/web/assets-x/a-CbpjXvfw.js", false],
  ])("%s is immutable: %s", (path, immutable) => {
    expect(cacheControlFor(path).includes("immutable")).toBe(immutable);
  });
});
