/**
 * Group commit: requests of one key that arrive while an earlier batch of that key is being written wait, and go in
 * together in the next batch. A lone request starts after the input already received is handled (one turn of the
 * event loop, so that requests which came together go together), with no timer; a burst costs one transaction per
 * batch instead of one each, which matters most where the database has a single connection (the embedded one).
 *
 * `write` gets the waiting items in the order they came and answers one outcome per item: null when it went in, or
 * the error that request is to answer. If `write` itself fails, every item of its batch gets that failure. Each
 * key's batches are written one after another; different keys' run side by side.
 */
export function groupCommit<I>(
  write: (key: string, items: readonly I[]) => Promise<readonly (Error | null)[]>,
  max = 50,
): (key: string, item: I) => Promise<void> {
  const waiting = new Map<string, { item: I; settle: (outcome: Error | null) => void }[]>();

  async function drain(key: string, queue: { item: I; settle: (outcome: Error | null) => void }[]) {
    while (queue.length > 0) {
      const taken = queue.splice(0, max);
      let outcomes: readonly (Error | null)[];
      try {
        outcomes = await write(
          key,
          taken.map((w) => w.item),
        );
      } catch (error) {
        outcomes = taken.map(() => (error instanceof Error ? error : new Error(String(error))));
      }
      taken.forEach((w, i) => {
        w.settle(outcomes[i] ?? null);
      });
    }
    waiting.delete(key);
  }

  return (key, item) =>
    new Promise<void>((resolve, reject) => {
      const entry = { item, settle: (outcome: Error | null) => (outcome ? reject(outcome) : resolve()) };
      const queue = waiting.get(key);
      if (queue) {
        queue.push(entry);
        return;
      }
      const started = [entry];
      waiting.set(key, started);
      // the requests already read from the network are handled first: those of the same key join this batch
      setImmediate(() => void drain(key, started));
    });
}
