import { and, asc, count, desc, eq, gt, inArray, max, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import {
  batches,
  batchTitles,
  declarationAttachments,
  declarationDecisions,
  declarationItems,
  declarationSnapshots,
  declarations,
  departs,
  files,
  groupMembers,
  groups,
  materialDirectory,
  postRestrictions,
  projects,
  requirements,
  sourceRecords,
  staff,
  titles,
  tracks,
  unitAdmins,
  users,
} from "../../../db/schema";
import { raiseBatchVersion } from "../config";
import { pickRequirement, type RequirementChoice } from "./requirement";

export type DeclarationRecord = typeof declarations.$inferSelect;
export type ItemRecord = typeof declarationItems.$inferSelect;
export type AttachmentRecord = typeof declarationAttachments.$inferSelect;
export type BatchRecord = typeof batches.$inferSelect & { tenantId: string };
export type DirectoryRecord = typeof materialDirectory.$inferSelect;
export type StaffRecord = typeof staff.$inferSelect;

// ---------------------------------------------------------------------------------------------------------------
// Declarations

export async function findDeclaration(db: Executor, tenantId: string, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(declarations)
    .where(and(eq(declarations.id, id), eq(declarations.tenantId, tenantId)))
    .limit(1);
  const rows = forUpdate ? await query.for("update") : await query;
  return rows[0] ?? null;
}

export async function listUserDeclarations(db: Executor, tenantId: string, userId: string) {
  return db
    .select({
      declaration: declarations,
      batchName: batches.name,
      batchNameEn: batches.nameEn,
      titleName: titles.name,
      titleNameEn: titles.nameEn,
    })
    .from(declarations)
    .innerJoin(batches, eq(batches.id, declarations.projectTimeId))
    .leftJoin(titles, eq(titles.id, declarations.titleId))
    .where(and(eq(declarations.tenantId, tenantId), eq(declarations.userId, userId)))
    .orderBy(desc(declarations.createdAt));
}

export async function findDeclarationNames(db: Executor, declaration: DeclarationRecord) {
  const [row] = await db
    .select({
      batchName: batches.name,
      batchNameEn: batches.nameEn,
      titleName: titles.name,
      titleNameEn: titles.nameEn,
    })
    .from(batches)
    .leftJoin(titles, eq(titles.id, declaration.titleId))
    .where(eq(batches.id, declaration.projectTimeId))
    .limit(1);
  return row ?? null;
}

export async function findStaffDeclaration(db: Executor, projectTimeId: string, staffId: string) {
  const rows = await db
    .select({ id: declarations.id })
    .from(declarations)
    .where(and(eq(declarations.projectTimeId, projectTimeId), eq(declarations.staffId, staffId)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Every write to a declaration raises its batch's `declarations_version` in the same transaction (the key of the
 * cached list counts): the three writers below are the only ones.
 */
const declarationsChanged = (db: Executor, batch: string | SQL) => raiseBatchVersion(db, "declarationsVersion", batch);

const batchOf = (id: string) =>
  sql`(select ${declarations.projectTimeId} from ${declarations} where ${declarations.id} = ${id})`;

export async function insertDeclaration(db: Executor, row: typeof declarations.$inferInsert) {
  await db.insert(declarations).values(row);
  await declarationsChanged(db, row.projectTimeId);
}

export async function updateDeclaration(
  db: Executor,
  id: string,
  values: Partial<typeof declarations.$inferInsert>,
): Promise<void> {
  await db
    .update(declarations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(declarations.id, id));
  await declarationsChanged(db, batchOf(id));
}

/** The optimistic lock: the update lands only when the row still has the version the caller read. */
export async function updateDeclarationAtVersion(
  db: Executor,
  id: string,
  expectedVersion: number,
  values: Partial<typeof declarations.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(declarations)
    .set({ ...values, version: expectedVersion + 1, updatedAt: new Date() })
    .where(and(eq(declarations.id, id), eq(declarations.version, expectedVersion)))
    .returning({ id: declarations.id, projectTimeId: declarations.projectTimeId });
  const [row] = rows;
  if (!row) return false;
  await declarationsChanged(db, row.projectTimeId);
  return true;
}

// ---------------------------------------------------------------------------------------------------------------
// Batches and their configuration

export async function findBatch(db: Executor, tenantId: string, projectTimeId: string): Promise<BatchRecord | null> {
  const rows = await db
    .select({ batch: batches, tenantId: projects.tenantId })
    .from(batches)
    .innerJoin(projects, eq(projects.id, batches.projectId))
    .where(and(eq(batches.id, projectTimeId), eq(projects.tenantId, tenantId)))
    .limit(1);
  const row = rows[0];
  return row ? { ...row.batch, tenantId: row.tenantId } : null;
}

export async function listProjectBatches(db: Executor, tenantId: string, projectId: string) {
  return db
    .select({ batch: batches })
    .from(batches)
    .innerJoin(projects, eq(projects.id, batches.projectId))
    .where(and(eq(projects.tenantId, tenantId), eq(batches.projectId, projectId)))
    .orderBy(asc(batches.orderNum), asc(batches.name));
}

export async function listEnabledProjects(db: Executor, tenantId: string) {
  return db
    .select({ id: projects.id, enabled: projects.enabled })
    .from(projects)
    .where(eq(projects.tenantId, tenantId))
    .orderBy(asc(projects.orderNum), desc(projects.year));
}

export async function listBatchTitles(db: Executor, projectTimeIds: string[]) {
  if (projectTimeIds.length === 0) return [];
  return db
    .select({ batchTitle: batchTitles, title: titles })
    .from(batchTitles)
    .innerJoin(titles, eq(titles.id, batchTitles.titleId))
    .where(
      and(inArray(batchTitles.projectTimeId, projectTimeIds), eq(batchTitles.enabled, true), eq(titles.enabled, true)),
    )
    .orderBy(asc(batchTitles.orderNum), asc(titles.orderNum));
}

export async function findBatchTitle(db: Executor, projectTimeId: string, titleId: string) {
  const rows = await db
    .select({ batchTitle: batchTitles, title: titles })
    .from(batchTitles)
    .innerJoin(titles, eq(titles.id, batchTitles.titleId))
    .where(
      and(
        eq(batchTitles.projectTimeId, projectTimeId),
        eq(batchTitles.titleId, titleId),
        eq(batchTitles.enabled, true),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function listTracks(db: Executor, tenantId: string) {
  return db.select().from(tracks).where(eq(tracks.tenantId, tenantId)).orderBy(asc(tracks.orderNum));
}

export async function findPostRestriction(db: Executor, tenantId: string, postType: string) {
  const rows = await db
    .select()
    .from(postRestrictions)
    .where(and(eq(postRestrictions.tenantId, tenantId), eq(postRestrictions.postType, postType)))
    .limit(1);
  return rows[0] ?? null;
}

export async function listDirectory(db: Executor, projectTimeId: string) {
  return db
    .select()
    .from(materialDirectory)
    .where(and(eq(materialDirectory.projectTimeId, projectTimeId), eq(materialDirectory.enabled, true)))
    .orderBy(asc(materialDirectory.orderNum), asc(materialDirectory.materialType));
}

export type RequirementRecord = typeof requirements.$inferSelect;

/** Every requirement of a batch, every version (the pre-check's kept copy picks from them). */
export async function listRequirements(db: Executor, projectTimeId: string): Promise<RequirementRecord[]> {
  return db.select().from(requirements).where(eq(requirements.projectTimeId, projectTimeId));
}

/** The current requirement of a declaration's choice, read afresh (decisions); requirement.ts picks it. */
export async function currentRequirement(db: Executor, key: { projectTimeId: string } & RequirementChoice) {
  const candidates = await db
    .select()
    .from(requirements)
    .where(and(eq(requirements.projectTimeId, key.projectTimeId), eq(requirements.titleId, key.titleId)));
  return pickRequirement(candidates, key);
}

// ---------------------------------------------------------------------------------------------------------------
// Staff, units and people to notify

export async function findStaffByUser(db: Executor, tenantId: string, userId: string) {
  const rows = await db
    .select()
    .from(staff)
    .where(and(eq(staff.tenantId, tenantId), eq(staff.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The ids of a staff record's declarations, for who may read the record. */
export async function staffDeclarationIds(db: Executor, tenantId: string, staffId: string): Promise<string[]> {
  const rows = await db
    .select({ id: declarations.id })
    .from(declarations)
    .where(and(eq(declarations.tenantId, tenantId), eq(declarations.staffId, staffId)));
  return rows.map((r) => r.id);
}

export async function findStaff(db: Executor, tenantId: string, id: string) {
  const rows = await db
    .select()
    .from(staff)
    .where(and(eq(staff.tenantId, tenantId), eq(staff.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** The zh and en names of a tenant's row in a named table, or null (no id, or no such row). */
async function findNames(db: Executor, table: typeof titles | typeof departs, tenantId: string, id: string | null) {
  if (!id) return null;
  const rows = await db
    .select({ name: table.name, nameEn: table.nameEn })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** A catalogue title's names (the staff record's current title), or null for a free-text title. */
export const findTitleName = (db: Executor, tenantId: string, id: string | null) => findNames(db, titles, tenantId, id);

export const findDepartName = (db: Executor, tenantId: string, id: string | null) =>
  findNames(db, departs, tenantId, id);

export async function listSourceRecords(db: Executor, tenantId: string, staffId: string) {
  return db
    .select()
    .from(sourceRecords)
    .where(and(eq(sourceRecords.tenantId, tenantId), eq(sourceRecords.staffId, staffId)))
    .orderBy(asc(sourceRecords.materialType), asc(sourceRecords.sourceRef));
}

/** The role-group codes a user belongs to in the tenant. */
export async function userGroupCodes(db: Executor, tenantId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ code: groups.code })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.userId, userId), eq(groups.tenantId, tenantId)));
  return rows.map((r) => r.code);
}

/** The units a user administers or leads (unit_admins), plus the unit their own department belongs to. */
export async function userUnitIds(db: Executor, tenantId: string, userId: string): Promise<string[]> {
  const named = await db
    .select({ unitId: unitAdmins.unitId })
    .from(unitAdmins)
    .where(and(eq(unitAdmins.tenantId, tenantId), eq(unitAdmins.userId, userId)));
  const own = (await db.execute(sql`
    with recursive up as (
      select d.id, d.parent_id, d.type, 0 as depth from departs d
      join users u on u.depart_id = d.id
      where u.id = ${userId} and d.tenant_id = ${tenantId}
      union
      select d.id, d.parent_id, d.type, up.depth + 1 from departs d join up on d.id = up.parent_id
      where up.depth < 64
    )
    select id from up where type = 'unit' order by depth limit 1`)) as unknown as { rows: { id: string }[] };
  return [...new Set([...named.map((r) => r.unitId), ...own.rows.map((r) => r.id)])];
}

/** Who hears about a unit's declarations: its administrators (unit_admins rows with role admin). */
export async function findUserName(db: Executor, userId: string) {
  const rows = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.name ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Items

export async function listItems(db: Executor, declarationId: string, materialType?: string) {
  return db
    .select()
    .from(declarationItems)
    .where(
      and(
        eq(declarationItems.declarationId, declarationId),
        materialType ? eq(declarationItems.materialType, materialType) : undefined,
      ),
    )
    .orderBy(asc(declarationItems.materialType), asc(declarationItems.orderNum), asc(declarationItems.createdAt));
}

export async function countItemsByType(db: Executor, declarationId: string) {
  const rows = await db
    .select({ materialType: declarationItems.materialType, n: count() })
    .from(declarationItems)
    .where(eq(declarationItems.declarationId, declarationId))
    .groupBy(declarationItems.materialType);
  return new Map(rows.map((r) => [r.materialType, r.n]));
}

export async function findItem(db: Executor, itemId: string) {
  const rows = await db.select().from(declarationItems).where(eq(declarationItems.id, itemId)).limit(1);
  return rows[0] ?? null;
}

export async function nextItemOrder(db: Executor, declarationId: string, materialType: string) {
  const [row] = await db
    .select({ n: max(declarationItems.orderNum) })
    .from(declarationItems)
    .where(and(eq(declarationItems.declarationId, declarationId), eq(declarationItems.materialType, materialType)));
  return (row?.n ?? -1) + 1;
}

export async function insertItems(db: Executor, rows: (typeof declarationItems.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(declarationItems).values(rows);
}

export async function updateItem(db: Executor, id: string, values: Partial<typeof declarationItems.$inferInsert>) {
  await db
    .update(declarationItems)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(declarationItems.id, id));
}

export async function deleteItem(db: Executor, id: string) {
  await db.delete(declarationItems).where(eq(declarationItems.id, id));
}

export async function setItemOrder(db: Executor, orderedIds: string[]) {
  for (const [i, id] of orderedIds.entries()) {
    await db.update(declarationItems).set({ orderNum: i }).where(eq(declarationItems.id, id));
  }
}

export async function setRepresentatives(db: Executor, declarationId: string, orderedIds: string[]) {
  await db
    .update(declarationItems)
    .set({ isRepresentative: false, representativeOrder: null })
    .where(and(eq(declarationItems.declarationId, declarationId), eq(declarationItems.isRepresentative, true)));
  for (const [i, id] of orderedIds.entries()) {
    await db
      .update(declarationItems)
      .set({ isRepresentative: true, representativeOrder: i + 1 })
      .where(and(eq(declarationItems.id, id), eq(declarationItems.declarationId, declarationId)));
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Attachments and files

export async function listAttachments(db: Executor, declarationId: string) {
  return db
    .select()
    .from(declarationAttachments)
    .where(eq(declarationAttachments.declarationId, declarationId))
    .orderBy(asc(declarationAttachments.orderNum), asc(declarationAttachments.createdAt));
}

/** A declaration's attachments with where their bytes are stored, in the order its items show them. */
export async function listAttachmentFiles(db: Executor, declarationId: string) {
  return db
    .select({
      id: declarationAttachments.id,
      itemId: declarationAttachments.itemId,
      name: declarationAttachments.name,
      mime: declarationAttachments.mime,
      size: declarationAttachments.size,
      storageKey: files.storageKey,
    })
    .from(declarationAttachments)
    .innerJoin(files, eq(files.id, declarationAttachments.fileId))
    .where(eq(declarationAttachments.declarationId, declarationId))
    .orderBy(
      asc(declarationAttachments.orderNum),
      asc(declarationAttachments.createdAt),
      asc(declarationAttachments.id),
    );
}

export async function findAttachment(db: Executor, id: string) {
  const rows = await db
    .select({ attachment: declarationAttachments, storageKey: files.storageKey, tenantId: files.tenantId })
    .from(declarationAttachments)
    .innerJoin(files, eq(files.id, declarationAttachments.fileId))
    .where(eq(declarationAttachments.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertFile(db: Executor, row: typeof files.$inferInsert) {
  await db.insert(files).values(row);
}

export async function insertAttachment(db: Executor, row: typeof declarationAttachments.$inferInsert) {
  await db.insert(declarationAttachments).values(row);
}

export async function deleteAttachment(db: Executor, id: string) {
  await db.delete(declarationAttachments).where(eq(declarationAttachments.id, id));
}

export async function deleteItemAttachments(db: Executor, itemId: string) {
  return db
    .delete(declarationAttachments)
    .where(eq(declarationAttachments.itemId, itemId))
    .returning({ fileId: declarationAttachments.fileId });
}

/** Files no attachment refers to any more (an upload shared by content hash stays while one still does). */
export async function deleteOrphanFiles(db: Executor, fileIds: string[]) {
  if (fileIds.length === 0) return [];
  return db
    .delete(files)
    .where(
      and(
        inArray(files.id, fileIds),
        sql`not exists (select 1 from declaration_attachments a where a.file_id = ${files.id})`,
      ),
    )
    .returning({ storageKey: files.storageKey });
}

export async function isStorageKeyUsed(db: Executor, storageKey: string) {
  const rows = await db.select({ id: files.id }).from(files).where(eq(files.storageKey, storageKey)).limit(1);
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Decisions and snapshots

export async function insertDecision(db: Executor, row: typeof declarationDecisions.$inferInsert) {
  await db.insert(declarationDecisions).values(row);
}

export async function listDecisions(db: Executor, declarationId: string) {
  return db
    .select()
    .from(declarationDecisions)
    .where(eq(declarationDecisions.declarationId, declarationId))
    .orderBy(asc(declarationDecisions.seq));
}

/** True when a unit role decided anything after the declaration's last submit or resubmit. */
export async function unitActedSinceSubmit(db: Executor, declarationId: string, unitRoles: string[]) {
  const [lastSubmit] = await db
    .select({ seq: max(declarationDecisions.seq) })
    .from(declarationDecisions)
    .where(
      and(
        eq(declarationDecisions.declarationId, declarationId),
        inArray(declarationDecisions.event, ["submit", "resubmit"]),
      ),
    );
  const since = lastSubmit?.seq ?? 0;
  const rows = await db
    .select({ seq: declarationDecisions.seq })
    .from(declarationDecisions)
    .where(
      and(
        eq(declarationDecisions.declarationId, declarationId),
        gt(declarationDecisions.seq, since),
        inArray(declarationDecisions.actorRole, unitRoles),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertSnapshot(db: Executor, row: typeof declarationSnapshots.$inferInsert) {
  await db.insert(declarationSnapshots).values(row);
}

export async function listSnapshots(db: Executor, declarationId: string) {
  return db
    .select()
    .from(declarationSnapshots)
    .where(eq(declarationSnapshots.declarationId, declarationId))
    .orderBy(asc(declarationSnapshots.version));
}
