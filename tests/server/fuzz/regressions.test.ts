/**
 * Cases the fuzz suites found, kept as plain tests: each answered 500 before its fix.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathOfNul } from "../../../server/plugins/app/no-nul.js";
import { buildFuzzApp, deepJson, type FuzzApp } from "./harness.js";

let fuzz: FuzzApp;

beforeAll(async () => {
  fuzz = await buildFuzzApp();
});
afterAll(async () => {
  await fuzz?.app.close();
});

describe("the NUL character (PostgreSQL text cannot hold it)", () => {
  it.each([
    ["a path parameter", "GET", "/api/v2/comparison/%00/exists", undefined, "params.dbName"],
    ["a path parameter of an administrator's route", "DELETE", "/api/v2/users/a%00b", undefined, "params.userName"],
    ["a query parameter", "GET", "/api/v2/configfile/default/modalverb?languageCode=e%00n", undefined, "query.languageCode"],
    ["a body field", "POST", "/api/v2/apikey", { description: "key\u0000" }, "body.description"],
    [
      "a requirement's text",
      "POST",
      "/api/v2/comparison",
      { dbName: "db", content: [{ text: "The system shall\u0000 start.", externalId: "1" }] },
      "body.content[0].text",
    ],
    ["a field name", "PUT", "/api/v2/configfile/default/blacklist?languageCode=en", { "a\u0000": 1 }, "body (a field name)"],
  ])("in %s: 400 naming the field", async (_what, method, url, payload, field) => {
    const res = await fuzz.app.inject({ method: method as "GET", url, payload: payload as object | undefined, headers: { cookie: fuzz.admin } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      httpStatus: 400,
      errorCode: "BAD_REQUEST",
      message: `${field} contains the character U+0000, which is not allowed`,
    });
  });

  it("in the sign-in form: 400, and no sign-in failure is counted", async () => {
    const res = await fuzz.app.inject({
      method: "POST",
      url: "/reqlens_login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "userName=ad%00min&password=x",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^body\.userName contains the character U\+0000/);
  });

  it("in a text to analyse: analysed like any other character (nothing of it is stored)", async () => {
    const text = "The system shall\u0000 start.";
    const res = await fuzz.app.inject({ method: "POST", url: "/api/v2/requirements/analyse", payload: { content: [{ text }] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content[0].text).toBe(text);
  });

  it("in the configuration id of an analysis: no such configuration (404)", async () => {
    const res = await fuzz.app.inject({
      method: "POST",
      url: "/api/v2/requirements/analyse",
      payload: { config: { configId: "default\u0000" }, content: [{ text: "The system shall start." }] },
    });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ httpStatus: 404, errorCode: "NOT_FOUND" });
  });

  it("is searched without recursion, so nesting of any depth is fine", () => {
    const deep = JSON.parse(deepJson(100_000)) as unknown;
    expect(pathOfNul(deep, "body")).toBeNull();
    expect(pathOfNul({ a: [1, { b: ["x", "y\u0000"] }] }, "body")).toBe("body.a[1].b[1]");
  });
});
