import net from "node:net";
import type { PGlite } from "@electric-sql/pglite";

/** A client's first message that asks for TLS (PostgreSQL's SSLRequest code). */
const SSL_REQUEST = 80877103;
/** Terminate: the client is leaving. */
const TERMINATE = 0x58;
/** ReadyForQuery: its one byte says whether the session is idle ('I') or inside a transaction. */
const READY_FOR_QUERY = 0x5a;
const IDLE = 0x49;

export interface WireServer {
  port: number;
  close(): Promise<void>;
}

/** A simple-query message (`Q`) for one statement. */
function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`, "utf8");
  const message = Buffer.alloc(5 + body.length);
  message[0] = 0x51;
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

/** The status byte of the last ReadyForQuery in a server's answer, if it holds one. */
function lastReadyStatus(answer: Uint8Array): number | undefined {
  let status: number | undefined;
  const view = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
  for (let at = 0; at + 5 <= view.length; ) {
    const length = view.readInt32BE(at + 1);
    if (view[at] === READY_FOR_QUERY && length === 5) status = view[at + 5];
    at += 1 + length;
  }
  return status;
}

/**
 * The embedded database's own connection offered on a local port in PostgreSQL's protocol, so that a browser test
 * (or a developer's psql) can read and change the database while the server runs on it, as it can on PostgreSQL.
 * Development and test only (EMBEDDED_SQL_PORT; refused in production).
 *
 * PGlite has one session, which the server shares: a connection holds it alone from its first message to its last,
 * the server's own statements and any other connection wait meanwhile, and a transaction left open is rolled back
 * when the connection goes. Keep connections short.
 */
export async function serveWire(client: PGlite, port: number, host = "127.0.0.1"): Promise<WireServer> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    // a connection that fails (a message PGlite refuses) ends alone; the server goes on
    attach(client, socket).catch(() => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** One connection: whole messages passed to PGlite in order, with the session held until the connection ends. */
async function attach(client: PGlite, socket: net.Socket): Promise<void> {
  let pending = Buffer.alloc(0);
  let started = false;
  let status = IDLE;
  let closed = false;
  const queue: Buffer[] = [];
  let wake: (() => void) | null = null;
  socket.on("data", (data: Buffer) => {
    queue.push(data);
    wake?.();
  });
  const ended = new Promise<void>((resolve) =>
    socket.on("close", () => {
      closed = true;
      wake?.();
      resolve();
    }),
  );
  socket.on("error", () => socket.destroy());

  /**
   * The complete messages at the head of what has arrived; the rest waits for more. A length shorter than a
   * message's own header cannot be read past: the connection is `broken`.
   */
  function takeMessages(): { messages: Buffer; terminate: boolean; broken: boolean } {
    const parts: Buffer[] = [];
    let terminate = false;
    let broken = false;
    for (;;) {
      if (!started) {
        if (pending.length < 8) break;
        const length = pending.readInt32BE(0);
        if (length < 8) {
          broken = true;
          break;
        }
        if (pending.length < length) break;
        const code = pending.readInt32BE(4);
        const message = pending.subarray(0, length);
        pending = pending.subarray(length);
        if (code === SSL_REQUEST) {
          // no TLS on a local test port: the client goes on in the clear
          socket.write("N");
          continue;
        }
        started = true;
        parts.push(message);
        continue;
      }
      if (pending.length < 5) break;
      const length = pending.readInt32BE(1);
      if (length < 4) {
        broken = true;
        break;
      }
      if (pending.length < 1 + length) break;
      const message = pending.subarray(0, 1 + length);
      pending = pending.subarray(1 + length);
      if (message[0] === TERMINATE) {
        terminate = true;
        break;
      }
      parts.push(message);
    }
    return { messages: Buffer.concat(parts), terminate, broken };
  }

  await client.runExclusive(async () => {
    try {
      while (!closed) {
        if (queue.length === 0) {
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
          wake = null;
          continue;
        }
        pending = Buffer.concat([pending, ...queue.splice(0)]);
        const { messages, terminate, broken } = takeMessages();
        if (messages.length > 0) {
          const answer = await client.execProtocolRaw(new Uint8Array(messages), { syncToFs: true });
          status = lastReadyStatus(answer) ?? status;
          if (answer.length > 0 && !socket.destroyed) socket.write(Buffer.from(answer));
        }
        if (broken) {
          socket.destroy();
          break;
        }
        if (terminate) {
          socket.end();
          break;
        }
      }
    } finally {
      // the session is the server's too: never hand it back inside the connection's transaction
      if (status !== IDLE) await client.execProtocolRaw(simpleQuery("rollback"), { syncToFs: true });
    }
  });
  socket.end();
  await ended;
}
