import type { VoteCount } from "@zcps/contracts/zcps/committee/api";
import type { FastifyReply, FastifyRequest } from "fastify";

/** How often the stream re-reads the count: one small indexed count per open screen. */
const POLL_MS = 1000;
/** A comment line that keeps proxies from closing a quiet stream. */
const PING_MS = 15_000;
/** The stream ends after this long; the console reconnects. */
const MAX_MS = 2 * 60 * 60 * 1000;

/** One event of the stream: the count as JSON (how many have voted, never how). */
export const voteCountEvent = (count: VoteCount) => `data: ${JSON.stringify(count)}\n\n`;

const sameCount = (a: VoteCount, b: VoteCount) =>
  a.state === b.state && a.round === b.round && a.voted === b.voted && a.attending === b.attending;

/**
 * The live count as server-sent events. It reads the count from the database, not from this instance's memory, so
 * a ballot cast through another instance shows as well; an event goes out only when the count or the round's state
 * changed. The stream stops when the client goes, on a read error, or after MAX_MS.
 */
export function streamVoteCount(
  request: FastifyRequest,
  reply: FastifyReply,
  first: VoteCount,
  read: () => Promise<VoteCount>,
) {
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  });
  out.write("retry: 3000\n\n");
  out.write(voteCountEvent(first));
  let last = first;
  let busy = false;
  let lastWrite = Date.now();
  const started = Date.now();
  const stop = () => {
    clearInterval(timer);
    if (!out.writableEnded) out.end();
  };
  const timer = setInterval(async () => {
    if (busy) return;
    if (Date.now() - started > MAX_MS) return stop();
    busy = true;
    try {
      const now = await read();
      if (!sameCount(now, last)) {
        out.write(voteCountEvent(now));
        last = now;
        lastWrite = Date.now();
      } else if (Date.now() - lastWrite > PING_MS) {
        out.write(": ping\n\n");
        lastWrite = Date.now();
      }
    } catch (error) {
      request.log.warn({ err: error }, "the live vote count stopped");
      stop();
    } finally {
      busy = false;
    }
  }, POLL_MS);
  request.raw.on("close", stop);
}
