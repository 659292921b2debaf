/**
 * The react-admin data provider over /api/v2 in the simple REST dialect (list with
 * sort, range and filter answered with Content-Range; one record by id; create, update,
 * delete), using the one set of headers (X-API-KEY when stored) and the session cookie.
 * Failures carry the server's `message` (ra-core's HttpError takes it from the error
 * shape) and its `errorCode` in `body`.
 *
 * Resources: users, apikeys, configfiles, audit (server routes of the same names),
 * license (the one installed licence: show, and create = upload a licence file) and
 * rules (one rule's settings in one configuration: id "configId/rule" or
 * "configId/rule/language", the record { id, settings }).
 */
import { fetchUtils, type DataProvider, type RaRecord } from "ra-core";
import simpleRestProvider from "ra-data-simple-rest";
import { API_BASE, buildHeaders } from "./httpClient";

export type HttpClient = (url: string, options?: fetchUtils.Options) => Promise<{ status: number; headers: Headers; body: string; json: unknown }>;

function defaultHttpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = buildHeaders();
  new Headers(options.headers as HeadersInit | undefined).forEach((value, key) => headers.set(key, value));
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: "same-origin" });
}

/** The parts of a rule record's id. */
export function parseRuleId(id: string): { configId: string; rule: string; language: string | null } {
  const [configId = "", rule = "", language = null] = String(id).split("/");
  return { configId, rule, language };
}

export const ruleId = (configId: string, rule: string, language: string | null) => [configId, rule, ...(language ? [language] : [])].join("/");

export function createDataProvider(apiUrl: string = API_BASE, httpClient: HttpClient = defaultHttpClient): DataProvider {
  const rest = simpleRestProvider(apiUrl, httpClient);
  const enc = encodeURIComponent;
  const remove = (resource: string, id: RaRecord["id"]) => httpClient(`${apiUrl}/${resource}/${enc(String(id))}`, { method: "DELETE", body: "{}" });
  const ruleUrl = (id: string) => {
    const { configId, rule, language } = parseRuleId(id);
    return `${apiUrl}/configfile/${enc(configId)}/${enc(rule)}${language ? `?languageCode=${enc(language)}` : ""}`;
  };
  return {
    ...rest,
    async getOne(resource, params) {
      if (resource === "license") {
        const { json } = await httpClient(`${apiUrl}/license`, { signal: params.signal });
        return { data: { ...(json as object), id: "license" } as never };
      }
      if (resource === "rules") {
        const { json } = await httpClient(ruleUrl(String(params.id)), { signal: params.signal });
        return { data: { id: String(params.id), settings: json } as never };
      }
      return rest.getOne(resource, params);
    },
    async update(resource, params) {
      if (resource === "rules") {
        const { json } = await httpClient(ruleUrl(String(params.id)), {
          method: "PUT",
          body: JSON.stringify((params.data as { settings: unknown }).settings),
        });
        return { data: { id: String(params.id), settings: json } as never };
      }
      return rest.update(resource, params);
    },
    async create(resource, params) {
      if (resource === "license") {
        // A licence file upload: multipart form data, the file in the field `file`.
        const form = new FormData();
        form.append("file", (params.data as { file: Blob }).file);
        const { json } = await httpClient(`${apiUrl}/license`, { method: "POST", body: form });
        return { data: { ...(json as object), id: "license" } as never };
      }
      return rest.create(resource, params);
    },
    // The server parses JSON bodies only (simple REST's DELETE says text/plain), and some
    // deletions answer 204 without a body: the deleted record is the one the list showed.
    async delete(resource, params) {
      await remove(resource, params.id);
      return { data: (params.previousData ?? { id: params.id }) as never };
    },
    // One after the other, so that the server's checks (the last administrator, the default configuration) see each change.
    async deleteMany(resource, params) {
      const deleted: RaRecord["id"][] = [];
      for (const id of params.ids) {
        await remove(resource, id);
        deleted.push(id);
      }
      return { data: deleted };
    },
  };
}

export const dataProvider: DataProvider = createDataProvider();
