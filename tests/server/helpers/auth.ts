/**
 * Signing in within tests: loginAs(app, role) creates a user with that role (once per
 * database) and returns the Cookie header of a fresh session.
 */
import type { FastifyInstance } from "fastify";
import { createUser, type UserRole } from "../../../server/auth/users.js";
import { SESSION_COOKIE, type Role } from "../../../server/plugins/app/auth.js";

/** The password of every user loginAs creates. */
export const TEST_PASSWORD = "Test-Password-42";

export const testUserName = (role: UserRole) => (role === "ROLE_ADMINISTRATOR" ? "test-admin" : "test-configurator");

/** The session cookie of a response, as a Cookie request header ("" when none was set). */
export function sessionCookieOf(response: { cookies: Array<{ name: string; value: string }> }): string {
  const found = response.cookies.find((c) => c.name === SESSION_COOKIE && c.value !== "");
  return found ? `${SESSION_COOKIE}=${found.value}` : "";
}

/** Signs in with the given form fields; returns the response. */
export function login(app: FastifyInstance, userName: string, password: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: "POST",
    url: "/reqlens_login",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: new URLSearchParams({ userName, password }).toString(),
  });
}

/** The Cookie header of a new session of a user with this role; "" for ROLE_ANONYMOUS. */
export async function loginAs(app: FastifyInstance, role: Role, userName?: string): Promise<string> {
  if (role === "ROLE_ANONYMOUS") return "";
  const name = userName ?? testUserName(role);
  await createUser(app.db, name, TEST_PASSWORD, role);
  const response = await login(app, name, TEST_PASSWORD);
  if (response.statusCode !== 200) throw new Error(`sign-in as ${name} failed: ${response.statusCode} ${response.body}`);
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error(`sign-in as ${name} set no session cookie`);
  return cookie;
}
