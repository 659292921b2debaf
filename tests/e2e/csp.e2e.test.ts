/**
 * The built console under the server's Content-Security-Policy: scripts only from the
 * server itself, no inline scripts and no eval — and no page of the product breaks that
 * policy, the rule editors (precompiled validators) included.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { BASE_URL, desktopContext, launchChromium, waitForText } from "./browser";

const ADMIN_PASSWORD = process.env.REQLENS_ADMIN_PASSWORD_E2E ?? "E2e-Admin-Passw0rd!";

declare global {
  interface Window {
    cspViolations: string[];
  }
}

describe("Content-Security-Policy", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const consoleViolations: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    context = await desktopContext(browser);
    // Runs before any page script and is not itself subject to the page's policy.
    await context.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener("securitypolicyviolation", (event) => {
        window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    page = await context.newPage();
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function violations(): Promise<string[]> {
    return [...(await page.evaluate(() => window.cspViolations)), ...consoleViolations];
  }

  it("allows scripts from the server only, without inline scripts or eval", async () => {
    const response = await page.request.get(`${BASE_URL}/check`);
    const policy = response.headers()["content-security-policy"] ?? "";
    const scriptSrc =
      policy
        .split(";")
        .map((d) => d.trim())
        .find((d) => d.startsWith("script-src")) ?? "";
    expect(scriptSrc).toBe("script-src 'self'");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).toContain("object-src 'none'");
    const html = await response.text();
    // Every script of the page is a file; none is inline.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
  });

  it("is kept by the check page while it analyses", async () => {
    await page.goto(`${BASE_URL}/check`);
    await page.getByTestId("check-input").fill("The system should respond quickly.");
    await page.getByTestId("analyse-button").click();
    await waitForText(page.getByTestId("result-text"), "The system", 20_000);
    expect(await violations()).toEqual([]);
  });

  it("is kept by the examples page, the documentation and the API reference", async () => {
    for (const path of ["/examples", "/docs/index.html", "/docs/api.html"]) {
      await page.goto(`${BASE_URL}${path}`, { waitUntil: "networkidle" });
      expect(await violations(), path).toEqual([]);
    }
  });

  it("is kept by the console's sign-in and its generated rule editors", async () => {
    await page.goto(`${BASE_URL}/config`);
    await page.getByTestId("login-form").waitFor();
    await page.getByTestId("login-username").fill("admin");
    await page.getByTestId("login-password").fill(ADMIN_PASSWORD);
    await page.getByTestId("login-password").press("Enter");
    await page.getByTestId("config-menu").waitFor();
    await page.goto(`${BASE_URL}/config/default/gibberish`);
    await page.getByLabel("Maximum tokens").fill("301");
    await waitForText(page.getByTestId("rule-editor-gibberish"), "Must be at most 300.");
    expect(await violations()).toEqual([]);
    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByTestId("login-form").waitFor();
  });
});
