import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { useApp } from "../../helper.js";

const app = useApp();

describe("GET /api/v2/version", () => {
  it("answers the version of package.json", async () => {
    const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
    const res = await app().inject({ url: "/api/v2/version" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version });
  });
});

describe("GET /api/v2/demo", () => {
  it("answers false when demo mode is off", async () => {
    const res = await app().inject({ url: "/api/v2/demo" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.body).toBe("false");
  });
});

describe("GET /api/v2/features", () => {
  it("lists suggestion and comparison", async () => {
    const res = await app().inject({ url: "/api/v2/features" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ features: ["suggestion", "comparison"] });
  });
});

describe("GET /api/v2/languages", () => {
  it("lists English and German", async () => {
    const res = await app().inject({ url: "/api/v2/languages" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ languages: ["en", "de"] });
  });
});
