import { describe, expect, it } from "vitest";
import { groupCommit } from "./batches";

/** A write that records its batches and answers each item as `answer` says, after `release` is called. */
function recorder(answer: (item: string) => Error | null = () => null) {
  const batches: string[][] = [];
  const gates: (() => void)[] = [];
  const write = async (key: string, items: readonly string[]) => {
    batches.push(items.map((i) => `${key}:${i}`));
    await new Promise<void>((release) => gates.push(release));
    return items.map(answer);
  };
  const releaseAll = async () => {
    while (gates.length > 0) {
      gates.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { batches, write, releaseAll };
}

/** One turn of the event loop: what was read from the network meanwhile has been handled. */
const turn = () => new Promise((r) => setImmediate(r));

describe("group commit", () => {
  it("starts after one turn with what came together, and takes what comes meanwhile in the next batch", async () => {
    const r = recorder();
    const put = groupCommit(r.write);
    const together = ["a", "b", "c"].map((i) => put("g", i));
    expect(r.batches).toEqual([]);
    await turn();
    expect(r.batches).toEqual([["g:a", "g:b", "g:c"]]);
    const meanwhile = ["d", "e"].map((i) => put("g", i));
    await r.releaseAll();
    await Promise.all([...together, ...meanwhile]);
    expect(r.batches).toEqual([
      ["g:a", "g:b", "g:c"],
      ["g:d", "g:e"],
    ]);
    // the key is free again: the next item starts a batch of its own
    const later = put("g", "f");
    await turn();
    expect(r.batches.at(-1)).toEqual(["g:f"]);
    await r.releaseAll();
    await later;
  });

  it("answers each item for itself, and keys run side by side", async () => {
    const r = recorder((item) => (item === "bad" ? new Error("refused: bad") : null));
    const put = groupCommit(r.write);
    const held = [put("x", "first"), put("y", "other")];
    await turn();
    expect(r.batches).toEqual([["x:first"], ["y:other"]]);
    const outcomes = Promise.allSettled([put("x", "ok"), put("x", "bad")]);
    await r.releaseAll();
    await Promise.all(held);
    expect((await outcomes).map((o) => (o.status === "fulfilled" ? "in" : (o.reason as Error).message))).toEqual([
      "in",
      "refused: bad",
    ]);
    expect(r.batches).toEqual([["x:first"], ["y:other"], ["x:ok", "x:bad"]]);
  });

  it("fails every item of a batch whose write fails, and goes on with the next batch", async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    const put = groupCommit<string>(async (_key, items) => {
      calls++;
      if (calls === 1) {
        await new Promise<void>((r) => {
          release = r;
        });
        throw new Error("the database went away");
      }
      return items.map(() => null);
    });
    const first = [put("k", "a"), put("k", "b")];
    await turn();
    const next = put("k", "c");
    release();
    for (const item of first) await expect(item).rejects.toThrow("the database went away");
    await expect(next).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });

  it("splits a long queue into batches of at most `max`", async () => {
    const r = recorder();
    const put = groupCommit(r.write, 2);
    const all = ["a", "b", "c", "d", "e"].map((i) => put("g", i));
    await turn();
    await r.releaseAll();
    await Promise.all(all);
    expect(r.batches).toEqual([["g:a", "g:b"], ["g:c", "g:d"], ["g:e"]]);
  });
});
