/**
 * The documents page in a real browser against the real server: an Excel file built
 * here from the shipped English examples is uploaded, its progress shown until done,
 * the dashboard counts match the server's summary, the table is filtered to rating ≤ 2
 * and a row opened, and the CSV export is downloaded and read. Then a table whose
 * columns cannot be recognised goes through the column picker, the previous uploads
 * survive a reload, the page fits a phone, a longer document shows its summary so far
 * while it is checked, and the German interface labels it all.
 *
 * The visitor is anonymous: the document belongs to the browser through the token kept
 * in local storage.
 */
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { BASE_URL, desktopContext, launchChromium, until, waitForText } from "./browser";

interface Example {
  externalId: string;
  text: string;
}

interface Summary {
  requirements: number;
  ratings: Record<string, number>;
}

async function workbook(header: [string, string, string], rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Requirements");
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

describe("documents page", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  let examples: Example[] = [];
  let documentId = "";

  beforeAll(async () => {
    browser = await launchChromium();
    context = await desktopContext(browser, "en-GB", { acceptDownloads: true });
    const file = await context.request.get(`${BASE_URL}/assets/example-requirements/examples-en.json`);
    examples = (await file.json()) as Example[];
    page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** The server's own view of the document, with the token the page stored. */
  async function serverStatus(): Promise<{ status: string; summary: Summary | null }> {
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem("documentTokens") ?? "[]") as { token: string }[])[0]?.token ?? "");
    const response = await context.request.get(`${BASE_URL}/api/v2/documents/${documentId}`, { headers: { "X-Document-Token": token } });
    expect(response.status()).toBe(200);
    return (await response.json()) as { status: string; summary: Summary | null };
  }

  it("is in the Demo menu", async () => {
    const response = await page.goto(`${BASE_URL}/check`);
    expect(response?.status()).toBe(200);
    await page.locator("#nav-demo-button").click();
    await page.getByRole("menuitem", { name: "Documents" }).click();
    await page.waitForURL(/\/documents$/);
    await page.getByRole("heading", { level: 1, name: "Documents" }).waitFor();
  });

  it("uploads an Excel file and shows its progress until the dashboard", async () => {
    // Records what the progress area shows, however briefly.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const el = document.querySelector('[data-testid="documents-progress"]');
        if (el) seen.push(`${el.getAttribute("data-status")}|${el.textContent ?? ""}`);
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });

    const rows = examples.map((e, i) => [`REQ-${String(i + 1).padStart(3, "0")}`, e.text, i < 8 ? "Operation" : "Records"]);
    const buffer = await workbook(["ID", "Requirement", "Section"], rows);
    await page.getByTestId("documents-file-input").setInputFiles({ name: "lift-spec.xlsx", mimeType: XLSX_TYPE, buffer });
    await waitForText(page.getByTestId("documents-file-name"), "lift-spec.xlsx");
    await page.locator("#documents-language").click();
    await page.getByRole("option", { name: "English" }).click();
    await page.getByTestId("documents-upload-button").click();

    const current = page.getByTestId("documents-current");
    await current.waitFor();
    documentId = (await current.getAttribute("data-document-id")) ?? "";
    expect(documentId).toMatch(/^[0-9a-f-]{36}$/);
    await until("the dashboard", () => page.getByTestId("documents-dashboard").isVisible(), 120_000);

    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    expect(seen.length).toBeGreaterThan(0);
    for (const entry of seen) {
      const [status, text] = entry.split("|") as [string, string];
      expect(["queued", "running"]).toContain(status);
      // Either the counts ("3 of 30 requirements") or, before the first count, the waiting text.
      expect(text).toMatch(/^(\d[\d,]* of \d[\d,]* requirements|Waiting to start …|Reading the document …)Cancel/);
    }

    const { status, summary } = await serverStatus();
    expect(status).toBe("done");
    expect(summary?.requirements).toBe(examples.length);
    expect(await page.getByTestId("documents-figure-requirements-value").textContent()).toBe(String(examples.length));
    const chartCounts = await page
      .locator('[data-testid="documents-ratings-chart-counts"] li')
      .evaluateAll((items) => Object.fromEntries(items.map((li) => [li.getAttribute("data-key"), Number(li.getAttribute("data-count"))])));
    for (const rating of ["1", "2", "3", "4", "5"]) expect(chartCounts[rating]).toBe(summary?.ratings[rating]);

    // The upload is listed among the previous uploads, as done.
    await until(
      "the upload in the list",
      async () =>
        (await page.locator(`[data-testid="documents-previous-item"][data-document-id="${documentId}"]`).getAttribute("data-status")) === "done",
    );
  });

  it("filters the table to rating ≤ 2 and opens a row's detail", async () => {
    const { summary } = await serverStatus();
    const lowRated = (summary?.ratings["0"] ?? 0) + (summary?.ratings["1"] ?? 0) + (summary?.ratings["2"] ?? 0);
    expect(lowRated, "the examples include weak requirements").toBeGreaterThan(0);

    const table = page.getByTestId("documents-table");
    await until("all rows", async () => (await table.locator("tbody tr").count()) === examples.length, 60_000);
    await table.getByRole("combobox", { name: "Rating" }).click();
    await page.getByRole("option", { name: "2 stars or fewer" }).click();
    await until("the filtered rows", async () => (await table.locator("tbody tr").count()) === lowRated, 60_000);
    const ratings = await table.getByTestId("documents-row-rating").evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-rating"))));
    expect(ratings.length).toBe(lowRated);
    expect(ratings.every((r) => r <= 2)).toBe(true);

    const first = table.locator("tbody tr").first();
    const firstText = (await first.locator("td").nth(2).textContent()) ?? "";
    expect(examples.map((e) => e.text)).toContain(firstText);
    await first.getByTestId("documents-row-open").click();
    const detail = page.getByTestId("example-detail");
    await detail.waitFor();
    await waitForText(detail.getByTestId("example-result-text"), firstText.trim().slice(0, 20));
    expect(await detail.getByTestId("example-classifications").locator(".reqlens-badge").count()).toBeGreaterThan(0);
    await detail.getByTestId("example-contradictions").waitFor();
    await detail.getByTestId("example-redundancies").waitFor();
  });

  it("downloads the CSV export with every requirement", async () => {
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("documents-export-csv").click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const path = await download.path();
    const csv = (await readFile(path, "utf8")).replace(/^\uFEFF/, "");
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data.map((r) => r.id)).toEqual(examples.map((_, i) => `REQ-${String(i + 1).padStart(3, "0")}`));
    expect(parsed.data.map((r) => r.text)).toEqual(examples.map((e) => e.text));
    // The ratings in the file are the ones the dashboard counted.
    const { summary } = await serverStatus();
    for (const rating of ["1", "2", "3", "4", "5"]) expect(parsed.data.filter((r) => r.rating === rating).length).toBe(summary?.ratings[rating]);
  });

  it("asks for the columns of a table whose headers it cannot recognise, and uploads with the chosen ones", async () => {
    const rows = examples.slice(0, 3).map((e, i) => [`K${i + 1}`, e.text, "x"]);
    const buffer = await workbook(["Col A", "Col B", "Col C"], rows);
    await page.getByTestId("documents-file-input").setInputFiles({ name: "columns.xlsx", mimeType: XLSX_TYPE, buffer });
    await page.getByTestId("documents-upload-button").click();
    const picker = page.getByTestId("documents-column-picker");
    await picker.waitFor();
    await page.locator("#documents-id-column").click();
    await page.getByRole("option", { name: "Col A" }).click();
    await page.locator("#documents-text-column").click();
    await page.getByRole("option", { name: "Col B" }).click();
    await page.getByTestId("documents-columns-ok").click();
    await until(
      "the second document's dashboard",
      async () => {
        const id = await page.getByTestId("documents-current").getAttribute("data-document-id");
        return id !== documentId && (await page.getByTestId("documents-dashboard").isVisible());
      },
      120_000,
    );
    expect(await page.getByTestId("documents-figure-requirements-value").textContent()).toBe("3");
  });

  it("lists the previous uploads after a reload and opens one again", async () => {
    await page.reload();
    const item = page.locator(`[data-testid="documents-previous-item"][data-document-id="${documentId}"]`);
    await item.waitFor();
    expect(await page.getByTestId("documents-previous-item").count()).toBe(2);
    await item.getByTestId("documents-previous-open").click();
    await until(
      "the first document's dashboard",
      async () => (await page.getByTestId("documents-figure-requirements-value").textContent()) === String(examples.length),
    );
  });

  it("fits a 390 px wide phone", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId("documents-table").waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1400, height: 1000 });
  });

  it("shows the summary so far while a longer document is checked, growing until done", async () => {
    await page.goto(`${BASE_URL}/documents`);
    await page.getByRole("heading", { level: 1, name: "Documents" }).waitFor();
    // Records the summary so far each time the page shows it.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { soFarSeen: string[] }).soFarSeen = seen;
      new MutationObserver(() => {
        const current = document.querySelector('[data-testid="documents-current"]');
        const value = document.querySelector('[data-testid="documents-so-far"] [data-testid="documents-figure-requirements-value"]');
        if (current && value) seen.push(`${current.getAttribute("data-status")}|${value.textContent ?? ""}`);
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    // Enough requirements for the job to take several steps (its analysis, then its comparison).
    const total = 1200;
    const rows = Array.from({ length: total }, (_, i) => [`LONG-${i + 1}`, examples[i % examples.length].text, "Operation"]);
    await page
      .getByTestId("documents-file-input")
      .setInputFiles({ name: "long-spec.xlsx", mimeType: XLSX_TYPE, buffer: await workbook(["ID", "Requirement", "Section"], rows) });
    await waitForText(page.getByTestId("documents-file-name"), "long-spec.xlsx");
    await page.getByTestId("documents-upload-button").click();
    await until("the summary so far", () => page.getByTestId("documents-so-far").isVisible(), 120_000);
    await until(
      "the dashboard of the finished document",
      async () => (await page.getByTestId("documents-current").getAttribute("data-status")) === "done",
      300_000,
    );
    await page.getByTestId("documents-dashboard").waitFor();
    expect(await page.getByTestId("documents-so-far").count()).toBe(0);

    const seen = (await page.evaluate(() => (window as unknown as { soFarSeen: string[] }).soFarSeen)).map((entry) => {
      const [status, value] = entry.split("|") as [string, string];
      return { status, requirements: Number(value.replace(/,/g, "")) };
    });
    expect(seen.length).toBeGreaterThan(0);
    for (const entry of seen) {
      expect(entry.status).toBe("running");
      expect(entry.requirements).toBeGreaterThan(0);
      expect(entry.requirements).toBeLessThanOrEqual(total);
    }
    // The counts only grow.
    for (let i = 1; i < seen.length; i++) expect(seen[i].requirements).toBeGreaterThanOrEqual(seen[i - 1].requirements);
    expect(await page.getByTestId("documents-figure-requirements-value").textContent()).toBe((1200).toLocaleString("en-GB"));
  });

  it("labels the page in German", async () => {
    await page.evaluate(() => sessionStorage.setItem("currentLanguage", "de"));
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Dokumente" }).waitFor();
    await waitForText(page.getByTestId("documents-upload-button"), "Hochladen und prüfen");
    await waitForText(page.getByTestId("documents-choose-file"), "Datei wählen");
    await waitForText(page.getByTestId("documents-previous"), "Frühere Uploads");
    await page.getByTestId("documents-previous-open").last().click();
    await waitForText(page.getByTestId("documents-dashboard"), "Verteilung der Bewertungen");
    await waitForText(page.getByTestId("documents-export"), "Exportieren");
    await page.evaluate(() => sessionStorage.setItem("currentLanguage", "en"));
    expect(pageErrors).toEqual([]);
  });
});
