/**
 * The /config console in a real browser against the real server: the administrator
 * logs in, duplicates the default configuration, edits its weak words and blacklist,
 * and the check page analyses with that configuration; a configurator sees only the
 * configuration menu; API key enforcement sends a fresh visitor through the key prompt.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { BASE_URL, desktopContext, launchChromium, waitForText } from "./browser";

const ADMIN_PASSWORD = process.env.REQLENS_ADMIN_PASSWORD_E2E ?? "E2e-Admin-Passw0rd!";
const CONFIG_ID = `e2e-${Date.now().toString(36)}`;
const CONFIGURATOR = `conf${Date.now().toString(36)}`;
const CONFIGURATOR_PASSWORD = "Conf-Passw0rd-e2e";
const REQUIREMENT = "The system shall respond quickly to flurbish requests.";

async function login(page: Page, userName: string, password: string) {
  await page.goto(`${BASE_URL}/config`);
  await page.getByTestId("login-form").waitFor();
  const submit = page.getByTestId("login-submit");
  expect(await submit.isDisabled()).toBe(true);
  await page.getByTestId("login-username").fill(userName);
  await page.getByTestId("login-password").fill(password);
  expect(await submit.isDisabled()).toBe(false);
  await page.getByTestId("login-password").press("Enter");
  await page.getByTestId("config-menu").waitFor();
}

async function logout(page: Page) {
  await page.getByRole("button", { name: "Log out" }).click();
  await page.getByTestId("login-form").waitFor();
}

/** Analyses on /check with a configuration; returns the highlighted words by finding style. */
async function analyseWith(page: Page, configId: string) {
  await page.goto(`${BASE_URL}/check`);
  await page.getByTestId("check-input").waitFor();
  await page.locator("#check-config").selectOption(configId);
  await waitForText(page.locator("#check-config option:checked"), configId);
  await page.getByTestId("check-input").fill(REQUIREMENT);
  await page.getByTestId("analyse-button").click();
  await waitForText(page.getByTestId("result-text"), REQUIREMENT.slice(0, 20), 20_000);
  const marks = await page
    .locator('[data-testid="highlighted-text"] mark')
    .evaluateAll((nodes) => nodes.map((n) => ({ text: n.textContent ?? "", className: (n as HTMLElement).className })));
  return {
    weak: marks.filter((m) => m.className.includes("reqlens-weak-word")).map((m) => m.text),
    blacklist: marks.filter((m) => m.className.includes("reqlens-blacklist")).map((m) => m.text),
  };
}

describe("configuration console", () => {
  let browser: Browser;
  let admin: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await desktopContext(browser);
    page = await admin.newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));
    // React reports render failures (such as a broken chunk) on the console, not as page errors.
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) pageErrors.push(message.text());
    });
  });

  afterAll(async () => {
    // Leave the server as found: no key enforcement for the other browser tests.
    await admin?.request
      .post(`${BASE_URL}/api/v2/apikey/enable`, { data: false, headers: { "Content-Type": "application/json" } })
      .catch(() => undefined);
    await browser?.close();
  });

  it("shows the login form and rejects a wrong password with LOGIN.ERROR", async () => {
    await page.goto(`${BASE_URL}/config`);
    await page.getByTestId("login-form").waitFor();
    await page.getByTestId("login-username").fill("admin");
    await page.getByTestId("login-password").fill("not-the-password");
    await page.getByTestId("login-submit").click();
    await waitForText(page.getByTestId("login-error"), "The user name or password is not correct.");
    expect(await page.getByTestId("config-menu").count()).toBe(0);
  });

  it("logs the administrator in: every menu section, the user name in the navbar", async () => {
    await login(page, "admin", ADMIN_PASSWORD);
    // The sections follow the permissions, which arrive just after the menu itself.
    for (const id of ["menu-license", "menu-apikey", "menu-status", "menu-users", "menu-configs"]) {
      await page.getByTestId(id).waitFor();
      expect(await page.getByTestId(id).count(), id).toBe(1);
    }
    await waitForText(page.getByTestId("user-name"), "admin");
    await page.getByTestId("config-accordion-default").waitFor();
  });

  it("duplicates the default configuration under a new id", async () => {
    await page.getByTestId("edit-config-files").click();
    await page.getByTestId("config-delete-default").waitFor();
    expect(await page.getByTestId("config-delete-default").isDisabled()).toBe(true);
    await page.getByTestId("config-duplicate-default").click();
    const configId = page.locator('input[name="configId"]');
    await page.waitForFunction(() => (document.querySelector('input[name="configId"]') as HTMLInputElement | null)?.value === "default-copy");
    // A taken id: the server's reason shows, in the console's words, and the form stays.
    await configId.fill("default");
    await page.getByRole("button", { name: "Save" }).click();
    await waitForText(page.locator("body"), "A configuration “default” exists already.");
    await configId.fill(CONFIG_ID);
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/config\/configfiles$/);
    // The menu reloads with the new configuration.
    await page.getByTestId(`config-accordion-${CONFIG_ID}`).waitFor();
    expect(await page.getByTestId(`config-delete-${CONFIG_ID}`).isDisabled()).toBe(false);
  });

  it("rejects an out-of-range value in a generated editor (gibberish maximumTokens 301)", async () => {
    await page.goto(`${BASE_URL}/config/${CONFIG_ID}/gibberish`);
    const save = page.getByTestId("rule-save");
    await save.waitFor();
    expect(await save.isDisabled()).toBe(true);
    const input = page.getByLabel("Maximum tokens");
    await input.fill("301");
    await waitForText(page.getByTestId("rule-editor-gibberish"), "Must be at most 300.");
    expect(await save.isDisabled()).toBe(true);
    expect(await page.getByTestId("rule-help").getAttribute("href")).toBe("/docs/index.html#gibberish");
  });

  it("adds a weak word and an allowed word to the duplicate, and a blacklist term, and saves them", async () => {
    await page.goto(`${BASE_URL}/config/${CONFIG_ID}/weakword`);
    await waitForText(page.getByTestId("rule-page-title"), "Configured weak words");
    const weakWords = page.getByTestId("list-weakWords");
    await weakWords.getByTestId("list-add-input").fill("flurbish");
    await weakWords.getByTestId("list-add-input").press("Enter");
    await weakWords.getByTestId("list-item").first().waitFor();
    const list = page.getByTestId("list-allowedWeakWords");
    await list.getByTestId("list-add-input").fill("quickly");
    await list.getByTestId("list-add-input").press("Enter");
    await list.getByTestId("list-item").first().waitFor();
    const save = page.getByTestId("rule-save");
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    await page.getByTestId("rule-message-success").waitFor();
    expect(await save.isDisabled()).toBe(true);

    await page.goto(`${BASE_URL}/config/${CONFIG_ID}/blacklist`);
    await page.getByTestId("list-add-replace").waitFor();
    await page.getByTestId("list-add-replace").fill("flurbish");
    await page.getByTestId("list-add-replacement").fill("defined");
    await page.getByTestId("list-add-button").click();
    await page.getByTestId("rule-save").click();
    await page.getByTestId("rule-message-success").waitFor();

    // Reloading shows what the server stored.
    await page.reload();
    await page.getByTestId("list-add-replace").waitFor();
    const replaces = await page.getByTestId("list-item-replace").evaluateAll((nodes) => nodes.map((n) => (n as HTMLInputElement).value));
    expect(replaces).toContain("flurbish");
  });

  it("the check page analyses with the edited configuration", async () => {
    const edited = await analyseWith(page, CONFIG_ID);
    expect(edited.weak).toContain("flurbish");
    expect(edited.blacklist).toContain("flurbish");
    expect(edited.weak).not.toContain("quickly");
    const standard = await analyseWith(page, "default");
    expect(standard.weak).not.toContain("flurbish");
    expect(standard.blacklist).not.toContain("flurbish");
    expect(standard.weak).toContain("quickly");
  });

  it("a configurator created on the users screen sees no licence, API key, status or users menus", async () => {
    await page.goto(`${BASE_URL}/config/users/create`);
    await page.locator('input[name="userName"]').fill(CONFIGURATOR);
    await page.locator('input[name="password"]').fill(CONFIGURATOR_PASSWORD);
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/config\/users$/);
    // The role changes on the edit screen: up to administrator and back, each stored by the server.
    const roleOf = async () =>
      ((await (await page.request.get(`${BASE_URL}/api/v2/users`)).json()) as Array<{ userName: string; role: string }>).find(
        (u) => u.userName === CONFIGURATOR,
      )?.role;
    for (const [label, role] of [
      ["Administrator", "ROLE_ADMINISTRATOR"],
      ["Configurator", "ROLE_CONFIGURATOR"],
    ] as const) {
      await page.goto(`${BASE_URL}/config/users/${CONFIGURATOR}`);
      await page.waitForFunction(
        (name) => (document.querySelector('input[name="userName"]') as HTMLInputElement | null)?.value === name,
        CONFIGURATOR,
      );
      await page.getByRole("combobox").first().click();
      await page.getByRole("option", { name: label, exact: true }).click();
      await page.getByRole("button", { name: "Save" }).click();
      await page.waitForURL(/\/config\/users$/);
      expect(await roleOf()).toBe(role);
    }
    // The signed-in administrator's own role cannot be changed here.
    await page.goto(`${BASE_URL}/config/users/admin`);
    await page.waitForFunction(() => (document.querySelector('input[name="userName"]') as HTMLInputElement | null)?.value === "admin");
    expect(await page.getByRole("combobox").first().getAttribute("aria-disabled")).toBe("true");
    await logout(page);

    await login(page, CONFIGURATOR, CONFIGURATOR_PASSWORD);
    await page.getByTestId("menu-configs").waitFor();
    await page.getByTestId(`config-accordion-${CONFIG_ID}`).waitFor();
    for (const id of ["menu-license", "menu-apikey", "menu-status", "menu-users"]) {
      expect(await page.getByTestId(id).count(), id).toBe(0);
    }
    await page.goto(`${BASE_URL}/config/apikey`);
    await waitForText(page.locator("main, body").first(), "You are not allowed to open this screen.");
    await logout(page);
    await login(page, "admin", ADMIN_PASSWORD);
  });

  it("API key enforcement: a fresh visitor goes through the key prompt and back to /check", async () => {
    await page.goto(`${BASE_URL}/config/apikeys`);
    await page.getByTestId("apikey-page").waitFor();
    const enforce = page.getByTestId("apikey-enforce");
    await page.waitForFunction(() => !(document.querySelector('[data-testid="apikey-enforce"]') as HTMLInputElement | null)?.disabled);
    if (!(await enforce.isChecked())) await enforce.click();
    await page.waitForFunction(() => (document.querySelector('[data-testid="apikey-enforce"]') as HTMLInputElement | null)?.checked === true);
    await page.goto(`${BASE_URL}/config/apikeys/create`);
    await page.locator('input[name="description"]').fill(`e2e key ${CONFIG_ID}`);
    await page.getByRole("button", { name: "Save" }).click();
    const token = (await waitForText(page.getByTestId("apikey-message-token"), /^[0-9a-f-]{36}$/i)).trim();
    await page.getByTestId("apikey-created-close").click();
    await page.waitForURL(/\/config\/apikeys$/);

    const visitor = await desktopContext(browser);
    try {
      const guest = await visitor.newPage();
      await guest.goto(`${BASE_URL}/check`);
      await guest.waitForURL(/\/apikey-prompt$/);
      await waitForText(guest.locator("body"), "API key required");
      await guest.getByTestId("apikey-input").fill("not-a-key");
      await guest.getByTestId("apikey-submit").click();
      await waitForText(guest.locator("body"), "An API key has the form");
      await guest.getByTestId("apikey-input").fill("00000000-0000-4000-8000-000000000000");
      await guest.getByTestId("apikey-submit").click();
      await guest.getByTestId("apikey-server-error").waitFor();
      expect(new URL(guest.url()).pathname).toBe("/apikey-prompt");
      await guest.getByTestId("apikey-input").fill(token);
      await guest.getByTestId("apikey-submit").click();
      await guest.waitForURL(/\/check$/);
      expect(await guest.evaluate(() => localStorage.getItem("apikey-token"))).toBe(token);
      await guest.getByTestId("check-input").fill("The system shall start within 2 s.");
      await guest.getByTestId("analyse-button").click();
      await guest.getByTestId("rating-image").waitFor({ timeout: 20_000 });
    } finally {
      await visitor.close();
    }

    await enforce.click();
    await page.waitForFunction(() => (document.querySelector('[data-testid="apikey-enforce"]') as HTMLInputElement | null)?.checked === false);
  });

  it("raised no page errors and logged no errors", () => {
    expect(pageErrors).toEqual([]);
  });
});
