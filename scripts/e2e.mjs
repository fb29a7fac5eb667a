// `node scripts/e2e.mjs [--no-build] [playwright args…]`: the browser tests alone (some or all spec files) against
// the built server on a fresh database, for working on one page group; `npm test` runs them all.
import { BROWSER_TEST_SERVER, browserTestEnv, buildIfChanged, findTestBrowser, run, startBuiltServer } from "./lib.mjs";

const args = process.argv.slice(2);
const build = !args.includes("--no-build");
const rest = args.filter((a) => a !== "--no-build");
const chromium = findTestBrowser();
if (!chromium) {
  console.error("Chromium not found (apt-get install chromium)");
  process.exit(1);
}
if (build && (await buildIfChanged()) !== 0) process.exit(1);
const server = await startBuiltServer(BROWSER_TEST_SERVER, { sql: true });
let code = 1;
try {
  code = await run("npx", ["playwright", "test", "--reporter=list", ...rest], {
    env: browserTestEnv(server, chromium),
  });
} finally {
  if (code !== 0) console.log(`\n-- server output --\n${server.output().slice(-4000)}`);
  await server.stop();
}
process.exit(code);
