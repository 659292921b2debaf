/**
 * The documents page's requirements table asks the server in the interface language: every
 * call of its data provider carries `uiLanguage`, beside the list's own parameters.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { documentRequirementsProvider, requirementsResource, withUiLanguage } from "../../src/custom-pages/documents/requirementsProvider";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the documents table's language", () => {
  it("is added to a URL's query, keeping what it has", () => {
    expect(withUiLanguage("/api/v2/documents/d1/requirements?range=%5B0%2C24%5D", "de")).toBe(
      "/api/v2/documents/d1/requirements?range=%5B0%2C24%5D&uiLanguage=de",
    );
    expect(withUiLanguage("/api/v2/documents/d1/requirements?uiLanguage=de", "en")).toBe("/api/v2/documents/d1/requirements?uiLanguage=en");
  });

  it("goes with every list request, and the token with it", async () => {
    const urls: string[] = [];
    const tokens: (string | null)[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(new URL(String(input), "http://localhost"), init);
        urls.push(request.url);
        tokens.push(request.headers.get("X-Document-Token"));
        return new Response("[]", { status: 200, headers: { "Content-Type": "application/json", "Content-Range": "requirements */0" } });
      }),
    );
    const provider = documentRequirementsProvider("secret-token", "de");
    await provider.getList(requirementsResource("d1"), { pagination: { page: 1, perPage: 25 }, sort: { field: "id", order: "ASC" }, filter: {} });
    expect(urls).toHaveLength(1);
    const url = new URL(urls[0]);
    expect(url.pathname).toBe("/api/v2/documents/d1/requirements");
    expect(url.searchParams.get("uiLanguage")).toBe("de");
    expect(url.searchParams.get("range")).toBe("[0,24]");
    expect(tokens).toEqual(["secret-token"]);
  });
});
