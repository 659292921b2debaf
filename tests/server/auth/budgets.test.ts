/**
 * Request budgets stay exact while a merge with the database is under way: the counts
 * on their way into the database still count in every decision.
 */
import { describe, expect, it } from "vitest";
import { RequestBudgets } from "../../../server/auth/budgets.js";
import type { Queryable } from "../../../server/db/database.js";
import { useApp } from "../helper.js";

/** The app's database, with every statement held until `release` is called. */
function heldDatabase(db: Queryable): { db: Queryable; release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    db: {
      query: async (sql, params) => {
        await gate;
        return db.query(sql, params);
      },
      exec: async (sql) => {
        await gate;
        return db.exec(sql);
      },
    },
    release: () => release(),
  };
}

describe("request budgets during a merge", () => {
  const app = useApp();

  it("refuses past the budget while the counts are being merged, and after", async () => {
    const held = heldDatabase(app().db);
    const budgets = new RequestBudgets(held.db, 3_600_000, app().log);
    // Mid-minute, so all counts fall in one window.
    const now = Date.now() - (Date.now() % 60_000) + 30_000;
    for (let i = 0; i < 3; i++) expect(budgets.take("anon:192.0.2.1", 3, now).ok).toBe(true);
    const merging = budgets.flush();
    expect(budgets.take("anon:192.0.2.1", 3, now).ok).toBe(false);
    expect(budgets.take("anon:192.0.2.2", 3, now).ok).toBe(true);
    held.release();
    await merging;
    expect(budgets.take("anon:192.0.2.1", 3, now).ok).toBe(false);
    await budgets.close();
  });

  it("keeps counting when the merge fails", async () => {
    const failing: Queryable = {
      query: () => Promise.reject(new Error("database out of reach")),
      exec: () => Promise.resolve(),
    };
    const budgets = new RequestBudgets(failing, 3_600_000, app().log);
    const now = Date.now() - (Date.now() % 60_000) + 30_000;
    for (let i = 0; i < 2; i++) expect(budgets.take("anon:192.0.2.3", 2, now).ok).toBe(true);
    await budgets.flush();
    expect(budgets.take("anon:192.0.2.3", 2, now).ok).toBe(false);
    await budgets.close();
  });
});
