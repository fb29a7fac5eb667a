import { defineConfig, devices } from "@playwright/test";

// Started by scripts/test.mjs, which builds the app and serves it on a fresh database (BASE_URL).
export default defineConfig({
  testDir: "e2e",
  // generous: a test near its limit on a quiet machine runs out of it on a loaded one (CI runs beside other work)
  timeout: 90_000,
  // a page's first load on a slow machine (its chunk, the language's texts, the first answers) can pass 10 s; a
  // passing check costs no more for the longer wait
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  // on CI one retry absorbs a click lost to an animation under load; the list and the totals name such a test
  // "flaky", and a test that fails twice still fails the run
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json"]],
  use: {
    baseURL: process.env.BASE_URL ?? "http://127.0.0.1:8080",
    locale: "zh-CN",
    // the console honours reduced motion: dialogs and drop-downs open at once, so no click lands mid-animation
    reducedMotion: "reduce",
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } }],
});
