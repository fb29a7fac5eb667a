import { describe, expect, it } from "vitest";
import { oneAtATime } from "./client";

describe("a connection's statements, one at a time", () => {
  it("sends a statement asked for during another after it, in the order asked, and goes on after a failure", async () => {
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const query = oneAtATime(async (text: string) => {
      running += 1;
      most = Math.max(most, running);
      log.push(`start ${text}`);
      await new Promise((resolve) => setTimeout(resolve, text === "slow" ? 20 : 1));
      running -= 1;
      log.push(`end ${text}`);
      if (text === "bad") throw new Error("refused");
      return text.toUpperCase();
    });
    const answers = await Promise.allSettled([query("slow"), query("bad"), query("next")]);
    expect(most).toBe(1);
    expect(log).toEqual(["start slow", "end slow", "start bad", "end bad", "start next", "end next"]);
    expect(answers.map((a) => (a.status === "fulfilled" ? a.value : a.reason.message))).toEqual([
      "SLOW",
      "refused",
      "NEXT",
    ]);
  });

  it("passes a call with a callback through at once", () => {
    const calls: unknown[][] = [];
    const query = oneAtATime((...args: unknown[]) => {
      calls.push(args);
      return undefined;
    });
    const done = () => undefined;
    query("select 1", [], done);
    expect(calls).toEqual([["select 1", [], done]]);
  });
});
