/** The one HTTP client: X-API-KEY when a key is stored, the server's error shape as ApiError. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../src/providers/api";
import { ApiError, request } from "../../src/providers/httpClient";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function sentHeaders(call = 0): Headers {
  return fetchMock.mock.calls[call][1]?.headers as Headers;
}

describe("request", () => {
  it("prefixes API paths with /api/v2 and leaves /assets alone", async () => {
    fetchMock.mockImplementation(async () => json(200, { version: "1.2.3" }));
    await request("/version");
    await request("/assets/config.json");
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(["/api/v2/version", "/assets/config.json"]);
  });

  it("sends X-API-KEY only when apikey-token is stored", async () => {
    fetchMock.mockImplementation(async () => json(200, true));
    await request("/demo");
    expect(sentHeaders(0).has("X-API-KEY")).toBe(false);
    localStorage.setItem("apikey-token", "0f8fad5b-d9cb-469f-a165-70867728950e");
    await request("/demo");
    expect(sentHeaders(1).get("X-API-KEY")).toBe("0f8fad5b-d9cb-469f-a165-70867728950e");
  });

  it("turns the server's error shape into an ApiError", async () => {
    fetchMock.mockResolvedValue(json(403, { httpStatus: 403, errorCode: "LICENSE_ERROR", message: "No licence" }));
    const error = await request("/requirements/analyse", { method: "POST", body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, errorCode: "LICENSE_ERROR", message: "No licence" });
  });

  it("reports 429 without a JSON body as TOO_MANY_REQUESTS", async () => {
    fetchMock.mockResolvedValue(new Response("slow down", { status: 429 }));
    await expect(request("/requirements/analyse")).rejects.toMatchObject({ status: 429, errorCode: "TOO_MANY_REQUESTS" });
  });
});

describe("api.analyse", () => {
  it("sends the spec's request and returns the first item with the response's metadata", async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        processingTimeInMs: 3.5,
        configurationId: "default",
        content: [
          {
            text: "T",
            externalId: "1",
            language: "en",
            rating: 5,
            gibberish: false,
            improvements: {},
            processedText: "T",
            classifications: [],
            earsPattern: "none",
          },
        ],
      }),
    );
    const result = await api.analyse({ text: "T", language: null, configId: "strict" });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/v2/requirements/analyse");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      config: { language: null, configId: "strict", verbose: true },
      content: [{ externalId: "1", text: "T" }],
    });
    expect(result).toMatchObject({ rating: 5, processingTimeInMs: 3.5, configurationId: "default" });
  });
});
