import { describe, expect, it } from "vitest";
import { useApp } from "../helper.js";

const app = useApp();

const ROUTES: [method: "GET" | "POST", url: string][] = [
  ["GET", "/api/v2/version"],
  ["GET", "/api/v2/demo"],
  ["GET", "/api/v2/features"],
  ["GET", "/api/v2/languages"],
  ["GET", "/api/v2/user"],
  ["GET", "/api/v2/license/status"],
  ["GET", "/api/v2/license/expiration"],
  ["GET", "/assets/config.json"],
  ["POST", "/api/v2/languages/analyse"],
  ["POST", "/api/v2/requirements/analyse"],
];

const ODD_BODIES: [contentType: string | undefined, payload: string][] = [
  ["application/json", ""],
  ["application/json", "null"],
  ["application/json", "42"],
  ["application/json", '"text"'],
  ["application/json", "[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]"],
  ["application/json", '{"__proto__": {"polluted": true}, "content": []}'],
  ["application/json", '{"constructor": {"prototype": {"x": 1}}, "content": []}'],
  ["application/json", '{"content": [{"text": "The system shall start.", "externalId": 1e309}]}'],
  ["application/json", '{"content": [null]}'],
  ["application/json", '{"content": [{"text": null}]}'],
  ["application/json", '{"config": null, "content": []}'],
  ["application/json", '{"config": {"configId": ""}, "content": [{"text": "x"}]}'],
  ["application/json", '{"config": {"configId": "' + "x".repeat(101) + '"}, "content": []}'],
  ["application/json; charset=latin1", '{"content": []}'],
  ["application/xml", "<content/>"],
  ["multipart/form-data; boundary=x", "--x--"],
  ["application/x-www-form-urlencoded", "content=x"],
  ["text/plain", "The system shall start."],
  [undefined, "The system shall start."],
];

describe("no 500 anywhere", () => {
  it("answers every odd body on every route with 2xx or 4xx in the error shape", async () => {
    for (const [method, url] of ROUTES) {
      for (const [contentType, payload] of ODD_BODIES) {
        const res = await app().inject({
          method,
          url,
          payload,
          headers: contentType ? { "content-type": contentType } : {},
        });
        const where = `${method} ${url} with ${contentType} ${payload.slice(0, 40)}`;
        expect(res.statusCode, where).toBeLessThan(500);
        if (res.statusCode >= 400) {
          const body = res.json();
          expect(body, where).toEqual({ httpStatus: res.statusCode, errorCode: expect.any(String), message: expect.any(String) });
          expect(body.message.length, where).toBeGreaterThan(0);
        }
      }
    }
  });

  it("names the prototype property it refuses", async () => {
    const res = await app().inject({
      method: "POST",
      url: "/api/v2/requirements/analyse",
      payload: '{"__proto__": {"polluted": true}, "content": []}',
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe("BAD_REQUEST");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("answers an unknown error with 500 UNKNOWN in the error shape, without details", async () => {
    const original = app().configurations.get;
    app().configurations.get = async () => {
      throw new Error("connection string postgres://user:secret@host/db refused");
    };
    try {
      const res = await app().inject({ method: "POST", url: "/api/v2/requirements/analyse", payload: { content: [{ text: "x" }] } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ httpStatus: 500, errorCode: "UNKNOWN", message: "an unexpected error occurred; it has been logged" });
      expect(res.body).not.toContain("secret");
    } finally {
      app().configurations.get = original;
    }
  });
});
