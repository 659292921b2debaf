/** Console screens in jsdom: login form, role menu, password update, licence status messages, LLM status. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { AdminContext, memoryStore, type AuthProvider, type DataProvider } from "react-admin";
import type { ReactElement } from "react";
import { englishTestProvider } from "../i18n";
import { LoginForm } from "../../../src/custom-pages/config/LoginForm";
import { ConfigMenu } from "../../../src/custom-pages/config/ConfigMenu";
import { ConsoleProvider } from "../../../src/custom-pages/config/ConsoleContext";
import PasswordUpdate from "../../../src/custom-pages/config/status/PasswordUpdate";
import { LicenseShow } from "../../../src/resources/license/LicenseResource";
import LlmInformation from "../../../src/custom-pages/config/status/LlmInformation";
import { bundledRules } from "../../../src/custom-pages/config/configApi";
import { ApiError } from "../../../src/providers/httpClient";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
vi.setConfig({ testTimeout: 30_000 });

const auth = (userName: string, roles: string[]): AuthProvider => ({
  login: async () => {},
  logout: async () => false as const,
  checkAuth: async () => {},
  checkError: async () => {},
  getIdentity: async () => ({ id: userName || "anonymous", fullName: userName, roles }),
});

const configs: DataProvider = {
  getList: async () => ({
    data: [
      { id: "default", configId: "default", isDefault: true },
      { id: "strict", configId: "strict", isDefault: false },
    ] as never,
    total: 2,
  }),
} as unknown as DataProvider;

function renderConsole(ui: ReactElement, user = auth("admin", ["ROLE_ADMINISTRATOR"]), dataProvider: DataProvider = configs, path = "/config") {
  // The rules come from GET /rules; without a server the console uses the bundled ones.
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("[]", { status: 200, headers: { "Content-Type": "application/json" } })),
  );
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext i18nProvider={englishTestProvider} authProvider={user} dataProvider={dataProvider} store={memoryStore()}>
        <ConsoleProvider>{ui}</ConsoleProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe("LoginForm", () => {
  it("keeps submit disabled until both fields are filled, shows LOGIN.ERROR after a rejection", async () => {
    const login = vi.fn(async () => Promise.reject(new ApiError(401, "UNAUTHORIZED", "bad", null)));
    const onLoggedIn = vi.fn();
    render(
      <AdminContext i18nProvider={englishTestProvider} store={memoryStore()}>
        <LoginForm onLoggedIn={onLoggedIn} login={login} />
      </AdminContext>,
    );
    const submit = screen.getByTestId("login-submit") as HTMLButtonElement;
    expect(screen.getByRole("heading", { name: "Log in to the configuration" })).toBeTruthy();
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByTestId("login-username"), { target: { value: "admin" } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByTestId("login-password"), { target: { value: "wrong" } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect((await screen.findByTestId("login-error")).textContent).toBe("The user name or password is not correct.");
    expect(login).toHaveBeenCalledWith("admin", "wrong");
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it("says how many minutes to wait when the server refuses further attempts (429)", async () => {
    const login = vi.fn(async () => Promise.reject(new ApiError(429, "TOO_MANY_REQUESTS", "too many attempts", null, 150)));
    render(
      <AdminContext i18nProvider={englishTestProvider} store={memoryStore()}>
        <LoginForm onLoggedIn={vi.fn()} login={login} />
      </AdminContext>,
    );
    fireEvent.change(screen.getByTestId("login-username"), { target: { value: "admin" } });
    fireEvent.change(screen.getByTestId("login-password"), { target: { value: "right-or-wrong" } });
    fireEvent.click(screen.getByTestId("login-submit"));
    expect((await screen.findByTestId("login-error")).textContent).toBe("Too many attempts: try again in 3 minute(s).");
  });

  it("hands the user over after a successful login", async () => {
    const user = { userName: "admin", roles: ["ROLE_ADMINISTRATOR"] };
    const onLoggedIn = vi.fn();
    render(
      <AdminContext i18nProvider={englishTestProvider} store={memoryStore()}>
        <LoginForm onLoggedIn={onLoggedIn} login={async () => user} />
      </AdminContext>,
    );
    fireEvent.change(screen.getByTestId("login-username"), { target: { value: "admin" } });
    fireEvent.change(screen.getByTestId("login-password"), { target: { value: "Secret-Passw0rd" } });
    fireEvent.submit(screen.getByTestId("login-form"));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(user));
    expect(screen.queryByTestId("login-error")).toBeNull();
  });
});

describe("ConfigMenu", () => {
  it("shows an administrator every section and one accordion entry per configuration, the first expanded", async () => {
    renderConsole(<ConfigMenu user={{ userName: "admin", roles: ["ROLE_ADMINISTRATOR"] }} rules={bundledRules()} />);
    await screen.findByTestId("config-accordion-default");
    for (const id of ["menu-license", "menu-apikey", "menu-status", "menu-users", "menu-account", "menu-configs"])
      expect(screen.getByTestId(id)).toBeTruthy();
    expect(screen.getByTestId("config-accordion-default").querySelector("[aria-expanded]")?.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByTestId("config-accordion-strict").querySelector("[aria-expanded]")?.getAttribute("aria-expanded")).toBe("false");
    const weakword = screen.getAllByTestId("rule-link-weakword")[0];
    expect(weakword.getAttribute("href")).toBe("/config/default/weakword");
    expect(screen.getAllByTestId("rule-link-formula-unit")[0].getAttribute("href")).toBe("/config/default/formula-unit");
  });

  it("shows a configurator only the Configs section", async () => {
    renderConsole(
      <ConfigMenu user={{ userName: "conf", roles: ["ROLE_CONFIGURATOR"] }} rules={bundledRules()} />,
      auth("conf", ["ROLE_CONFIGURATOR"]),
    );
    await screen.findByTestId("config-accordion-default");
    for (const id of ["menu-license", "menu-apikey", "menu-status", "menu-users"]) expect(screen.queryByTestId(id)).toBeNull();
    expect(screen.getByTestId("edit-config-files").getAttribute("href")).toBe("/config/configfiles");
    expect(screen.getByTestId("menu-account")).toBeTruthy();
  });

  it("opens the entry of the configuration being edited", async () => {
    renderConsole(
      <ConfigMenu user={{ userName: "admin", roles: ["ROLE_ADMINISTRATOR"] }} rules={bundledRules()} />,
      undefined,
      configs,
      "/config/strict/weakword",
    );
    await screen.findByTestId("config-accordion-strict");
    expect(screen.getByTestId("config-accordion-strict").querySelector("[aria-expanded]")?.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByTestId("config-accordion-default").querySelector("[aria-expanded]")?.getAttribute("aria-expanded")).toBe("false");
  });

  it("says so when there are no configurations", async () => {
    const empty = { getList: async () => ({ data: [], total: 0 }) } as unknown as DataProvider;
    renderConsole(
      <ConfigMenu user={{ userName: "conf", roles: ["ROLE_CONFIGURATOR"] }} rules={bundledRules()} />,
      auth("conf", ["ROLE_CONFIGURATOR"]),
      empty,
    );
    expect((await screen.findByTestId("no-configs")).textContent).toBe("No configs found.");
  });
});

describe("PasswordUpdate", () => {
  function fill(old: string, next: string, confirm: string) {
    fireEvent.change(screen.getByTestId("password-oldPassword"), { target: { value: old } });
    fireEvent.change(screen.getByTestId("password-newPassword"), { target: { value: next } });
    fireEvent.change(screen.getByTestId("password-confirmPassword"), { target: { value: confirm } });
  }

  it("submits only a complete, valid form, then clears it and shows the success toast", async () => {
    const changePassword = vi.fn(async () => ({}));
    renderConsole(<PasswordUpdate changePassword={changePassword} />);
    const submit = (await screen.findByTestId("password-submit")) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fill("Old-Passw0rd!", "short", "short");
    expect(submit.disabled).toBe(true);
    expect(screen.getByText(/At least 12 characters with a lower-case letter/)).toBeTruthy();
    fill("Old-Passw0rd!", "New-Passw0rd-1", "New-Passw0rd-2");
    expect(screen.getByText("The passwords do not match.")).toBeTruthy();
    expect(submit.disabled).toBe(true);
    fill("Old-Passw0rd!", "New-Passw0rd-1", "New-Passw0rd-1");
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect((await screen.findByTestId("password-toast-success")).textContent).toContain("The password was updated.");
    await waitFor(() =>
      expect(changePassword).toHaveBeenCalledWith({
        userName: "admin",
        oldPassword: "Old-Passw0rd!",
        newPassword: "New-Passw0rd-1",
        confirmPassword: "New-Passw0rd-1",
      }),
    );
    expect((screen.getByTestId("password-oldPassword") as HTMLInputElement).value).toBe("");
    expect(submit.disabled).toBe(true);
  });

  it("reports the server's reason on 400 (a wrong current password) and a generic error otherwise", async () => {
    const changePassword = vi.fn(async () => Promise.reject(new ApiError(400, "BAD_REQUEST", "invalid credentials", null)));
    renderConsole(<PasswordUpdate changePassword={changePassword} />);
    await screen.findByTestId("password-submit");
    fill("Old-Passw0rd!", "New-Passw0rd-1", "New-Passw0rd-1");
    fireEvent.click(screen.getByTestId("password-submit"));
    expect((await screen.findByTestId("password-toast-reason")).textContent).toBe("The current password is wrong.");
    cleanup();
    renderConsole(<PasswordUpdate changePassword={async () => Promise.reject(new ApiError(500, "UNKNOWN", "x", null))} />);
    await screen.findByTestId("password-submit");
    fill("Old-Passw0rd!", "New-Passw0rd-1", "New-Passw0rd-1");
    fireEvent.click(screen.getByTestId("password-submit"));
    expect((await screen.findByTestId("password-toast-error")).textContent).toContain("The password could not be updated.");
    cleanup();
    renderConsole(<PasswordUpdate changePassword={async () => Promise.reject(new ApiError(429, "TOO_MANY_REQUESTS", "x", null, 60))} />);
    await screen.findByTestId("password-submit");
    fill("Old-Passw0rd!", "New-Passw0rd-1", "New-Passw0rd-1");
    fireEvent.click(screen.getByTestId("password-submit"));
    expect((await screen.findByTestId("password-toast-error")).textContent).toContain("Too many attempts: try again in 1 minute(s).");
  });
});

describe("the licence as a Show view", () => {
  it.each([
    ["NO_LICENSE", "No licence is installed."],
    ["CORRUPTED_LICENSE", "The installed licence is corrupted."],
    ["EXPIRED_LICENSE", "The licence has expired."],
    ["VALID_LICENSE", "The licence is valid."],
  ] as const)("shows the %s message", async (status, text) => {
    const installed = status !== "NO_LICENSE";
    const licence = {
      getOne: async () => ({
        data: {
          id: "license",
          status,
          kind: installed ? "file" : null,
          installationId: "inst-1",
          requestInfo: installed ? { email: "a@b.example", company: "ACME", department: "QA" } : null,
          creationDate: installed ? "2026-01-01T00:00:00Z" : null,
          expirationDate: installed ? "2026-12-31T00:00:00Z" : null,
        },
      }),
    } as unknown as DataProvider;
    renderConsole(<LicenseShow />, auth("admin", ["ROLE_ADMINISTRATOR"]), licence);
    const message = await screen.findByTestId("license-status");
    expect(message.textContent).toBe(text);
    if (installed) {
      expect(await screen.findByText("ACME")).toBeTruthy();
      expect(screen.getByText("Licence file")).toBeTruthy();
      expect(screen.getByText("31 Dec 2026")).toBeTruthy();
      // Replace and remove: the actions of an installed licence.
      expect(screen.getByTestId("license-upload-open").textContent).toContain("Replace the licence");
      expect(screen.getByTestId("license-remove")).toBeTruthy();
    } else expect(screen.queryByTestId("license-remove")).toBeNull();
  });
});

describe("LlmInformation", () => {
  it("says 'not configured' when url, model or key is missing, and the failure text on error", async () => {
    renderConsole(<LlmInformation api={{ llmStatus: async () => ({ url: null, modelName: null, isLlmApiKeySet: false, llmErrorRate: 0 }) }} />);
    expect(await screen.findByTestId("llm-not-configured")).toBeTruthy();
    cleanup();
    renderConsole(<LlmInformation api={{ llmStatus: async () => Promise.reject(new Error("x")) }} />);
    expect((await screen.findByTestId("llm-error")).textContent).toBe("Failed to load LLM status");
  });

  it("words the last answer itself and quotes only what a failed call brought back", async () => {
    const configured = {
      url: "http://llm.example",
      modelName: "m",
      isLlmApiKeySet: true,
      lastSuccessfulCall: "2026-03-01T10:00:00Z",
      llmErrorRate: 12.5,
    };
    renderConsole(<LlmInformation api={{ llmStatus: async () => ({ ...configured, statusCode: 200, responseMessage: "OK" }) }} />);
    expect((await screen.findByTestId("llm-response")).textContent).toBe("OK: the model answered.");
    expect(screen.getByTestId("llm-last_failure").textContent).toBe("never");
    expect(screen.getByTestId("llm-error_rate").textContent).toBe("12.5%");
    expect(screen.queryByTestId("llm-response-quote")).toBeNull();
    cleanup();
    renderConsole(
      <LlmInformation api={{ llmStatus: async () => ({ ...configured, statusCode: 502, responseMessage: "upstream gateway timeout" }) }} />,
    );
    const response = await screen.findByTestId("llm-response");
    expect(response.textContent).toContain("The call failed.");
    expect(screen.getByTestId("llm-response-quote").textContent).toBe("upstream gateway timeout");
  });
});
