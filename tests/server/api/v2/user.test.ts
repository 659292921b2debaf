import { describe, expect, it } from "vitest";
import { useApp } from "../../helper.js";

const app = useApp();

describe("GET /api/v2/user", () => {
  it("answers the anonymous user when nobody is signed in", async () => {
    const res = await app().inject({ url: "/api/v2/user" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userName: "", roles: ["ROLE_ANONYMOUS"] });
  });
});
