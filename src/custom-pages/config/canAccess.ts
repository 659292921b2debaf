/**
 * Who may do what in the /config console. A pure function, tested
 * with tables: administrators manage everything; configurators edit configuration
 * files and their rules and change their own password; anonymous visitors see the
 * login form only. The audit log is read-only, for administrators.
 */
import { ROLES } from "../../providers/authProvider";

export type ConsoleAction = "list" | "show" | "create" | "edit" | "delete" | "export";
export type ConsoleResource = "license" | "apikey" | "status" | "password" | "users" | "configfile" | "rules" | "audit";

const ADMIN_ONLY: readonly ConsoleResource[] = ["license", "apikey", "status", "users", "audit"];
const SIGNED_IN: readonly ConsoleResource[] = ["configfile", "rules", "password"];
const READ_ONLY: Partial<Record<ConsoleResource, readonly ConsoleAction[]>> = { audit: ["list", "show", "export"] };

export type Role = (typeof ROLES)[keyof typeof ROLES] | string;

export function canAccess(role: Role | readonly Role[] | null | undefined, params: { action: ConsoleAction; resource: ConsoleResource }): boolean {
  const roles: readonly Role[] = Array.isArray(role) ? role : role ? [role as Role] : [];
  const isAdmin = roles.includes(ROLES.administrator);
  const isConfigurator = roles.includes(ROLES.configurator);
  const allowedActions = READ_ONLY[params.resource];
  if (allowedActions && !allowedActions.includes(params.action)) return false;
  if (ADMIN_ONLY.includes(params.resource)) return isAdmin;
  if (SIGNED_IN.includes(params.resource)) return isAdmin || isConfigurator;
  return false;
}
