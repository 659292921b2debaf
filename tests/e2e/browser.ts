/** Chromium for the browser tests: the Debian package, never a downloaded browser. */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator } from "playwright-core";

/**
 * The server under test. Vitest sets BASE_URL to Vite's "/" inside tests, so the
 * runner passes the address as REQLENS_BASE_URL too.
 */
function baseUrl(): string {
  const candidates = [process.env.REQLENS_BASE_URL, process.env.BASE_URL, "http://localhost:8080"];
  const url = candidates.find((c) => !!c && /^https?:\/\//.test(c)) as string;
  return url.replace(/\/+$/, "");
}

export const BASE_URL = baseUrl();

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
}

/** A desktop-sized browser context in a locale (British English unless given), with any further options. */
export function desktopContext(browser: Browser, locale = "en-GB", options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1400, height: 1000 }, locale, ...options });
}

/** Waits until the locator's text matches (Playwright's auto-waiting assertions are not available in vitest). */
export async function waitForText(locator: Locator, pattern: RegExp | string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let last = "";
  while (Date.now() < deadline) {
    last = (await locator.textContent().catch(() => null)) ?? "";
    if (typeof pattern === "string" ? last.includes(pattern) : pattern.test(last)) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Timed out waiting for ${String(pattern)}; last text: ${JSON.stringify(last)}`);
}

/** Polls `probe` until it returns something truthy, and returns that; fails after the time limit naming what was awaited. */
export async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value) return value;
      last = value;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Timed out waiting for ${what} (last: ${String(last)})`);
}
