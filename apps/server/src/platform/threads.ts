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
