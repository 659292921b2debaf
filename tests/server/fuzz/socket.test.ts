/**
 * What only a real socket can send: invalid UTF-8 in bodies, paths, queries and headers,
 * Content-Length that lies, broken chunking, malformed request lines and headers, and
 * random bytes. The server listens on 127.0.0.1:0; every answer is checked as bytes.
 */
import { connect } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFuzzApp, expectNoServerError, expectNormalAnalysis, RUNS, SEED, shortFailure, within, type FuzzApp } from "./harness.js";

let fuzz: FuzzApp;
let port = 0;

beforeAll(async () => {
  fuzz = await buildFuzzApp();
  await fuzz.app.listen({ host: "127.0.0.1", port: 0 });
  port = (fuzz.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await fuzz?.app.close();
});

interface RawAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  /** Nothing came back before the connection closed. */
  empty: boolean;
}

/**
 * Sends bytes and reads until one whole response has come (then closes) or the server
 * closes. Half-closing after sending is only for requests the server may wait on for
 * ever (a body shorter than its Content-Length, random bytes): a half-close can also end
 * a request the server is still working on.
 */
function send(bytes: Buffer, { halfClose = false } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve(parse(Buffer.concat(chunks)));
    };
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      if (complete(Buffer.concat(chunks))) finish();
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // A reset after the server answered and closed is how a refused request ends.
      if (error.code === "ECONNRESET" || error.code === "EPIPE") finish();
      else reject(error);
    });
    socket.on("close", finish);
    socket.write(bytes, () => {
      if (halfClose) socket.end();
    });
  });
}

/** Whether the bytes hold a whole response: headers and the body their framing announces. */
function complete(raw: Buffer): boolean {
  const end = raw.indexOf("\r\n\r\n");
  if (end === -1) return false;
  const res = parse(raw);
  if (res.headers["content-length"] !== undefined) return raw.length - end - 4 >= Number(res.headers["content-length"]);
  if (res.headers["transfer-encoding"] === "chunked") return raw.subarray(end).includes("\r\n0\r\n\r\n");
  return false;
}

/** The first HTTP response in the bytes (Content-Length or chunked body). */
function parse(raw: Buffer): RawAnswer {
  if (raw.length === 0) return { statusCode: 0, headers: {}, body: "", empty: true };
  const text = raw.toString("latin1");
  const end = text.indexOf("\r\n\r\n");
  const head = text.slice(0, end === -1 ? text.length : end).split("\r\n");
  const statusCode = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head[0])?.[1] ?? NaN);
  const headers: Record<string, string> = {};
  for (const line of head.slice(1)) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = end === -1 ? Buffer.alloc(0) : raw.subarray(end + 4);
  if (headers["content-length"] !== undefined) body = body.subarray(0, Number(headers["content-length"]));
  else if (headers["transfer-encoding"] === "chunked") {
    const parts: Buffer[] = [];
    let at = 0;
    for (;;) {
      const lineEnd = body.indexOf("\r\n", at);
      const size = parseInt(body.subarray(at, lineEnd).toString("latin1"), 16);
      if (!(size > 0)) break;
      parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  }
  return { statusCode, headers, body: body.toString("utf8"), empty: false };
}

const bytes = (...parts: (string | number[] | Buffer)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));

const ANALYSE = "/api/v2/requirements/analyse";
/** Bytes that are no UTF-8: a lone continuation, an overlong slash, a UTF-16 surrogate, a cut sequence, 0xFF. */
const INVALID_UTF8 = [[0x80], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0xff], [0xf8, 0x88, 0x80, 0x80, 0x80]];

function jsonPost(path: string, body: Buffer, extra = "", contentLength = body.length): Buffer {
  return bytes(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\nConnection: close\r\n${extra}\r\n`,
    body,
  );
}

/** Never a 5xx; a refusal in the one error shape; an answer at all unless the request never completed. */
async function expectRefusedCleanly(request: Buffer, what: string, { mayStayUnanswered = false } = {}): Promise<RawAnswer> {
  const res = await within(send(request, { halfClose: mayStayUnanswered }), what);
  if (res.empty) {
    expect(mayStayUnanswered, `${what}: the server closed without an answer`).toBe(true);
    return res;
  }
  expect(res.statusCode, `${what}: a status line`).toBeGreaterThanOrEqual(100);
  expectNoServerError("POST", res, what);
  return res;
}

describe("invalid UTF-8", () => {
  it.each(INVALID_UTF8.map((seq) => [Buffer.from(seq).toString("hex"), seq] as const))(
    "in a requirement's text (%s) is analysed or refused, never a 5xx",
    async (_hex, seq) => {
      const res = await expectRefusedCleanly(jsonPost(ANALYSE, bytes('{"content":[{"text":"The system shall ', seq, ' start."}]}')), "text");
      expect([200, 400]).toContain(res.statusCode);
      if (res.statusCode === 200) expect(JSON.parse(res.body).content[0].rating).toBeGreaterThanOrEqual(1);
    },
  );

  it.each(INVALID_UTF8.map((seq) => [Buffer.from(seq).toString("hex"), seq] as const))(
    "outside strings, in the path, query and headers (%s)",
    async (_hex, seq) => {
      await expectRefusedCleanly(jsonPost(ANALYSE, bytes('{"content":[{"text":"x"}]', seq, "}")), "JSON structure");
      await expectRefusedCleanly(bytes("GET /api/v2/comparison/", seq, "/exists HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"), "path");
      await expectRefusedCleanly(
        bytes("GET /api/v2/configfile/default/modalverb?languageCode=", seq, " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"),
        "query",
      );
      for (const header of ["Cookie: reqlens_session=", "X-API-KEY: ", "Origin: http://", "Referer: http://", "Accept-Language: "]) {
        await expectRefusedCleanly(
          jsonPost(ANALYSE, Buffer.from('{"content":[{"text":"The system shall start."}]}'), `${header}${Buffer.from(seq).toString("latin1")}\r\n`),
          header,
        );
      }
    },
  );
});

describe("malformed HTTP", () => {
  const body = Buffer.from('{"content":[{"text":"The system shall start."}]}');
  const cases: [string, Buffer, { mayStayUnanswered?: boolean }?][] = [
    ["a garbage request line", bytes("GARBAGE\r\n\r\n")],
    ["an unknown HTTP version", bytes("GET /api/v2/version HTTP/9.9\r\nHost: x\r\n\r\n")],
    ["a header without a colon", bytes("GET /api/v2/version HTTP/1.1\r\nHost: x\r\nNoColonHere\r\n\r\n")],
    ["a NUL in a header value", bytes("GET /api/v2/version HTTP/1.1\r\nHost: x\r\nX-API-KEY: a\0b\r\n\r\n")],
    ["a space in a header name", bytes("GET /api/v2/version HTTP/1.1\r\nHost: x\r\nBad Name: v\r\n\r\n")],
    ["headers over 16 KiB", bytes(`GET /api/v2/version HTTP/1.1\r\nHost: x\r\nCookie: ${"a".repeat(70_000)}\r\n\r\n`)],
    ["Content-Length and Transfer-Encoding together", jsonPost(ANALYSE, bytes('5\r\n{"a":\r\n0\r\n\r\n'), "Transfer-Encoding: chunked\r\n")],
    [
      "a broken chunk size",
      bytes(`POST ${ANALYSE} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n`),
    ],
    ["two Content-Length headers that differ", jsonPost(ANALYSE, body, `Content-Length: ${body.length + 5}\r\n`)],
    ["a negative Content-Length", jsonPost(ANALYSE, body, "", -1)],
    ["a Content-Length shorter than the body", jsonPost(ANALYSE, body, "", 10)],
    ["a Content-Length longer than the body", jsonPost(ANALYSE, body, "", body.length + 100), { mayStayUnanswered: true }],
    ["a Content-Length over the body limit", jsonPost(ANALYSE, body, "", 1e12)],
    ["a URL over 16 KiB", bytes(`GET /api/v2/comparison/${"a".repeat(20_000)}/exists HTTP/1.1\r\nHost: x\r\n\r\n`)],
    ["an absolute URL to another host", bytes("GET http://evil.example/api/v2/version HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")],
    ["a path without a slash", bytes("GET api/v2/version HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")],
  ];
  it.each(cases)("%s: a clean refusal or a normal answer, never a 5xx", async (what, request, options) => {
    await expectRefusedCleanly(request, what, options);
  });

  it("no Host header: Node's own 400 (without a body; it answers before any handler)", async () => {
    const res = await within(send(bytes("GET /api/v2/version HTTP/1.1\r\nConnection: close\r\n\r\n")), "no Host");
    expect(res.statusCode).toBe(400);
  });

  it("random bytes: never a 5xx, a refusal in the error shape", async () => {
    const request = fc.oneof(
      fc.uint8Array({ minLength: 1, maxLength: 400 }).map((a) => Buffer.from(a)),
      fc
        .tuple(fc.constantFrom("GET", "POST", "PUT", "DELETE", "BREW", ""), fc.uint8Array({ maxLength: 80 }), fc.uint8Array({ maxLength: 200 }))
        .map(([method, path, rest]) =>
          bytes(`${method} /api/v2/`, Buffer.from(path), " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n", Buffer.from(rest), "\r\n\r\n"),
        ),
    );
    try {
      await fc.assert(
        fc.asyncProperty(request, async (raw) => {
          await expectRefusedCleanly(raw, `bytes ${raw.toString("hex").slice(0, 200)}`, { mayStayUnanswered: true });
        }),
        { seed: SEED, numRuns: RUNS * 5, endOnFailure: true },
      );
    } catch (error) {
      throw new Error(`REQLENS_FUZZ_SEED=${SEED}: ${shortFailure(error)}`, { cause: error });
    }
  });
});

describe("refusals before routing", () => {
  it("a path whose percent escapes are no UTF-8: 400 in the error shape", async () => {
    const res = await fuzz.app.inject({ url: "/api/v2/comparison/%E0%A4%A/exists" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ httpStatus: 400, errorCode: "BAD_REQUEST", message: expect.stringContaining("percent escapes") });
  });

  it("a path parameter over 4,096 characters: 414 in the error shape, naming the limit", async () => {
    const res = await fuzz.app.inject({ url: `/api/v2/comparison/${"d".repeat(4097)}/exists` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ httpStatus: 414, message: expect.stringContaining("4096 characters") });
  });
});

describe("long path parameters within the limit", () => {
  it("a user name of 200 non-ASCII characters reaches its route", async () => {
    const res = await fuzz.app.inject({ method: "DELETE", url: `/api/v2/users/${encodeURIComponent("ü".repeat(200))}` });
    expect(res.statusCode).not.toBe(414);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe("afterwards", () => {
  it("the server still analyses a requirement", async () => {
    await expectNormalAnalysis(fuzz);
    const res = await within(send(jsonPost(ANALYSE, Buffer.from('{"content":[{"text":"The system shall start."}]}'))), "analysis over the socket");
    expect(res.statusCode).toBe(200);
  });
});
