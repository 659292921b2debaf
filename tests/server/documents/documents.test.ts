/**
 * Documents end to end in one app: upload, progress to done, the requirements table with
 * filters, sorting and paging, and the summary.
 */
import { describe, expect, it } from "vitest";
import { useApp } from "../helper.js";
import { csv, documentStatus, DOCUMENTS, tokenHeaders, upload, waitUntilEnded } from "./helpers.js";

const ROWS = [
  ["REQ-1", "The pump controller shall stop the pump within 2 seconds when the tank level exceeds 95 percent."],
  ["REQ-2", "The system should maybe be fast and user friendly, etc."],
  ["REQ-3", "The pump controller shall stop the pump within 2 seconds when the tank level exceeds 95 percent."],
  ["REQ-4", "The operator console shall display the tank level in litres."],
  ["REQ-5", "The operator console shall not display the tank level in litres."],
  ["REQ-6", "If the sensor fails, the controller shall raise an alarm <script>alert(1)</script>."],
] as const;

describe("documents", () => {
  const app = useApp({ documents: { periodMs: 20 } });

  it("analyses an uploaded CSV to done, with a summary", async () => {
    const answer = await upload(app(), { name: "pumps.csv", bytes: csv(ROWS) });
    expect(answer.status).toBe("queued");
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const headers = tokenHeaders(answer);
    const done = await waitUntilEnded(app(), answer.documentId, headers);
    expect(done.status).toBe("done");
    expect(done.format).toBe("csv");
    expect(done.progress).toEqual({ done: 2 * ROWS.length, total: 2 * ROWS.length, phase: "end" });
    expect(done.summary?.requirements).toBe(ROWS.length);
    expect(done.summary?.duplicates).toBeGreaterThanOrEqual(1);
    expect(done.summary?.contradictions).toBeGreaterThanOrEqual(1);

    const page = await app().inject({ url: `${DOCUMENTS}/${answer.documentId}/requirements?range=[0,1]&sort=["rating","ASC"]`, headers });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers["content-range"]).toBe(`requirements 0-1/${ROWS.length}`);
    const items = page.json() as Array<{ externalId: string; rating: number }>;
    expect(items).toHaveLength(2);
    expect(items[0].rating).toBeLessThanOrEqual(items[1].rating);
    const status = await documentStatus(app(), answer.documentId, headers);
    expect(status.documentId).toBe(answer.documentId);
  });
});
