// `npm test`: unit and API tests (vitest), then browser tests (Playwright in Debian's Chromium) against the
// built server on a fresh database. DATABASE_URL switches both to PostgreSQL. With CI=true a missing browser fails.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BROWSER_TEST_SERVER, browserTestEnv, buildIfChanged, findTestBrowser, run, startBuiltServer } from "./lib.mjs";

const reports = fs.mkdtempSync(path.join(os.tmpdir(), "zcps-test-report-"));
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
// the failed tests' names, repeated at the very end so that a log's tail says what failed
const failures = [];
const database = process.env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite";
console.log(`\n== Unit and API tests (${database}) ==`);
const vitestReport = path.join(reports, "vitest.json");
const unitCode = await run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile=${vitestReport}`,
]);
if (fs.existsSync(vitestReport)) {
  const r = JSON.parse(fs.readFileSync(vitestReport, "utf8"));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  for (const file of r.testResults ?? []) {
    const name = path.relative(process.cwd(), file.name);
    const failed = (file.assertionResults ?? []).filter((a) => a.status === "failed");
    for (const a of failed) failures.push(`${name} › ${a.fullName}`);
    if (failed.length === 0 && file.status === "failed")
      failures.push(`${name}: ${(file.message ?? "").slice(0, 300)}`);
  }
}
// a run that failed outside any test (configuration, unhandled error) still counts as a failure
if (unitCode !== 0 && totals.failed === 0) totals.failed += 1;

let e2eCode = 0;
const chromium = findTestBrowser();
if (!chromium) {
  if (process.env.CI === "true") {
    console.error("Chromium not found (apt-get install chromium): browser tests cannot run in CI.");
    e2eCode = 1;
    totals.failed += 1;
  } else {
    console.warn("\nChromium not found: browser tests skipped (install the Debian package `chromium`).");
  }
} else {
  console.log(`\n== Browser tests in ${chromium} (${database}) ==`);
  const buildCode = await buildIfChanged();
  if (buildCode !== 0) {
    e2eCode = buildCode;
    totals.failed += 1;
  } else {
    const server = await startBuiltServer(BROWSER_TEST_SERVER, { sql: true });
    const pwReport = path.join(reports, "playwright.json");
    try {
      e2eCode = await run("npx", ["playwright", "test"], {
        env: { ...browserTestEnv(server, chromium), PLAYWRIGHT_JSON_OUTPUT_NAME: pwReport },
      });
    } finally {
      if (e2eCode !== 0) console.log(`\n-- server output --\n${server.output().slice(-4000)}`);
      await server.stop();
    }
    if (fs.existsSync(pwReport)) {
      const report = JSON.parse(fs.readFileSync(pwReport, "utf8"));
      const s = report.stats;
      totals.passed += s.expected + (s.flaky ?? 0);
      totals.flaky += s.flaky ?? 0;
      totals.failed += s.unexpected;
      totals.skipped += s.skipped;
      collectPlaywrightFailures(report.suites ?? [], failures);
    } else if (e2eCode !== 0) {
      totals.failed += 1;
    }
  }
}

fs.rmSync(reports, { recursive: true, force: true });
const flaky = totals.flaky > 0 ? ` (${totals.flaky} of them passed only on a retry)` : "";
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((f) => `  ${f}`).join("\n")}`);
console.log(`\ntests: ${totals.passed} passed${flaky}, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(unitCode !== 0 || e2eCode !== 0 ? 1 : 0);

function collectPlaywrightFailures(suites, out) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === "unexpected") out.push(`${spec.file}:${spec.line} › ${spec.title}`);
      }
    }
    collectPlaywrightFailures(suite.suites ?? [], out);
  }
}
