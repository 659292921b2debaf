/**
 * The react-admin data provider over /api/v2, using the one HTTP client (so every
 * call carries X-API-KEY). The console's resources build on it.
 */
import { fetchUtils, type DataProvider } from "ra-core";
import simpleRestProvider from "ra-data-simple-rest";
import { API_BASE, buildHeaders } from "./httpClient";

function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = buildHeaders();
  new Headers(options.headers as HeadersInit | undefined).forEach((value, key) => headers.set(key, value));
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: "same-origin" });
}

export const dataProvider: DataProvider = simpleRestProvider(API_BASE, httpClient);
