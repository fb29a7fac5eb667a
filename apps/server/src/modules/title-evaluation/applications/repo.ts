import type { ApplicationStatus, ApplicationTrack } from "@zcps/contracts/zcps/applications/api";
import { aliasedTable, and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { containsText } from "../../../db/like";
import {
  batches,
  departs,
  elements,
  groupMembers,
  projects,
  resourceAuthorities,
  specialApplicationAssignmentLog,
  specialApplicationDecisions,
  specialApplications,
  staff,
  users,
} from "../../../db/schema";

/** The queries of special-track applications: the applications, their allocation log and decisions. */

export type ApplicationRecord = typeof specialApplications.$inferSelect;

export interface ApplicationFilter {
  tenantId: string;
  /** one batch: its own applications and those for every batch */
  projectTimeId?: string;
  track?: ApplicationTrack;
  statuses?: readonly ApplicationStatus[];
  reviewerId?: string;
  keyword?: string;
}

const reviewer = aliasedTable(users, "reviewer");

const rowColumns = {
  id: specialApplications.id,
  staffId: specialApplications.staffId,
  employeeNo: staff.employeeNo,
  applicantName: staff.name,
  unitName: departs.name,
  unitNameEn: departs.nameEn,
  projectTimeId: specialApplications.projectTimeId,
  batchName: batches.name,
  batchNameEn: batches.nameEn,
  track: specialApplications.track,
  level: specialApplications.level,
  grounds: specialApplications.grounds,
  source: specialApplications.source,
  status: specialApplications.status,
  reviewerId: specialApplications.reviewerUserId,
  reviewerName: reviewer.name,
  version: specialApplications.version,
  evidenceCount: sql<number>`jsonb_array_length(${specialApplications.evidenceFileIds})::int`,
  decisionReason: specialApplicationDecisions.reason,
  decidedAt: specialApplicationDecisions.createdAt,
  createdAt: specialApplications.createdAt,
  applicantUserId: specialApplications.applicantUserId,
  filedBy: specialApplications.filedBy,
  evidenceFileIds: specialApplications.evidenceFileIds,
  namedListId: specialApplications.namedListId,
};

function selectRows(db: Executor, where: SQL | undefined) {
  return db
    .select(rowColumns)
    .from(specialApplications)
    .innerJoin(staff, eq(staff.id, specialApplications.staffId))
    .leftJoin(departs, eq(departs.id, staff.unitId))
    .leftJoin(batches, eq(batches.id, specialApplications.projectTimeId))
    .leftJoin(reviewer, eq(reviewer.id, specialApplications.reviewerUserId))
    .leftJoin(specialApplicationDecisions, eq(specialApplicationDecisions.applicationId, specialApplications.id))
    .where(where);
}

export type ApplicationRowRecord = Awaited<ReturnType<typeof selectRows>>[number];

function filterCondition(filter: ApplicationFilter): SQL | undefined {
  return and(
    eq(specialApplications.tenantId, filter.tenantId),
    filter.projectTimeId
      ? or(eq(specialApplications.projectTimeId, filter.projectTimeId), isNull(specialApplications.projectTimeId))
      : undefined,
    filter.track ? eq(specialApplications.track, filter.track) : undefined,
    filter.statuses ? inArray(specialApplications.status, [...filter.statuses]) : undefined,
    filter.reviewerId ? eq(specialApplications.reviewerUserId, filter.reviewerId) : undefined,
    filter.keyword
      ? or(containsText(staff.name, filter.keyword), containsText(staff.employeeNo, filter.keyword))
      : undefined,
  );
}

/** A page of applications, the newest first, and their total. */
export async function pageApplications(db: Executor, filter: ApplicationFilter, page: number, limit: number) {
  const where = filterCondition(filter);
  const [rows, [total]] = await Promise.all([
    selectRows(db, where)
      .orderBy(desc(specialApplications.createdAt), asc(specialApplications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: count() })
      .from(specialApplications)
      .innerJoin(staff, eq(staff.id, specialApplications.staffId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every application of a staff member, the newest first. */
export function applicationsOfStaff(db: Executor, tenantId: string, staffId: string) {
  return selectRows(
    db,
    and(eq(specialApplications.tenantId, tenantId), eq(specialApplications.staffId, staffId)),
  ).orderBy(desc(specialApplications.createdAt));
}

export async function applicationRow(db: Executor, tenantId: string, id: string) {
  const [row] = await selectRows(db, and(eq(specialApplications.tenantId, tenantId), eq(specialApplications.id, id)));
  return row ?? null;
}

/** One application; `lock` holds its row until the transaction ends (a decision or an allocation). */
export async function findApplication(db: Executor, tenantId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(specialApplications)
    .where(and(eq(specialApplications.tenantId, tenantId), eq(specialApplications.id, id)));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** Several applications, locked, in id order (two allocations of overlapping sets wait rather than deadlock). */
export function lockApplications(db: Executor, tenantId: string, ids: readonly string[]) {
  return db
    .select()
    .from(specialApplications)
    .where(and(eq(specialApplications.tenantId, tenantId), inArray(specialApplications.id, [...ids])))
    .orderBy(asc(specialApplications.id))
    .for("update");
}

export async function insertApplication(db: Executor, row: typeof specialApplications.$inferInsert) {
  await db.insert(specialApplications).values(row);
}

/** The staff member's applications on a track for a batch (or for every batch), by status. */
export async function statusesFor(
  db: Executor,
  tenantId: string,
  staffId: string,
  track: ApplicationTrack,
  projectTimeId: string | null,
) {
  const rows = await db
    .select({ status: specialApplications.status })
    .from(specialApplications)
    .where(
      and(
        eq(specialApplications.tenantId, tenantId),
        eq(specialApplications.staffId, staffId),
        eq(specialApplications.track, track),
        sql`${specialApplications.projectTimeId} is not distinct from ${projectTimeId}`,
      ),
    );
  return new Set(rows.map((r) => r.status as ApplicationStatus));
}

/** The open application reviewing a named-list entry, if one is open. */
export async function openForNamedList(db: Executor, tenantId: string, namedListId: string) {
  const [row] = await db
    .select()
    .from(specialApplications)
    .where(
      and(
        eq(specialApplications.tenantId, tenantId),
        eq(specialApplications.namedListId, namedListId),
        inArray(specialApplications.status, ["SUBMITTED", "ASSIGNED"]),
      ),
    )
    .for("update");
  return row ?? null;
}

/** The open application of a staff member on a track for a batch (or for every batch), locked. */
export async function openFor(
  db: Executor,
  tenantId: string,
  staffId: string,
  track: ApplicationTrack,
  projectTimeId: string | null,
) {
  const [row] = await db
    .select()
    .from(specialApplications)
    .where(
      and(
        eq(specialApplications.tenantId, tenantId),
        eq(specialApplications.staffId, staffId),
        eq(specialApplications.track, track),
        sql`${specialApplications.projectTimeId} is not distinct from ${projectTimeId}`,
        inArray(specialApplications.status, ["SUBMITTED", "ASSIGNED"]),
      ),
    )
    .for("update");
  return row ?? null;
}

/** Ties an open application to the named-list entry it also reviews. */
export async function linkNamedList(db: Executor, id: string, namedListId: string) {
  await db.update(specialApplications).set({ namedListId }).where(eq(specialApplications.id, id));
}

/** The ids of the applications waiting for a reviewer, oldest first. */
export async function unassignedIds(db: Executor, filter: ApplicationFilter) {
  const rows = await db
    .select({ id: specialApplications.id })
    .from(specialApplications)
    .where(filterCondition({ ...filter, statuses: ["SUBMITTED"], keyword: undefined }))
    .orderBy(asc(specialApplications.createdAt), asc(specialApplications.id));
  return rows.map((r) => r.id);
}

/** Moves an application to a reviewer at the version read; false when it changed meanwhile. */
export async function allocateAtVersion(db: Executor, id: string, version: number, reviewerId: string, at: Date) {
  const rows = await db
    .update(specialApplications)
    .set({ status: "ASSIGNED", reviewerUserId: reviewerId, assignedAt: at, version: version + 1 })
    .where(
      and(
        eq(specialApplications.id, id),
        eq(specialApplications.version, version),
        inArray(specialApplications.status, ["SUBMITTED", "ASSIGNED"]),
      ),
    )
    .returning({ id: specialApplications.id });
  return rows.length === 1;
}

export async function logAllocation(db: Executor, row: typeof specialApplicationAssignmentLog.$inferInsert) {
  await db.insert(specialApplicationAssignmentLog).values(row);
}

/** Closes an open application with its decision at the version read; false when it changed meanwhile. */
export async function closeAtVersion(db: Executor, id: string, version: number, status: "APPROVED" | "REJECTED") {
  const rows = await db
    .update(specialApplications)
    .set({ status, version: version + 1 })
    .where(
      and(
        eq(specialApplications.id, id),
        eq(specialApplications.version, version),
        inArray(specialApplications.status, ["SUBMITTED", "ASSIGNED"]),
      ),
    )
    .returning({ id: specialApplications.id });
  return rows.length === 1;
}

export async function insertDecision(db: Executor, row: typeof specialApplicationDecisions.$inferInsert) {
  await db.insert(specialApplicationDecisions).values(row);
}

export async function allocationLog(db: Executor, applicationId: string) {
  const from = aliasedTable(users, "from_user");
  const to = aliasedTable(users, "to_user");
  const by = aliasedTable(users, "by_user");
  return db
    .select({
      at: specialApplicationAssignmentLog.createdAt,
      fromName: from.name,
      toName: to.name,
      byName: by.name,
    })
    .from(specialApplicationAssignmentLog)
    .leftJoin(from, eq(from.id, specialApplicationAssignmentLog.fromReviewerId))
    .leftJoin(to, eq(to.id, specialApplicationAssignmentLog.toReviewerId))
    .leftJoin(by, eq(by.id, specialApplicationAssignmentLog.byUserId))
    .where(eq(specialApplicationAssignmentLog.applicationId, applicationId))
    .orderBy(asc(specialApplicationAssignmentLog.seq));
}

export async function decisionOf(db: Executor, applicationId: string) {
  const [row] = await db
    .select()
    .from(specialApplicationDecisions)
    .where(eq(specialApplicationDecisions.applicationId, applicationId));
  return row ?? null;
}

/** Counts of the applications by a grouping column, within the filter. */
export function countsBy(db: Executor, filter: ApplicationFilter, by: "track" | "reviewer") {
  const key = by === "track" ? specialApplications.track : specialApplications.reviewerUserId;
  return db
    .select({ key, status: specialApplications.status, n: count() })
    .from(specialApplications)
    .where(filterCondition(filter))
    .groupBy(key, specialApplications.status);
}

// ---------------------------------------------------------------------------------------------------------------
// People and batches

/**
 * The tenant's enabled users in a role group that holds the element (the decision button): the reviewers one may
 * allocate to. Giving a role group the element makes its members reviewers.
 */
export async function usersHoldingElement(db: Executor, tenantId: string, elementCode: string) {
  return db
    .selectDistinct({ userId: users.id, name: users.name, username: users.username })
    .from(users)
    .innerJoin(groupMembers, eq(groupMembers.userId, users.id))
    .innerJoin(
      resourceAuthorities,
      and(
        eq(resourceAuthorities.groupId, groupMembers.groupId),
        eq(resourceAuthorities.resourceType, "element"),
        eq(resourceAuthorities.grant, "use"),
      ),
    )
    .innerJoin(elements, and(eq(elements.id, resourceAuthorities.resourceId), eq(elements.code, elementCode)))
    .where(and(eq(users.tenantId, tenantId), eq(users.enabled, true), isNull(users.deletedAt)))
    .orderBy(asc(users.username));
}

export async function userName(db: Executor, userId: string) {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? "";
}

export async function staffRef(db: Executor, tenantId: string, staffId: string) {
  const [row] = await db
    .select({ id: staff.id, userId: staff.userId, name: staff.name })
    .from(staff)
    .where(and(eq(staff.tenantId, tenantId), eq(staff.id, staffId)));
  return row ?? null;
}

export async function staffOfUser(db: Executor, tenantId: string, userId: string) {
  const [row] = await db
    .select({ id: staff.id, userId: staff.userId, name: staff.name })
    .from(staff)
    .where(and(eq(staff.tenantId, tenantId), eq(staff.userId, userId)));
  return row ?? null;
}

export function searchStaff(db: Executor, tenantId: string, keyword: string | undefined, limit: number) {
  return db
    .select({
      id: staff.id,
      employeeNo: staff.employeeNo,
      name: staff.name,
      unitName: departs.name,
      unitNameEn: departs.nameEn,
    })
    .from(staff)
    .leftJoin(departs, eq(departs.id, staff.unitId))
    .where(
      and(
        eq(staff.tenantId, tenantId),
        keyword ? or(containsText(staff.name, keyword), containsText(staff.employeeNo, keyword)) : undefined,
      ),
    )
    .orderBy(asc(staff.employeeNo))
    .limit(limit);
}

export function batchesOfProject(db: Executor, projectId: string) {
  return db
    .select({ id: batches.id, name: batches.name, nameEn: batches.nameEn })
    .from(batches)
    .where(eq(batches.projectId, projectId))
    .orderBy(asc(batches.orderNum), asc(batches.name));
}

/** Whether the batch belongs to one of the tenant's projects. */
export async function batchOfTenant(db: Executor, tenantId: string, projectTimeId: string) {
  const rows = await db
    .select({ id: batches.id })
    .from(batches)
    .innerJoin(projects, eq(projects.id, batches.projectId))
    .where(and(eq(projects.tenantId, tenantId), eq(batches.id, projectTimeId)))
    .limit(1);
  return rows.length === 1;
}

/** Whether the staff member holds an approved application on the track for the batch (or for every batch). */
export async function approvedFor(
  db: Executor,
  tenantId: string,
  staffId: string,
  track: ApplicationTrack,
  projectTimeId: string,
) {
  const rows = await db
    .select({ id: specialApplications.id })
    .from(specialApplications)
    .where(
      and(
        eq(specialApplications.tenantId, tenantId),
        eq(specialApplications.staffId, staffId),
        eq(specialApplications.track, track),
        eq(specialApplications.status, "APPROVED"),
        or(eq(specialApplications.projectTimeId, projectTimeId), isNull(specialApplications.projectTimeId)),
      ),
    )
    .limit(1);
  return rows.length === 1;
}
