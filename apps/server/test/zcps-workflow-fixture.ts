import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import {
  batches,
  declarationItems,
  declarations,
  departs,
  projects,
  sourceRecords,
  staff,
  users,
} from "../src/db/schema";
import type { TestServer } from "./harness";

/**
 * Declarations and source records the workflow tests own: written straight into the test server's database so they
 * do not depend on how many declarations the demo seed makes.
 */
export async function workflowFixture(server: TestServer) {
  const db = server.deps.db;
  const departIds = new Map(
    (await db.select({ id: departs.id, code: departs.code }).from(departs)).map((d) => [d.code, d.id]),
  );
  const userIds = new Map(
    (await db.select({ id: users.id, username: users.username }).from(users)).map((u) => [u.username, u.id]),
  );
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.enabled, true))
    .orderBy(asc(projects.orderNum))
    .limit(1);
  const [batch] = await db
    .select({ id: batches.id })
    .from(batches)
    .where(and(eq(batches.projectId, project?.id ?? ""), eq(batches.enabled, true)))
    .orderBy(asc(batches.orderNum))
    .limit(1);
  if (!batch) throw new Error("the demo seed has no enabled batch");
  const batchId = batch.id;

  /** the staff row of a user (made when the staff seed did not) */
  async function staffOf(username: string, unitCode: string) {
    const userId = userIds.get(username) as string;
    const [found] = await db.select().from(staff).where(eq(staff.userId, userId)).limit(1);
    if (found) return found;
    const row = {
      id: randomUUID(),
      tenantId: "default",
      userId,
      employeeNo: `T${Math.floor(Math.random() * 1e8)}`,
      name: username,
      unitId: departIds.get(unitCode) ?? null,
    };
    await db.insert(staff).values(row);
    return (await db.select().from(staff).where(eq(staff.id, row.id)))[0] as typeof staff.$inferSelect;
  }

  /** a staff member without an account or a declaration yet (the demo seed may have declared for the demo users) */
  async function newStaff(unitCode: string) {
    const row = {
      id: randomUUID(),
      tenantId: "default",
      userId: null,
      employeeNo: `F${randomUUID().slice(0, 8)}`,
      name: `测试${randomUUID().slice(0, 4)}`,
      unitId: departIds.get(unitCode) ?? null,
    };
    await db.insert(staff).values(row);
    return { ...row, userId: `fixture-user-${row.id}` };
  }

  async function declaration(
    owner: { id: string; userId: string | null; unitId: string | null },
    values: Partial<typeof declarations.$inferInsert> = {},
  ) {
    const [existing] = await db
      .select({ id: declarations.id })
      .from(declarations)
      .where(and(eq(declarations.projectTimeId, batchId), eq(declarations.staffId, owner.id)));
    if (existing) {
      await db
        .update(declarations)
        .set({ status: "DRAFT", ...values })
        .where(eq(declarations.id, existing.id));
      return existing.id;
    }
    const id = randomUUID();
    await db.insert(declarations).values({
      id,
      tenantId: "default",
      projectTimeId: batchId,
      staffId: owner.id,
      userId: owner.userId as string,
      unitId: owner.unitId,
      titleId: "fixture-title",
      seriesCode: "TEACHER",
      level: "ASSOC_SENIOR",
      status: "DRAFT",
      ...values,
    });
    return id;
  }

  async function sourceRecord(ownerStaffId: string, materialType: string, payload: Record<string, unknown>) {
    const id = randomUUID();
    await db.insert(sourceRecords).values({
      id,
      tenantId: "default",
      staffId: ownerStaffId,
      materialType,
      sourceRef: `REF-${id.slice(0, 8)}`,
      source: "SYNC_JWC",
      payload,
    });
    return id;
  }

  async function copiedItem(
    declarationId: string,
    recordId: string,
    materialType: string,
    payload: Record<string, unknown>,
  ) {
    const id = randomUUID();
    await db.insert(declarationItems).values({
      id,
      declarationId,
      materialType,
      payload,
      source: "import",
      sourceRecordId: recordId,
    });
    return id;
  }

  return { db, batchId, departIds, userIds, staffOf, newStaff, declaration, sourceRecord, copiedItem };
}
