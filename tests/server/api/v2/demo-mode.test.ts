import { describe, expect, it } from "vitest";
import { useApp } from "../../helper.js";

// A demo installation: demo mode on, configuration hidden, a home link.
const app = useApp({
  demo: true,
  showConfig: false,
  homeUrl: "https://example.com/reqlens",
  supportEmail: "help@example.com",
  homeText: "Try Reqlens here.",
});

describe("demo installation", () => {
  it("GET /api/v2/demo answers true", async () => {
    const res = await app().inject({ url: "/api/v2/demo" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("true");
  });

  it("GET /assets/config.json hides configuration and names the home URL", async () => {
    const res = await app().inject({ url: "/assets/config.json" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isShowConfig: false,
      homeUrl: "https://example.com/reqlens",
      supportEmail: "help@example.com",
      homeText: "Try Reqlens here.",
      maxTextLength: 5000,
    });
  });
});
