/**
 * The documents page words findings in the interface language, whatever the language of
 * the document: an English CSV written here is uploaded while the console is in German,
 * and an opened row lists its finding messages in German, the same ones the analysis
 * route gives for that text with uiLanguage=de. Switching the interface to English while
 * the row is open rewords the open panel at once, without reopening it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { BASE_URL, desktopContext, launchChromium, until, waitForText } from "./browser";

/** English requirements with findings (vague words, a weak modal verb, a passive). */
const ROWS = [
  ["BRK-1", "The brake controller should release the brake quickly after the operator confirms the restart."],
  ["BRK-2", "The brake state is shown on the panel in an appropriate manner."],
  ["BRK-3", "The brake controller shall log every release with its time in milliseconds."],
] as const;

const csv = ["ID,Requirement", ...ROWS.map(([id, text]) => `${id},"${text}"`)].join("\r\n");

interface Analysed {
  classifications: Array<{ findings: Array<{ message: string }> }>;
}

describe("documents page in German with an English document", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    context = await desktopContext(browser, "de-DE");
    page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));
    // The interface language this browser chose: German.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("currentLanguage")) sessionStorage.setItem("currentLanguage", "de");
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** The finding messages the analysis route gives for a text of the document, worded in a language. */
  async function messagesOf(text: string, uiLanguage: "en" | "de"): Promise<string[]> {
    const response = await context.request.post(`${BASE_URL}/api/v2/requirements/analyse`, {
      data: { config: { language: "en", uiLanguage }, content: [{ text }] },
    });
    expect(response.status()).toBe(200);
    const [item] = ((await response.json()) as { content: Analysed[] }).content;
    return item.classifications.flatMap((c) => c.findings.map((f) => f.message));
  }

  it("shows the finding messages of an opened row in German, and in English once the interface is", async () => {
    await page.goto(`${BASE_URL}/documents`);
    await page.getByRole("heading", { level: 1, name: "Dokumente" }).waitFor();
    await page.getByTestId("documents-file-input").setInputFiles({ name: "brake-spec.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await waitForText(page.getByTestId("documents-file-name"), "brake-spec.csv");
    await page.locator("#documents-language").click();
    await page.getByRole("option", { name: "Englisch" }).click();
    await page.getByTestId("documents-upload-button").click();
    await until("the dashboard", () => page.getByTestId("documents-dashboard").isVisible(), 120_000);

    const table = page.getByTestId("documents-table");
    await until("all rows", async () => (await table.locator("tbody tr").count()) === ROWS.length, 60_000);
    const [id, text] = ROWS[0];
    const row = table.locator("tbody tr", { hasText: id });
    await row.getByTestId("documents-row-open").click();
    const detail = page.getByTestId("example-detail");
    await detail.waitFor();

    const german = await messagesOf(text, "de");
    const english = await messagesOf(text, "en");
    expect(german.length).toBeGreaterThan(0);
    expect(german).not.toEqual(english);
    await until("the German messages in the panel", async () => {
      const shown = (await detail.textContent()) ?? "";
      return german.every((m) => shown.includes(m));
    });
    const shownInGerman = (await detail.textContent()) ?? "";
    for (const message of english.filter((m) => !german.includes(m))) expect(shownInGerman).not.toContain(message);

    // The interface switched to English with the panel still open: the panel is worded anew.
    await page.locator("#nav-language-button").click();
    await page.getByRole("menuitem", { name: "English" }).click();
    await waitForText(page.locator("#nav-language-button"), "English");
    await until("the English messages in the open panel", async () => {
      const shown = (await detail.textContent()) ?? "";
      return english.every((m) => shown.includes(m)) && german.every((m) => english.includes(m) || !shown.includes(m));
    });
    expect(pageErrors).toEqual([]);
  });
});
