/**
 * The public pages in a real browser against the real server: no page is wider than a
 * phone (390×844) or a desktop (1440×900) screen, finding messages and suggestions are
 * shown without hovering, German numbers, keyboard use, the examples page's
 * requests-exceeded panel, and axe finds no serious or critical accessibility problem on
 * any public page in English or German.
 */
import { AxeBuilder } from "@axe-core/playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { startServer, type RunningServer } from "../../scripts/bench/server-process";
import { BASE_URL, launchChromium, waitForText } from "./browser";

const WEAK = "The system should respond quickly.";
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function openPage(viewport: { width: number; height: number }, language: "en" | "de" = "en"): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: language === "de" ? "de-DE" : "en-GB" });
  // The interface language lives in session storage, as the language menu leaves it.
  await context.addInitScript((lang) => sessionStorage.setItem("currentLanguage", lang), language);
  const page = await context.newPage();
  return { context, page };
}

async function analyse(page: Page, text: string) {
  const input = page.getByTestId("check-input");
  const before = await page.getByTestId("history-item").count();
  await input.fill(text);
  await input.press("Enter");
  await page.getByTestId("check-result").waitFor({ timeout: 30_000 });
  // Done when the analysis has its history entry (an earlier result may still be on screen).
  await page.waitForFunction((count) => document.querySelectorAll('[data-testid="history-item"]').length > count, before, { timeout: 30_000 });
}

async function pageWidth(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

describe("widths", () => {
  for (const viewport of VIEWPORTS) {
    it(`no public page is wider than ${viewport.width}×${viewport.height}`, async () => {
      const { context, page } = await openPage(viewport);
      try {
        await page.goto(`${BASE_URL}/home`);
        await page.getByRole("heading", { level: 1 }).waitFor();
        expect(await pageWidth(page), "/home").toSatisfy(({ scrollWidth, innerWidth }) => scrollWidth <= innerWidth);

        await page.goto(`${BASE_URL}/check`);
        // Two analyses: the result and a history of long texts.
        await analyse(page, WEAK);
        await analyse(page, `${"The system should store every incoming message of the gateway ".repeat(3)}quickly.`);
        expect(await page.getByTestId("history-item").count()).toBeGreaterThanOrEqual(2);
        expect(await pageWidth(page), "/check").toSatisfy(({ scrollWidth, innerWidth }) => scrollWidth <= innerWidth);
        // The analyse button is on screen, not pushed out of it.
        const button = await page.getByTestId("analyse-button").boundingBox();
        expect(button && button.x + button.width).toBeLessThanOrEqual(viewport.width);

        await page.goto(`${BASE_URL}/examples`);
        await page.getByTestId("example-row").first().waitFor({ timeout: 30_000 });
        await page.getByTestId("pie-chart").waitFor({ timeout: 30_000 });
        expect(await pageWidth(page), "/examples").toSatisfy(({ scrollWidth, innerWidth }) => scrollWidth <= innerWidth);
        // Nothing below the footer: the page ends with it.
        const bottom = await page.evaluate(() => {
          const footer = document.querySelector("footer");
          return { footerEnd: footer ? footer.getBoundingClientRect().bottom + window.scrollY : 0, height: document.documentElement.scrollHeight };
        });
        expect(bottom.height - bottom.footerEnd).toBeLessThanOrEqual(1);
      } finally {
        await context.close();
      }
    });
  }
});

describe("the check page", () => {
  it("lists every finding's message below the text, visible without hovering", async () => {
    const { context, page } = await openPage({ width: 390, height: 844 });
    try {
      await page.goto(`${BASE_URL}/check`);
      await analyse(page, WEAK);
      const messages = page.getByTestId("finding-message");
      expect(await messages.count()).toBeGreaterThanOrEqual(2);
      for (const message of await messages.all()) {
        expect(await message.isVisible()).toBe(true);
        expect((await message.textContent())?.trim()).not.toBe("");
      }
      expect(await page.getByTestId("finding-list").textContent()).toContain("should");
    } finally {
      await context.close();
    }
  });

  it("shows suggestions with their ratings under the improvements, and the keyboard copies one into the input", async () => {
    const { context, page } = await openPage({ width: 1440, height: 900 });
    try {
      await page.goto(`${BASE_URL}/check`);
      // Keyboard only: the input has the focus, Enter analyses.
      await page.getByTestId("check-input").waitFor();
      await page.keyboard.type(WEAK);
      await page.keyboard.press("Enter");
      const first = page.getByTestId("suggestion").first();
      await first.waitFor({ timeout: 30_000 });
      const alt = await first.locator("img").getAttribute("alt");
      expect(alt).toMatch(/^[45] of 5 stars/);
      const text = (await first.getByTestId("suggestion-text").textContent()) ?? "";
      expect(text).not.toBe(WEAK);
      // Tab to the first suggestion and press Space.
      const button = first.locator("button");
      for (let i = 0; i < 60 && !(await button.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
      expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press("Space");
      expect(await page.getByTestId("check-input").inputValue()).toBe(text);
    } finally {
      await context.close();
    }
  });

  it("writes numbers the German way in German and tells a too long text in German", async () => {
    const { context, page } = await openPage({ width: 1440, height: 900 }, "de");
    try {
      await page.goto(`${BASE_URL}/check`);
      await page.getByTestId("check-input").fill("Das System sollte schnell antworten.");
      expect(await page.getByTestId("check-counter").textContent()).toBe("36 / 5.000 Zeichen");
      await page.getByTestId("check-input").press("Enter");
      await page.getByTestId("check-result").waitFor({ timeout: 30_000 });
      const time = (await page.getByTestId("processing-time").textContent()) ?? "";
      expect(time).toMatch(/^\d+(,\d+)? ms$/);
      // Improvements and finding messages follow the interface language, also for an English requirement.
      await analyse(page, WEAK);
      expect(await page.getByTestId("improvements").textContent()).toMatch(/Modalverb/);
      const findings = (await page.getByTestId("finding-list").textContent()) ?? "";
      expect(findings).toContain("„should“ ist nicht verbindlich");
      expect(findings).not.toContain("is not binding");
      await page.getByTestId("check-input").fill("a".repeat(5001));
      expect(await page.getByTestId("check-counter").textContent()).toBe("5.001 / 5.000 Zeichen");
      expect(await page.getByTestId("check-input-error").textContent()).toContain("höchstens 5.000");
      expect(await page.getByTestId("analyse-button").isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe("the examples page", () => {
  it("opens a row's detail with the keyboard", async () => {
    const { context, page } = await openPage({ width: 1440, height: 900 });
    try {
      await page.goto(`${BASE_URL}/examples`);
      const row = page.getByTestId("example-row").first();
      await row.waitFor({ timeout: 30_000 });
      for (let i = 0; i < 40 && !(await row.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
      expect(await row.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press("Enter");
      await waitForText(page.locator("[data-result-state]").last(), /./);
      expect(await page.locator("[data-result-state=detail]").count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  describe("past the anonymous budget", () => {
    // A second server of the same build whose anonymous budget is one request a minute
    // (the analysis; the comparison save is refused); the suite's own server runs without a budget.
    let tight: RunningServer;
    beforeAll(async () => {
      tight = await startServer({ REQLENS_ANON_RATE_LIMIT: "1" });
    });
    afterAll(async () => {
      await tight?.stop();
    });

    it("shows the requests-exceeded panel with the key prompt", async () => {
      const { context, page } = await openPage({ width: 390, height: 844 });
      try {
        await page.goto(`${tight.baseUrl}/examples`);
        const panel = page.getByTestId("requests-exceeded");
        await panel.waitFor({ timeout: 60_000 });
        expect(await panel.getByTestId("apikey-input").isVisible()).toBe(true);
        expect(await pageWidth(page)).toSatisfy(({ scrollWidth, innerWidth }) => scrollWidth <= innerWidth);
      } finally {
        await context.close();
      }
    });
  });
});

describe("the German docs", () => {
  /** Presses Tab until the element is focused (at most `limit` times). */
  async function tabTo(page: Page, target: ReturnType<Page["locator"]>, limit = 80): Promise<boolean> {
    for (let i = 0; i < limit; i++) {
      if (await target.evaluate((el) => el === document.activeElement)) return true;
      await page.keyboard.press("Tab");
    }
    return target.evaluate((el) => el === document.activeElement);
  }

  it("are German, and the keyboard follows the contents and switches the language both ways", async () => {
    const { context, page } = await openPage({ width: 1440, height: 900 }, "de");
    try {
      await page.goto(`${BASE_URL}/docs/de/`);
      expect(await page.locator("html").getAttribute("lang")).toBe("de");
      expect(await page.locator("h1").first().textContent()).toBe("Wie Reqlens eine Anforderung prüft");
      // A contents link, by keyboard, leads to its rule's German section.
      const contents = page.getByRole("navigation", { name: "Inhalt" }).getByRole("link", { name: "Modalverben" });
      expect(await tabTo(page, contents)).toBe(true);
      await page.keyboard.press("Enter");
      await page.waitForURL(/#modal-verb$/);
      expect(await page.locator("#modal-verb").textContent()).toContain("ist nicht verbindlich");
      // The language switch, from the top of the page: Tab to "English", Enter; then back to "Deutsch".
      await page.goto(`${BASE_URL}/docs/de/`);
      const english = page.locator('header a[hreflang="en"]');
      expect(await tabTo(page, english)).toBe(true);
      await page.keyboard.press("Enter");
      await page.waitForURL(`${BASE_URL}/docs/index.html`);
      expect(await page.locator("html").getAttribute("lang")).toBe("en");
      const german = page.locator('header a[hreflang="de"]');
      expect(await tabTo(page, german)).toBe(true);
      await page.keyboard.press("Enter");
      await page.waitForURL(`${BASE_URL}/docs/de/`);
      // The API reference is one link away.
      expect(await page.getByRole("navigation", { name: "Inhalt" }).getByRole("link", { name: "API-Referenz" }).getAttribute("href")).toBe(
        "/docs/api.html",
      );
    } finally {
      await context.close();
    }
  });
});

describe("accessibility (axe)", () => {
  const pages: Array<{ path: string; ready: (page: Page) => Promise<unknown> }> = [
    { path: "/home", ready: (page) => page.getByRole("heading", { level: 1 }).waitFor() },
    { path: "/check", ready: (page) => analyse(page, WEAK) },
    { path: "/examples", ready: (page) => page.getByTestId("pie-chart").waitFor({ timeout: 30_000 }) },
    { path: "/apikey-prompt", ready: (page) => page.getByTestId("apikey-input").waitFor() },
    { path: "/no-such-page", ready: (page) => page.getByRole("heading", { level: 1 }).waitFor() },
    { path: "/docs/index.html", ready: (page) => page.locator("h1").first().waitFor() },
    { path: "/docs/de/", ready: (page) => page.locator("h1").first().waitFor() },
  ];
  for (const language of ["en", "de"] as const) {
    for (const { path, ready } of pages) {
      it(`${path} (${language}) has no serious or critical violations`, async () => {
        const { context, page } = await openPage({ width: 1440, height: 900 }, language);
        try {
          await page.goto(`${BASE_URL}${path}`);
          await ready(page);
          const { violations } = await new AxeBuilder({ page }).analyze();
          const serious = violations
            .filter((v) => v.impact === "serious" || v.impact === "critical")
            .map(
              (v) =>
                `${v.id}: ${v.help} (${v.nodes
                  .map((n) => n.target.join(" "))
                  .slice(0, 3)
                  .join(", ")})`,
            );
          expect(serious).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});
