/**
 * Who reaches a document (its uploader: an anonymous token, an API key or a user; and
 * administrators), and the job's lifecycle driven step by step (the app's own job is off):
 * cancel, recheck with another configuration, delete, and the API key guard.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createKey } from "../../../server/auth/api-keys.js";
import { documentServiceOf } from "../../../server/documents/plugin.js";
import type { DocumentStatus, DocumentUploadResponse } from "../../../schemas/generated/types.js";
import { useApp } from "../helper.js";
import { loginAs } from "../helpers/auth.js";
import { csv, documentStatus, DOCUMENTS, rowsOf, tokenHeaders, upload, uploadRaw } from "./helpers.js";

const ROWS = [
  ["VLV-1", "The inlet valve shall close within 3 seconds after a power loss."],
  ["VLV-2", "The inlet valve should probably be reliable."],
  ["VLV-3", "The outlet valve shall open when the pressure exceeds 6 bar."],
] as const;
const FILE = { name: "valves.csv", bytes: csv(ROWS) };

describe("document ownership and lifecycle", () => {
  const app = useApp({ comparison: { workers: false } });
  const who: Record<"anonymous" | "otherToken" | "key" | "otherKey" | "user" | "otherUser" | "admin" | "nobody", Record<string, string>> = {
    anonymous: {},
    otherToken: { "x-document-token": "t".repeat(43) },
    key: {},
    otherKey: {},
    user: {},
    otherUser: {},
    admin: {},
    nobody: {},
  };
  let byToken: DocumentUploadResponse;

  const jobs = () => documentServiceOf(app().db)!;
  const statusOf = (id: string, headers: Record<string, string>) => app().inject({ url: `${DOCUMENTS}/${id}`, headers });

  beforeAll(async () => {
    who.key = { "x-api-key": (await createKey(app().db, "documents key", null, null))!.uuid };
    who.otherKey = { "x-api-key": (await createKey(app().db, "other key", null, null))!.uuid };
    who.user = { cookie: await loginAs(app(), "ROLE_CONFIGURATOR", "doc-owner") };
    who.otherUser = { cookie: await loginAs(app(), "ROLE_CONFIGURATOR", "doc-stranger") };
    who.admin = { cookie: await loginAs(app(), "ROLE_ADMINISTRATOR") };
    byToken = await upload(app(), FILE);
    who.anonymous = tokenHeaders(byToken);
  });

  it("lets only the anonymous uploader's token and administrators reach its document", async () => {
    for (const [name, headers] of Object.entries(who)) {
      const res = await statusOf(byToken.documentId, headers);
      const allowed = name === "anonymous" || name === "admin";
      expect(res.statusCode, name).toBe(allowed ? 200 : 404);
      const requirements = await app().inject({ url: `${DOCUMENTS}/${byToken.documentId}/requirements`, headers });
      expect(requirements.statusCode, name).toBe(allowed ? 200 : 404);
    }
    const missing = await statusOf(byToken.documentId, {});
    expect(missing.json()).toEqual({ httpStatus: 404, errorCode: "NOT_FOUND", message: `there is no document ${byToken.documentId}` });
    // The token itself is not stored, only its hash.
    const [row] = await app().db.query<{ owner_kind: string; owner_id: string }>("SELECT owner_kind, owner_id FROM document WHERE id = $1", [
      byToken.documentId,
    ]);
    expect(row.owner_kind).toBe("token");
    expect(row.owner_id).toMatch(/^[0-9a-f]{64}$/);
    expect(row.owner_id).not.toContain(byToken.token);
  });

  it("gives API key and user uploads to the key and the user, with no token", async () => {
    for (const owner of ["key", "user"] as const) {
      const answer = await upload(app(), FILE, {}, who[owner]);
      expect(answer.token, owner).toBeNull();
      for (const [name, headers] of Object.entries(who)) {
        const allowed = name === owner || name === "admin";
        expect((await statusOf(answer.documentId, headers)).statusCode, `${owner}'s document, asked by ${name}`).toBe(allowed ? 200 : 404);
      }
      const listed = (await app().inject({ url: DOCUMENTS, headers: who[owner] })).json() as DocumentStatus[];
      expect(listed.map((d) => d.documentId)).toEqual([answer.documentId]);
    }
  });

  it("keeps one token for several anonymous uploads and lists them newest first", async () => {
    const second = await upload(app(), { name: "second.csv", bytes: csv(ROWS.slice(0, 1)) }, {}, who.anonymous);
    expect(second.token).toBe(byToken.token);
    const listed = (await app().inject({ url: DOCUMENTS, headers: who.anonymous })).json() as DocumentStatus[];
    expect(listed.map((d) => d.name)).toEqual(["second.csv", "valves.csv"]);
    expect((await app().inject({ url: DOCUMENTS, headers: who.otherToken })).json()).toEqual([]);
    expect((await app().inject({ url: DOCUMENTS })).json()).toEqual([]);
  });

  it("cancels a job under way and keeps the results so far", async () => {
    const answer = await upload(app(), FILE, {}, who.user);
    const queued = await documentStatus(app(), answer.documentId, who.user);
    expect(queued).toMatchObject({
      status: "queued",
      progress: { done: 0, total: 2 * ROWS.length, phase: "analyse" },
      summary: { requirements: 0, averageRating: 0, contradictions: 0, duplicates: 0, findings: {} },
    });
    const early = await app().inject({ url: `${DOCUMENTS}/${answer.documentId}/export?format=csv`, headers: who.user });
    expect(early.statusCode).toBe(409);
    // Work through the queue until this document is analysed (one chunk), leaving its comparison.
    while ((await documentStatus(app(), answer.documentId, who.user)).progress.phase === "analyse") await jobs().step();
    const stranger = await app().inject({ method: "POST", url: `${DOCUMENTS}/${answer.documentId}/cancel`, headers: who.otherUser });
    expect(stranger.statusCode).toBe(404);
    const cancel = await app().inject({ method: "POST", url: `${DOCUMENTS}/${answer.documentId}/cancel`, headers: who.user });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({
      status: "cancelled",
      progress: { done: ROWS.length, phase: "compare" },
      summary: { requirements: ROWS.length },
    });
    await jobs().drain();
    const after = await documentStatus(app(), answer.documentId, who.user);
    expect(after.status).toBe("cancelled");
    expect(after.progress.done).toBe(ROWS.length);
    const exported = await app().inject({ url: `${DOCUMENTS}/${answer.documentId}/export?format=json`, headers: who.user });
    expect(exported.statusCode).toBe(200);
  });

  it("checks a document again with another configuration, as a new document of the same owner", async () => {
    const created = await app().inject({
      method: "POST",
      url: "/api/v2/configfile",
      headers: who.admin,
      payload: { configId: "strict_docs", isDefault: false },
    });
    expect(created.statusCode, created.body).toBe(201);
    await jobs().drain();
    const recheck = (body: object, headers: Record<string, string>) =>
      app().inject({ method: "POST", url: `${DOCUMENTS}/${byToken.documentId}/recheck`, headers, payload: body });
    expect((await recheck({ configId: "strict_docs" }, who.otherToken)).statusCode).toBe(404);
    const unknown = await recheck({ configId: "no_such_config" }, who.anonymous);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain("no_such_config");
    const res = await recheck({ configId: "strict_docs", compare: false }, who.anonymous);
    expect(res.statusCode, res.body).toBe(202);
    const answer = res.json() as DocumentUploadResponse;
    expect(answer.documentId).not.toBe(byToken.documentId);
    expect(answer.token).toBe(byToken.token);
    await jobs().drain();
    const done = await documentStatus(app(), answer.documentId, who.anonymous);
    expect(done).toMatchObject({
      status: "done",
      configId: "strict_docs",
      compare: false,
      name: "valves.csv",
      progress: { done: ROWS.length, total: ROWS.length },
    });
  });

  it("deletes a document for its owner only", async () => {
    const answer = await upload(app(), FILE, {}, who.key);
    await jobs().drain();
    expect((await app().inject({ method: "DELETE", url: `${DOCUMENTS}/${answer.documentId}`, headers: who.otherKey })).statusCode).toBe(404);
    expect((await app().inject({ method: "DELETE", url: `${DOCUMENTS}/${answer.documentId}`, headers: who.key })).statusCode).toBe(204);
    expect((await statusOf(answer.documentId, who.key)).statusCode).toBe(404);
    expect(await rowsOf(app(), answer.documentId)).toEqual({ requirements: 0, results: 0, pairs: 0 });
  });

  it("needs an API key for uploads and reads while keys are enforced", async () => {
    await app().apiKeys.setEnforced(true);
    try {
      const refused = await uploadRaw(app(), FILE);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().errorCode).toBe("APIKEY_MISSING");
      expect((await statusOf(byToken.documentId, who.anonymous)).statusCode).toBe(401);
      expect((await uploadRaw(app(), FILE, {}, who.key)).statusCode).toBe(202);
    } finally {
      await app().apiKeys.setEnforced(false);
    }
  });
});
