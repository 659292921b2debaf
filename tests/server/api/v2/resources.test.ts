/**
 * The console's data provider (src/providers/dataProvider.ts) against the server's
 * resource routes, over a real listening server: every call is the request the console
 * makes, so the simple REST dialect (sort, range, filter, Content-Range) is checked from
 * both ends. Also the audit log those calls leave, and the roles (403 for configurators).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { fetchUtils, type DataProvider, HttpError } from "ra-core";
import { createDataProvider } from "../../../../src/providers/dataProvider.js";
import { useApp } from "../../helper.js";
import { loginAs } from "../../helpers/auth.js";

const app = useApp();
const STRONG = "Strong-Password-7";

let base = "";
let admin: DataProvider;
let configurator: DataProvider;

function providerWith(cookie: string): DataProvider {
  return createDataProvider(`${base}/api/v2`, (url, options = {}) => {
    const headers = new Headers(options.headers as HeadersInit | undefined);
    headers.set("cookie", cookie);
    return fetchUtils.fetchJson(url, { ...options, headers });
  });
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

beforeAll(async () => {
  await app().listen({ port: 0, host: "127.0.0.1" });
  const address = app().server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  base = `http://127.0.0.1:${address.port}`;
  admin = providerWith(await loginAs(app(), "ROLE_ADMINISTRATOR"));
  configurator = providerWith(await loginAs(app(), "ROLE_CONFIGURATOR"));
});

const page = (page: number, perPage: number) => ({ page, perPage });

describe("the console's data provider on the server's resources", () => {
  it("users: list with sort, filter and pages, create, read, change role and password, delete; the audit log keeps no password", async () => {
    for (const name of ["dora", "emil", "frida"]) {
      await admin.create("users", { data: { userName: name, password: STRONG, role: "ROLE_CONFIGURATOR" } });
    }
    const first = await admin.getList("users", { pagination: page(1, 2), sort: { field: "userName", order: "DESC" }, filter: {} });
    expect(first.total).toBe(6);
    expect(first.data.map((u) => u.id)).toEqual(["test-configurator", "test-admin"]);
    const filtered = await admin.getList("users", { pagination: page(1, 10), sort: { field: "id", order: "ASC" }, filter: { q: "RID" } });
    expect(filtered.data.map((u) => u.id)).toEqual(["frida"]);
    const byRole = await admin.getList("users", {
      pagination: page(1, 10),
      sort: { field: "id", order: "ASC" },
      filter: { role: "ROLE_ADMINISTRATOR" },
    });
    expect(byRole.data.map((u) => u.id)).toEqual(["admin", "test-admin"]);

    const { data: emil } = await admin.getOne("users", { id: "emil" });
    expect(emil).toMatchObject({ id: "emil", role: "ROLE_CONFIGURATOR" });
    expect(JSON.stringify(emil)).not.toMatch(/hash|password"/i);
    const { data: promoted } = await admin.update("users", {
      id: "emil",
      data: { ...emil, role: "ROLE_ADMINISTRATOR", password: "Another-Secret-9" },
      previousData: emil,
    });
    expect(promoted.role).toBe("ROLE_ADMINISTRATOR");

    const weak = await failure(admin.update("users", { id: "emil", data: { password: "short" }, previousData: emil }));
    expect(weak.status).toBe(400);
    expect(weak.message).toMatch(/password/);

    await admin.deleteMany("users", { ids: ["dora", "frida"] });
    expect((await admin.getList("users", { pagination: page(1, 10), sort: { field: "id", order: "ASC" }, filter: {} })).total).toBe(4);

    const audit = await admin.getList("audit", {
      pagination: page(1, 50),
      sort: { field: "id", order: "ASC" },
      filter: { entity: "user", entityId: "emil" },
    });
    expect(audit.data.map((e) => e.action)).toEqual(["create", "update"]);
    expect(audit.data[1]).toMatchObject({
      actor: "test-admin",
      oldValue: { role: "ROLE_CONFIGURATOR" },
      newValue: { role: "ROLE_ADMINISTRATOR", passwordChanged: true },
    });
    expect(JSON.stringify(audit.data)).not.toContain("Another-Secret-9");
  });

  it("configfiles: create, copy, rename, make default, refuse reserved names and deleting the default, with the server's reason", async () => {
    await admin.create("configfiles", { data: { configId: "alpha" } });
    const { data: copy } = await admin.create("configfiles", { data: { configId: "beta", sourceConfigId: "alpha" } });
    expect(copy).toMatchObject({ id: "beta", isDefault: false });
    const reserved = await failure(admin.create("configfiles", { data: { configId: "defaults" } }));
    expect(reserved.status).toBe(400);
    expect(reserved.message).toContain('"defaults" is reserved');

    const { data: renamed } = await admin.update("configfiles", { id: "beta", data: { configId: "gamma", isDefault: true }, previousData: copy });
    expect(renamed).toMatchObject({ id: "gamma", isDefault: true });
    const list = await admin.getList("configfiles", { pagination: page(1, 10), sort: { field: "configId", order: "ASC" }, filter: {} });
    expect(list.data.map((c) => c.id)).toEqual(["alpha", "default", "gamma"]);
    const taken = await failure(admin.update("configfiles", { id: "alpha", data: { configId: "gamma" }, previousData: list.data[0] }));
    expect(taken.status).toBe(409);

    const notDefault = await failure(admin.delete("configfiles", { id: "gamma", previousData: renamed }));
    expect(notDefault.status).toBe(409);
    expect(notDefault.message).toMatch(/default/);

    // The renamed configuration keeps its settings and is analysed under its new name.
    const rule = await admin.getOne("rules", { id: "gamma/gibberish" });
    expect(rule.data.settings.gibberish).toMatchObject({ maximumTokens: 200 });

    const audit = await admin.getList("audit", { pagination: page(1, 50), sort: { field: "id", order: "ASC" }, filter: { entity: "configuration" } });
    expect(audit.data.map((e) => [e.action, e.entityId])).toEqual([
      ["create", "alpha"],
      ["create", "beta"],
      ["rename", "gamma"],
      ["update", "gamma"],
    ]);
    expect(audit.data[2]).toMatchObject({ oldValue: { configId: "beta" }, newValue: { configId: "gamma" } });
  });

  it("rules: refuses duplicate modal verbs and min > max with the validator the form uses, and audits a change with old and new values", async () => {
    const id = "alpha/modalverb/en";
    const { data } = await admin.getOne("rules", { id });
    const verbs = data.settings.modalverb as { verb: string; allowed: boolean }[];
    const duplicate = await failure(
      admin.update("rules", { id, data: { id, settings: { modalverb: [...verbs, { verb: " Shall", allowed: false }] } }, previousData: data }),
    );
    expect(duplicate.status).toBe(400);
    expect(duplicate.message).toBe('modalverb must not contain " Shall" twice');

    const gibberish = (await admin.getOne("rules", { id: "alpha/gibberish" })).data;
    const unordered = await failure(
      admin.update("rules", {
        id: "alpha/gibberish",
        data: { id: "alpha/gibberish", settings: { gibberish: { ...gibberish.settings.gibberish, minimumTokens: 100, maximumTokens: 14 } } },
        previousData: gibberish,
      }),
    );
    expect(unordered.status).toBe(400);
    expect(unordered.message).toBe("gibberish minimumTokens must not be greater than maximumTokens");

    await admin.update("rules", { id, data: { id, settings: { modalverb: [...verbs, { verb: "ought to", allowed: false }] } }, previousData: data });
    const audit = await admin.getList("audit", { pagination: page(1, 5), sort: { field: "at", order: "DESC" }, filter: { entity: "rule" } });
    expect(audit.data[0]).toMatchObject({ entityId: id, action: "update", actor: "test-admin", oldValue: verbs });
    expect((audit.data[0].newValue as unknown[]).length).toBe(verbs.length + 1);
  });

  it("rules: a page of several rules is one record; an update writes only the rules that changed", async () => {
    const id = "alpha/formula+unit/de";
    const { data } = await admin.getOne("rules", { id });
    expect(Object.keys(data.settings).sort()).toEqual(["formula", "unit"]);
    const before = await admin.getList("audit", { pagination: page(1, 1000), sort: { field: "id", order: "ASC" }, filter: { entity: "rule" } });
    const changed = [...(data.settings.unit as string[]), "pc/a"];
    const { data: saved } = await admin.update("rules", { id, data: { id, settings: { ...data.settings, unit: changed } }, previousData: data });
    expect(saved.settings.unit).toEqual(changed);
    expect((await admin.getOne("rules", { id })).data.settings).toEqual({ formula: data.settings.formula, unit: changed });
    const after = await admin.getList("audit", { pagination: page(1, 1000), sort: { field: "id", order: "ASC" }, filter: { entity: "rule" } });
    expect(after.data.slice(before.data.length).map((e) => e.entityId)).toEqual(["alpha/unit"]);
  });

  it("license: one record to show; a file that is no licence is refused with the reason and the licence stays", async () => {
    const { data } = await admin.getOne("license", { id: "license" });
    expect(data).toMatchObject({ id: "license", status: "VALID_LICENSE", kind: "trial" });
    const refused = await failure(admin.create("license", { data: { file: { rawFile: new Blob(["no licence"], { type: "application/json" }) } } }));
    expect(refused.status).toBe(400);
    expect(refused.message).toBe("the file is not a licence: it is not JSON");
    expect((await admin.getOne("license", { id: "license" })).data.status).toBe("VALID_LICENSE");
  });

  it("apikeys: create answers the whole key once, edit the description, refuse a past expiry with the reason, delete by id", async () => {
    const { data: created } = await admin.create("apikeys", { data: { description: "nightly build" } });
    expect(created.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const { data: read } = await admin.getOne("apikeys", { id: created.id });
    expect(read.uuid).toBe(`${created.uuid.slice(0, 8)}…`);
    const past = await failure(admin.update("apikeys", { id: created.id, data: { ...read, expirationDate: "2001-01-01" }, previousData: read }));
    expect(past.status).toBe(400);
    expect(past.message).toBe("expirationDate is in the past");
    const { data: changed } = await admin.update("apikeys", { id: created.id, data: { ...read, description: "nightly builds" }, previousData: read });
    expect(changed.description).toBe("nightly builds");
    await admin.delete("apikeys", { id: created.id, previousData: changed });
    expect((await admin.getList("apikeys", { pagination: page(1, 10), sort: { field: "id", order: "ASC" }, filter: {} })).total).toBe(0);
    const audit = await admin.getList("audit", { pagination: page(1, 10), sort: { field: "id", order: "ASC" }, filter: { entity: "apikey" } });
    expect(audit.data.map((e) => e.action)).toEqual(["create", "update", "delete"]);
    expect(JSON.stringify(audit.data)).not.toContain(created.uuid);
  });

  it("configurators get 403 on the administrators' resources and may use configurations", async () => {
    for (const resource of ["users", "apikeys", "audit"]) {
      const refused = await failure(configurator.getList(resource, { pagination: page(1, 10), sort: { field: "id", order: "ASC" }, filter: {} }));
      expect(refused.status, resource).toBe(403);
    }
    expect((await failure(configurator.getOne("license", { id: "license" }))).status).toBe(403);
    const list = await configurator.getList("configfiles", { pagination: page(1, 10), sort: { field: "id", order: "ASC" }, filter: {} });
    expect(list.total).toBeGreaterThan(0);
  });

  it("answers bad list parameters with 400 naming the parameter", async () => {
    const cookie = await loginAs(app(), "ROLE_ADMINISTRATOR", "second-admin");
    for (const [query, message] of [
      ["sort=%5B%22password%22%2C%22ASC%22%5D", "querystring/sort"],
      ["range=%5B5%2C1%5D", "querystring/range"],
      ["range=%5B0%2C5000%5D", "at most 1000"],
      ["filter=nope", "querystring/filter must be JSON"],
    ]) {
      const response = await app().inject({ url: `/api/v2/users?${query}`, headers: { cookie } });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it("exports the audit log as CSV with formula cells neutralised", async () => {
    await admin.create("configfiles", { data: { configId: "delta" } });
    const cookie = await loginAs(app(), "ROLE_ADMINISTRATOR", "third-admin");
    await app().inject({ method: "POST", url: "/api/v2/apikeys", headers: { cookie }, payload: { description: "=HYPERLINK(1)" } });
    const csv = await app().inject({ url: "/api/v2/audit/csv", headers: { cookie } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe('"id","at","actor","action","entity","entityId","oldValue","newValue"');
    expect(csv.body).toContain(`"'=HYPERLINK(1)"`);
    expect(csv.body).not.toMatch(/(^|,)"=/m);
    expect(lines.some((l) => l.includes('"delta"'))).toBe(true);
  });
});
