/** Who may do what in the console: a table per role. */
import { describe, expect, it } from "vitest";
import { canAccess, type ConsoleAction, type ConsoleResource } from "../../../src/custom-pages/config/canAccess";

const RESOURCES: ConsoleResource[] = ["license", "apikey", "status", "password", "users", "configfile", "rules"];
const ACTIONS: ConsoleAction[] = ["list", "show", "create", "edit", "delete"];

const EXPECTED: Record<string, Record<ConsoleResource, boolean>> = {
  ROLE_ADMINISTRATOR: { license: true, apikey: true, status: true, password: true, users: true, configfile: true, rules: true },
  ROLE_CONFIGURATOR: { license: false, apikey: false, status: false, password: false, users: false, configfile: true, rules: true },
  ROLE_ANONYMOUS: { license: false, apikey: false, status: false, password: false, users: false, configfile: false, rules: false },
  ROLE_UNKNOWN: { license: false, apikey: false, status: false, password: false, users: false, configfile: false, rules: false },
};

describe("canAccess", () => {
  for (const [role, table] of Object.entries(EXPECTED)) {
    for (const resource of RESOURCES) {
      it(`${role} ${table[resource] ? "may" : "may not"} use ${resource}`, () => {
        for (const action of ACTIONS) expect(canAccess(role, { action, resource }), `${role} ${action} ${resource}`).toBe(table[resource]);
      });
    }
  }

  it("takes a list of roles; any granting role is enough", () => {
    expect(canAccess(["ROLE_CONFIGURATOR", "ROLE_ADMINISTRATOR"], { action: "list", resource: "users" })).toBe(true);
    expect(canAccess(["ROLE_ANONYMOUS", "ROLE_CONFIGURATOR"], { action: "edit", resource: "rules" })).toBe(true);
    expect(canAccess([], { action: "list", resource: "configfile" })).toBe(false);
    expect(canAccess(null, { action: "list", resource: "configfile" })).toBe(false);
    expect(canAccess(undefined, { action: "show", resource: "license" })).toBe(false);
  });
});
