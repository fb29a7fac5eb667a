import type { TeamDuty, TeamStage } from "@zcps/contracts/zcps/team-review/api";
import { and, asc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/client";
import { anyOf, rowsOf } from "../../../../db/rows";
import { reviewTeamMembers, reviewTeams } from "../../../../db/schema";
import { raiseBatchVersion } from "../../config";

/** The teams of a stage, their members, and the people who may join one. */

export { anyOf, rowsOf };

export type TeamRecord = typeof reviewTeams.$inferSelect;

export interface TeamKey {
  tenantId: string;
  projectTimeId: string;
  stage: TeamStage;
}

export function listTeams(db: Executor, key: TeamKey): Promise<TeamRecord[]> {
  return db
    .select()
    .from(reviewTeams)
    .where(
      and(
        eq(reviewTeams.tenantId, key.tenantId),
        eq(reviewTeams.projectTimeId, key.projectTimeId),
        eq(reviewTeams.stage, key.stage),
      ),
    )
    .orderBy(asc(reviewTeams.orderNum), asc(reviewTeams.name));
}

export async function findTeam(db: Executor, tenantId: string, id: string): Promise<TeamRecord | null> {
  const [row] = await db
    .select()
    .from(reviewTeams)
    .where(and(eq(reviewTeams.tenantId, tenantId), eq(reviewTeams.id, id)));
  return row ?? null;
}

/**
 * Locks teams for this transaction (in one order, so two callers never wait on each other): a change of members and
 * an allocation to the team take turns, and neither misses what the other did.
 */
export async function lockTeams(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db.execute(sql`select id from review_teams where id = ${anyOf(ids)} order by id for update`);
}

export async function nameTaken(db: Executor, key: TeamKey, name: string, exceptId?: string) {
  const rows = await db
    .select({ id: reviewTeams.id })
    .from(reviewTeams)
    .where(
      and(
        eq(reviewTeams.projectTimeId, key.projectTimeId),
        eq(reviewTeams.stage, key.stage),
        eq(reviewTeams.name, name),
        ...(exceptId ? [ne(reviewTeams.id, exceptId)] : []),
      ),
    );
  return rows.length > 0;
}

/**
 * A team's name shows in its cases' rows, and its members' queues are kept under the batch's declarations version:
 * creating, renaming or deleting a team, or changing its members, raises that version too.
 */
const teamChanged = (db: Executor, id: string) =>
  raiseBatchVersion(db, "declarationsVersion", sql`(select t.project_time_id from review_teams t where t.id = ${id})`);

/** A new team: its members follow (replaceMembers), which raises the version. */
export async function insertTeam(db: Executor, row: typeof reviewTeams.$inferInsert) {
  await db.insert(reviewTeams).values(row);
}

export async function updateTeam(db: Executor, id: string, values: Partial<typeof reviewTeams.$inferInsert>) {
  await db.update(reviewTeams).set(values).where(eq(reviewTeams.id, id));
  await teamChanged(db, id);
}

export async function deleteTeam(db: Executor, id: string) {
  await teamChanged(db, id);
  await db.delete(reviewTeamMembers).where(eq(reviewTeamMembers.teamId, id));
  await db.delete(reviewTeams).where(eq(reviewTeams.id, id));
}

export interface MemberInput {
  userId: string;
  duty: TeamDuty;
  unitId: string | null;
}

/** The team's members become exactly these; the rows of those staying keep when they joined. */
export async function replaceMembers(db: Executor, teamId: string, members: readonly MemberInput[]) {
  await teamChanged(db, teamId);
  const keep = members.map((m) => m.userId);
  await db
    .delete(reviewTeamMembers)
    .where(
      and(
        eq(reviewTeamMembers.teamId, teamId),
        ...(keep.length ? [sql`not (${reviewTeamMembers.userId} = ${anyOf(keep)})`] : []),
      ),
    );
  if (members.length === 0) return;
  await db
    .insert(reviewTeamMembers)
    .values(members.map((m) => ({ teamId, userId: m.userId, duty: m.duty, unitId: m.unitId })))
    .onConflictDoUpdate({
      target: [reviewTeamMembers.teamId, reviewTeamMembers.userId],
      set: { duty: sql`excluded.duty`, unitId: sql`excluded.unit_id` },
    });
}

export interface MemberRecord {
  teamId: string;
  userId: string;
  name: string;
  duty: TeamDuty;
  unitId: string | null;
  unitName: string | null;
  unitNameEn: string | null;
}

export function membersOf(db: Executor, teamIds: readonly string[]): Promise<MemberRecord[]> {
  if (teamIds.length === 0) return Promise.resolve([]);
  return rowsOf<MemberRecord>(
    db,
    sql`select m.team_id as "teamId", m.user_id as "userId", u.name, m.duty, m.unit_id as "unitId",
          un.name as "unitName", un.name_en as "unitNameEn"
        from review_team_members m join users u on u.id = m.user_id left join departs un on un.id = m.unit_id
        where m.team_id = ${anyOf(teamIds)}
        order by m.team_id, case m.duty when 'LEADER' then 0 else 1 end, u.name`,
  );
}

/** The caller's teams of a stage in a batch, with their duty in each. */
export function teamsOfUser(db: Executor, key: TeamKey, userId: string) {
  return db
    .select({ teamId: reviewTeams.id, name: reviewTeams.name, duty: reviewTeamMembers.duty })
    .from(reviewTeamMembers)
    .innerJoin(reviewTeams, eq(reviewTeams.id, reviewTeamMembers.teamId))
    .where(
      and(
        eq(reviewTeamMembers.userId, userId),
        eq(reviewTeams.tenantId, key.tenantId),
        eq(reviewTeams.projectTimeId, key.projectTimeId),
        eq(reviewTeams.stage, key.stage),
      ),
    );
}

/** The caller's duty in a team, or null when they are not in it. */
export async function dutyIn(db: Executor, teamId: string, userId: string): Promise<TeamDuty | null> {
  const [row] = await db
    .select({ duty: reviewTeamMembers.duty })
    .from(reviewTeamMembers)
    .where(and(eq(reviewTeamMembers.teamId, teamId), eq(reviewTeamMembers.userId, userId)));
  return (row?.duty as TeamDuty | undefined) ?? null;
}

export async function memberIdsOf(db: Executor, teamIds: readonly string[]): Promise<string[]> {
  if (teamIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: reviewTeamMembers.userId })
    .from(reviewTeamMembers)
    .where(inArray(reviewTeamMembers.teamId, [...teamIds]));
  return rows.map((r) => r.userId);
}

export interface PersonRecord {
  userId: string;
  name: string;
  unitId: string | null;
  unitName: string | null;
  unitNameEn: string | null;
}

/**
 * People with their unit (二级单位): the unit of their staff record, else the nearest unit above their department;
 * null for people of an office. `where` picks the users (`u`).
 */
function peopleWithUnits(db: Executor, where: SQL): Promise<PersonRecord[]> {
  return rowsOf<PersonRecord>(
    db,
    sql`with recursive picked as (
          select u.id, u.name, u.depart_id from users u where u.deleted_at is null and ${where}
        ), up as (
          select p.id as user_id, d.id, d.parent_id, d.type, 0 as depth from picked p join departs d on d.id = p.depart_id
          union all
          select up.user_id, d.id, d.parent_id, d.type, up.depth + 1 from departs d join up on d.id = up.parent_id
          where up.depth < 64
        ), tree_unit as (
          select distinct on (user_id) user_id, id as unit_id from up where type = 'unit' order by user_id, depth
        )
        select p.id as "userId", p.name, coalesce(st.unit_id, tu.unit_id) as "unitId",
          un.name as "unitName", un.name_en as "unitNameEn"
        from picked p
          left join staff st on st.user_id = p.id
          left join tree_unit tu on tu.user_id = p.id
          left join departs un on un.id = coalesce(st.unit_id, tu.unit_id)
        order by p.name, p.id`,
  );
}

/** The users of the tenant holding a role group (the stage's reviewers), with their unit. */
export function candidates(db: Executor, tenantId: string, groupCode: string) {
  return peopleWithUnits(
    db,
    sql`u.tenant_id = ${tenantId} and u.enabled and exists (
      select 1 from group_members gm join groups g on g.id = gm.group_id
      where gm.user_id = u.id and g.code = ${groupCode} and g.tenant_id = ${tenantId})`,
  );
}

/** Some users with their unit. */
export function people(db: Executor, tenantId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return peopleWithUnits(db, sql`u.tenant_id = ${tenantId} and u.id = ${anyOf(userIds)}`);
}

/** The users of the tenant granted an element code through their role groups (the personnel lead's ruling, say). */
export async function usersHoldingElement(db: Executor, tenantId: string, code: string): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select distinct u.id from users u
        join group_members gm on gm.user_id = u.id
        join resource_authorities ra on ra.group_id = gm.group_id and ra.resource_type = 'element' and ra.grant = 'use'
        join elements e on e.id = ra.resource_id
        where u.tenant_id = ${tenantId} and u.deleted_at is null and u.enabled and e.code = ${code}`,
  );
  return rows.map((r) => r.id);
}
