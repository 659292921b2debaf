/** Who may do what in the console: a table per role, resource and action. */
import { describe, expect, it } from "vitest";
import { canAccess, type ConsoleAction, type ConsoleResource } from "../../../src/custom-pages/config/canAccess";

const RESOURCES: ConsoleResource[] = ["license", "apikey", "status", "password", "users", "configfile", "rules", "audit"];
const ACTIONS: ConsoleAction[] = ["list", "show", "create", "edit", "delete", "export"];

const EXPECTED: Record<string, Record<ConsoleResource, boolean>> = {
  ROLE_ADMINISTRATOR: { license: true, apikey: true, status: true, password: true, users: true, configfile: true, rules: true, audit: true },
  ROLE_CONFIGURATOR: { license: false, apikey: false, status: false, password: true, users: false, configfile: true, rules: true, audit: false },
  ROLE_ANONYMOUS: { license: false, apikey: false, status: false, password: false, users: false, configfile: false, rules: false, audit: false },
  ROLE_UNKNOWN: { license: false, apikey: false, status: false, password: false, users: false, configfile: false, rules: false, audit: false },
};

/** Resources that cannot be changed by anyone, with the actions they have. */
const READ_ONLY: Partial<Record<ConsoleResource, ConsoleAction[]>> = { audit: ["list", "show", "export"] };

describe("canAccess", () => {
  for (const [role, table] of Object.entries(EXPECTED)) {
    for (const resource of RESOURCES) {
      for (const action of ACTIONS) {
        const expected = table[resource] && (READ_ONLY[resource]?.includes(action) ?? true);
        it(`${role} ${expected ? "may" : "may not"} ${action} ${resource}`, () => {
          expect(canAccess(role, { action, resource })).toBe(expected);
        });
      }
    }
  }

  it("keeps the audit log read-only even for administrators", () => {
    for (const action of ["create", "edit", "delete"] as const) expect(canAccess("ROLE_ADMINISTRATOR", { action, resource: "audit" })).toBe(false);
  });

  it("takes a list of roles; any granting role is enough", () => {
    expect(canAccess(["ROLE_CONFIGURATOR", "ROLE_ADMINISTRATOR"], { action: "list", resource: "users" })).toBe(true);
    expect(canAccess(["ROLE_ANONYMOUS", "ROLE_CONFIGURATOR"], { action: "edit", resource: "rules" })).toBe(true);
    expect(canAccess([], { action: "list", resource: "configfile" })).toBe(false);
    expect(canAccess(null, { action: "list", resource: "configfile" })).toBe(false);
    expect(canAccess(undefined, { action: "show", resource: "license" })).toBe(false);
  });
});
