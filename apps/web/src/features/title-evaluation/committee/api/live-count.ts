import { COMMITTEE_ROUTES, type VoteCount } from "@zcps/contracts/zcps/committee/api";
import { useEffect, useState } from "react";
import i18n from "../../../../i18n";
import { COOKIES, getCookie } from "../../../../lib/cookies";
import { parseEventStream, parseVoteCount, reconnectDelay } from "../logic";
import { usePolledCount } from "./get-count";
import { pathOf } from "./keys";

/** Streams that end before their first count, in a row, before the page falls back to asking every 3 s. */
const FAILED_STREAMS_BEFORE_POLLING = 2;

/**
 * The headers the request layer sends (language, no cache, the session's authorization): EventSource cannot carry
 * the authorization, so the stream is read through fetch.
 */
function streamHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: "text/event-stream",
    "Cache-Control": "no-cache",
    "Accept-Language": i18n.language === "en" ? "en" : "zh",
  };
  const auth = getCookie(COOKIES.authorization);
  if (auth) headers.Authorization = auth;
  return headers;
}

/**
 * The live count of a group's open round (how many have voted of those attending, and the round's state), from
 * the server-sent events of `live`: reconnects when the stream drops, stops when the page leaves, and asks `count`
 * every 3 s instead when streaming does not work here (a proxy buffering it, a refusal).
 */
export function useLiveCount(groupId: string, enabled: boolean): VoteCount | null {
  const [streamed, setStreamed] = useState<VoteCount | null>(null);
  const [polling, setPolling] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    setPolling(false);
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    async function connect() {
      let received = false;
      try {
        const response = await fetch(pathOf(COMMITTEE_ROUTES.live, { groupId }), {
          headers: streamHeaders(),
          signal: controller.signal,
        });
        if (!response.ok || !response.body) throw new Error(`live count: HTTP ${response.status}`);
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffer = "";
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          const { events, rest } = parseEventStream(buffer);
          buffer = rest;
          for (const data of events) {
            const count = parseVoteCount(data);
            if (!count) continue;
            received = true;
            setStreamed(count);
          }
        }
      } catch {
        // dropped, refused or aborted: decided below
      }
      if (controller.signal.aborted) return;
      failures = received ? 0 : failures + 1;
      if (failures >= FAILED_STREAMS_BEFORE_POLLING) {
        setPolling(true);
        return;
      }
      timer = setTimeout(connect, reconnectDelay(failures));
    }

    void connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [groupId, enabled]);

  const polled = usePolledCount(groupId, enabled && polling);
  if (!enabled) return null;
  return polling ? (polled.data ?? streamed) : streamed;
}
