/**
 * Connection limits on a listening server: a request whose body never arrives is closed
 * after the request timeout, and one address cannot hold more connections than its cap
 * (another address still can). Nothing here measures time: the sockets must close, and
 * vitest's time limit fails a socket the server keeps open.
 */
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectionSettingsFromEnv, DEFAULT_CONNECTION_SETTINGS } from "../../../server/client-errors.js";
import { build, type TestApp } from "../helper.js";

function open(port: number, localAddress = "127.0.0.1"): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: "127.0.0.1", localAddress });
    socket.once("connect", () => resolve(socket));
    socket.once("error", reject);
  });
}

/** Everything the server sends until it closes the socket. */
function untilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => undefined);
    socket.once("close", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });
}

describe("connection limits", () => {
  let app: TestApp;
  let port = 0;
  beforeAll(async () => {
    app = await build({ connections: { requestTimeoutMs: 400, headersTimeoutMs: 400, maxConnectionsPerAddress: 3 } });
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("closes a socket whose body never arrives, answering 408", async () => {
    const socket = await open(port);
    const closed = untilClosed(socket);
    socket.write(
      'POST /api/v2/requirements/analyse HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"content":',
    );
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('"errorCode":"BAD_REQUEST"');
  });

  it("closes a socket that sends its headers too slowly", async () => {
    const socket = await open(port);
    const closed = untilClosed(socket);
    socket.write("GET /api/v2/version HTTP/1.1\r\nHost: x\r\n");
    const timer = setInterval(() => socket.writable && socket.write("X-Slow: 1\r\n"), 50);
    try {
      expect(await closed).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      clearInterval(timer);
    }
  });

  it("answers 503 to connections past the cap of one address and accepts another address", async () => {
    const held = [await open(port), await open(port), await open(port)];
    // The server has counted the three before the fourth arrives: each answers a request.
    for (const socket of held) {
      const answered = new Promise<string>((resolve) => socket.once("data", (chunk: Buffer) => resolve(chunk.toString("utf8"))));
      socket.write("GET /api/v2/version HTTP/1.1\r\nHost: x\r\n\r\n");
      expect(await answered).toMatch(/^HTTP\/1\.1 200/);
    }
    const fourth = await open(port);
    const refused = await untilClosed(fourth);
    expect(refused).toMatch(/^HTTP\/1\.1 503/);
    expect(refused).toMatch(/Retry-After: 1/i);
    expect(refused).toContain("3 connections open");

    const other = await open(port, "127.0.0.2");
    const answered = new Promise<string>((resolve) => other.once("data", (chunk: Buffer) => resolve(chunk.toString("utf8"))));
    other.write("GET /api/v2/version HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(await answered).toMatch(/^HTTP\/1\.1 200/);

    // A closed connection gives its place back.
    const closed = untilClosed(held[0]);
    held[0].end();
    await closed;
    for (const socket of held.slice(1)) socket.destroy();
    const connections = () =>
      new Promise<number>((resolve, reject) => app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
    while ((await connections()) > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const again = await open(port);
    const reply = new Promise<string>((resolve) => again.once("data", (chunk: Buffer) => resolve(chunk.toString("utf8"))));
    again.write("GET /api/v2/version HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(await reply).toMatch(/^HTTP\/1\.1 200/);
  });
});

describe("connectionSettingsFromEnv", () => {
  it("reads every setting, keeps the defaults for absent ones and refuses other values with the name", () => {
    expect(connectionSettingsFromEnv({})).toEqual(DEFAULT_CONNECTION_SETTINGS);
    expect(connectionSettingsFromEnv({ REQLENS_REQUEST_TIMEOUT_MS: "5000", REQLENS_MAX_CONNECTIONS_PER_ADDRESS: "0" })).toMatchObject({
      requestTimeoutMs: 5000,
      maxConnectionsPerAddress: 0,
      keepAliveTimeoutMs: DEFAULT_CONNECTION_SETTINGS.keepAliveTimeoutMs,
    });
    expect(() => connectionSettingsFromEnv({ REQLENS_KEEP_ALIVE_TIMEOUT_MS: "soon" })).toThrow(/REQLENS_KEEP_ALIVE_TIMEOUT_MS/);
  });
});
