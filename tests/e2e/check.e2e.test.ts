/**
 * The check page in a real browser against the real server: analyse, highlights,
 * German UI, German requirement, history, untrusted text stays text, reload keeps state.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { BASE_URL, desktopContext, launchChromium, waitForText } from "./browser";

const ENGLISH = "The system should respond quickly.";
const GERMAN = "Das System sollte schnell antworten.";
const HOSTILE = "The system shall show <img src=x onerror=alert(1)> to the user.";

describe("check page", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const dialogs: string[] = [];
  const pageErrors: string[] = [];
  const scripts: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    context = await desktopContext(browser);
    page = await context.newPage();
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on("pageerror", (error) => pageErrors.push(error.message));
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function analyse(text: string, how: "enter" | "button") {
    const input = page.getByTestId("check-input");
    await input.fill(text);
    const before = await page.getByTestId("history-item").count();
    if (how === "enter") await input.press("Enter");
    else await page.getByTestId("analyse-button").click();
    // A new history entry appears once the analysis is done (or the list stays at five).
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const count = await page.getByTestId("history-item").count();
      const busy = await page.getByTestId("analyse-button").getAttribute("aria-busy");
      if ((count > before || count === 5) && busy !== "true") break;
      await page.waitForTimeout(100);
    }
    await page.getByTestId("check-result").waitFor();
    await waitForText(page.getByTestId("result-text"), text.replace(/<[^>]*>/g, "").slice(0, 20));
  }

  it("opens /check with the tools", async () => {
    const response = await page.goto(`${BASE_URL}/check`);
    expect(response?.status()).toBe(200);
    await page.getByTestId("check-input").waitFor();
    await page.getByTestId("check-placeholder").waitFor();
    expect(await page.locator("h1").textContent()).toBe("Check a requirement");
    await waitForText(page.getByTestId("footer-version"), /version \d+\.\d+\.\d+/i);
  });

  it("is served HTML that preloads the page's code beside the entry (so does /examples)", async () => {
    const preloads = async (path: string) => {
      const html = await (await context.request.get(`${BASE_URL}${path}`, { headers: { Accept: "text/html" } })).text();
      return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    };
    const check = await preloads("/check");
    expect(check.some((path) => /^\/assets\/CheckPage-[\w-]+\.js$/.test(path))).toBe(true);
    // Every preloaded file is one the page then uses.
    for (const path of check) expect(scripts).toContain(path);
    expect((await preloads("/examples")).some((path) => /^\/assets\/ExamplesPage-[\w-]+\.js$/.test(path))).toBe(true);
    expect((await preloads("/home")).some((path) => /CheckPage|ExamplesPage/.test(path))).toBe(false);
  });

  it("analyses an English requirement with Enter: rating image, highlights, processing time", async () => {
    await analyse(ENGLISH, "enter");
    const rating = page.getByTestId("rating-image");
    await rating.waitFor();
    expect(await rating.getAttribute("src")).toMatch(/^\/assets\/images\/rating-[1-5]\.svg$/);
    expect(Number(await rating.getAttribute("data-rating"))).toBeLessThan(5);
    expect(await rating.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const marks = page.locator('[data-testid="highlighted-text"] mark');
    const markTexts = await marks.allTextContents();
    expect(markTexts).toContain("should");
    expect(markTexts).toContain("quickly");
    expect(await page.locator("mark.reqlens-modal-verb").first().textContent()).toBe("should");
    expect(await page.locator("mark.reqlens-weak-word").first().textContent()).toBe("quickly");
    expect(await page.getByTestId("result-text").textContent()).toBe(ENGLISH);

    await waitForText(page.getByTestId("processing-time"), /^\d+(\.\d+)? ms$/);
    expect(await page.getByTestId("configuration-id").textContent()).toBe("default");
    await waitForText(page.locator('[data-classification="MODAL_VERB"]'), "Modal verb");
  });

  it("shows a badge's explanation on focus", async () => {
    await page.locator('[data-classification="WEAK_WORD"]').focus();
    const popover = page.getByTestId("classification-popover");
    await popover.waitFor();
    expect(await popover.locator("h3").textContent()).toBe("Weak word");
    await page.getByTestId("check-input").focus();
    await popover.waitFor({ state: "detached" });
  });

  it("switches the interface to German", async () => {
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitem", { name: "Deutsch" }).click();
    await waitForText(page.locator("h1"), "Anforderung prüfen");
    await waitForText(page.getByTestId("analyse-button"), "Analysieren");
    await waitForText(page.locator('[data-classification="MODAL_VERB"]'), "Modalverb");
    await waitForText(page.locator("#check-history-header"), "Verlauf");
    await waitForText(page.getByTestId("footer-version"), /Version \d/);
    expect(await page.evaluate(() => sessionStorage.getItem("currentLanguage"))).toBe("de");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
  });

  it("analyses a German requirement and detects its language", async () => {
    await analyse(GERMAN, "button");
    await page.getByTestId("rating-image").waitFor();
    const markTexts = await page.locator('[data-testid="highlighted-text"] mark').allTextContents();
    expect(markTexts).toContain("sollte");
    await waitForText(page.locator("#check-language option:checked"), "Deutsch");
    await waitForText(page.getByTestId("processing-time"), /\d ms$/);
  });

  it("reloads an entry from the history, by click and by keyboard", async () => {
    const items = page.getByTestId("history-item");
    expect(await items.count()).toBe(2);
    expect(await items.nth(0).textContent()).toContain(GERMAN);
    expect(await items.nth(1).textContent()).toContain(ENGLISH);

    await items.nth(1).click();
    await waitForText(page.getByTestId("result-text"), ENGLISH);
    expect(await page.getByTestId("check-input").inputValue()).toBe(ENGLISH);
    await waitForText(page.locator("#check-language option:checked"), "Englisch");

    await items.nth(0).focus();
    await page.keyboard.press("Enter");
    await waitForText(page.getByTestId("result-text"), GERMAN);
  });

  it("shows markup in a requirement as literal text", async () => {
    await analyse(HOSTILE, "button");
    await waitForText(page.getByTestId("result-text"), "<img src=x onerror=alert(1)>");
    expect(await page.getByTestId("result-text").textContent()).toBe(HOSTILE);
    expect(await page.getByTestId("history-item").first().textContent()).toContain("<img src=x onerror=alert(1)>");
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(
      await page.locator("main img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")).filter((s) => !s?.startsWith("/assets/images/"))),
    ).toEqual([]);
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
  });

  it("keeps the history and the result after a reload", async () => {
    await page.reload();
    await page.getByTestId("check-result").waitFor();
    // The history is a chunk of its own, which may come after the result.
    await page.getByTestId("history-item").first().waitFor();
    expect(await page.getByTestId("history-item").count()).toBe(3);
    await waitForText(page.getByTestId("result-text"), "<img src=x onerror=alert(1)>");
    await waitForText(page.locator("h1"), "Anforderung prüfen");
    expect(await page.getByTestId("check-input").inputValue()).toBe(HOSTILE);
    await waitForText(page.locator("#check-language option:checked"), "Englisch");
    await page.screenshot({ path: "/tmp/reqlens-e2e-check.png", fullPage: true });
    expect(pageErrors).toEqual([]);
  });

  it("loads the console's code only on /config", async () => {
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /ConsoleShell|ConfigPage|console-/.test(path))).toEqual([]);
    await page.goto(`${BASE_URL}/home`);
    await page.locator("h1").waitFor();
    await page.getByRole("link", { name: "Konfiguration" }).click();
    await waitForText(page.locator("h1"), "Konfiguration");
    expect(new URL(page.url()).pathname).toBe("/config");
    expect(await page.locator("main").getAttribute("data-background")).toBe("config");
    expect(scripts.some((path) => path.includes("ConfigPage"))).toBe(true);
  });

  it("navigates with the navbar: Demo menu, Docs in a new tab, brand to home", async () => {
    await page.getByRole("button", { name: "Demo" }).click();
    await page.getByRole("menuitem", { name: "Beispiele" }).click();
    await waitForText(page.locator("h1"), "Beispiele");
    expect(await page.locator("main").getAttribute("data-background")).toBe("examples");
    // The German interface links the German docs.
    const docs = page.getByRole("link", { name: "Dokumentation" });
    expect(await docs.getAttribute("href")).toBe("/docs/de/");
    expect(await docs.getAttribute("target")).toBe("_blank");
    await page.getByRole("link", { name: "Reqlens" }).first().click();
    await page.waitForURL(`${BASE_URL}/home`);
    expect(await page.locator("main").getAttribute("data-background")).toBe("home");
  });

  it("shows the error page for an unknown path", async () => {
    await page.goto(`${BASE_URL}/no-such-page`);
    await page.getByTestId("error-icon-laughing").waitFor();
    await waitForText(page.getByTestId("error-message"), "Diese Seite gibt es nicht.");
    expect(await page.locator("main").getAttribute("data-background")).toBe("error");
  });
});

describe("navbar menus on the check page", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("load their code only when a menu is approached, and open and close by keyboard", async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${BASE_URL}/check`);
    await page.getByTestId("check-input").waitFor();
    await page.waitForLoadState("networkidle");
    // The first load has the text box, not the menus (MUI's Menu with Popover and Modal).
    expect(scripts.filter((path) => /NavMenus|Menu-|Popover|Modal/.test(path))).toEqual([]);

    await page.locator("#nav-demo-button").focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menu").waitFor();
    await waitForText(page.locator(":focus"), "Try");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("menuitem");
    await page.keyboard.press("ArrowDown");
    await waitForText(page.locator(":focus"), "Examples");
    await page.keyboard.press("Escape");
    await page.getByRole("menu").waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("nav-demo-button");
    expect(scripts.some((path) => path.includes("NavMenus"))).toBe(true);
    await context.close();
  });
});
