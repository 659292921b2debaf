/**
 * The engine pool: batches split across threads keep their order, the queue bound answers
 * 503, a client's concurrency cap answers 429, and a hostile client with large, slow
 * batches does not starve another client's single analyses (fair queue, admission).
 * No timing thresholds: outcomes and their order are counted.
 */
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { CHUNK_CHARACTERS, chunkRanges } from "../../../server/engine/chunks.js";
import { ANALYSE, freshMinute, useApp, type TestApp } from "../helper.js";
import { padded, SENTENCES, slowText } from "./texts.js";

function analyseFrom(app: TestApp, address: string, texts: string[]) {
  return app.inject({
    method: "POST",
    url: ANALYSE,
    remoteAddress: address,
    payload: { config: { language: null }, content: texts.map((text, i) => ({ externalId: `r${i}`, text })) },
  });
}

describe("chunkRanges", () => {
  it("covers every item once, in order, with no empty chunk", () => {
    for (const lengths of [
      [1],
      [5, 5],
      [100, 1, 1, 1, 1],
      Array.from({ length: 1000 }, (_, i) => (i % 7) * 700 + 1),
      Array.from({ length: 3 }, () => 5000),
    ]) {
      for (const threads of [1, 2, 4, 8]) {
        const ranges = chunkRanges(lengths, threads);
        expect(ranges[0][0]).toBe(0);
        expect(ranges.at(-1)![1]).toBe(lengths.length);
        for (let i = 0; i < ranges.length; i++) {
          expect(ranges[i][1]).toBeGreaterThan(ranges[i][0]);
          if (i > 0) expect(ranges[i][0]).toBe(ranges[i - 1][1]);
        }
        expect(ranges.length).toBe(Math.min(lengths.length, Math.max(threads, Math.ceil(lengths.reduce((a, b) => a + b, 0) / CHUNK_CHARACTERS))));
      }
    }
  });

  it("gives each thread a share of a batch of two items and more", () => {
    expect(chunkRanges([10, 10], 2)).toEqual([
      [0, 1],
      [1, 2],
    ]);
    // 200 texts of 5,000 characters: chunks of about CHUNK_CHARACTERS each.
    const ranges = chunkRanges(
      Array.from({ length: 200 }, () => 5000),
      2,
    );
    expect(ranges.length).toBe(Math.ceil((200 * 5000) / CHUNK_CHARACTERS));
  });
});

describe("a batch split across the threads", () => {
  const app = useApp({ engine: { workers: 2 } });

  it("answers every requirement in the request's order, as each is rated alone", async () => {
    const texts = Array.from({ length: 120 }, (_, i) => padded(400 + (i % 9) * 450, i));
    const response = await analyseFrom(app(), "192.0.2.1", texts);
    expect(response.statusCode).toBe(200);
    const content = response.json().content as Array<{ externalId: string; text: string; rating: number }>;
    expect(content.map((item) => item.externalId)).toEqual(texts.map((_, i) => `r${i}`));
    expect(content.map((item) => item.text)).toEqual(texts);
    for (const i of [0, 37, 119]) {
      const alone = (await analyseFrom(app(), "192.0.2.1", [texts[i]])).json().content[0];
      expect(content[i]).toEqual({ ...alone, externalId: `r${i}` });
    }
  });

  it("analyses suggestions and language detection of a larger input in the pool too", async () => {
    const suggestions = await app().inject({
      method: "POST",
      url: "/api/v2/requirements/suggestions",
      payload: { text: "The system should be fast.", rating: 2 },
    });
    expect(suggestions.statusCode).toBe(200);
    expect(Array.isArray(suggestions.json())).toBe(true);
    const texts = [SENTENCES[4].repeat(40).slice(0, 3000), padded(3000, 0)];
    const languages = await app().inject({ method: "POST", url: "/api/v2/languages/analyse", payload: { content: texts.map((text) => ({ text })) } });
    expect(languages.statusCode).toBe(200);
    expect(languages.json().content.map((item: { language: string }) => item.language)).toEqual(["de", "en"]);
  });
});

describe("the queue bound", () => {
  const app = useApp({ engine: { workers: 1, queueLimit: 1, clientConcurrency: 1, clientQueue: 0 } });

  it("answers 503 SERVICE_UNAVAILABLE with Retry-After while the queue is full, then admits again", async () => {
    const big = Array.from({ length: 60 }, (_, i) => padded(5000, i));
    const [first, second] = await Promise.all([analyseFrom(app(), "192.0.2.10", big), analyseFrom(app(), "192.0.2.11", [SENTENCES[0]])]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(503);
    expect(second.json()).toMatchObject({ httpStatus: 503, errorCode: "SERVICE_UNAVAILABLE" });
    expect(Number(second.headers["retry-after"])).toBeGreaterThan(0);
    // The place is given back with the answer.
    expect((await analyseFrom(app(), "192.0.2.11", [SENTENCES[0]])).statusCode).toBe(200);
  });
});

describe("the per-client concurrency cap", () => {
  const app = useApp({ engine: { workers: 1, queueLimit: 100, clientConcurrency: 1, clientQueue: 1 } });

  it("lets one analysis run and one wait, answers 429 with Retry-After beyond, and counts other clients apart", async () => {
    const big = Array.from({ length: 40 }, (_, i) => padded(5000, i));
    const answers = await Promise.all([
      analyseFrom(app(), "192.0.2.20", big),
      analyseFrom(app(), "192.0.2.20", big),
      analyseFrom(app(), "192.0.2.20", big),
      analyseFrom(app(), "192.0.2.21", [SENTENCES[1]]),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 429, 200]);
    const refused = answers[2];
    expect(refused.json()).toMatchObject({ httpStatus: 429, errorCode: "TOO_MANY_REQUESTS" });
    expect(refused.json().message).toMatch(/1 analyses in flight and 1 waiting/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("a hostile neighbour", () => {
  const HOSTILE_BATCH = 150;
  const HOSTILE_REQUESTS = 8;
  const VICTIM_REQUESTS = 12;
  const app = useApp({
    engine: { workers: 2, queueLimit: 64, clientConcurrency: 2, clientQueue: 1 },
    // The hostile client may spend exactly what three of its batches cost.
    auth: {
      anonRateLimit: 0,
      anonRequirementsPerMinute: 3 * HOSTILE_BATCH + VICTIM_REQUESTS,
      anonCharactersPerMinute: 3 * HOSTILE_BATCH * 5000 + 100_000,
    },
  });

  it("is refused beyond its places while another client's single analyses keep answering, ahead of its batches", async () => {
    await freshMinute();
    // Both threads started and holding the configuration, as on a server that has been up a while.
    await Promise.all([analyseFrom(app(), "192.0.2.99", [SENTENCES[2]]), analyseFrom(app(), "192.0.2.98", [SENTENCES[3]])]);
    const order: string[] = [];
    const hostileBody = Array.from({ length: HOSTILE_BATCH }, (_, i) => slowText(5000, i));
    const hostile = Array.from({ length: HOSTILE_REQUESTS }, () =>
      analyseFrom(app(), "198.51.100.66", hostileBody).then((answer) => {
        order.push(`hostile ${answer.statusCode}`);
        return answer;
      }),
    );
    const victim = (async () => {
      const statuses: number[] = [];
      for (let i = 0; i < VICTIM_REQUESTS; i++) {
        const answer = await analyseFrom(app(), "203.0.113.5", [SENTENCES[i % SENTENCES.length]]);
        statuses.push(answer.statusCode);
        order.push(`victim ${answer.statusCode}`);
      }
      return statuses;
    })();
    const [hostileAnswers, victimStatuses] = await Promise.all([Promise.all(hostile), victim]);

    // Every single analysis of the other client was answered.
    expect(victimStatuses).toEqual(Array.from({ length: VICTIM_REQUESTS }, () => 200));
    // The hostile client got its three places (two running, one waiting) and refusals beyond them.
    const hostileStatuses = hostileAnswers.map((answer) => answer.statusCode).sort();
    expect(hostileStatuses.filter((status) => status === 200)).toHaveLength(3);
    expect(hostileStatuses.filter((status) => status === 429 || status === 503)).toHaveLength(HOSTILE_REQUESTS - 3);
    for (const answer of hostileAnswers.filter((a) => a.statusCode !== 200)) expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
    // The threads took the clients in turn: all the single analyses were done before the hostile batches.
    const lastVictim = order.lastIndexOf(`victim 200`);
    const lastHostile = order.lastIndexOf(`hostile 200`);
    expect(lastVictim).toBeLessThan(lastHostile);
  });
});

describe("a short analysis", () => {
  const HOSTILE_BATCH = 200;
  const VICTIM_REQUESTS = 5;
  const app = useApp({ engine: { workers: 2, queueLimit: 64, clientConcurrency: 2, clientQueue: 2 } });

  it("runs on the main thread up to the inline bound, and in the pool beyond it", async () => {
    // Both threads started and holding the configuration.
    await analyseFrom(app(), "192.0.2.40", [padded(600), padded(600, 1)]);
    const before = app().engine.completed;
    const short = await analyseFrom(app(), "192.0.2.40", [padded(1000)]);
    expect(short.statusCode).toBe(200);
    const shortPair = await analyseFrom(app(), "192.0.2.40", [padded(600), padded(400, 1)]);
    expect(shortPair.json().content.map((item: { text: string }) => item.text)).toEqual([padded(600), padded(400, 1)]);
    expect(app().engine.completed).toBe(before);
    // One chunk per thread.
    const longer = await analyseFrom(app(), "192.0.2.40", [padded(600), padded(401, 1)]);
    expect(longer.statusCode).toBe(200);
    expect(app().engine.completed).toBe(before + 2);
    expect(app().engine.resent).toBe(0);
    // The same rating either way.
    expect(short.json().content[0]).toEqual((await analyseFrom(app(), "192.0.2.41", [padded(1000), padded(1, 2)])).json().content[0]);
  });

  it("is answered while another client's batch still has chunks waiting in the pool", async () => {
    const hostileBody = Array.from({ length: HOSTILE_BATCH }, (_, i) => slowText(5000, i));
    const hostileChunks = chunkRanges(
      hostileBody.map((text) => text.length),
      2,
    ).length;
    const before = app().engine.completed;
    /** Tasks the pool finished since the start. */
    const done = () => app().engine.completed - before;
    const order: string[] = [];
    const hostile = analyseFrom(app(), "198.51.100.67", hostileBody).then((answer) => {
      order.push("hostile");
      return answer;
    });
    // The hostile body has reached the pool (its read is the first task).
    while (app().engine.completed === before) await new Promise((resolve) => setImmediate(resolve));
    const doneAtVictim: number[] = [];
    for (let i = 0; i < VICTIM_REQUESTS; i++) {
      const answer = await analyseFrom(app(), "203.0.113.6", [SENTENCES[i % SENTENCES.length]]);
      expect(answer.statusCode).toBe(200);
      order.push("victim");
      doneAtVictim.push(done());
    }
    expect((await hostile).statusCode).toBe(200);
    expect(order).toEqual([...Array.from({ length: VICTIM_REQUESTS }, () => "victim"), "hostile"]);
    // Every task of the pool was the hostile client's: its body's read and its chunks, none of the
    // victim's analyses, none sent twice; and the last of those was answered before the hostile
    // batch's chunks were done.
    expect(done()).toBe(1 + hostileChunks);
    expect(app().engine.resent).toBe(0);
    expect(doneAtVictim.at(-1)).toBeLessThan(1 + hostileChunks);
  });
});

describe("a configuration new to the threads", () => {
  const app = useApp({ engine: { workers: 2 } });

  it("goes with a burst of chunks to threads that have never run a task: no chunk is sent twice", async () => {
    // The first request of a fresh server: about twenty chunks queued at once for two cold threads.
    const texts = Array.from({ length: 200 }, (_, i) => padded(4000, i));
    const chunks = chunkRanges(
      texts.map((text) => text.length),
      2,
    ).length;
    expect(chunks).toBeGreaterThan(10);
    const response = await analyseFrom(app(), "192.0.2.50", texts);
    expect(response.statusCode).toBe(200);
    expect(response.json().content.map((item: { text: string }) => item.text)).toEqual(texts);
    // The body's read and one task per chunk, none answered "needs the configuration".
    expect(app().engine.resent).toBe(0);
    expect(app().engine.completed).toBe(1 + chunks);
    // Once both threads hold it, the next batch's chunks go without the file and still need nothing more.
    const again = await analyseFrom(app(), "192.0.2.50", texts.slice(0, 40));
    expect(again.statusCode).toBe(200);
    expect(again.json().content).toEqual(response.json().content.slice(0, 40));
    expect(app().engine.resent).toBe(0);
  });
});

describe("a client that hangs up", () => {
  const app = useApp({ engine: { workers: 1, queueLimit: 100, clientConcurrency: 1, clientQueue: 0 } });

  it("gets its place back once the work of the abandoned request is done", async () => {
    await app().listen({ host: "127.0.0.1", port: 0 });
    const port = (app().server.address() as { port: number }).port;
    const body = JSON.stringify({ content: Array.from({ length: 40 }, (_, i) => ({ text: padded(5000, i) })) });
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      `POST ${ANALYSE} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    // The body is in; hang up without reading the answer.
    await new Promise<void>((resolve) => socket.end(() => resolve()));
    socket.destroy();
    const statuses: number[] = [];
    for (let i = 0; i < 600 && statuses.at(-1) !== 200; i++) {
      const answer = await fetch(`http://127.0.0.1:${port}${ANALYSE}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ content: [{ text: SENTENCES[0] }] }),
      });
      statuses.push(answer.status);
      await answer.arrayBuffer();
      if (answer.status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(statuses.at(-1)).toBe(200);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
  });
});
