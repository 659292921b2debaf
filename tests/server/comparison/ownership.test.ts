/**
 * Owners of comparison databases: the signed-in user, API key or anonymous token that
 * created one; for every other client it does not exist (404 for reads, writes and
 * deletions; exists answers false). Administrators' status screen lists and deletes all.
 * Results keyed by externalId keep an id like "__proto__".
 */
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { useApp } from "../helper.js";
import { loginAs } from "../helpers/auth.js";
import { FIRST_POLL, waitFor } from "./helpers.js";

const TOKEN_A = "token-of-browser-a-0001";
const TOKEN_B = "token-of-browser-b-0002";

type Headers = Record<string, string>;

function client(app: FastifyInstance, headers: Headers) {
  const db = (name: string) => `/api/v2/comparison/${encodeURIComponent(name)}`;
  return {
    save: (dbName: string, externalId: string, text: string) =>
      app.inject({
        method: "POST",
        url: "/api/v2/comparison",
        headers,
        payload: { dbName, externalId, text, projectId: "p", documentId: "d", label: null },
      }),
    exists: (dbName: string) => app.inject({ url: `${db(dbName)}/exists`, headers }),
    changed: (dbName: string) => app.inject({ url: `${db(dbName)}/${encodeURIComponent(FIRST_POLL)}/comparisons`, headers }),
    results: (dbName: string, ids: string[]) => app.inject({ method: "POST", url: `${db(dbName)}/comparisons`, headers, payload: ids }),
    remove: (dbName: string, externalId: string) => app.inject({ method: "DELETE", url: `${db(dbName)}/${encodeURIComponent(externalId)}`, headers }),
  };
}

describe("comparison database owners", () => {
  const app = useApp({ comparison: { workers: true, similarityPeriodMs: 50, comparisonPeriodMs: 50 } });

  async function owners() {
    const cookie = await loginAs(app(), "ROLE_CONFIGURATOR");
    const admin = await loginAs(app(), "ROLE_ADMINISTRATOR");
    const created = await app().inject({
      method: "POST",
      url: "/api/v2/apikey",
      headers: { cookie: admin },
      payload: { description: `owner key ${Math.random()}` },
    });
    const key = (created.json() as { uuid: string }).uuid;
    return {
      admin,
      clients: {
        "token A": client(app(), { "x-anonymous-token": TOKEN_A }),
        "token B": client(app(), { "x-anonymous-token": TOKEN_B }),
        "signed-in user": client(app(), { cookie }),
        "API key": client(app(), { "x-api-key": key }),
        "no identity (its address)": client(app(), {}),
      },
    };
  }

  it("answer 404 to every other client, for reading, writing and deleting", async () => {
    const { clients } = await owners();
    const names = Object.keys(clients) as Array<keyof typeof clients>;
    for (const ownerName of names) {
      const owner = clients[ownerName];
      const dbName = `Owned_${ownerName.replace(/\W/g, "_")}`;
      expect((await owner.save(dbName, "R1", "The archive shall keep every invoice for ten years.")).statusCode).toBe(200);
      expect((await owner.exists(dbName)).json()).toBe(true);
      expect((await owner.changed(dbName)).statusCode).toBe(200);
      for (const otherName of names.filter((n) => n !== ownerName)) {
        const other = clients[otherName];
        const what = `${otherName} on ${ownerName}'s database`;
        const write = await other.save(dbName, "R2", "The archive shall keep every receipt for ten years.");
        expect(write.statusCode, what).toBe(404);
        expect(write.json(), what).toEqual({ httpStatus: 404, errorCode: "NOT_FOUND", message: `there is no comparison database "${dbName}"` });
        expect((await other.save(dbName, "R1", "Replaced text of the archive requirement.")).statusCode, what).toBe(404);
        expect((await other.exists(dbName)).json(), what).toBe(false);
        expect((await other.changed(dbName)).statusCode, what).toBe(404);
        expect((await other.results(dbName, ["R1"])).statusCode, what).toBe(404);
        expect((await other.remove(dbName, "R1")).statusCode, what).toBe(404);
      }
      // Nothing of the others' attempts reached the database.
      const mine = await owner.results(dbName, ["R1", "R2"]);
      expect(Object.keys(mine.json().similarityResults)).toEqual(["R1"]);
      expect((await owner.remove(dbName, "R1")).statusCode).toBe(204);
    }
  });

  it("are listed and deleted by administrators on the status screen", async () => {
    const { admin, clients } = await owners();
    expect((await clients["token A"].save("Status_owned", "R1", "The archive shall keep every invoice for ten years.")).statusCode).toBe(200);
    const listed = await app().inject({ url: "/api/v2/status/database", headers: { cookie: admin } });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.body).toContain("Status_owned");
    const deleted = await app().inject({ method: "DELETE", url: "/api/v2/status/database/Status_owned", headers: { cookie: admin } });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await clients["token A"].exists("Status_owned")).json()).toBe(false);
  });

  it("refuses a malformed anonymous token with 400 naming the header", async () => {
    const bad = client(app(), { "x-anonymous-token": "short" });
    const res = await bad.save("Any_db", "R1", "The archive shall keep every invoice for ten years.");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/x-anonymous-token/);
  });

  it("keeps an externalId of __proto__ in the keyed results", async () => {
    const a = client(app(), { "x-anonymous-token": TOKEN_A });
    expect((await a.save("Proto_db", "__proto__", "The archive shall keep every invoice for ten years.")).statusCode).toBe(200);
    expect((await a.save("Proto_db", "constructor", "The archive shall keep every invoice for 10 years.")).statusCode).toBe(200);
    await waitFor(async () => {
      const listed = (await a.changed("Proto_db")).json() as string[];
      return listed.length === 2 || undefined;
    }, "both requirements compared");
    const res = await a.results("Proto_db", ["__proto__", "constructor"]);
    expect(res.statusCode, res.body).toBe(200);
    const similarity = JSON.parse(res.body).similarityResults as Record<string, Record<string, number>>;
    expect(Object.keys(similarity).sort()).toEqual(["__proto__", "constructor"]);
    expect(Object.keys(similarity.constructor)).toEqual(["__proto__"]);
    expect(Object.getOwnPropertyNames(similarity.__proto__)).toEqual(["constructor"]);
  });
});
