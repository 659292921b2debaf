/** API answers are never stored by a cache: Cache-Control: no-store on every /api/v2 answer (errors too) and on sign-in. */
import { describe, expect, it } from "vitest";
import { ANALYSE, useApp } from "../../helper.js";
import { login, loginAs, TEST_PASSWORD } from "../../helpers/auth.js";

describe("Cache-Control on API answers", () => {
  const app = useApp();

  it("is no-store on reads, on the answer that shows a new key once, on errors and on sign-in", async () => {
    const admin = await loginAs(app(), "ROLE_ADMINISTRATOR");
    const answers = {
      "current user": await app().inject({ url: "/api/v2/user" }),
      "new API key": await app().inject({
        method: "POST",
        url: "/api/v2/apikey",
        headers: { cookie: admin },
        payload: { description: "shown once" },
      }),
      analysis: await app().inject({
        method: "POST",
        url: ANALYSE,
        payload: { config: { language: "en" }, content: [{ text: "The system shall start." }] },
      }),
      "a 400": await app().inject({ method: "POST", url: ANALYSE, payload: { content: "no list" } }),
      "a 401": await app().inject({ url: "/api/v2/users" }),
      "sign-in": await login(app(), "test-admin", TEST_PASSWORD),
    };
    expect(answers["new API key"].statusCode).toBe(201);
    for (const [what, response] of Object.entries(answers)) expect(response.headers["cache-control"], what).toBe("no-store");
  });
});
