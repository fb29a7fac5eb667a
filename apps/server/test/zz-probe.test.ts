import { it } from "vitest";
import { startTestServer } from "/work/main/apps/server/test/harness";
it("probe", async () => {
  const s = await startTestServer();
  console.log(s.app.printRoutes({ commonPrefix: false }));
  const r = await s.app.inject({ url: "/api/docs" });
  console.log(r.statusCode, r.body.slice(0, 200));
  await s.close();
});
