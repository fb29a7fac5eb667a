import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, "../../../../../..");
const pkg = JSON.parse(fs.readFileSync(path.join(serverRoot, "package.json"), "utf8")) as {
  dependencies?: Record<string, string>;
};

/**
 * The Word thread runs in a heap of 64 MB: it loads docx and the contracts, never the kit or the platform (which bring
 * drizzle, exceljs and most of the server with them: a bundle of 777 KB whose code filled that heap before a table
 * was packed).
 */
describe("the A3 zip's Word thread", () => {
  it("loads its own folder, the contracts and docx, nothing else of the server", async () => {
    const result = await build({
      entryPoints: [path.join(here, "a3-word-thread.ts")],
      bundle: true,
      write: false,
      metafile: true,
      platform: "node",
      format: "esm",
      // as the build does: npm packages stay outside, the workspace's contracts are inlined
      external: Object.keys(pkg.dependencies ?? {}),
      logLevel: "silent",
    });
    const inputs = Object.keys(result.metafile.inputs).map((input) => path.resolve(process.cwd(), input));
    const server = inputs
      .filter((input) => input.startsWith(path.join(serverRoot, "src")))
      .map((input) => path.relative(here, input));
    expect(server.filter((input) => input.startsWith(".."))).toEqual([]);
    const packages = new Set(
      Object.values(result.metafile.outputs).flatMap((output) => output.imports.map((i) => i.path)),
    );
    expect([...packages].sort()).toEqual(["docx", "node:worker_threads", "zod"]);
  });
});
