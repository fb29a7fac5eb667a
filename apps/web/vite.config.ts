import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * Chunking: react and the router form one long-lived vendor chunk; echarts
 * and zrender get their own chunk that only the dashboard loads. antd is not
 * one chunk on purpose: that would drag Table, Tree and DatePicker into the
 * login page; the layers below group what the shell and the lists share.
 */
const VENDOR_GROUPS: ReadonlyArray<readonly [name: string, test: RegExp]> = [
  ["react", /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/],
  ["echarts", /node_modules[\\/](echarts|zrender|tslib)[\\/]/],
  // every signed-in page asks the server through it; split by use it came in six small chunks
  ["query", /node_modules[\\/]@tanstack[\\/]/],
];

/**
 * Shared layers, each kept in one chunk: the entry's static imports (what the sign-in page loads too), then what the
 * antd root imports, then what both the landing page and the shell import, then what only the shell imports. Left
 * to automatic splitting they came in dozens of small chunks, each gzipped on its own and each naming its imports;
 * every signed-in page paid for that. A module belongs to the layer of the roots that import it statically (directly
 * or not); anything else is split automatically.
 */
const ROOTS = {
  entry: /[\\/]src[\\/]main\.tsx$/,
  antdRoot: /[\\/]src[\\/]app[\\/]antd-root\.tsx$/,
  landing: /[\\/]src[\\/]app[\\/]pages[\\/]enter-station-page\.tsx$/,
  shell: /[\\/]src[\\/]app[\\/]shell[\\/]shell-layout\.tsx$/,
  list: /[\\/]src[\\/]lib[\\/]list-page\.tsx$/,
};
type Root = keyof typeof ROOTS;
/**
 * Imported statically but mostly unused, so the import graph overstates what a layer needs: antd's form context
 * names rc-form's index (the whole form store and its validator; only the contexts are used), Table's selection
 * names rc-tree's index for one helper, the plain input names rc-input's index (the text area too), antd's colour
 * helpers name the colour picker (and through it Collapse). These are left to automatic splitting, which sees what
 * is used.
 */
const NOT_LAYERED =
  /node_modules[\\/](@rc-component[\\/](async-validator|tree|color-picker|collapse)[\\/]|antd[\\/]es[\\/](color-picker|collapse)[\\/]|@rc-component[\\/]form[\\/]es[\\/](?!(Field|List|Form)Context\.js)|@rc-component[\\/]input[\\/]es[\\/](TextArea|ResizableTextArea|calculateNodeHeight)\.js)/;

const LAYERS: ReadonlyArray<readonly [name: string, member: (roots: Set<Root>) => boolean]> = [
  ["entry", (roots) => roots.has("entry")],
  ["antd-root", (roots) => roots.has("antdRoot")],
  ["antd-common", (roots) => roots.has("landing") && roots.has("shell")],
  ["shell", (roots) => roots.has("shell")],
  // not what the landing page imports besides: that page would load the whole list layer
  ["list-page", (roots) => roots.has("list") && !roots.has("landing")],
];

/** The layer of each module, set once the module graph is known. */
const layerOf = new Map<string, string>();

function staticLayers(): Plugin {
  return {
    name: "zcps:static-layers",
    apply: "build",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const rootsOf = new Map<string, Set<Root>>();
      for (const [root, test] of Object.entries(ROOTS) as [Root, RegExp][]) {
        const start = ids.find((id) => test.test(id));
        // the root itself stays its own chunk: a dynamic import's target cannot be merged into a group
        const stack = start ? [...(this.getModuleInfo(start)?.importedIds ?? [])] : [];
        const seen = new Set<string>();
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (seen.has(id) || id === start) continue;
          seen.add(id);
          if (!NOT_LAYERED.test(id)) rootsOf.set(id, (rootsOf.get(id) ?? new Set<Root>()).add(root));
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      }
      layerOf.clear();
      for (const [id, roots] of rootsOf) {
        const layer = LAYERS.find(([, member]) => member(roots));
        if (layer) layerOf.set(id, layer[0]);
      }
    },
  };
}

/**
 * antd imports the build replaces, each by a module of its own (`code`). Two parts no page uses, replaced by ones
 * that fail loudly when drawn (in the built page and the browser tests; the dev server keeps antd's own), instead
 * of quietly growing every list; drop the entry to use them:
 * - the column-header filters (`filters` / `filterDropdown`): Table imports their dropdown statically, and with it
 *   antd's Tree (16 KB gzip);
 * - the virtual Table (`virtual`): Table imports it statically too.
 * Two small helpers antd takes from large modules: the chunking follows the import, so every page with the small
 * part carried the large one. Button's and Tag's colour tokens take `isBright` from the colour picker's presets
 * panel (with Collapse and the colour picker, about 5 KB gzip on every page with a button); Radio groups take
 * `toNamePathStr` from the form's `useForm` (rc-form's form store, about 5 KB on every list page). These get the
 * helper alone: antd's own code, the same result.
 */
const ANTD_REPLACEMENTS: ReadonlyArray<{ importer: RegExp; source: string; code: string }> = [
  {
    importer: /antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]/,
    source: "./FilterDropdown",
    code: `export function flattenKeys(filters) {
  return (filters || []).flatMap(({ value, children }) => [value, ...flattenKeys(children)]);
}
export default function FilterDropdown() {
  throw new Error("antd Table header filters are left out of this build (apps/web/vite.config.ts)");
}
`,
  },
  {
    importer: /antd[\\/]es[\\/]table[\\/]InternalTable\.js$/,
    source: "./RcTable/VirtualTable",
    code: `export default function VirtualTable() {
  throw new Error("antd's virtual Table is left out of this build (apps/web/vite.config.ts)");
}
`,
  },
  {
    importer: /antd[\\/]es[\\/](button|tag)[\\/]style[\\/]/,
    source: "../../color-picker/components/ColorPresets",
    code: `import { FastColor } from "@ant-design/fast-color";
export const isBright = (value, bgColorToken) => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new FastColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
`,
  },
  {
    importer: /antd[\\/]es[\\/]radio[\\/]group\.js$/,
    source: "../form/hooks/useForm",
    code: `import { toArray } from "antd/es/form/util";
export function toNamePathStr(name) {
  return toArray(name).join("_");
}
`,
  },
];

function antdReplacements(): Plugin {
  const prefix = "\0antd-replacement:";
  return {
    name: "zcps:antd-replacements",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      const index = ANTD_REPLACEMENTS.findIndex((r) => r.source === source && importer && r.importer.test(importer));
      return index >= 0 ? `${prefix}${index}` : null;
    },
    load(id) {
      return id.startsWith(prefix) ? ANTD_REPLACEMENTS[Number(id.slice(prefix.length))]?.code : null;
    },
  };
}

/** What is worth compressing ahead: text the browser fetches, above the size where the server compresses at all. */
const PRECOMPRESSED = /\.(js|css|html|svg|json)$/;
const PRECOMPRESS_FROM = 1024;

/**
 * Each script, style sheet and page of the build also as .br (brotli at its best quality) and .gz (gzip at 9), which
 * the server sends as they are (@fastify/static's preCompressed). Compressing on each request has to be quick (brotli
 * at 4), so a larger file and the CPU on every cold load; done once here it is smaller and costs nothing to serve.
 */
function precompressed(): Plugin {
  let outDir = "";
  return {
    name: "zcps:precompressed",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      order: "post",
      handler(_options, bundle) {
        const names = [...Object.keys(bundle), "index.html"].filter((name) => PRECOMPRESSED.test(name));
        for (const name of new Set(names)) {
          const file = path.join(outDir, name);
          if (!fs.existsSync(file)) continue;
          const content = fs.readFileSync(file);
          if (content.length < PRECOMPRESS_FROM) continue;
          const br = brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          });
          fs.writeFileSync(`${file}.br`, br);
          fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), antdReplacements(), staticLayers(), precompressed()],
  server: {
    proxy: { "/api": { target: "http://127.0.0.1:8080", changeOrigin: true } },
  },
  build: {
    target: "es2022",
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // antd's @rc-component packages do not declare `sideEffects: false`, so one name imported from a
      // package's index kept the whole package: antd's form context alone put all of rc-form into every
      // antd page. None of their modules is imported for its effect alone, so unused ones may go.
      treeshake: { moduleSideEffects: [{ test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false }] },
      // merging shared modules into a chunk the entry already loads would ship lazy-only code
      // (colour picker, tables) with the login page
      experimental: { chunkOptimization: { mergeCommonChunks: false }, lazyBarrel: true },
      output: {
        codeSplitting: {
          groups: [
            ...VENDOR_GROUPS.map(([name, test], i) => ({ name, test, priority: 100 - i })),
            ...LAYERS.map(([name], i) => ({
              name,
              test: (id: string) => layerOf.get(id) === name,
              priority: 10 - i,
              // a layer's modules only: what they import but the layer leaves out is split by use
              includeDependenciesRecursively: false,
            })),
          ],
        },
      },
    },
  },
});
