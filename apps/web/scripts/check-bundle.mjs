// Bundle budgets: the JavaScript a route loads, gzipped, from the Vite manifest.
// Run after `vite build`: node scripts/check-bundle.mjs
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const dist = join(import.meta.dirname, "..", "dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));

/** The chunk files a module loads before it runs: itself and its static imports. */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}

const gzip = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const budgets = [
  { name: "/login", modules: [entry, "src/features/auth/login-page.tsx"], limit: 180 * 1024 },
  {
    name: "shell after sign-in",
    modules: [entry, "src/app/antd-root.tsx", "src/app/shell/shell-layout.tsx"],
    limit: 280 * 1024,
  },
  {
    name: "shell with the dashboard page",
    modules: [
      entry,
      "src/app/antd-root.tsx",
      "src/app/shell/shell-layout.tsx",
      "src/features/dashboard/dashboard-page.tsx",
    ],
    limit: Infinity,
  },
  {
    name: "dashboard charts (lazy, echarts)",
    modules: ["src/features/dashboard/components/echart.tsx"],
    limit: Infinity,
  },
];

let failed = false;
let loaded = new Set();
for (const budget of budgets) {
  const files = closure(budget.modules);
  const size = [...files].filter((f) => f.endsWith(".js")).reduce((sum, f) => sum + gzip(f), 0);
  const extra = [...files].filter((f) => f.endsWith(".js") && !loaded.has(f)).reduce((sum, f) => sum + gzip(f), 0);
  const over = size > budget.limit;
  failed ||= over;
  const limit = Number.isFinite(budget.limit) ? ` (budget ${kb(budget.limit)})` : "";
  console.log(`${over ? "OVER" : "ok  "} ${budget.name}: ${kb(size)} gzip${limit}; new here: ${kb(extra)}`);
  loaded = new Set([...loaded, ...files]);
}
process.exit(failed ? 1 : 0);
