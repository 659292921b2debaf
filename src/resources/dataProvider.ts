/**
 * The console's react-admin data provider: configuration files, API keys and users
 * over the one HTTP client. The server answers plain arrays with its own keys
 * (configId, uuid, userName); this maps them to react-admin records with an `id`.
 * Provided inside the lazy /config chunk only.
 */
import type { DataProvider, GetListParams, RaRecord } from "ra-core";
import { request } from "../providers/httpClient";

const enc = encodeURIComponent;

interface ResourceAdapter {
  list: () => Promise<RaRecord[]>;
  create: (data: Record<string, unknown>) => Promise<RaRecord>;
  update?: (id: string, data: Record<string, unknown>, previous: RaRecord | undefined) => Promise<RaRecord>;
  remove: (id: string, previous: RaRecord | undefined) => Promise<void>;
  /** Client-side order when the list is not sorted by a field. */
  defaultOrder?: (a: RaRecord, b: RaRecord) => number;
}

export interface ConfigFileRecord extends RaRecord {
  id: string;
  configId: string;
  isDefault: boolean;
}

export interface ApiKeyRecord extends RaRecord {
  id: string;
  uuid: string;
  description: string;
  expirationDate: string | null;
}

export interface UserRecord extends RaRecord {
  id: string;
  userName: string;
  role: string;
}

/** Default first, then by id (spec section 4). */
export function compareConfigFiles(a: { configId: string; isDefault: boolean }, b: { configId: string; isDefault: boolean }): number {
  if (a.isDefault !== b.isDefault) return a.isDefault ? -1 : 1;
  return a.configId.localeCompare(b.configId);
}

function toConfigFile(entry: { configId: string; isDefault: boolean }): ConfigFileRecord {
  return { id: entry.configId, configId: entry.configId, isDefault: entry.isDefault === true };
}

function toApiKey(entry: { uuid: string; description?: string; expirationDate?: string | null }): ApiKeyRecord {
  return { id: entry.uuid, uuid: entry.uuid, description: entry.description ?? "", expirationDate: entry.expirationDate || null };
}

function toUser(entry: { userName: string; role?: string; roles?: string[] }): UserRecord {
  return { id: entry.userName, userName: entry.userName, role: entry.role ?? entry.roles?.[0] ?? "" };
}

const adapters: Record<string, ResourceAdapter> = {
  configfile: {
    list: async () => (await request<{ configId: string; isDefault: boolean }[]>("/configfile")).map(toConfigFile),
    create: async (data) => {
      const body = { configId: String(data.configId ?? ""), isDefault: false };
      const source = typeof data.sourceConfigId === "string" && data.sourceConfigId ? data.sourceConfigId : null;
      const created = source
        ? await request<{ configId: string; isDefault: boolean } | null>(`/configfile/duplicate/${enc(source)}`, { method: "POST", body })
        : await request<{ configId: string; isDefault: boolean } | null>("/configfile", { method: "POST", body });
      return toConfigFile(created && typeof created === "object" && "configId" in created ? created : body);
    },
    update: async (id, data, previous) => {
      // The only change a configuration file knows: becoming the default.
      if (data.isDefault === true) await request<unknown>(`/configfile/defaults/${enc(id)}`, { method: "PUT", body: true });
      return { ...(previous ?? toConfigFile({ configId: id, isDefault: false })), isDefault: data.isDefault === true };
    },
    remove: async (id) => {
      await request<unknown>(`/configfile/${enc(id)}`, { method: "DELETE" });
    },
    defaultOrder: (a, b) => compareConfigFiles(a as ConfigFileRecord, b as ConfigFileRecord),
  },
  apikey: {
    list: async () => (await request<ApiKeyRecord[]>("/apikey")).map(toApiKey),
    create: async (data) => {
      const body = {
        uuid: typeof data.uuid === "string" && data.uuid ? data.uuid : crypto.randomUUID(),
        description: String(data.description ?? "").trim(),
        expirationDate: typeof data.expirationDate === "string" && data.expirationDate ? data.expirationDate : "",
      };
      const created = await request<ApiKeyRecord | null>("/apikey", { method: "POST", body });
      return toApiKey(created && typeof created === "object" && "uuid" in created ? created : body);
    },
    remove: async (_id, previous) => {
      const key = previous as ApiKeyRecord | undefined;
      await request<unknown>("/apikey", {
        method: "DELETE",
        body: { uuid: key?.uuid ?? _id, description: key?.description ?? "", expirationDate: key?.expirationDate ?? "" },
      });
    },
  },
  users: {
    list: async () => (await request<{ userName: string; role?: string; roles?: string[] }[]>("/users")).map(toUser),
    create: async (data) => {
      const body = { userName: String(data.userName ?? "").trim(), password: String(data.password ?? ""), role: String(data.role ?? "") };
      await request<unknown>("/users", { method: "POST", body });
      return toUser(body);
    },
    update: async (id, data, previous) => {
      if (typeof data.password === "string" && data.password) {
        await request<unknown>(`/users/${enc(id)}/password`, { method: "PUT", body: { password: data.password } });
      }
      if (typeof data.role === "string" && data.role) {
        // 409 when this would leave no administrator; the server decides.
        return toUser(await request<{ userName: string; role?: string; roles?: string[] }>(`/users/${enc(id)}/role`, { method: "PUT", body: { role: data.role } }));
      }
      return previous ?? toUser({ userName: id });
    },
    remove: async (id) => {
      await request<unknown>(`/users/${enc(id)}`, { method: "DELETE" });
    },
  },
};

function adapterFor(resource: string): ResourceAdapter {
  const adapter = adapters[resource];
  if (!adapter) throw new Error(`Unknown resource: ${resource}`);
  return adapter;
}

function sortAndFilter(records: RaRecord[], params: Partial<GetListParams>, adapter: ResourceAdapter): RaRecord[] {
  const q = typeof params.filter?.q === "string" ? params.filter.q.toLowerCase() : "";
  let out = q ? records.filter((r) => JSON.stringify(r).toLowerCase().includes(q)) : [...records];
  const field = params.sort?.field;
  if (adapter.defaultOrder && (!field || field === "id")) {
    out.sort(adapter.defaultOrder);
  } else if (field) {
    const direction = params.sort?.order === "DESC" ? -1 : 1;
    out = out.sort((a, b) => String(a[field] ?? "").localeCompare(String(b[field] ?? "")) * direction);
  }
  return out;
}

export const consoleDataProvider: DataProvider = {
  async getList(resource, params) {
    const adapter = adapterFor(resource);
    const all = sortAndFilter(await adapter.list(), params, adapter);
    const { page = 1, perPage = all.length || 1 } = params.pagination ?? {};
    const data = all.slice((page - 1) * perPage, page * perPage);
    return { data: data as never, total: all.length };
  },
  async getOne(resource, params) {
    const record = (await adapterFor(resource).list()).find((r) => String(r.id) === String(params.id));
    if (!record) throw new Error(`${resource} ${String(params.id)} was not found.`);
    return { data: record as never };
  },
  async getMany(resource, params) {
    const ids = new Set(params.ids.map(String));
    return { data: (await adapterFor(resource).list()).filter((r) => ids.has(String(r.id))) as never };
  },
  async getManyReference() {
    return { data: [], total: 0 };
  },
  async create(resource, params) {
    return { data: (await adapterFor(resource).create(params.data as Record<string, unknown>)) as never };
  },
  async update(resource, params) {
    const adapter = adapterFor(resource);
    if (!adapter.update) throw new Error(`${resource} cannot be changed.`);
    return { data: (await adapter.update(String(params.id), params.data as Record<string, unknown>, params.previousData)) as never };
  },
  async updateMany() {
    throw new Error("Not supported.");
  },
  async delete(resource, params) {
    await adapterFor(resource).remove(String(params.id), params.previousData);
    return { data: (params.previousData ?? { id: params.id }) as never };
  },
  async deleteMany(resource, params) {
    const adapter = adapterFor(resource);
    for (const id of params.ids) await adapter.remove(String(id), undefined);
    return { data: params.ids };
  },
};
