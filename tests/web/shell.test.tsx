/** The shell: navbar items by demo mode, config flag and login; footer version; error page. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { AdminContext, memoryStore, type AuthProvider } from "react-admin";
import { NavBar } from "../../src/layout/NavBar";
import { Footer } from "../../src/layout/Footer";
import { ErrorView } from "../../src/custom-pages/error/ErrorView";
import { AppSettingsProvider, type AppSettings } from "../../src/providers/AppSettings";
import { activeStateFor, backgroundStyleFor } from "../../src/layout/navigation";
import { englishTestProvider } from "./i18n";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server's GET /api/v2/user answer, which the navbar asks for. */
function serverUser(userName: string, roles: string[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) =>
      String(url) === "/api/v2/user"
        ? new Response(JSON.stringify({ userName, roles }), { status: 200, headers: { "Content-Type": "application/json" } })
        : new Response("{}", { status: 404, headers: { "Content-Type": "application/json" } }),
    ),
  );
}

const settings: AppSettings = {
  loaded: true,
  demo: false,
  isShowConfig: true,
  homeUrl: null,
  version: "1.4.0",
  supportEmail: "s@example.org",
  homeText: null,
  maxTextLength: 5000,
};

function authAs(userName: string, roles: string[]): AuthProvider {
  return {
    login: async () => {},
    logout: async () => false as const,
    checkAuth: async () => {},
    checkError: async () => {},
    getIdentity: async () => ({ id: userName || "anonymous", fullName: userName, roles }),
  };
}

function renderShell(ui: React.ReactElement, overrides: Partial<AppSettings> = {}, auth = authAs("", ["ROLE_ANONYMOUS"])) {
  return render(
    <MemoryRouter initialEntries={["/check"]}>
      <AdminContext i18nProvider={englishTestProvider} authProvider={auth} store={memoryStore()}>
        <AppSettingsProvider value={{ ...settings, ...overrides }}>{ui}</AppSettingsProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe("NavBar", () => {
  it("shows Home, Demo, Docs (new tab), Config and the language menu outside demo mode", async () => {
    renderShell(<NavBar />);
    expect(screen.getByRole("link", { name: /Reqlens/ }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/home");
    expect(screen.getByRole("button", { name: "Demo" })).toBeTruthy();
    const docs = screen.getByRole("link", { name: "Docs" });
    expect(docs.getAttribute("href")).toBe("/docs/index.html");
    expect(docs.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("link", { name: "Config" }).getAttribute("href")).toBe("/config");
    expect(screen.getByRole("button", { name: "Language" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Log out" })).toBeNull();
  });

  it("hides Config when the config file says so", () => {
    renderShell(<NavBar />, { isShowConfig: false });
    expect(screen.queryByRole("link", { name: "Config" })).toBeNull();
    expect(screen.getByRole("link", { name: "Docs" })).toBeTruthy();
  });

  it("in demo mode hides Docs and Config and points home to the provider's site", () => {
    renderShell(<NavBar />, { demo: true, homeUrl: "https://example.org/" });
    expect(screen.queryByRole("link", { name: "Docs" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Config" })).toBeNull();
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("https://example.org/");
    expect(screen.getByRole("link", { name: /Reqlens/ }).getAttribute("href")).toBe("https://example.org/");
  });

  it("shows the user name and a logout button when logged in", async () => {
    serverUser("admin", ["ROLE_ADMINISTRATOR"]);
    renderShell(<NavBar />, {}, authAs("admin", ["ROLE_ADMINISTRATOR"]));
    expect((await screen.findByTestId("user-name")).textContent).toBe("admin");
    expect(screen.getByRole("button", { name: "Log out" })).toBeTruthy();
  });

  it("shows no user for an anonymous visitor", async () => {
    serverUser("", ["ROLE_ANONYMOUS"]);
    renderShell(<NavBar />, {}, authAs("", ["ROLE_ANONYMOUS"]));
    await waitFor(() => expect(screen.getByRole("button", { name: "Demo" })).toBeTruthy());
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByTestId("user-name")).toBeNull();
  });
});

describe("Footer", () => {
  it("shows the version, or that it is not available", () => {
    renderShell(<Footer />);
    expect(screen.getByTestId("footer-version").textContent).toBe("Reqlens version 1.4.0");
    cleanup();
    renderShell(<Footer />, { version: null });
    expect(screen.getByTestId("footer-version").textContent).toBe("Version not available");
  });
});

describe("ErrorView", () => {
  it("uses a laughing face for not-found and a dizzy face otherwise, with ERROR.{code}", () => {
    renderShell(<ErrorView code="not-found" />);
    expect(screen.getByTestId("error-icon-laughing")).toBeTruthy();
    expect(screen.getByTestId("error-message").textContent).toBe("This page does not exist.");
    cleanup();
    renderShell(<ErrorView code="SOMETHING_NEW" stack={["at a()", "at b()"]} />);
    expect(screen.getByTestId("error-icon-dizzy")).toBeTruthy();
    expect(screen.getByTestId("error-message").textContent).toBe("An unexpected error occurred.");
    // Not a production build, and a stack was passed: it is shown.
    expect(screen.getByText(/at a\(\)\s+at b\(\)/)).toBeTruthy();
  });

  it("shows no stack when none was passed", () => {
    renderShell(<ErrorView />);
    expect(screen.getByTestId("error-icon-dizzy")).toBeTruthy();
    expect(screen.queryByText("Technical details")).toBeNull();
  });
});

describe("navigation state", () => {
  it("maps paths to the screen backgrounds", () => {
    expect(
      ["/", "/home", "/check", "/examples", "/apikey-prompt", "/config", "/config/default/weakword", "/docs/index.html", "/nope"].map(
        backgroundStyleFor,
      ),
    ).toEqual(["home", "home", "try", "examples", "apikey_prompt", "config", "config", "docs", "error"]);
    expect(activeStateFor("/configure")).toMatchObject({ config: false, error: true });
  });
});
