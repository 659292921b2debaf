import { describe, expect, it } from "vitest";
import { optionsFromEnv } from "../../../server/options.js";
import { useApp } from "../helper.js";

const app = useApp();

describe("GET /assets/config.json", () => {
  it("shows configuration and has no home URL by default", async () => {
    const res = await app().inject({ url: "/assets/config.json" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.json()).toEqual({ isShowConfig: true, homeUrl: null, supportEmail: null, homeText: null, maxTextLength: 5000 });
  });
});

describe("settings from the environment", () => {
  it("reads REQLENS_SHOW_CONFIG, REQLENS_HOME_URL and REQLENS_DEMO", () => {
    expect(optionsFromEnv({}).showConfig).toBe(true);
    expect(optionsFromEnv({}).demo).toBe(false);
    expect(optionsFromEnv({}).homeUrl).toBeNull();
    const set = optionsFromEnv({ REQLENS_SHOW_CONFIG: "false", REQLENS_HOME_URL: "https://x.test/", REQLENS_DEMO: "true" });
    expect(set).toMatchObject({ showConfig: false, homeUrl: "https://x.test/", demo: true });
  });

  it("reads REQLENS_SUPPORT_EMAIL and REQLENS_HOME_TEXT; blank is unset", () => {
    expect(optionsFromEnv({})).toMatchObject({ supportEmail: null, homeText: null });
    expect(optionsFromEnv({ REQLENS_SUPPORT_EMAIL: " ", REQLENS_HOME_TEXT: "" })).toMatchObject({ supportEmail: null, homeText: null });
    expect(optionsFromEnv({ REQLENS_SUPPORT_EMAIL: "help@x.test", REQLENS_HOME_TEXT: "A demo." })).toMatchObject({
      supportEmail: "help@x.test",
      homeText: "A demo.",
    });
  });

  it("stores PGlite under REQLENS_DATA_DIR and switches to PostgreSQL with DATABASE_URL", () => {
    expect(optionsFromEnv({ REQLENS_DATA_DIR: "/tmp/reqlens-x" }).pgliteDir).toBe("/tmp/reqlens-x/db");
    expect(optionsFromEnv({ DATABASE_URL: "postgres://u@h/db" }).databaseUrl).toBe("postgres://u@h/db");
    expect(optionsFromEnv({ DATABASE_URL: "" }).databaseUrl).toBeUndefined();
  });
});
