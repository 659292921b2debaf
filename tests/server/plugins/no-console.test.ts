import { describe, expect, it } from "vitest";
import { useApp } from "../helper.js";

// No dist/web: the app still starts and answers the API.
const app = useApp({ webRoot: "/nonexistent/reqlens/dist/web" });

describe("without a built web console", () => {
  it("starts and answers the API", async () => {
    expect((await app().inject({ url: "/api/v2/version" })).statusCode).toBe(200);
  });

  it("answers 404 in the error shape for a page", async () => {
    const res = await app().inject({ url: "/check", headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ httpStatus: 404, errorCode: "NOT_FOUND", message: "GET /check does not exist" });
  });
});
