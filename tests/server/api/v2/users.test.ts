import { describe, expect, it } from "vitest";
import { useApp } from "../../helper.js";
import { login, loginAs } from "../../helpers/auth.js";

const app = useApp();
const STRONG = "Strong-Password-7";

describe("/api/v2/users", () => {
  it("needs a signed-in administrator", async () => {
    const configurator = await loginAs(app(), "ROLE_CONFIGURATOR");
    const requests = [
      { method: "GET" as const, url: "/api/v2/users" },
      { method: "POST" as const, url: "/api/v2/users", payload: { userName: "x1", password: STRONG, role: "ROLE_CONFIGURATOR" } },
      { method: "PUT" as const, url: "/api/v2/users/test-configurator/password", payload: { password: STRONG } },
      { method: "PUT" as const, url: "/api/v2/users/test-configurator/role", payload: { role: "ROLE_ADMINISTRATOR" } },
      { method: "DELETE" as const, url: "/api/v2/users/test-configurator" },
    ];
    for (const request of requests) {
      const anonymous = await app().inject(request);
      expect(anonymous.statusCode, request.url).toBe(401);
      expect(anonymous.json().errorCode).toBe("UNAUTHORIZED");
      const forbidden = await app().inject({ ...request, headers: { cookie: configurator } });
      expect(forbidden.statusCode, request.url).toBe(403);
      expect(forbidden.json().errorCode).toBe("FORBIDDEN");
    }
  });

  it("lists, creates, resets, changes the role and deletes, never showing a hash", async () => {
    const admin = await loginAs(app(), "ROLE_ADMINISTRATOR");
    const headers = { cookie: admin };
    const created = await app().inject({
      method: "POST",
      url: "/api/v2/users",
      headers,
      payload: { userName: "carol", password: STRONG, role: "ROLE_CONFIGURATOR" },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ userName: "carol", role: "ROLE_CONFIGURATOR", roles: ["ROLE_CONFIGURATOR"] });
    const again = await app().inject({
      method: "POST",
      url: "/api/v2/users",
      headers,
      payload: { userName: "carol", password: STRONG, role: "ROLE_CONFIGURATOR" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe("CONFLICT");

    const weak = await app().inject({
      method: "POST",
      url: "/api/v2/users",
      headers,
      payload: { userName: "dave", password: "short", role: "ROLE_CONFIGURATOR" },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/12 characters/);
    const badName = await app().inject({
      method: "POST",
      url: "/api/v2/users",
      headers,
      payload: { userName: "a b", password: STRONG, role: "ROLE_CONFIGURATOR" },
    });
    expect(badName.statusCode).toBe(400);
    const badRole = await app().inject({
      method: "POST",
      url: "/api/v2/users",
      headers,
      payload: { userName: "dave", password: STRONG, role: "ROLE_ANONYMOUS" },
    });
    expect(badRole.statusCode).toBe(400);

    const carolSession = (await login(app(), "carol", STRONG)).cookies.find((c) => c.name === "reqlens_session")!;
    const list = await app().inject({ url: "/api/v2/users", headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((u: { userName: string }) => u.userName)).toEqual(expect.arrayContaining(["admin", "carol", "test-admin"]));

    const reset = await app().inject({ method: "PUT", url: "/api/v2/users/carol/password", headers, payload: { password: "Another-Pass-8" } });
    expect(reset.statusCode).toBe(200);
    // Her sessions ended; the new password works, the old does not.
    const old = await app().inject({ url: "/api/v2/user", headers: { cookie: `reqlens_session=${carolSession.value}` } });
    expect(old.json().userName).toBe("");
    expect((await login(app(), "carol", STRONG)).statusCode).toBe(401);
    expect((await login(app(), "carol", "Another-Pass-8")).statusCode).toBe(200);

    const promoted = await app().inject({ method: "PUT", url: "/api/v2/users/carol/role", headers, payload: { role: "ROLE_ADMINISTRATOR" } });
    expect(promoted.json().roles).toEqual(["ROLE_ADMINISTRATOR"]);
    const missing = await app().inject({ method: "PUT", url: "/api/v2/users/nobody/role", headers, payload: { role: "ROLE_ADMINISTRATOR" } });
    expect(missing.statusCode).toBe(404);

    const deleted = await app().inject({ method: "DELETE", url: "/api/v2/users/carol", headers });
    expect(deleted.statusCode).toBe(204);
    expect((await app().inject({ method: "DELETE", url: "/api/v2/users/carol", headers })).statusCode).toBe(404);

    const hashes = await app().db.query<{ password_hash: string }>("SELECT password_hash FROM app_user");
    for (const body of [created.body, list.body, reset.body, promoted.body]) {
      expect(body).not.toMatch(/scrypt|password_hash|passwordHash/);
      for (const { password_hash } of hashes) expect(body).not.toContain(password_hash.split("$")[5]);
    }
  });

  it("keeps the last administrator (409)", async () => {
    const admin = await loginAs(app(), "ROLE_ADMINISTRATOR");
    const headers = { cookie: admin };
    // Two administrators: admin and test-admin. Remove admin, then test-admin is the last.
    expect((await app().inject({ method: "DELETE", url: "/api/v2/users/admin", headers })).statusCode).toBe(204);
    const demote = await app().inject({ method: "PUT", url: "/api/v2/users/test-admin/role", headers, payload: { role: "ROLE_CONFIGURATOR" } });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ errorCode: "CONFLICT" });
    expect(demote.json().message).toMatch(/last administrator/);
    const remove = await app().inject({ method: "DELETE", url: "/api/v2/users/test-admin", headers });
    expect(remove.statusCode).toBe(409);
    expect((await app().inject({ url: "/api/v2/user", headers })).json().roles).toEqual(["ROLE_ADMINISTRATOR"]);
  });
});

describe("PUT /api/v2/user/password", () => {
  const change = (cookie: string, body: Record<string, string>) =>
    app().inject({ method: "PUT", url: "/api/v2/user/password", headers: { cookie }, payload: body });

  it("needs a signed-in user", async () => {
    const response = await app().inject({
      method: "PUT",
      url: "/api/v2/user/password",
      payload: { userName: "x", oldPassword: "a", newPassword: "b", confirmPassword: "b" },
    });
    expect(response.statusCode).toBe(401);
  });

  it("enforces the password policy, naming the broken rule", async () => {
    const cookie = await loginAs(app(), "ROLE_CONFIGURATOR", "erin");
    const cases: Array<[string, RegExp]> = [
      ["Short-1", /at least 12 characters/],
      ["NOLOWERCASE-123", /lowercase/],
      ["nouppercase-123", /uppercase/],
      ["No-Digits-Here!", /digit/],
      ["NoSpecials12345", /one of ! @ # \$ % \^ & \+ = \? - _/],
    ];
    for (const [newPassword, message] of cases) {
      const response = await change(cookie, { userName: "erin", oldPassword: "Test-Password-42", newPassword, confirmPassword: newPassword });
      expect(response.statusCode, newPassword).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const mismatch = await change(cookie, {
      userName: "erin",
      oldPassword: "Test-Password-42",
      newPassword: "Good-Password-9",
      confirmPassword: "Good-Password-8",
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toMatch(/do not match/);
    const wrongOld = await change(cookie, {
      userName: "erin",
      oldPassword: "wrong",
      newPassword: "Good-Password-9",
      confirmPassword: "Good-Password-9",
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().message).toBe("invalid credentials");
    const other = await change(cookie, {
      userName: "test-admin",
      oldPassword: "Test-Password-42",
      newPassword: "Good-Password-9",
      confirmPassword: "Good-Password-9",
    });
    expect(other.statusCode).toBe(403);
  });

  it("changes the password and renews the session", async () => {
    const cookie = await loginAs(app(), "ROLE_CONFIGURATOR", "frank");
    const response = await change(cookie, {
      userName: "frank",
      oldPassword: "Test-Password-42",
      newPassword: "Good-Password-9",
      confirmPassword: "Good-Password-9",
    });
    expect(response.statusCode).toBe(204);
    const renewed = response.cookies.find((c) => c.name === "reqlens_session")!;
    expect((await app().inject({ url: "/api/v2/user", headers: { cookie } })).json().userName).toBe("");
    expect((await app().inject({ url: "/api/v2/user", headers: { cookie: `reqlens_session=${renewed.value}` } })).json().userName).toBe("frank");
    expect((await login(app(), "frank", "Good-Password-9")).statusCode).toBe(200);
  });
});
