/** The comparison service over HTTP: save, exists, poll, results, delete, edit; English and German. */
import { describe, expect, it } from "vitest";
import { comparisonDatabases, comparisonStatistics } from "../../../server/comparison/repository.js";
import { useApp } from "../helper.js";
import { loginAs } from "../helpers/auth.js";
import { changed, partners, results, save, waitFor, waitForAll } from "./helpers.js";

const app = useApp({ comparison: { similarityPeriodMs: 50, comparisonPeriodMs: 50 } });

const CASES = {
  en: {
    duplicate: ["The system shall encrypt all stored passwords.", "The system shall encrypt every stored password."],
    contradiction: ["The portal shall display search results within 2 s.", "The portal shall display search results within 5 s."],
    other: "The printer shall print a cover page for every job.",
  },
  de: {
    duplicate: ["Die Steuerung muss alle Fehlermeldungen protokollieren.", "Die Steuerung muss jede Fehlermeldung protokollieren."],
    contradiction: ["Das Portal muss täglich eine Sicherung erstellen.", "Das Portal muss wöchentlich eine Sicherung erstellen."],
    other: "Der Drucker muss für jeden Auftrag ein Deckblatt drucken.",
  },
} as const;

for (const language of ["en", "de"] as const) {
  describe(`comparison round trip (${language})`, () => {
    const db = `Demo_test_${language}`;
    const c = CASES[language];

    it("finds the duplicate and the contradicting pair, in both directions", async () => {
      const exists = await app().inject({ url: `/api/v2/comparison/${db}/exists` });
      expect(exists.json()).toBe(false);
      await save(app(), db, { externalId: "1", text: c.duplicate[0], language });
      await save(app(), db, { externalId: "2", text: c.duplicate[1], language });
      await save(app(), db, { externalId: "3", text: c.contradiction[0], language });
      await save(app(), db, { externalId: "4", text: c.contradiction[1], language });
      await save(app(), db, { externalId: "5", text: c.other }); // language detected
      expect((await app().inject({ url: `/api/v2/comparison/${db}/exists` })).json()).toBe(true);

      const ids = await waitForAll(app(), db, ["1", "2", "3", "4", "5"]);
      const r = await results(app(), db, ids);
      const dup = (id: string) => r.duplicateResults.find((d) => d.externalId === id);
      const con = (id: string) => r.contradictionResults.find((d) => d.externalId === id);

      expect(partners(dup("1"), (e) => e.externalId)).toEqual(["2"]);
      expect(partners(dup("2"), (e) => e.externalId)).toEqual(["1"]);
      const entry = dup("1")!.document[0];
      expect(entry.duplicateScore).toBeGreaterThanOrEqual(0.9);
      expect(entry.reason.length).toBeGreaterThan(0);

      expect(partners(con("3"), (e) => e.contradictingExternalId)).toEqual(["4"]);
      expect(partners(con("4"), (e) => e.contradictingExternalId)).toEqual(["3"]);
      expect(con("3")!.document[0].reason.length).toBeGreaterThan(0);
      expect(partners(con("1"), (e) => e.contradictingExternalId)).toEqual([]);
      expect(partners(dup("5"), (e) => e.externalId)).toEqual([]);
      expect(partners(con("5"), (e) => e.contradictingExternalId)).toEqual([]);

      expect(r.similarityResults["1"]["2"]).toBeGreaterThanOrEqual(0.9);
      expect(r.similarityResults["2"]["1"]).toBe(r.similarityResults["1"]["2"]);
      expect(Object.keys(r.similarityResults).sort()).toEqual(["1", "2", "3", "4", "5"]);
    });

    it("lists only what changed after a timestamp", async () => {
      const later = new Date(Date.now() + 60_000).toISOString();
      expect(await changed(app(), db, later)).toEqual([]);
    });

    it("deleting a requirement removes it from the others' results", async () => {
      const before = new Date(Date.now() - 1000).toISOString();
      const del = await app().inject({ method: "DELETE", url: `/api/v2/comparison/${db}/2` });
      expect(del.statusCode).toBe(204);
      expect((await app().inject({ method: "DELETE", url: `/api/v2/comparison/${db}/2` })).statusCode).toBe(404);
      const r = await results(app(), db, ["1", "2"]);
      expect(r.duplicateResults.map((d) => d.externalId)).toEqual(["1"]);
      expect(partners(r.duplicateResults[0], (e) => e.externalId)).toEqual([]);
      expect(r.similarityResults["1"]["2"]).toBeUndefined();
      expect(await changed(app(), db, before)).toContain("1");
    });

    it("an edited requirement loses its old references at once and gets new ones", async () => {
      // 4 contradicted 3; now it says the same as 3.
      await save(app(), db, { externalId: "4", text: c.contradiction[0], language });
      let r = await results(app(), db, ["3"]);
      expect(partners(r.contradictionResults[0], (e) => e.contradictingExternalId)).toEqual([]);
      await waitFor(async () => {
        r = await results(app(), db, ["3"]);
        return partners(r.duplicateResults[0], (e) => e.externalId).includes("4") || undefined;
      }, "the new duplicate");
      expect(partners(r.contradictionResults[0], (e) => e.contradictingExternalId)).toEqual([]);
      // Saving the same text again queues nothing.
      expect((await save(app(), db, { externalId: "4", text: c.contradiction[0], language })).queued).toBe(false);
    });
  });
}

describe("scopes and figures", () => {
  it("puts partners under document, project or db", async () => {
    const db = "Demo_scopes";
    const text = "The system shall encrypt all stored passwords.";
    await save(app(), db, { externalId: "a", text, projectId: "p1", documentId: "d1" });
    await save(app(), db, { externalId: "b", text, projectId: "p1", documentId: "d1" });
    await save(app(), db, { externalId: "c", text, projectId: "p1", documentId: "d2" });
    await save(app(), db, { externalId: "d", text, projectId: "p2", documentId: "d1" });
    await waitForAll(app(), db, ["a", "b", "c", "d"]);
    const r = await results(app(), db, ["a", "zzz"]);
    expect(r.duplicateResults).toHaveLength(1);
    const a = r.duplicateResults[0];
    expect(a.document.map((e) => e.externalId)).toEqual(["b"]);
    expect(a.project.map((e) => e.externalId)).toEqual(["c"]);
    expect(a.db.map((e) => e.externalId)).toEqual(["d"]);
    expect(a.document[0].duplicateScore).toBe(1);
  });

  it("counts requirements and measures the processing delays", async () => {
    const dbs = await comparisonDatabases(app().db);
    expect(dbs).toContainEqual({ dbName: "Demo_scopes", requirementCount: 4 });
    expect(dbs).toContainEqual({ dbName: "Demo_test_en", requirementCount: 4 });
    const stats = await comparisonStatistics(app().db, "Demo_scopes");
    for (const s of [stats!.similarityStatistics, stats!.comparisonStatistics]) {
      expect(s.minDiff).toBeGreaterThanOrEqual(0);
      expect(s.maxDiff).toBeGreaterThanOrEqual(s.avgDiff!);
      expect(s.avgDiff).toBeGreaterThanOrEqual(s.minDiff!);
    }
    expect(await comparisonStatistics(app().db, "no-such-db")).toBeNull();
  });

  it("feeds the database status and statistics screens", async () => {
    const cookie = await loginAs(app(), "ROLE_ADMINISTRATOR");
    const status = await app().inject({ url: "/api/v2/status/database", headers: { cookie } });
    expect(status.statusCode, status.body).toBe(200);
    const body = status.json();
    expect(body.similaritiesSchedulerTimerValue).toBe(50);
    expect(body.comparisonsSchedulerTimerValue).toBe(50);
    expect(body.databaseInstances).toContainEqual({ dbName: "Demo_scopes", requirementCount: 4 });
    const stats = await app().inject({ url: "/api/v2/status/database/Demo_scopes/statistics", headers: { cookie } });
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json().similarityStatistics.maxDiff).toBeGreaterThanOrEqual(0);
    expect(stats.json().comparisonStatistics.avgDiff).toBeGreaterThanOrEqual(0);
  });

  it("rejects bad input", async () => {
    const bad = [
      app().inject({ method: "POST", url: "/api/v2/comparison", payload: { dbName: "x", text: "The system shall work." } }),
      app().inject({ method: "POST", url: "/api/v2/comparison", payload: { externalId: "1", dbName: "x", text: "" } }),
      app().inject({
        method: "POST",
        url: "/api/v2/comparison",
        payload: { externalId: "1", dbName: "x", text: "The system shall work.", language: "fr" },
      }),
      app().inject({
        method: "POST",
        url: "/api/v2/comparison",
        payload: { externalId: "1", dbName: "x", text: "The system shall work.", extra: 1 },
      }),
      app().inject({ url: "/api/v2/comparison/x/yesterday/comparisons" }),
      app().inject({ method: "POST", url: "/api/v2/comparison/x/comparisons", payload: { ids: ["1"] } }),
    ];
    for (const res of await Promise.all(bad)) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errorCode).toBe("BAD_REQUEST");
    }
  });
});
