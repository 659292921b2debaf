/**
 * The analysis guards (API key enforcement, licence) decide most requests from values
 * read within the last second. A change made through this process counts at once; one
 * made by another process (here: straight in the database) within a bounded wait.
 */
import { describe, expect, it } from "vitest";
import { ANALYSE, useApp } from "../../helper.js";
import { loginAs } from "../../helpers/auth.js";
import { expireLicense } from "../../helpers/license.js";
import { waitFor } from "../../comparison/helpers.js";

const analysis = { config: { language: "en" }, content: [{ text: "The system shall store every order." }] };

describe("analysis guards on the hot path", () => {
  const app = useApp();
  const analyse = () => app().inject({ method: "POST", url: ANALYSE, payload: analysis });
  const switchEnforcement = async (on: boolean, cookie: string) => {
    const res = await app().inject({
      method: "POST",
      url: "/api/v2/apikey/enable",
      headers: { cookie, "content-type": "application/json" },
      payload: JSON.stringify(on),
    });
    expect(res.statusCode).toBe(200);
  };

  it("refuses anonymous analyses at once when enforcement is switched on through this process", async () => {
    const cookie = await loginAs(app(), "ROLE_ADMINISTRATOR");
    // Answered analyses right before the switch: it is known to be off.
    for (let i = 0; i < 3; i++) expect((await analyse()).statusCode).toBe(200);
    await switchEnforcement(true, cookie);
    try {
      const refused = await analyse();
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ errorCode: "APIKEY_MISSING" });
    } finally {
      await switchEnforcement(false, cookie);
    }
    expect((await analyse()).statusCode).toBe(200);
  });

  it("follows enforcement switched by another process", async () => {
    expect((await analyse()).statusCode).toBe(200);
    await app().db.query("UPDATE api_key_setting SET enforced = true WHERE id = 1");
    try {
      const refused = await waitFor(
        async () => {
          const res = await analyse();
          return res.statusCode === 401 ? res : undefined;
        },
        "anonymous analyses refused",
        10_000,
      );
      expect(refused.json()).toMatchObject({ errorCode: "APIKEY_MISSING" });
    } finally {
      await app().db.query("UPDATE api_key_setting SET enforced = false WHERE id = 1");
    }
    await waitFor(async () => (await analyse()).statusCode === 200, "analyses answered again", 10_000);
  });

  it("follows a licence that another process lets expire", async () => {
    expect((await analyse()).statusCode).toBe(200);
    const [saved] = await app().db.query<{ raw: string }>("SELECT raw FROM license WHERE id = 1");
    // Another process installs an expired (signed) licence; this one's cache must follow.
    await expireLicense(app(), { forget: false });
    try {
      const refused = await waitFor(
        async () => {
          const res = await analyse();
          return res.statusCode === 403 ? res : undefined;
        },
        "analyses refused for the licence",
        10_000,
      );
      expect(refused.json()).toMatchObject({ errorCode: "LICENSE_ERROR" });
    } finally {
      await app().db.query("UPDATE license SET raw = $1 WHERE id = 1", [saved.raw]);
    }
    await waitFor(async () => (await analyse()).statusCode === 200, "analyses answered again", 10_000);
  });
});
