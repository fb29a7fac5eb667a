// Part of `npm run lint`: modules meet at their index.ts, and the contracts have no import cycle.
//
// 1. A server module is a folder `modules/admin/<area>`, `modules/title-evaluation/<area>` or
//    `modules/title-evaluation/stages/<stage>`. A source file (tests aside) may import another module's files only
//    through that module's `index.ts`; the app, the server and the seed likewise.
// 2. The relative imports inside `packages/contracts/src` form no cycle.
//
// Exits 1 naming each reach-in and each cycle. `node scripts/check-boundaries.mjs --root DIR` checks another tree.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const rootArg = process.argv.indexOf("--root");
const root =
  rootArg > 0 ? path.resolve(process.argv[rootArg + 1]) : path.resolve(fileURLToPath(import.meta.url), "../..");
const SERVER_SRC = path.join(root, "apps/server/src");
const MODULES = path.join(SERVER_SRC, "modules");
const CONTRACTS_SRC = path.join(root, "packages/contracts/src");

const IMPORT =
  /(?:\bimport|\bexport)\s[^;]*?\sfrom\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)|\bimport\s+["']([^"']+)["']/g;

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The specifiers a file imports, with their 1-based lines. Comments are blanked first, keeping line breaks. */
function importsOf(file) {
  const text = fs
    .readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " "))
    .replace(/(^|[^:"'`])\/\/[^\n]*/g, (c, lead) => lead + " ".repeat(c.length - lead.length));
  const found = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    found.push({ specifier, line: text.slice(0, match.index).split("\n").length });
  }
  return found;
}

/** A relative specifier's file (`x.ts`, `x.tsx`, `x/index.ts`), or undefined for a package. */
function resolve(from, specifier) {
  if (!specifier.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ""));
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return undefined;
}

/** The module folder a file under modules/ belongs to, or undefined outside modules/. */
function moduleOf(file) {
  const rel = path.relative(MODULES, file);
  if (rel.startsWith("..")) return undefined;
  const parts = rel.split(path.sep);
  const depth = parts[0] === "title-evaluation" && parts[1] === "stages" && parts.length > 3 ? 3 : 2;
  if (parts.length <= depth) return path.join(MODULES, ...parts.slice(0, depth - 1)); // a file beside the modules
  return path.join(MODULES, ...parts.slice(0, depth));
}

const isTest = (file) => /\.test\.tsx?$/.test(file);
const show = (file) => path.relative(root, file);

const reachIns = [];
for (const file of sourceFiles(SERVER_SRC)) {
  if (isTest(file)) continue;
  const own = moduleOf(file);
  for (const { specifier, line } of importsOf(file)) {
    const target = resolve(file, specifier);
    if (!target) continue;
    const theirs = moduleOf(target);
    if (!theirs || theirs === own) continue;
    if (target === path.join(theirs, "index.ts")) continue;
    reachIns.push(`${show(file)}:${line} imports ${specifier} (${show(target)}): import ${show(theirs)}/index.ts`);
  }
}

/** Tarjan's strongly connected components over the relative imports; each with more than one file is a cycle. */
function cycles(files) {
  const edges = new Map(
    files.map((f) => [
      f,
      importsOf(f)
        .map((i) => resolve(f, i.specifier))
        .filter(Boolean),
    ]),
  );
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      const selfLoop = (edges.get(v) ?? []).includes(v);
      if (component.length > 1 || selfLoop) found.push(component.map(show).sort());
    }
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return found;
}

const contractCycles = cycles(sourceFiles(CONTRACTS_SRC).filter((f) => !isTest(f)));

for (const r of reachIns) console.error(`reach-in: ${r}`);
for (const c of contractCycles) console.error(`import cycle in the contracts: ${c.join(" → ")}`);
if (reachIns.length || contractCycles.length) {
  console.error(`\n${reachIns.length} reach-in(s), ${contractCycles.length} cycle(s).`);
  process.exit(1);
}
console.log("boundaries: modules meet at their index.ts; the contracts have no import cycle");
