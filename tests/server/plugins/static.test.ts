/**
 * The built console's files: content-hashed assets are cached for a year, the page
 * itself is revalidated, so a new release is picked up at the next load.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
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
