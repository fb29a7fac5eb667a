// Bundles the server into dist/main.js, the document thread into dist/pdf-worker.js, the watermark thread into
// dist/watermark-thread.js, the upload thread into dist/upload-check-thread.js and the A3 zip's Word thread into
// dist/a3-word-thread.js (workspace packages inlined, npm packages external) and copies the migrations.
import fs from "node:fs";
import { build } from "esbuild";

const pkg = JSON.parse(fs.readFileSync(new URL("./package.json", import.meta.url)));
await build({
  entryPoints: [
    { in: "src/main.ts", out: "main" },
    // started by kit/documents/pdf-renderer.ts from beside main.js
    { in: "src/modules/title-evaluation/kit/documents/pdf-worker.ts", out: "pdf-worker" },
    // started by kit/documents/watermarker.ts from beside main.js
    { in: "src/modules/title-evaluation/kit/documents/watermark-thread.ts", out: "watermark-thread" },
    // started by platform/uploads/checker.ts from beside main.js
    { in: "src/platform/uploads/upload-check-thread.ts", out: "upload-check-thread" },
    // started by stages/results/a3/zip-job.ts from beside main.js
    { in: "src/modules/title-evaluation/stages/results/a3/a3-word-thread.ts", out: "a3-word-thread" },
  ],
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: "warning",
});
fs.rmSync("dist/migrations", { recursive: true, force: true });
fs.cpSync("src/db/migrations", "dist/migrations", { recursive: true });
