import { beforeAll, describe, expect, it } from "vitest";
import { ANALYSE, useApp } from "../../helper.js";
import { loginAs } from "../../helpers/auth.js";

const app = useApp();
let admin = "";
let configurator = "";

beforeAll(async () => {
  admin = await loginAs(app(), "ROLE_ADMINISTRATOR");
  configurator = await loginAs(app(), "ROLE_CONFIGURATOR");
});

function call(method: "GET" | "POST" | "PUT" | "DELETE", url: string, cookie: string, payload?: unknown) {
  return app().inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function analyse(text: string, configId?: string) {
  const res = await app().inject({
    method: "POST",
    url: ANALYSE,
    payload: { config: { language: "en", ...(configId ? { configId } : {}) }, content: [{ text }] },
  });
  expect(res.statusCode).toBe(200);
  return res.json().content[0] as { rating: number; classifications: { classificationKey: string; findings: { text: string }[] }[] };
}

describe("who may use /configfile", () => {
  const endpoints: [method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown][] = [
    ["GET", "/api/v2/configfile"],
    ["POST", "/api/v2/configfile", { configId: "x1", isDefault: false }],
    ["POST", "/api/v2/configfile/duplicate/default", { configId: "x2", isDefault: false }],
    ["DELETE", "/api/v2/configfile/nothing"],
    ["PUT", "/api/v2/configfile/defaults/default", true],
    ["GET", "/api/v2/configfile/default/gibberish"],
    ["PUT", "/api/v2/configfile/default/gibberish", { maximumTokens: 200, minimumTokens: 5, minimumWords: 3, specialCharRatio: 25 }],
  ];
  it.each(endpoints)("%s %s answers 401 without a session", async (method, url, body) => {
    const res = await call(method, url, "", body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ httpStatus: 401, errorCode: "UNAUTHORIZED" });
  });

  it("lets administrators and configurators list the configuration files", async () => {
    for (const cookie of [admin, configurator]) {
      const res = await call("GET", "/api/v2/configfile", cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()[0]).toEqual({ configId: "default", isDefault: true });
    }
  });
});

describe("configuration files", () => {
  it("creates, duplicates, lists default first then by id, and refuses taken ids", async () => {
    expect((await call("POST", "/api/v2/configfile", configurator, { configId: "zeta", isDefault: false })).statusCode).toBe(201);
    const dup = await call("POST", "/api/v2/configfile/duplicate/default", configurator, { configId: "Alpha_1", isDefault: false });
    expect(dup.statusCode).toBe(201);
    expect(dup.json()).toEqual({ configId: "Alpha_1", isDefault: false });
    const taken = await call("POST", "/api/v2/configfile/duplicate/default", configurator, { configId: "zeta", isDefault: false });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errorCode: "CONFLICT", message: 'configuration "zeta" already exists' });
    const list = (await call("GET", "/api/v2/configfile", admin)).json() as { configId: string }[];
    const ids = list.map((e) => e.configId);
    expect(ids[0]).toBe("default");
    expect(ids.indexOf("Alpha_1")).toBeLessThan(ids.indexOf("zeta"));
  });

  it("rejects bad new ids and a missing source", async () => {
    for (const configId of ["", "a b", "x".repeat(101), "ä"]) {
      const res = await call("POST", "/api/v2/configfile/duplicate/default", admin, { configId, isDefault: false });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^configId /);
    }
    const reserved = await call("POST", "/api/v2/configfile", admin, { configId: "defaults", isDefault: false });
    expect(reserved.json()).toMatchObject({ httpStatus: 400, message: 'configId "defaults" is reserved; choose another name' });
    const missing = await call("POST", "/api/v2/configfile/duplicate/nope", admin, { configId: "copy", isDefault: false });
    expect(missing.statusCode).toBe(404);
  });

  it("keeps exactly one default and never deletes it", async () => {
    await call("POST", "/api/v2/configfile/duplicate/default", admin, { configId: "second", isDefault: false });
    const refused = await call("DELETE", "/api/v2/configfile/default", admin);
    expect(refused.statusCode).toBe(409);
    const switched = await call("PUT", "/api/v2/configfile/defaults/second", admin, true);
    expect(switched.statusCode).toBe(200);
    const defaults = (switched.json() as { configId: string; isDefault: boolean }[]).filter((e) => e.isDefault);
    expect(defaults).toEqual([{ configId: "second", isDefault: true }]);
    expect(switched.json()[0].configId).toBe("second");
    expect((await call("DELETE", "/api/v2/configfile/second", admin)).statusCode).toBe(409);
    expect((await call("DELETE", "/api/v2/configfile/default", admin)).statusCode).toBe(204);
    expect((await call("DELETE", "/api/v2/configfile/default", admin)).statusCode).toBe(404);
    // A duplicate may become the default at once.
    const dup = await call("POST", "/api/v2/configfile/duplicate/second", admin, { configId: "default", isDefault: true });
    expect(dup.statusCode).toBe(201);
    const list = (await call("GET", "/api/v2/configfile", admin)).json() as { configId: string; isDefault: boolean }[];
    expect(list.filter((e) => e.isDefault)).toEqual([{ configId: "default", isDefault: true }]);
    expect((await call("PUT", "/api/v2/configfile/defaults/missing", admin, true)).statusCode).toBe(404);
    // The body may be left out; anything but true is refused.
    expect((await call("PUT", "/api/v2/configfile/defaults/default", admin)).statusCode).toBe(200);
    const refusedBody = await app().inject({
      method: "PUT",
      url: "/api/v2/configfile/defaults/default",
      headers: { cookie: admin, "content-type": "application/json" },
      payload: "false",
    });
    expect(refusedBody.statusCode).toBe(400);
  });
});

describe("rule settings of a configuration file", () => {
  it("reads every rule, language-aware ones per language", async () => {
    const rules = (await app().inject({ url: "/api/v2/rules" })).json() as { name: string; languageAware: boolean }[];
    for (const rule of rules) {
      const query = rule.languageAware ? "?languageCode=de" : "";
      const res = await call("GET", `/api/v2/configfile/default/${rule.name}${query}`, configurator);
      expect(res.statusCode, rule.name).toBe(200);
    }
    const modal = await call("GET", "/api/v2/configfile/default/modalverb?languageCode=de", configurator);
    expect(modal.json()).toContainEqual({ verb: "muss", allowed: true });
    const noLanguage = await call("GET", "/api/v2/configfile/default/modalverb", configurator);
    expect(noLanguage.statusCode).toBe(400);
    expect(noLanguage.json().message).toContain("languageCode is required for modalverb");
  });

  it("answers 404 naming an unknown rule or configuration", async () => {
    const res = await call("GET", "/api/v2/configfile/default/nosuchrule", admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('there is no rule "nosuchrule"');
    expect((await call("GET", "/api/v2/configfile/missing/gibberish", admin)).statusCode).toBe(404);
  });

  it("rejects a value out of bounds naming the field and the bound, and stores nothing", async () => {
    const url = "/api/v2/configfile/default/gibberish";
    const before = (await call("GET", url, admin)).json();
    const res = await call("PUT", url, admin, { ...before, maximumTokens: 301 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ httpStatus: 400, errorCode: "BAD_REQUEST", message: "gibberish.maximumTokens must be <= 300" });
    expect((await call("GET", url, admin)).json()).toEqual(before);
    const extra = await call("PUT", url, admin, { ...before, colour: "red" });
    expect(extra.json().message).toBe("gibberish.colour is not an allowed field");
    const missing = await call("PUT", "/api/v2/configfile/default/intuition", admin, { enabled: true });
    expect(missing.json().message).toBe("intuition.threshold is required");
    const wrongType = await call("PUT", "/api/v2/configfile/default/modalverb?languageCode=en", admin, [{ verb: "shall", allowed: "yes" }]);
    expect(wrongType.json().message).toBe("modalverb[0].allowed must be a boolean");
  });

  it("uses a saved modal verb change in the next analysis with that configuration", async () => {
    await call("POST", "/api/v2/configfile/duplicate/default", admin, { configId: "modal", isDefault: false });
    const text = "The system should log every access.";
    const before = await analyse(text, "modal");
    expect(before.classifications.map((c) => c.classificationKey)).toContain("MODAL_VERB");
    const url = "/api/v2/configfile/modal/modalverb?languageCode=en";
    const verbs = (await call("GET", url, configurator)).json() as { verb: string; allowed: boolean }[];
    const changed = verbs.map((v) => (v.verb === "should" ? { ...v, allowed: true } : v));
    const saved = await call("PUT", url, configurator, changed);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(changed);
    const after = await analyse(text, "modal");
    expect(after.classifications.map((c) => c.classificationKey)).not.toContain("MODAL_VERB");
    // The German settings and the other configurations are untouched.
    expect((await call("GET", "/api/v2/configfile/modal/modalverb?languageCode=de", configurator)).json()).toContainEqual({
      verb: "sollte",
      allowed: false,
    });
    expect((await analyse(text, "default")).classifications.map((c) => c.classificationKey)).toContain("MODAL_VERB");
  });

  it("uses a saved weak word change at once", async () => {
    await call("POST", "/api/v2/configfile/duplicate/default", admin, { configId: "weak", isDefault: false });
    const text = "The system shall respond quickly.";
    const weak = (r: Awaited<ReturnType<typeof analyse>>) => r.classifications.find((c) => c.classificationKey === "WEAK_WORD");
    expect(weak(await analyse(text, "weak"))?.findings.map((f) => f.text)).toContain("quickly");
    const url = "/api/v2/configfile/weak/weakword?languageCode=en";
    const settings = (await call("GET", url, admin)).json() as { allowedWeakWords: string[] };
    expect((await call("PUT", url, admin, { ...settings, allowedWeakWords: ["quickly"] })).statusCode).toBe(200);
    expect(weak(await analyse(text, "weak"))?.findings.map((f) => f.text) ?? []).not.toContain("quickly");
  });

  it("reaches another process within about a second", async () => {
    await call("POST", "/api/v2/configfile/duplicate/default", admin, { configId: "shared", isDefault: false });
    const text = "The system should log every access.";
    expect((await analyse(text, "shared")).classifications.map((c) => c.classificationKey)).toContain("MODAL_VERB");
    // Another process changes the stored file directly.
    await app().db.query(
      `UPDATE configuration SET data = jsonb_set(data, '{modalverb,en}', '[{"verb":"should","allowed":true},{"verb":"shall","allowed":true}]'::jsonb), version = version + 1 WHERE config_id = 'shared'`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await analyse(text, "shared")).classifications.map((c) => c.classificationKey)).not.toContain("MODAL_VERB");
  });
});

describe("factory defaults", () => {
  it("are readable by everyone and changeable by administrators only", async () => {
    const url = "/api/v2/configurations/de/systemword";
    const read = await call("GET", url, "");
    expect(read.statusCode).toBe(200);
    expect(read.json()).toContain("System");
    expect((await call("PUT", url, "", ["Die Anlage"])).statusCode).toBe(401);
    expect((await call("PUT", url, configurator, ["Die Anlage"])).statusCode).toBe(403);
    const bad = await call("PUT", url, admin, [""]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^systemword\[0\] /);
    expect((await call("PUT", url, admin, ["Die Anlage"])).statusCode).toBe(200);
    expect((await call("GET", url, "")).json()).toEqual(["Die Anlage"]);
    // English is a language of its own; the rule's name is checked.
    expect((await call("GET", "/api/v2/configurations/en/systemword", "")).json()).not.toEqual(["Die Anlage"]);
    expect((await call("GET", "/api/v2/configurations/en/nosuchrule", "")).statusCode).toBe(404);
    // New configuration files start from the changed factory defaults.
    await call("POST", "/api/v2/configfile", admin, { configId: "fresh", isDefault: false });
    expect((await call("GET", "/api/v2/configfile/fresh/systemword?languageCode=de", admin)).json()).toEqual(["Die Anlage"]);
  });

  it("keeps one value for rules that are not language-aware", async () => {
    const body = { enabled: true, threshold: 0.3 };
    expect((await call("PUT", "/api/v2/configurations/de/intuition", admin, body)).statusCode).toBe(200);
    expect((await call("GET", "/api/v2/configurations/en/intuition", "")).json()).toEqual(body);
  });
});
