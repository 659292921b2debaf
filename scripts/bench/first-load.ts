/**
 * The check page's first load in headless Chromium over loopback, against a static page
 * of the same server (/docs/index.html, rendered once at start and sent as it is).
 * Each load runs in a fresh browser context (empty cache) and is repeated; the figures
 * are medians:
 * - JavaScript bytes over the wire (compressed as sent) and their count;
 * - time from the start of navigation to the check page's text box in the DOM, and the
 *   static page's time to its load event, and the ratio of the two.
 * Targets: /check's JavaScript at most 200 kB compressed; its time to the text box at
 * most 3 times the static page's load time.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { launchChromium } from "../../tests/e2e/browser.js";
import { root } from "./corpus.js";
import { startServer } from "./server-process.js";

const ROUNDS = 7;
const JS_TARGET_BYTES = 200_000;
const TIME_TARGET_RATIO = 3;

interface Load {
  jsBytes: number;
  jsFiles: number;
  ms: number;
  /** Each script's file name (without its content hash) and its bytes over the wire. */
  scripts: [name: string, bytes: number][];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Records, in the page itself, when an element matching the selector first appears. */
function markWhenPresent(selector: string): string {
  return `(() => {
    const mark = () => { if (!window.__firstSeen && document.querySelector(${JSON.stringify(selector)})) { window.__firstSeen = performance.now(); return true; } return false; };
    new MutationObserver((_, observer) => { if (mark()) observer.disconnect(); }).observe(document, { childList: true, subtree: true });
  })();`;
}

export async function benchFirstLoad(): Promise<Record<string, unknown>> {
  if (!existsSync(join(root, "dist", "web", "index.html"))) {
    console.log("dist/web is not built: run `npm run build` first; first load skipped");
    return { skipped: "dist/web is not built" };
  }
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const load = async (path: string, kind: "textbox" | "static"): Promise<Load> => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      if (kind === "textbox") await page.addInitScript(markWhenPresent("[data-testid=check-input]"));
      const scripts: Promise<[string, number]>[] = [];
      page.on("requestfinished", (request) => {
        if (request.resourceType() !== "script") return;
        const name = new URL(request.url()).pathname.replace(/^.*\//, "").replace(/-[\w-]{8}\.js$/, ".js");
        scripts.push(request.sizes().then((sizes) => [name, sizes.responseBodySize]));
      });
      await page.goto(`${server.baseUrl}${path}`, { waitUntil: "load" });
      let ms: number;
      if (kind === "textbox") {
        await page.waitForSelector("[data-testid=check-input]", { state: "attached", timeout: 60_000 });
        ms = await page.evaluate(() => (window as unknown as { __firstSeen: number }).__firstSeen);
      } else {
        ms = await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd);
      }
      // Scripts loaded after the text box (none expected) still count as first-load bytes.
      await page.waitForLoadState("networkidle");
      const sizes = await Promise.all(scripts);
      await context.close();
      return { jsBytes: sizes.reduce((a, [, bytes]) => a + bytes, 0), jsFiles: sizes.length, ms, scripts: sizes };
    };

    // One warm-up of each, so the server's first answers (and Chromium's start) are not measured.
    await load("/check", "textbox");
    await load("/docs/index.html", "static");
    const check: Load[] = [];
    const stat: Load[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      check.push(await load("/check", "textbox"));
      stat.push(await load("/docs/index.html", "static"));
    }
    const jsBytes = median(check.map((l) => l.jsBytes));
    const jsFiles = median(check.map((l) => l.jsFiles));
    const checkMs = median(check.map((l) => l.ms));
    const staticMs = median(stat.map((l) => l.ms));
    const ratio = checkMs / staticMs;
    console.log(
      `/check JavaScript over the wire: ${(jsBytes / 1000).toFixed(1)} kB in ${jsFiles} files (target at most ${JS_TARGET_BYTES / 1000} kB)`,
    );
    // Where the bytes go: the largest scripts of the last load.
    const largest = [...check[check.length - 1].scripts].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(`  largest: ${largest.map(([name, bytes]) => `${name} ${(bytes / 1000).toFixed(1)} kB`).join(", ")}`);
    console.log(
      `/check time to the text box: ${checkMs.toFixed(0)} ms; static page /docs/index.html loaded: ${staticMs.toFixed(0)} ms; ratio ${ratio.toFixed(2)} (target at most ${TIME_TARGET_RATIO})`,
    );
    return {
      rounds: ROUNDS,
      jsBytes,
      jsFiles,
      jsTargetMet: jsBytes <= JS_TARGET_BYTES,
      largestScripts: Object.fromEntries(largest),
      timeToTextBoxMs: Number(checkMs.toFixed(1)),
      staticPageMs: Number(staticMs.toFixed(1)),
      ratio: Number(ratio.toFixed(2)),
      ratioTargetMet: ratio <= TIME_TARGET_RATIO,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
