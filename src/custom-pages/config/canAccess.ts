/**
 * Who may do what in the /config console (spec section 6). A pure function, tested
 * with tables: administrators manage everything; configurators edit configuration
 * files and their rules; anonymous visitors see the login form only.
 */
import { ROLES } from "../../providers/authProvider";

export type ConsoleAction = "list" | "show" | "create" | "edit" | "delete";
export type ConsoleResource = "license" | "apikey" | "status" | "password" | "users" | "configfile" | "rules";

const ADMIN_ONLY: readonly ConsoleResource[] = ["license", "apikey", "status", "password", "users"];
const CONFIGURATION: readonly ConsoleResource[] = ["configfile", "rules"];

export type Role = (typeof ROLES)[keyof typeof ROLES] | string;

export function canAccess(role: Role | readonly Role[] | null | undefined, params: { action: ConsoleAction; resource: ConsoleResource }): boolean {
  const roles: readonly Role[] = Array.isArray(role) ? role : role ? [role as Role] : [];
  const isAdmin = roles.includes(ROLES.administrator);
  const isConfigurator = roles.includes(ROLES.configurator);
  if (ADMIN_ONLY.includes(params.resource)) return isAdmin;
  if (CONFIGURATION.includes(params.resource)) return isAdmin || isConfigurator;
  return false;
}
