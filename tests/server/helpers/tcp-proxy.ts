/**
 * A loopback TCP proxy between the app and a server (the private PostgreSQL), which the
 * test can cut, stall and restore: cut() destroys every open connection and refuses new
 * ones (nothing listens); stall() keeps every connection open but passes no byte either
 * way and lets new ones hang (a network that silently drops packets); restore() ends a
 * stall (dropping the stalled connections, as a real network's resets would) and
 * accepts again. That is a database gone away and come back, as the app sees it.
 */
import { connect, createServer, type Server, type Socket } from "node:net";

export interface TcpProxy {
  port: number;
  /** Connections accepted so far (each one a connection the app opened). */
  readonly accepted: number;
  cut(): Promise<void>;
  stall(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  let server: Server | null = null;
  let port = 0;
  let stalled = false;
  /** Connections taken while stalled: kept open, never connected upstream. */
  const held = new Set<Socket>();

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((client) => {
        accepted++;
        if (stalled) {
          held.add(client);
          client.on("error", () => client.destroy());
          return;
        }
        const upstream = connect(targetPort, targetHost);
        sockets.add(client);
        sockets.add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
        // Forwarding by hand, so that a stall can hold the bytes back.
        client.on("data", (data: Buffer) => {
          if (!stalled) upstream.write(data);
        });
        upstream.on("data", (data: Buffer) => {
          if (!stalled) client.write(data);
        });
      });
      s.once("error", reject);
      s.listen(port, "127.0.0.1", () => {
        port = (s.address() as { port: number }).port;
        server = s;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      stalled = false;
      for (const socket of [...sockets, ...held]) socket.destroy();
      sockets.clear();
      held.clear();
      if (!s) return resolve();
      s.close(() => resolve());
    });

  await listen();
  return {
    get port() {
      return port;
    },
    get accepted() {
      return accepted;
    },
    cut: stop,
    stall() {
      stalled = true;
    },
    async restore() {
      if (stalled) {
        stalled = false;
        for (const socket of [...sockets, ...held]) socket.destroy();
        sockets.clear();
        held.clear();
      }
      if (!server) await listen();
    },
    close: stop,
  };
}
