// `npx tsx scripts/lighthouse.ts`: Lighthouse alone on the built console with the demo data (after `npm run
// build`), for working on page weight; `npm run bench` runs the same and writes the figures.
import { loadConfig } from "../apps/server/src/config";
import { adminToken, lighthouseLines, lighthouseScores } from "./bench-lighthouse";
import { findChromium, startBuiltServer } from "./lib.mjs";

const chromium = findChromium();
if (!chromium) throw new Error("Chromium not found (apt-get install chromium)");
const server = await startBuiltServer({});
try {
  const config = loadConfig(process.env);
  const token = await adminToken(server.url, config.OAUTH_CLIENT_ID, config.OAUTH_CLIENT_SECRET);
  console.log(lighthouseLines(await lighthouseScores(chromium, server.url, token)).join("\n"));
} finally {
  await server.stop();
}
