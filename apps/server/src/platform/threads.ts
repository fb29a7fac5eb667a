import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type ResourceLimits, Worker } from "node:worker_threads";

/**
 * A thread running the script `name` beside the calling module (`from` is its `import.meta.url`): in a build the
 * bundled `<name>.js` beside main.js (build.mjs bundles each thread's script under the same name); where the server
 * runs from source (development, tests), the TypeScript `<name>.ts`, loaded through tsx.
 */
export function startThread(from: string, name: string, resourceLimits?: ResourceLimits): Worker {
  if (!from.endsWith(".ts")) return new Worker(new URL(`./${name}.js`, from), { resourceLimits });
  // a thread does not inherit the loader that runs TypeScript: it registers tsx's before it imports the script
  const require = createRequire(from);
  const manifest = require.resolve("tsx/package.json");
  const api = (require(manifest) as { exports: Record<string, { import: { default: string } }> }).exports["./esm/api"];
  const tsx = pathToFileURL(path.join(path.dirname(manifest), api?.import.default ?? "")).href;
  const script = new URL(`./${name}.ts`, from).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(script)}); });`;
  return new Worker(boot, { eval: true, resourceLimits });
}

/** Requests to a thread and its replies, matched by id. */
export interface ThreadCalls<Request extends { id: number }, Reply extends { id: number }> {
  /** Sends a request (the id is added) and answers the thread's reply to it. */
  call(request: Omit<Request, "id">): Promise<Reply>;
  /** Stops the thread, if it runs; a later call starts it again. */
  close(): Promise<void>;
}

/**
 * A thread started with the first call (and again after it stops), answering each request with one reply of the same
 * id. Requests waiting when the thread fails or stops are refused with `stopped`'s message. An idle thread does not
 * keep the process alive unless `keepAlive`.
 */
export function threadCalls<Request extends { id: number }, Reply extends { id: number }>(
  start: () => Worker,
  stopped: string,
  keepAlive = false,
): ThreadCalls<Request, Reply> {
  let worker: Worker | null = null;
  let next = 0;
  const pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  function thread(): Worker {
    if (worker) return worker;
    const started = start();
    started.on("message", (reply: Reply) => {
      pending.get(reply.id)?.resolve(reply);
      pending.delete(reply.id);
    });
    started.on("error", (error) => failAll(error));
    started.on("exit", (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`${stopped} (exit code ${code})`));
    });
    if (!keepAlive) started.unref();
    worker = started;
    return started;
  }

  return {
    call(request) {
      return new Promise((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        thread().postMessage({ ...request, id });
      });
    },
    async close() {
      const running = worker;
      worker = null;
      if (running) await running.terminate();
    },
  };
}
