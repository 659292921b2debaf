/**
 * A word-list rule in the console, in a real browser against the real server: the
 * open-point rule (engine/rules/open-point/, one schema file and no code) has its row in
 * the Improvements editor, which saves with it present; in the German console its menu
 * entry, page title and /check badge carry its German title.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { BASE_URL, desktopContext, launchChromium, waitForText } from "./browser";

const ADMIN_PASSWORD = process.env.REQLENS_ADMIN_PASSWORD_E2E ?? "E2e-Admin-Passw0rd!";
const IMPROVEMENTS = `${BASE_URL}/api/v2/configfile/default/improvements`;

async function login(page: Page) {
  await page.goto(`${BASE_URL}/config`);
  await page.getByTestId("login-form").waitFor();
  await page.getByTestId("login-username").fill("admin");
  await page.getByTestId("login-password").fill(ADMIN_PASSWORD);
  await page.getByTestId("login-password").press("Enter");
  await page.getByTestId("config-menu").waitFor();
}

describe("a word-list rule in the console", () => {
  let browser: Browser;
  let english: BrowserContext;
  let german: BrowserContext;
  let original: unknown;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    english = await desktopContext(browser);
    german = await desktopContext(browser, "de-DE");
    await german.addInitScript(() => sessionStorage.setItem("currentLanguage", "de"));
  });

  afterAll(async () => {
    if (original) await english.request.put(IMPROVEMENTS, { data: original }).catch(() => undefined);
    await browser?.close();
  });

  it("saves the Improvements with the rule's row in them", async () => {
    const page = await english.newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await login(page);
    original = await (await english.request.get(IMPROVEMENTS)).json();
    expect(original).toMatchObject({ openPoint: { enabled: true, rating: 1 } });
    await page.goto(`${BASE_URL}/config/default/improvements`);
    await page.getByTestId("rule-editor-improvements").waitFor();
    // The Improvements table: a row per rule, its star cost chosen from a menu.
    await page.getByTestId("improvement-openPoint").getByRole("combobox").click();
    await page.getByRole("option", { name: "★★★ (3)" }).click();
    const save = page.getByTestId("rule-save");
    await expect.poll(() => save.isDisabled(), { timeout: 15_000 }).toBe(false);
    await save.click();
    await page.getByTestId("rule-message-success").waitFor({ timeout: 20_000 });
    expect(await page.getByText("Unknown setting.").count()).toBe(0);
    const saved = (await (await english.request.get(IMPROVEMENTS)).json()) as Record<string, unknown>;
    expect(saved.openPoint).toEqual({ enabled: true, rating: 3 });
    expect(pageErrors).toEqual([]);
  });

  it("shows its German title in the German console and on /check", async () => {
    const page = await german.newPage();
    await login(page);
    await page.goto(`${BASE_URL}/config/default/openpoint`);
    await waitForText(page.getByTestId("rule-page-title"), "Offene Punkte");
    await page.goto(`${BASE_URL}/check`);
    await page.getByTestId("check-input").waitFor();
    await page.getByTestId("check-input").fill("Das Exportformat muss noch festgelegt werden, der Rest ist noch zu klären.");
    await page.getByTestId("analyse-button").click();
    await waitForText(page.locator("body"), "Offener Punkt", 20_000);
    expect(await page.locator("body").textContent()).not.toContain("OPEN_POINT");
  });
});
