import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

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

export default defineConfig({
  plugins: [react()],
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
