/**
 * The console's resources and editors in Chromium against the real server, in English
 * and in German: configuration create and rename, delete confirmations, the
 * unsaved-changes guard on navigation and on switching the configuration language, a
 * 401 during an edit that keeps the edit, duplicate modal verbs and min > max refused by
 * form and server, the audit log with old and new values, a configurator changing their
 * own password, and a walk over every console screen in German that fails on English text.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import englishMessages from "ra-language-english";
import { BASE_URL, desktopContext, launchChromium, waitForText } from "./browser";

const ADMIN_PASSWORD = process.env.REQLENS_ADMIN_PASSWORD_E2E ?? "E2e-Admin-Passw0rd!";
const STAMP = Date.now().toString(36);
const CONFIG_ID = `c${STAMP}`;
const RENAMED = `r${STAMP}`;
const CONFIGURATOR = `k${STAMP}`;
const CONFIGURATOR_PASSWORD = "Konf-Passw0rd-e2e";
const NEW_PASSWORD = "Neues-Passw0rd-e2e";

async function login(page: Page, userName: string, password: string) {
  await page.goto(`${BASE_URL}/config`);
  await page.getByTestId("login-form").waitFor();
  await page.getByTestId("login-username").fill(userName);
  await page.getByTestId("login-password").fill(password);
  await page.getByTestId("login-password").press("Enter");
  await page.getByTestId("config-menu").waitFor();
}

async function chooseUiLanguage(page: Page, name: "English" | "Deutsch") {
  await page.locator("#nav-language-button").click();
  await page.getByRole("menuitem", { name }).click();
  await waitForText(page.locator("#nav-language-button"), name);
}

/** Answers the browser's next confirm (react-admin's unsaved-changes question) and gives its text. */
function answerNextConfirm(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) =>
    page.once("dialog", (dialog) => {
      const message = dialog.message();
      void (accept ? dialog.accept() : dialog.dismiss()).then(() => resolve(message));
    }),
  );
}

/** Whether the element lies wholly inside the viewport (the feedback of an action must be where the user looks). */
async function inViewport(page: Page, testIdOrSelector: string): Promise<boolean> {
  const box = await page.locator(testIdOrSelector).first().boundingBox();
  const viewport = page.viewportSize();
  return !!box && !!viewport && box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width;
}

async function inputValue(page: Page, label: RegExp) {
  return page.getByLabel(label).first().inputValue();
}

/** Every string of a translation tree. */
function strings(tree: unknown, out: string[] = []): string[] {
  if (typeof tree === "string") out.push(tree);
  else if (tree && typeof tree === "object") for (const value of Object.values(tree)) strings(value, out);
  return out;
}

/**
 * English texts the console can show: every English product and react-admin message that
 * German words differently (placeholders removed, plural forms split).
 */
function englishOnlyTexts(): Set<string> {
  const en = JSON.parse(readFileSync("public/assets/i18n/en.json", "utf8")) as unknown;
  const de = JSON.parse(readFileSync("public/assets/i18n/de.json", "utf8")) as unknown;
  const german = new Set(strings(de).map((s) => s.trim()));
  const out = new Set<string>();
  for (const text of [...strings(en), ...strings(englishMessages)].flatMap((s) => s.split("||||"))) {
    const plain = text.trim();
    if (/\{\{|%\{/.test(plain) || plain.length < 4 || german.has(plain) || !/[a-z]{3}/i.test(plain)) continue;
    out.add(plain);
  }
  return out;
}

/**
 * Words of English sentences that German never uses (in lower case: "Was" starts a
 * German question): a visible text with one of them, outside user data, is English the
 * translations do not know (a server's message, a library's text).
 */
const ENGLISH_WORDS = /\b(the|is|are|was|were|could|should|please|must|not|and|with|of|to|your|this|been|failed|no|yes|never)\b/;

/** Where user data lives: table cells (configuration ids, user names, descriptions), code, and quoted text of others (data-user-data). */
const USER_DATA = "td, code, pre, [data-user-data]";

/** Visible text nodes of the page, trimmed, and the placeholders of its inputs; `skip` leaves out text inside matching elements. */
function visibleTexts(page: Page, skip = "[aria-hidden='true']"): Promise<string[]> {
  return page.evaluate((skipSelector) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      const parent = node.parentElement;
      if (!text || !parent || parent.closest(`${skipSelector}, script, style, noscript`)) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === "hidden" || style.display === "none") continue;
      const box = parent.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      texts.push(text);
    }
    // Placeholders and labels of inputs are visible text too.
    for (const input of Array.from(document.querySelectorAll("input[placeholder], textarea[placeholder]")))
      texts.push((input as HTMLInputElement).placeholder.trim());
    return texts;
  }, skip);
}

describe("console resources and editors", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    context = await desktopContext(browser);
    page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await login(page, "admin", ADMIN_PASSWORD);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("creates a configuration on the resource's create screen and renames it", async () => {
    await page.getByTestId("edit-config-files").click();
    await page.waitForURL(/\/config\/configfiles$/);
    await page.getByRole("link", { name: "Create" }).click();
    await page.locator('input[name="configId"]').fill(CONFIG_ID);
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/config\/configfiles$/);
    await page.getByTestId(`config-accordion-${CONFIG_ID}`).waitFor();
    await page
      .getByRole("row", { name: new RegExp(CONFIG_ID) })
      .getByRole("link", { name: "Edit" })
      .click();
    // The edit form shows the stored record first.
    await page.waitForFunction((id) => (document.querySelector('input[name="configId"]') as HTMLInputElement | null)?.value === id, CONFIG_ID);
    await page.locator('input[name="configId"]').fill(RENAMED);
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/config\/configfiles$/);
    await page.getByTestId(`config-accordion-${RENAMED}`).waitFor();
    expect(await page.getByTestId(`config-accordion-${CONFIG_ID}`).count()).toBe(0);
  });

  it("holds a navigation back while the gibberish editor has unsaved changes", async () => {
    await page.goto(`${BASE_URL}/config/${RENAMED}/gibberish`);
    await page.getByTestId("rule-save").waitFor();
    await page.getByLabel(/Maximum tokens/).fill("250");
    const asked = answerNextConfirm(page, false);
    await page.getByTestId("menu-users").getByRole("link").first().click();
    expect(await asked).toBe(englishMessages.ra.message.unsaved_changes);
    expect(new URL(page.url()).pathname).toBe(`/config/${RENAMED}/gibberish`);
    expect(await inputValue(page, /Maximum tokens/)).toBe("250");
  });

  it("refuses minimum tokens above maximum tokens in the form and on the server", async () => {
    await page.getByLabel(/Minimum tokens/).fill("100");
    await page.getByLabel(/Maximum tokens/).fill("14");
    await waitForText(page.getByTestId("rule-integrity-error"), "must not be greater than");
    expect(await page.getByTestId("rule-save").isDisabled()).toBe(true);
    const response = await context.request.put(`${BASE_URL}/api/v2/configfile/${RENAMED}/gibberish`, {
      data: { maximumTokens: 14, minimumTokens: 100, minimumWords: 3, specialCharRatio: 25 },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).message).toBe("gibberish minimumTokens must not be greater than maximumTokens");
  });

  it("keeps the edit when the session ends before saving, and saves it after signing in again", async () => {
    await page.getByLabel(/Minimum tokens/).fill("5");
    await page.getByLabel(/Maximum tokens/).fill("250");
    await page.waitForFunction(() => !(document.querySelector('[data-testid="rule-save"]') as HTMLButtonElement | null)?.disabled);
    await context.clearCookies();
    await page.getByTestId("rule-save").click();
    await waitForText(page.getByTestId("rule-message-error"), "your changes were not saved");
    const dialog = page.getByTestId("session-expired-login");
    await dialog.getByTestId("login-username").fill("admin");
    await dialog.getByTestId("login-password").fill(ADMIN_PASSWORD);
    await dialog.getByTestId("login-password").press("Enter");
    await page.getByTestId("rule-message-info").waitFor();
    expect(await inputValue(page, /Maximum tokens/)).toBe("250");
    await page.getByTestId("rule-save").click();
    await page.getByTestId("rule-message-success").waitFor();
  });

  it("shows that edit in the audit log with its old and new values", async () => {
    await page.getByTestId("menu-users").getByRole("link", { name: "Audit log" }).click();
    await page.waitForURL(/\/config\/audit$/);
    await page
      .getByRole("row", { name: new RegExp(`${RENAMED}/gibberish`) })
      .first()
      .click();
    await page.waitForURL(/\/config\/audit\/\d+\/show$/);
    expect(JSON.parse((await page.getByTestId("audit-oldValue").textContent()) ?? "null")).toMatchObject({ maximumTokens: 200 });
    expect(JSON.parse((await page.getByTestId("audit-newValue").textContent()) ?? "null")).toMatchObject({ maximumTokens: 250 });
  });

  it("refuses a duplicate modal verb in the form (keeping what was typed) and on the server", async () => {
    await page.goto(`${BASE_URL}/config/${RENAMED}/modalverb`);
    await page.getByTestId("list-add-verb").fill("Shall");
    await page.getByTestId("list-add-button").click();
    await waitForText(page.getByTestId("list-add-rejected"), "already in the list");
    expect(await page.getByTestId("list-add-verb").inputValue()).toBe("Shall");
    const current = await (await context.request.get(`${BASE_URL}/api/v2/configfile/${RENAMED}/modalverb?languageCode=en`)).json();
    const response = await context.request.put(`${BASE_URL}/api/v2/configfile/${RENAMED}/modalverb?languageCode=en`, {
      data: [...current, { verb: "SHALL", allowed: false }],
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).message).toContain('must not contain "SHALL" twice');
  });

  it("asks before switching the configuration language with unsaved changes", async () => {
    await page.getByTestId("list-add-verb").fill("oughta");
    await page.getByTestId("list-add-button").click();
    await page.getByTestId("config-language").click({ force: true });
    await page.getByRole("option", { name: "German" }).click();
    await page.getByTestId("unsaved-leave").waitFor();
    await page.getByRole("button", { name: "Cancel" }).click();
    // The dialog's closing transition covers the page until it ends.
    await page.getByTestId("unsaved-leave").waitFor({ state: "detached" });
    const verbs = await page.getByTestId("list-item-verb").evaluateAll((nodes) => nodes.map((n) => (n as HTMLInputElement).value));
    expect(verbs).toContain("oughta");
    expect(verbs).toContain("shall");
    await page.getByTestId("config-language").click({ force: true });
    await page.getByRole("option", { name: "German" }).click();
    await page.getByTestId("unsaved-leave").click();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[data-testid="list-item-verb"]')).some((n) => (n as HTMLInputElement).value === "muss"),
    );
  });

  it("asks before deleting a configuration and an API key", async () => {
    await page.goto(`${BASE_URL}/config/apikeys/create`);
    await page.locator('input[name="description"]').fill(`key ${STAMP}`);
    await page.getByRole("button", { name: "Save" }).click();
    await waitForText(page.getByTestId("apikey-message-token"), /^[0-9a-f-]{36}$/);
    await page.getByTestId("apikey-created-close").click();
    await page.waitForURL(/\/config\/apikeys$/);
    const keyRow = page.getByRole("row", { name: new RegExp(`key ${STAMP}`) });
    await keyRow.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").waitFor();
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await page.waitForFunction((text) => !document.body.innerText.includes(text), `key ${STAMP}`);

    await page.goto(`${BASE_URL}/config/configfiles`);
    const row = page.getByRole("row", { name: new RegExp(RENAMED) });
    await row.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await row.waitFor();
    await row.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await page.waitForFunction((id) => !document.querySelector(`[data-testid="config-accordion-${id}"]`), RENAMED);
  });

  it("lets a configurator change their own password", async () => {
    await page.goto(`${BASE_URL}/config/users/create`);
    await page.locator('input[name="userName"]').fill(CONFIGURATOR);
    await page.locator('input[name="password"]').fill(CONFIGURATOR_PASSWORD);
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/config\/users$/);
    const configurator = await desktopContext(browser);
    try {
      const own = await configurator.newPage();
      await login(own, CONFIGURATOR, CONFIGURATOR_PASSWORD);
      expect(await own.getByTestId("menu-users").count()).toBe(0);
      await own.getByTestId("menu-account").getByRole("link").click();
      await own.getByTestId("password-oldPassword").fill(CONFIGURATOR_PASSWORD);
      await own.getByTestId("password-newPassword").fill(NEW_PASSWORD);
      await own.getByTestId("password-confirmPassword").fill(NEW_PASSWORD);
      await own.getByTestId("password-submit").click();
      await own.getByTestId("password-toast-success").waitFor();
    } finally {
      await configurator.close();
    }
    const again = await browser.newContext();
    try {
      const response = await again.request.post(`${BASE_URL}/reqlens_login`, { form: { userName: CONFIGURATOR, password: NEW_PASSWORD } });
      expect(response.status()).toBe(200);
    } finally {
      await again.close();
    }
  });

  it("walks every console screen in German without English text", async () => {
    const english = englishOnlyTexts();
    await page.goto(`${BASE_URL}/config`);
    await chooseUiLanguage(page, "Deutsch");
    // The button follows the choice at once; the console is drawn anew once the German texts
    // have loaded, and its menu lists the rule pages once the rules have come.
    await waitForText(page.getByTestId("welcome-license"), "Lizenz");
    await page.locator('[data-testid="config-accordion-default"] [data-testid^="rule-link-"]').first().waitFor();
    const slugs = await page
      .locator('[data-testid="config-accordion-default"] [data-testid^="rule-link-"]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("href") ?? ""));
    expect(slugs.length).toBeGreaterThan(10);
    const screens = [
      "/config",
      "/config/configfiles",
      "/config/configfiles/create",
      "/config/configfiles/default",
      "/config/configfiles/default/show",
      "/config/users",
      "/config/users/create",
      "/config/users/admin",
      "/config/users/admin/show",
      "/config/apikeys",
      "/config/apikeys/create",
      "/config/audit",
      "/config/license",
      "/config/license/create",
      "/config/licenserequest",
      "/config/databaseinformation",
      "/config/llminformation",
      "/config/password-update",
      ...slugs,
    ];
    const leaks: string[] = [];
    for (const path of screens) {
      await page.goto(`${BASE_URL}${path}`);
      await page.getByTestId("config-menu").waitFor();
      await page.waitForLoadState("networkidle");
      for (const text of await visibleTexts(page)) if (english.has(text)) leaks.push(`${path}: ${text}`);
      for (const text of await visibleTexts(page, `${USER_DATA}, [aria-hidden='true']`)) if (ENGLISH_WORDS.test(text)) leaks.push(`${path}: ${text}`);
    }
    expect(leaks).toEqual([]);
    // Dates are typed the German way, and the language model's state is worded in German.
    await page.goto(`${BASE_URL}/config/apikeys/create`);
    expect(await page.locator('input[name="expirationDate"]').getAttribute("placeholder")).toBe("TT.MM.JJJJ");
    await page.goto(`${BASE_URL}/config/llminformation`);
    expect(await waitForText(page.getByTestId("llm-response"), "Sprachmodell")).toBe("Es ist kein Sprachmodell konfiguriert.");
  });

  it("shows the guard's question in German too", async () => {
    await page.goto(`${BASE_URL}/config/default/gibberish`);
    if ((await page.locator("#nav-language-button").textContent())?.includes("English")) await chooseUiLanguage(page, "Deutsch");
    await page.locator('input[id$="maximumTokens"]').fill("240");
    const asked = answerNextConfirm(page, true);
    await page.getByTestId("menu-users").getByRole("link").first().click();
    expect(await asked).toContain("Änderungen");
    await page.waitForURL(/\/config\/users$/);
  });

  it("shows the licence as a record, in German", async () => {
    await page.goto(`${BASE_URL}/config/license`);
    expect(await page.getByTestId("license-status").getAttribute("data-status")).toBe("VALID_LICENSE");
    await waitForText(page.locator("main, body").first(), "Testlizenz");
    expect(await page.getByTestId("license-upload-open").textContent()).toContain("Lizenz ersetzen");
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    it(`shows the feedback of an action in view, the server's reason in German (${viewport.width}×${viewport.height})`, async () => {
      await page.setViewportSize(viewport);
      const notification = page.locator(".MuiSnackbar-root");
      // An expiry in the past, typed the German way: the server refuses it and says why.
      await page.goto(`${BASE_URL}/config/apikeys/create`);
      await page.locator('input[name="description"]').fill(`past ${viewport.width} ${STAMP}`);
      await page.locator('input[name="expirationDate"]').fill("01.01.2020");
      await page.getByRole("button", { name: "Speichern" }).click();
      await waitForText(notification, "Das Ablaufdatum liegt in der Vergangenheit.");
      expect(await inViewport(page, ".MuiSnackbar-root")).toBe(true);
      // A file that is no licence: refused with the reason, the installed licence stays.
      await page.goto(`${BASE_URL}/config/license/create`);
      await page.locator('input[type="file"]').setInputFiles({ name: "kein.lic", mimeType: "application/json", buffer: Buffer.from("kein JSON") });
      await page.getByRole("button", { name: "Speichern" }).click();
      await waitForText(notification, "Die Datei ist keine Lizenz.");
      expect(await inViewport(page, ".MuiSnackbar-root")).toBe(true);
      // The long improvements page: the message appears next to Save, in view.
      await page.goto(`${BASE_URL}/config/default/improvements`);
      await page.getByTestId("improvement-weakWord").getByRole("checkbox").click();
      await page.getByTestId("rule-save").click();
      await page.getByTestId("rule-message-success").waitFor();
      await page.waitForFunction(() => {
        const box = document.querySelector('[data-testid="rule-message-success"]')!.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
      expect(await inViewport(page, '[data-testid="rule-message-success"]')).toBe(true);
    });
  }

  it("raised no page errors", () => {
    expect(pageErrors).toEqual([]);
  });
});
