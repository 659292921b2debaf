/**
 * Session-cookie auth against the server: POST /reqlens_login (form data), GET /logout,
 * GET /api/v2/user. The public pages need no login, so checkAuth never redirects;
 * the /config shell shows its own login form.
 */
import type { AuthProvider, UserIdentity } from "ra-core";
import { api, type UserInfo } from "./api";
import { request } from "./httpClient";
import { publishIdentity } from "./identity";

export const ROLES = {
  administrator: "ROLE_ADMINISTRATOR",
  configurator: "ROLE_CONFIGURATOR",
  anonymous: "ROLE_ANONYMOUS",
} as const;

/** Logged in means administrator or configurator. */
export function isLoggedIn(roles: readonly string[] | undefined): boolean {
  return !!roles && (roles.includes(ROLES.administrator) || roles.includes(ROLES.configurator));
}

export interface ReqlensIdentity extends UserIdentity {
  roles: string[];
}

function toIdentity(user: UserInfo): ReqlensIdentity {
  return { id: user.userName || "anonymous", fullName: user.userName, roles: user.roles ?? [] };
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const form = new URLSearchParams({ userName: username, password });
    await request<UserInfo>("/reqlens_login", { method: "POST", body: form });
  },
  async logout() {
    try {
      await request<unknown>("/logout");
    } catch {
      // The session is gone either way.
    }
    return false;
  },
  async checkAuth() {
    // Public pages work anonymously.
  },
  // A 401 is not turned into a logout: the call fails as it is, so that a form keeps its
  // edit and says that the session has ended (react-admin would otherwise answer the
  // failed call with an empty record and drop the edit), and a list says so in a notification.
  async checkError() {},
  async getIdentity() {
    let identity: ReqlensIdentity;
    try {
      identity = toIdentity(await api.user());
    } catch {
      identity = { id: "anonymous", fullName: "", roles: [] };
    }
    publishIdentity({ userName: identity.fullName ?? "", roles: identity.roles });
    return identity;
  },
  async getPermissions() {
    try {
      return (await api.user()).roles ?? [];
    } catch {
      return [];
    }
  },
};
