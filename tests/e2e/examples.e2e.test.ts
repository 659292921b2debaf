/**
 * The examples page in a real browser against the real server: the shipped examples
 * are rated, the pie chart counts match the table, the add button is disabled at 15,
 * deleting shows the statistics, a duplicate added is flagged by the comparison
 * polling, and rows are selected with the keyboard.
 *
 * The browser uses an API key (created through the API by the administrator), so that
 * the anonymous request budget of the other browser tests is not involved.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { BASE_URL, launchChromium, until } from "./browser";

const ADMIN_PASSWORD = process.env.REQLENS_ADMIN_PASSWORD ?? "E2e-Admin-Passw0rd!";

describe("examples page", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  let englishTexts: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1500, height: 1100 }, locale: "en-GB" });

    const login = await context.request.post(`${BASE_URL}/reqlens_login`, { form: { userName: "admin", password: ADMIN_PASSWORD } });
    expect(login.ok()).toBe(true);
    const created = await context.request.post(`${BASE_URL}/api/v2/apikey`, { data: { description: "examples browser test", expirationDate: null } });
    expect(created.ok(), `${created.status()} ${await created.text()}`).toBe(true);
    const key = ((await created.json()) as { uuid: string }).uuid;
    await context.request.get(`${BASE_URL}/logout`);
    await context.addInitScript((token: string) => window.localStorage.setItem("apikey-token", token), key);

    const file = await context.request.get(`${BASE_URL}/assets/example-requirements/examples-en.json`);
    englishTexts = ((await file.json()) as { text: string }[]).map((e) => e.text);

    page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
  });

  const rows = () => page.getByTestId("example-row");
  const row = (externalId: string) => page.locator(`[data-testid="example-row"][data-external-id="${externalId}"]`);

  async function tableRatings(): Promise<number[]> {
    return page
      .locator('[data-testid="example-row"] [data-testid="example-rating"]')
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-rating"))));
  }

  async function allRated(count: number): Promise<number[]> {
    return until(
      `${count} rated rows`,
      async () => {
        const ratings = await tableRatings();
        return ratings.length === count && (await rows().count()) === count ? ratings : null;
      },
      60_000,
    );
  }

  it("shows the shipped English examples, each rated", async () => {
    const response = await page.goto(`${BASE_URL}/examples`);
    expect(response?.status()).toBe(200);
    await page.getByTestId("examples-table").waitFor({ timeout: 60_000 });
    const ratings = await allRated(englishTexts.length);
    expect(ratings.every((r) => r >= 1 && r <= 5)).toBe(true);
    expect(ratings).toContain(5);
    expect(ratings.some((r) => r < 5)).toBe(true);
    expect(await page.getByTestId("example-text").allTextContents()).toEqual(englishTexts);
    expect(await page.getByTestId("example-number").allTextContents()).toEqual(englishTexts.map((_, i) => String(i + 1)));
  });

  it("shows a pie chart whose counts match the table's ratings", async () => {
    await page.getByTestId("pie-chart").waitFor();
    const ratings = await tableRatings();
    const expected = [1, 2, 3, 4, 5].map((n) => ratings.filter((r) => r === n).length);
    expect(await page.getByTestId("pie-chart").getAttribute("data-counts")).toBe(expected.join(","));
    const counts = await page
      .locator('[data-testid="pie-chart-counts"] li')
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-count"))));
    expect(counts).toEqual(expected);
    // The chart's own legend names every rating with its count, in white.
    const legend = page.locator(".MuiChartsLegend-label");
    expect(await legend.count()).toBe(5);
    const legendTexts = await legend.allTextContents();
    for (let n = 1; n <= 5; n++) expect(legendTexts[n - 1]).toMatch(new RegExp(`: ${expected[n - 1]}$`));
    // The chart may re-render (and replace its legend) while it settles: read the colour of a legend in the page.
    const colour = async () => (await legend.first().evaluate((el) => (el.isConnected ? getComputedStyle(el).color : ""))) || undefined;
    let legendColour: string | undefined;
    for (let tries = 0; tries < 50 && !legendColour; tries++) {
      legendColour = await colour().catch(() => undefined);
      if (!legendColour) await new Promise((r) => setTimeout(r, 100));
    }
    expect(legendColour).toBe("rgb(255, 255, 255)");
  });

  it("disables the add button at 15 requirements, with the explanation as tooltip", async () => {
    expect(await rows().count()).toBe(15);
    expect(await page.getByTestId("examples-add-button").isDisabled()).toBe(true);
    await page.getByTestId("examples-add-wrapper").hover();
    await until("the tooltip", async () => ((await page.getByRole("tooltip").textContent()) ?? "").includes("At most 15"));
  });

  it("selects a row with the keyboard and shows its analysis", async () => {
    await row("4").focus();
    await page.keyboard.press("Enter");
    const detail = page.getByTestId("example-detail");
    await detail.waitFor();
    expect(await detail.getAttribute("data-external-id")).toBe("4");
    expect(await row("4").getAttribute("aria-selected")).toBe("true");
    expect(await page.locator('[data-testid="example-detail"] mark.reqlens-modal-verb').first().textContent()).toBe("should");
    expect(await page.locator('[data-testid="example-detail"] [data-classification="MODAL_VERB"]').count()).toBe(1);
  });

  it("deleting a requirement (after confirmation) removes it and shows the statistics", async () => {
    await row("13").click();
    await page.getByTestId("example-detail").waitFor();
    await row("13").getByTestId("example-delete").click();
    await page.getByTestId("example-delete-confirm").click();
    await until("the row to go", async () => (await rows().count()) === 14);
    expect(await row("13").count()).toBe(0);
    await page.getByTestId("pie-chart").waitFor();
    expect(await page.getByTestId("example-detail").count()).toBe(0);
    const ratings = await tableRatings();
    const expected = [1, 2, 3, 4, 5].map((n) => ratings.filter((r) => r === n).length);
    expect(await page.getByTestId("pie-chart").getAttribute("data-counts")).toBe(expected.join(","));
    expect(await page.getByTestId("examples-add-button").isDisabled()).toBe(false);
  });

  it("flags an added duplicate with the redundancy icon once the comparison results are polled", async () => {
    const duplicate = englishTexts[0];
    await page.getByTestId("examples-add-button").click();
    await page.getByTestId("example-dialog-input").fill(duplicate);
    await page.getByTestId("example-dialog-input").press("Enter");
    await until("the new row", async () => (await rows().count()) === 15);
    const added = row("16");
    expect(await added.getByTestId("example-text").textContent()).toBe(duplicate);
    const started = Date.now();
    // Two polls are 10 s; the bound is generous for a busy machine.
    await until("the redundancy icon", async () => (await added.getByTestId("redundancy-icon").count()) > 0, 60_000);
    console.log(`Redundancy icon after ${Date.now() - started} ms`);
    await until("the original's redundancy icon", async () => (await row("1").getByTestId("redundancy-icon").count()) > 0, 30_000);

    await added.click();
    const redundancy = page.locator('[data-testid="example-redundancies"] [data-testid="redundancy-row"]');
    await until("the redundancy table", async () => (await redundancy.count()) > 0);
    const cells = await redundancy.first().locator("td").allTextContents();
    expect(cells[0]).toBe("1");
    expect(cells[1]).toBe(`1: ${duplicate}`);
    expect(Number(cells[3])).toBeGreaterThan(0.5);
  });

  it("flags the contradicting requirements with the contradiction icon", async () => {
    await until("a contradiction icon on row 1", async () => (await row("1").getByTestId("contradiction-icon").count()) > 0, 60_000);
    await row("3").click();
    const contradiction = page.locator('[data-testid="example-contradictions"] [data-testid="contradiction-row"]');
    await until("the contradiction table", async () => (await contradiction.count()) > 0);
    expect(await contradiction.allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining(englishTexts[0])]));
    expect(pageErrors).toEqual([]);
  });

  it("keeps the edited examples after a reload", async () => {
    await page.reload();
    await allRated(15);
    expect(await row("13").count()).toBe(0);
    expect(await row("16").getByTestId("example-text").textContent()).toBe(englishTexts[0]);
  });

  it("switches to the German examples and deselects the row", async () => {
    await row("2").click();
    await page.getByTestId("example-detail").waitFor();
    await page.locator("#examples-language").click();
    await page.getByRole("option", { name: "Deutsch" }).click();
    const file = await context.request.get(`${BASE_URL}/assets/example-requirements/examples-de.json`);
    const germanTexts = ((await file.json()) as { text: string }[]).map((e) => e.text);
    await until(
      "the German examples",
      async () => JSON.stringify(await page.getByTestId("example-text").allTextContents()) === JSON.stringify(germanTexts),
      60_000,
    );
    await allRated(germanTexts.length);
    expect(await page.getByTestId("example-detail").count()).toBe(0);
    await page.getByTestId("pie-chart").waitFor();
  });

  it("keeps the chart code out of the check page", async () => {
    const other = await context.newPage();
    const scripts: string[] = [];
    other.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await other.goto(`${BASE_URL}/check`);
    await other.getByTestId("check-input").waitFor({ timeout: 60_000 });
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /ExamplesView|charts/i.test(s))).toEqual([]);
    await other.close();
  });
});
