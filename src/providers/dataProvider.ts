/**
 * The react-admin data provider over /api/v2 in the simple REST dialect (list with
 * sort, range and filter answered with Content-Range; one record by id; create, update,
 * delete), using the one set of headers (X-API-KEY when stored) and the session cookie.
 * Failures carry the server's `message` (ra-core's HttpError takes it from the error
 * shape) and its `errorCode` in `body`.
 *
 * Resources: users, apikeys, configfiles, audit (server routes of the same names),
 * license (the one installed licence: show, and create = upload a licence file) and
 * rules (the settings of one or more rules of one configuration, as a rule page edits
 * them: id "configId/rule+rule" or "configId/rule+rule/language", the record
 * { id, settings: { rule: settings } }; an update writes the rules whose settings changed).
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
export function parseRuleId(id: string): { configId: string; rules: string[]; language: string | null } {
  const [configId = "", rules = "", language = null] = String(id).split("/");
  return { configId, rules: rules.split("+").filter(Boolean), language };
}

export const ruleId = (configId: string, rules: readonly string[], language: string | null) =>
  [configId, rules.join("+"), ...(language ? [language] : [])].join("/");

/** Key-order independent comparison of JSON values (undefined members count as missing). */
export function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.keys(value as object)
              .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
              .sort()
              .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
          )
        : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

export function createDataProvider(apiUrl: string = API_BASE, httpClient: HttpClient = defaultHttpClient): DataProvider {
  const rest = simpleRestProvider(apiUrl, httpClient);
  const enc = encodeURIComponent;
  // The licence is one record at /license.
  const remove = (resource: string, id: RaRecord["id"]) =>
    httpClient(resource === "license" ? `${apiUrl}/license` : `${apiUrl}/${resource}/${enc(String(id))}`, { method: "DELETE", body: "{}" });
  // The language goes to every rule of the record; rules kept in one language ignore it.
  const ruleUrl = (id: string, rule: string) => {
    const { configId, language } = parseRuleId(id);
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
        const id = String(params.id);
        const entries = await Promise.all(
          parseRuleId(id).rules.map(async (rule) => [rule, (await httpClient(ruleUrl(id, rule), { signal: params.signal })).json] as const),
        );
        return { data: { id, settings: Object.fromEntries(entries) } as never };
      }
      return rest.getOne(resource, params);
    },
    async update(resource, params) {
      if (resource === "rules") {
        const id = String(params.id);
        const settings = { ...(params.data as { settings: Record<string, unknown> }).settings };
        const before = (params.previousData as { settings?: Record<string, unknown> } | undefined)?.settings ?? {};
        // One after the other, so that a refusal leaves the rules after it as they were.
        for (const rule of parseRuleId(id).rules) {
          if (!(rule in settings) || sameJson(settings[rule], before[rule])) continue;
          const { json } = await httpClient(ruleUrl(id, rule), { method: "PUT", body: JSON.stringify(settings[rule]) });
          if (json !== null && json !== undefined && typeof json === typeof settings[rule]) settings[rule] = json;
        }
        return { data: { id, settings } as never };
      }
      return rest.update(resource, params);
    },
    async create(resource, params) {
      if (resource === "license") {
        // A licence file upload: multipart form data, the file in the field `file`.
        const form = new FormData();
        // react-admin's FileInput gives { rawFile, src, title }; a bare Blob is taken as it is.
        const file = (params.data as { file: Blob | { rawFile: Blob } }).file;
        form.append("file", file instanceof Blob ? file : file.rawFile);
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
