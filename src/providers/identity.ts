/**
 * Who is signed in, for the navbar: one small store outside react-admin, so that the
 * public pages know the user without loading the console. authProvider.getIdentity
 * publishes every answer here, so the console's sign-in and sign-out reach the navbar.
 */
import { useEffect, useSyncExternalStore } from "react";
import { api } from "./api";

export interface Identity {
  userName: string;
  roles: string[];
}

const ANONYMOUS: Identity = { userName: "", roles: [] };

let current: Identity | null = null;
const listeners = new Set<() => void>();

/** Whether two identities are the same user with the same roles. */
export function sameIdentity(a: Identity, b: Identity): boolean {
  return a.userName === b.userName && a.roles.join(",") === b.roles.join(",");
}

/** The identity last published, or null before the first answer. */
export function currentIdentity(): Identity | null {
  return current;
}

export function publishIdentity(next: Identity): void {
  if (current && sameIdentity(current, next)) return;
  current = next;
  for (const listener of listeners) listener();
}

export function subscribeIdentity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the server (GET /api/v2/user); anonymous when that fails. */
export async function refreshIdentity(): Promise<Identity> {
  const next = await api
    .user()
    .then((user): Identity => ({ userName: user.userName ?? "", roles: user.roles ?? [] }))
    .catch(() => ANONYMOUS);
  publishIdentity(next);
  return next;
}

/** The current user; asks the server when the component mounts (the navbar: once per page load). */
export function useIdentity(): Identity | null {
  const identity = useSyncExternalStore(subscribeIdentity, () => current);
  useEffect(() => {
    void refreshIdentity();
  }, []);
  return identity;
}
