/** The check page wired to a stubbed server: licence gate, result, error, 429 with the key prompt. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { AdminContext, memoryStore } from "react-admin";
import CheckPage from "../../src/custom-pages/check/CheckPage";
import { AppSettingsProvider } from "../../src/providers/AppSettings";
import { checkResult } from "./fixtures";
import { englishTestProvider } from "./i18n";

const KEY = "0f8fad5b-d9cb-469f-a165-70867728950e";

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;
let routes: Record<string, Handler>;
const fetchMock = vi.fn<typeof fetch>();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  routes = {
    "GET /api/v2/license/status": () => json(200, { status: "VALID_LICENSE" }),
    "GET /api/v2/user": () => json(200, { userName: "", roles: ["ROLE_ANONYMOUS"] }),
    "GET /api/v2/languages": () => json(200, { languages: ["en", "de"] }),
    "GET /api/v2/features": () => json(200, { features: [] }),
    "POST /api/v2/languages/analyse": () => json(200, { content: [{ externalId: "1", text: "x", language: "en" }] }),
    "POST /api/v2/requirements/analyse": () => {
      const { processingTimeInMs, configurationId, ...item } = checkResult();
      return json(200, { processingTimeInMs, configurationId, content: [item] });
    },
  };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const handler = routes[`${init?.method ?? "GET"} ${String(url)}`];
    return handler ? handler(init) : json(404, { httpStatus: 404, errorCode: "NOT_FOUND", message: "no route" });
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  return render(
    <MemoryRouter initialEntries={["/check"]}>
      <AdminContext i18nProvider={englishTestProvider} store={memoryStore()}>
        <AppSettingsProvider
          value={{
            loaded: true,
            demo: false,
            isShowConfig: true,
            homeUrl: null,
            version: "1.0.0",
            supportEmail: "help@example.org",
            homeText: null,
            maxTextLength: 5000,
          }}
        >
          <CheckPage />
        </AppSettingsProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

async function typeAndAnalyse(text: string) {
  const input = await screen.findByTestId("check-input");
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(screen.getByTestId("analyse-button"));
}

function analyseCalls() {
  return fetchMock.mock.calls.filter(([url]) => String(url) === "/api/v2/requirements/analyse");
}

describe("CheckPage", { timeout: 30_000 }, () => {
  it("analyses and shows rating, highlights, improvements and processing time", async () => {
    renderPage();
    expect(await screen.findByTestId("check-placeholder")).toBeTruthy();
    await typeAndAnalyse("The system should respond quickly.");
    await screen.findByTestId("check-result");
    expect(screen.getByTestId("rating-image").getAttribute("src")).toBe("/assets/images/rating-3.svg");
    expect(screen.getByTestId("rating-image").getAttribute("alt")).toBe("3 of 5 stars: fair");
    expect([...document.querySelectorAll("[data-testid=highlighted-text] mark")].map((m) => m.textContent)).toEqual(["should", "quickly"]);
    expect(screen.getByTestId("improvements").textContent).toContain("Modal verb: Use shall or must.");
    expect(screen.getByTestId("processing-time").textContent).toBe("4 ms");
    expect(screen.getByTestId("history-item").textContent).toContain("The system should respond quickly.");
    // No configuration list for an anonymous visitor: no dropdown.
    expect(document.getElementById("check-config")).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === "/api/v2/configfile")).toBe(false);
  });

  it("draws the text box while the licence status still loads; analysing waits for it", async () => {
    let answerLicence: (response: Response) => void = () => undefined;
    routes["GET /api/v2/license/status"] = () => new Promise<Response>((resolve) => (answerLicence = resolve));
    renderPage();
    const input = await screen.findByTestId("check-input");
    fireEvent.change(input, { target: { value: "The valve shall close within 2 s." } });
    expect((screen.getByTestId("analyse-button") as HTMLButtonElement).disabled).toBe(true);
    answerLicence(json(200, { status: "VALID_LICENSE" }));
    await waitFor(() => expect((screen.getByTestId("analyse-button") as HTMLButtonElement).disabled).toBe(false));
    expect((screen.getByTestId("check-input") as HTMLTextAreaElement).value).toBe("The valve shall close within 2 s.");
  });

  it("shows the configuration dropdown when a logged-in user has configurations", async () => {
    routes["GET /api/v2/user"] = () => json(200, { userName: "admin", roles: ["ROLE_ADMINISTRATOR"] });
    routes["GET /api/v2/configfile"] = () =>
      json(200, [
        { configId: "default", isDefault: true },
        { configId: "strict", isDefault: false },
      ]);
    renderPage();
    // A native list: every configuration is an option, the default is chosen.
    await waitFor(() => expect((document.getElementById("check-config") as HTMLSelectElement | null)?.value).toBe("default"));
    const options = [...(document.getElementById("check-config") as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options).toEqual(["default", "strict"]);
  });

  it("shows the error panel and the error under the input", async () => {
    routes["POST /api/v2/requirements/analyse"] = () => json(500, { httpStatus: 500, errorCode: "UNKNOWN", message: "Engine failure" });
    renderPage();
    await typeAndAnalyse("The system shall start.");
    expect((await screen.findByTestId("check-error")).textContent).toBe("The requirement could not be analysed. Please try again in a moment.");
    // A friendly sentence, not the server's developer text.
    expect(screen.getByTestId("check-input-error").textContent).toBe("The requirement could not be analysed. Please try again in a moment.");
    expect(screen.getByTestId("check-input").getAttribute("aria-invalid")).toBe("true");
  });

  it("counts the characters against the limit and explains a text over it without asking the server", async () => {
    renderPage();
    const input = await screen.findByTestId("check-input");
    fireEvent.change(input, { target: { value: "The system shall start." } });
    expect(screen.getByTestId("check-counter").textContent).toBe("23 / 5,000 characters");
    fireEvent.change(input, { target: { value: "a".repeat(5001) } });
    expect(screen.getByTestId("check-counter").textContent).toBe("5,001 / 5,000 characters");
    expect(screen.getByTestId("check-input-error").textContent).toBe(
      "This text is too long to analyse: 5,001 characters, at most 5,000 are possible. Please shorten it or split it into several requirements.",
    );
    expect((screen.getByTestId("analyse-button") as HTMLButtonElement).disabled).toBe(true);
    expect(analyseCalls()).toHaveLength(0);
  });

  it("says so when the server cannot be reached", async () => {
    routes["POST /api/v2/requirements/analyse"] = () => {
      throw new TypeError("Failed to fetch");
    };
    renderPage();
    await typeAndAnalyse("The system shall start.");
    await waitFor(() => expect(screen.getByTestId("check-input-error").getAttribute("data-error-kind")).toBe("network"));
    expect(screen.getByTestId("check-input-error").textContent).toBe("Reqlens could not be reached. Please check your connection and try again.");
  });

  it("shows suggestions with their ratings under the improvements; a click copies one into the input", async () => {
    routes["GET /api/v2/features"] = () => json(200, { features: ["suggestion", "comparison"] });
    routes["POST /api/v2/requirements/suggestions/rated?configId=default"] = () =>
      json(200, [{ text: "The system shall respond within 2 s.", rating: 5 }]);
    routes["POST /api/v2/requirements/suggestions/rated"] = routes["POST /api/v2/requirements/suggestions/rated?configId=default"];
    renderPage();
    await typeAndAnalyse("The system should respond quickly.");
    const suggestion = await screen.findByTestId("suggestion");
    expect(suggestion.textContent).toContain("The system shall respond within 2 s.");
    expect(suggestion.querySelector("img")?.getAttribute("alt")).toBe("5 of 5 stars: excellent");
    // Under the improvements.
    const improvements = screen.getByTestId("improvements");
    expect(improvements.compareDocumentPosition(suggestion) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(suggestion.querySelector("button") as HTMLButtonElement);
    expect((screen.getByTestId("check-input") as HTMLTextAreaElement).value).toBe("The system shall respond within 2 s.");
  });

  it("lists each finding's message below the highlighted text", async () => {
    renderPage();
    await typeAndAnalyse("The system should respond quickly.");
    const items = await screen.findAllByTestId("finding-item");
    const expected = checkResult().classifications.flatMap((c) => c.findings.map((f) => f.message));
    expect(items.map((i) => i.querySelector("[data-testid=finding-message]")?.textContent)).toEqual(expected);
  });

  it("on 429 shows the requests-exceeded panel; a stored key retries the analysis with X-API-KEY", async () => {
    routes["POST /api/v2/requirements/analyse"] = (init) => {
      const key = new Headers(init?.headers).get("X-API-KEY");
      if (key !== KEY) return json(429, { httpStatus: 429, errorCode: "TOO_MANY_REQUESTS", message: "Too many requests" });
      const { processingTimeInMs, configurationId, ...item } = checkResult({ rating: 5, classifications: [], improvements: {} });
      return json(200, { processingTimeInMs, configurationId, content: [item] });
    };
    // The key prompt asks the server whether the key is valid before storing it.
    routes[`GET /api/v2/apikey/valid/${KEY}`] = () => json(200, true);
    renderPage();
    await typeAndAnalyse("The system shall start.");
    const panel = await screen.findByTestId("requests-exceeded");
    expect(screen.getByTestId("check-placeholder")).toBeTruthy();
    expect(panel.textContent).toContain("help@example.org");

    const keyInput = screen.getByTestId("apikey-input");
    fireEvent.change(keyInput, { target: { value: "not-a-key" } });
    fireEvent.click(screen.getByRole("button", { name: "Use key" }));
    expect(await screen.findByText(/An API key has the form/)).toBeTruthy();
    expect(localStorage.getItem("apikey-token")).toBeNull();

    fireEvent.change(keyInput, { target: { value: KEY } });
    fireEvent.click(screen.getByRole("button", { name: "Use key" }));
    await screen.findByTestId("check-result");
    expect(localStorage.getItem("apikey-token")).toBe(KEY);
    expect(screen.queryByTestId("requests-exceeded")).toBeNull();
    const calls = analyseCalls();
    expect(calls).toHaveLength(2);
    expect(new Headers(calls[1][1]?.headers).get("X-API-KEY")).toBe(KEY);
  });

  it("hides the tools behind the licence error when the licence is not valid", async () => {
    routes["GET /api/v2/license/status"] = () => json(200, { status: "EXPIRED_LICENSE" });
    renderPage();
    expect((await screen.findByTestId("check-license-error")).textContent).toBe(
      "The licence of this installation is not valid. Please ask your administrator to install a valid licence.",
    );
    expect(screen.queryByTestId("check-input")).toBeNull();
  });

  it("shows the service error when the licence status cannot be read", async () => {
    routes["GET /api/v2/license/status"] = () => json(503, { httpStatus: 503, errorCode: "SERVICE_UNAVAILABLE", message: "down" });
    renderPage();
    expect((await screen.findByTestId("check-license-error")).textContent).toBe(
      "The service is not reachable at the moment. Please try again later.",
    );
    expect(screen.queryByTestId("check-input")).toBeNull();
  });
});
