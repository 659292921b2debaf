/**
 * The body of POST /requirements/analyse is read in an engine thread: a large body gets the
 * same 400 and 413 answers as schema validation on the main thread gave (the field and the
 * bound), its items keep their order, and the main thread answers /health/live while a large
 * body is being parsed and validated (the server in a process of its own, so the client's
 * event loop is not the server's). No timing thresholds: answers and their order are counted.
 */
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INLINE_BODY_BYTES } from "../../../server/plugins/app/engine-pool.js";
import { STREAMED_ANSWER_BYTES } from "../../../server/routes/api/v2/requirements/analyse.js";
import { startServer, type RunningServer } from "../../../scripts/bench/server-process.js";
import { ANALYSE, useApp, type TestApp } from "../helper.js";
import { padded } from "./texts.js";

/** A body of 1000 requirements of 5000 characters (about 5 MB), the last one changed by `last`. */
function largeBody(last: Record<string, unknown> = {}): string {
  const content: Array<Record<string, unknown>> = Array.from({ length: 1000 }, (_, i) => ({ externalId: `r${i}`, text: padded(5000, i) }));
  Object.assign(content[999], last);
  return JSON.stringify({ config: { language: "en" }, content });
}

const post = (app: TestApp, payload: string) =>
  app.inject({ method: "POST", url: ANALYSE, payload, headers: { "content-type": "application/json" } });

describe("an analysis body read in a thread", () => {
  const app = useApp({ engine: { workers: 2 } });

  it.each([
    [
      "400 naming the field and the bound for an id",
      { externalId: "x".repeat(201) },
      400,
      "BAD_REQUEST",
      "content[999].externalId must NOT have more than 200 characters",
    ],
    [
      "413 naming the requirement and the limit for a text",
      { text: padded(5001) },
      413,
      "PAYLOAD_TOO_LARGE",
      "content[999].text has 5001 characters; the limit is 5000",
    ],
  ] as const)("answers %s too long at the end of a 5 MB body", async (_name, last, httpStatus, errorCode, message) => {
    const payload = largeBody(last);
    expect(payload.length).toBeGreaterThan(INLINE_BODY_BYTES);
    const res = await post(app(), payload);
    expect(res.statusCode, res.body).toBe(httpStatus);
    expect(res.json()).toEqual({ httpStatus, errorCode, message });
  });

  it("refuses a large body with a __proto__ key, or one that is not JSON, as the JSON parser does", async () => {
    const poisoned = largeBody().replace('"externalId":"r999"', '"__proto__":{"admin":true},"externalId":"r999"');
    for (const payload of [poisoned, largeBody().slice(0, -1)]) {
      const res = await post(app(), payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ httpStatus: 400, errorCode: "BAD_REQUEST", message: "the request body is not valid JSON" });
    }
  });

  it("analyses a large body in its order, every requirement with its id", async () => {
    const content = Array.from({ length: 40 }, (_, i) => ({ externalId: `big-${i}`, text: padded(1000 + i, i) }));
    const payload = JSON.stringify({ config: { language: "en" }, content });
    expect(payload.length).toBeGreaterThan(INLINE_BODY_BYTES);
    const res = await post(app(), payload);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().content as Array<{ externalId: string; text: string; rating: number }>;
    expect(items.map((item) => [item.externalId, item.text])).toEqual(content.map((item) => [item.externalId, item.text]));
    expect(items.every((item) => item.rating >= 1)).toBe(true);
  });
});

describe("a large answer", () => {
  const app = useApp({ engine: { workers: 2 } });

  it("is sent part by part, whole, with its length and its items in order", async () => {
    const content = Array.from({ length: 200 }, (_, i) => ({ externalId: `long-${i}`, text: padded(5000, i) }));
    const res = await post(app(), JSON.stringify({ config: { language: "en" }, content }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.length).toBeGreaterThanOrEqual(STREAMED_ANSWER_BYTES);
    expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
    const items = res.json().content as Array<{ externalId: string; text: string }>;
    expect(items.map((item) => [item.externalId, item.text])).toEqual(content.map((item) => [item.externalId, item.text]));
  });
});

describe("the main thread while a large body is read", () => {
  // The real server in its own process: the client's event loop is not the server's.
  let server: RunningServer | undefined;
  let port = 0;
  beforeAll(async () => {
    server = await startServer({ REQLENS_WORKERS: "2" });
    port = Number(new URL(server.baseUrl).port);
  }, 180_000);
  afterAll(() => server?.stop());

  it("answers /health/live between the last byte of a large invalid body and its 400", async () => {
    // Invalid only at its end: the whole body is parsed and validated before the answer.
    const bodies = [largeBody({ externalId: "x".repeat(201) }), largeBody({ externalId: "y".repeat(201) })].map((body) => Buffer.from(body));
    const sockets = await Promise.all(
      bodies.map(
        () =>
          new Promise<ReturnType<typeof connect>>((resolve, reject) => {
            const socket = connect({ port, host: "127.0.0.1" }, () => resolve(socket));
            socket.once("error", reject);
          }),
      ),
    );
    const answers = sockets.map(
      (socket) =>
        new Promise<string>((resolve) => {
          let text = "";
          socket.setEncoding("utf8");
          socket.on("data", (data: string) => {
            text += data;
            if (text.includes("\r\n\r\n") && text.endsWith("}")) resolve(text);
          });
        }),
    );
    // Everything but the last byte of each body, then the health poller, then the last bytes.
    sockets.forEach((socket, i) =>
      socket.write(
        `POST ${ANALYSE} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${bodies[i].length}\r\n\r\n` +
          bodies[i].subarray(0, -1).toString(),
      ),
    );
    // The server has all but the last bytes once a request sent after them is answered.
    expect((await fetch(`http://127.0.0.1:${port}/health/live`)).status).toBe(200);
    const events: string[] = [];
    let open = true;
    const poller = (async () => {
      while (open) {
        const res = await fetch(`http://127.0.0.1:${port}/health/live`);
        await res.arrayBuffer();
        if (open) events.push(`health ${res.status}`);
      }
    })();
    sockets.forEach((socket, i) => socket.write(bodies[i].subarray(-1)));
    const texts = await Promise.all(answers.map((answer) => answer.then((text) => (events.push("analyse"), text))));
    open = false;
    await poller;
    sockets.forEach((socket) => socket.destroy());

    for (const text of texts) expect(text).toMatch(/^HTTP\/1\.1 400[\s\S]*must NOT have more than 200 characters/);
    // Health answered while the threads parsed and validated the bodies, before either 400.
    const beforeFirst = events.indexOf("analyse");
    expect(events.slice(0, beforeFirst).filter((event) => event === "health 200").length).toBeGreaterThanOrEqual(3);
  });
});
