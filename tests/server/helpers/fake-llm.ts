/**
 * A small OpenAI-compatible chat-completions server on loopback, controlled by the test:
 * each request is answered by the current `behaviour` (a good JSON answer, a slow one, a
 * 500, malformed JSON). Every request is recorded.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeBehaviour =
  /** Answers with this content (a JSON object is serialised into the message). */
  | { kind: "answer"; content: unknown }
  /** Waits this long before answering (for time-outs). */
  | { kind: "slow"; delayMs: number; content: unknown }
  /** Answers this HTTP status with an error body. */
  | { kind: "status"; status: number }
  /** Answers a message content that is no JSON. */
  | { kind: "malformed" };

export interface FakeRequest {
  authorization: string | undefined;
  body: { model?: string; messages?: Array<{ role: string; content: string }> };
}

export interface FakeLlm {
  url: string;
  requests: FakeRequest[];
  /** The behaviour of the next requests; a function may pick by request. */
  behaviour: FakeBehaviour | ((request: FakeRequest, index: number) => FakeBehaviour);
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function completion(content: unknown) {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    model: "fake",
    choices: [
      { index: 0, finish_reason: "stop", message: { role: "assistant", content: typeof content === "string" ? content : JSON.stringify(content) } },
    ],
  };
}

export async function startFakeLlm(behaviour: FakeLlm["behaviour"] = { kind: "answer", content: {} }): Promise<FakeLlm> {
  const timers = new Set<NodeJS.Timeout>();
  const fake: FakeLlm = {
    url: "",
    requests: [],
    behaviour,
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    let body: FakeRequest["body"];
    try {
      body = JSON.parse(raw) as FakeRequest["body"];
    } catch {
      body = {};
    }
    const request: FakeRequest = { authorization: req.headers.authorization, body };
    const index = fake.requests.push(request) - 1;
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }
    const b = typeof fake.behaviour === "function" ? fake.behaviour(request, index) : fake.behaviour;
    const send = (status: number, payload: unknown) => {
      if (res.destroyed) return;
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(payload));
    };
    switch (b.kind) {
      case "answer":
        send(200, completion(b.content));
        break;
      case "slow": {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send(200, completion(b.content));
        }, b.delayMs);
        timers.add(timer);
        break;
      }
      case "status":
        send(b.status, { error: { message: `fake status ${b.status}` } });
        break;
      case "malformed":
        send(200, completion("Sure! Here are some ideas: {not json"));
        break;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
