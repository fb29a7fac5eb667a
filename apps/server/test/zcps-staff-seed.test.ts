import { type MaterialTypeCode, materialPayloadSchema } from "@zcps/contracts/zcps/materials";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await server.deps.db.execute(query)) as unknown as { rows: T[] }).rows;

describe("demo staff seed", () => {
  it("gives the school 300 staff over its 12 units, each with a declarant account", async () => {
    const perUnit = await rows<{ code: string; n: number }>(sql`
      select d.code, count(*)::int as n from staff s join departs d on d.id = s.unit_id
      where s.employee_no like '2026%' group by d.code`);
    expect(perUnit).toHaveLength(12);
    expect(perUnit.every((u) => u.n === 25)).toBe(true);
    const [accounts] = await rows<{ n: number }>(sql`
      select count(*)::int as n from staff s join users u on u.id = s.user_id
      join group_members gm on gm.user_id = u.id join groups g on g.id = gm.group_id and g.code = 'declarant'
      where u.username = 's' || s.employee_no and u.depart_id = s.unit_id`);
    expect(accounts?.n).toBe(300);
  });

  it("gives the demo declarant a lecturer's record and the cs unit its administrator and leader", async () => {
    const [li] = await rows<{
      name: string;
      current_title_name: string;
      current_title_date: string;
      degree: string;
    }>(sql`
      select s.name, s.current_title_name, s.current_title_date::text, s.degree from staff s
      join users u on u.id = s.user_id where u.username = 'declarant'`);
    expect(li).toEqual({ name: "李明", current_title_name: "讲师", current_title_date: "2019-07-01", degree: "2" });
    const admins = await rows<{ username: string; role: string }>(sql`
      select u.username, ua.role from unit_admins ua join users u on u.id = ua.user_id
      join departs d on d.id = ua.unit_id where d.code = 'cs' order by ua.role`);
    expect(admins).toEqual([
      { username: "unit_admin", role: "admin" },
      { username: "unit_leader", role: "leader" },
    ]);
  });

  it("imports source records for about a hundred staff, and staff accounts can sign in", async () => {
    const [counts] = await rows<{ staff: number; types: number }>(sql`
      select count(distinct staff_id)::int as staff, count(distinct material_type)::int as types from source_records`);
    expect(counts?.staff).toBe(100);
    expect(counts?.types).toBe(4);
    await expect(server.login("s20260001")).resolves.toBeTruthy();
  });
});

describe("demo source records", () => {
  it("follow the material types' payload schemas", async () => {
    const records = await rows<{ material_type: string; payload: Record<string, unknown> }>(
      sql`select material_type, payload from source_records`,
    );
    for (const record of records) {
      const parsed = materialPayloadSchema(record.material_type as MaterialTypeCode).safeParse(record.payload);
      expect(parsed.success, `${record.material_type} ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });
});
