import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * Chunking: react and the router form one long-lived vendor chunk; echarts
 * and zrender get their own chunk that only the dashboard loads. antd is left
 * to automatic splitting on purpose: one antd chunk would drag Table, Tree and
 * DatePicker into the login page.
 */
const VENDOR_GROUPS: ReadonlyArray<readonly [name: string, test: RegExp]> = [
  ["react", /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/],
  ["echarts", /node_modules[\\/](echarts|zrender|tslib)[\\/]/],
];

/**
 * No list of the console filters from its column headers (antd's `filters` / `filterDropdown`), yet antd's Table
 * imports the header filter's dropdown statically, and with it antd's Tree (16 KB gzip) into every list page. The
 * build replaces that dropdown by one that says so when drawn: a column that needs header filters fails loudly in
 * the built page (and in the browser tests; the dev server keeps antd's own) instead of quietly growing every list;
 * drop this plugin to use them.
 */
function withoutTableHeaderFilters(): Plugin {
  const leftOut = "\0antd-table-filter-dropdown";
  return {
    name: "zcps:without-table-header-filters",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (
        source === "./FilterDropdown" &&
        importer &&
        /antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]/.test(importer)
      ) {
        return leftOut;
      }
      return null;
    },
    load(id) {
      if (id !== leftOut) return null;
      return `export function flattenKeys(filters) {
  return (filters || []).flatMap(({ value, children }) => [value, ...flattenKeys(children)]);
}
export default function FilterDropdown() {
  throw new Error("antd Table header filters are left out of this build (apps/web/vite.config.ts)");
}
`;
    },
  };
}

export default defineConfig({
  plugins: [react(), withoutTableHeaderFilters()],
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
          groups: VENDOR_GROUPS.map(([name, test], i) => ({ name, test, priority: VENDOR_GROUPS.length - i })),
        },
      },
    },
  },
});
