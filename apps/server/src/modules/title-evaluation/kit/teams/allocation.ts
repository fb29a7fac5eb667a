import type { UnplacedReason } from "@zcps/contracts/zcps/team-review/api";

/**
 * The even allocation of a stage's declarations to its teams (pure: no database). A team never gets a declaration of
 * a unit one of its members comes from. Declarations of one group (a unit, or a discipline) stay together as far as
 * the loads allow: each group, the largest first, fills the least-loaded team that may take all of it up to an even
 * share, and what does not fit spills, unit by unit, to the next teams that may take it; so the loads end within one
 * of each other wherever the exclusions allow.
 */

export interface AllocationCase {
  id: string;
  unitId: string | null;
  /** what keeps declarations together: the unit, or the discipline */
  groupKey: string;
}

export interface AllocationTeam {
  id: string;
  /** the units of the team's members */
  unitIds: ReadonlySet<string>;
  /** declarations the team already holds in the stage */
  load: number;
}

export interface AllocationPlan {
  placed: { caseId: string; teamId: string }[];
  unplaced: { caseId: string; reason: UnplacedReason }[];
}

/** A team may take a declaration unless one of its members comes from the declarant's unit. */
export const mayTake = (team: Pick<AllocationTeam, "unitIds">, unitId: string | null) =>
  unitId === null || !team.unitIds.has(unitId);

export function planAllocation(cases: readonly AllocationCase[], teams: readonly AllocationTeam[]): AllocationPlan {
  if (teams.length === 0) return { placed: [], unplaced: cases.map((c) => ({ caseId: c.id, reason: "NO_TEAMS" })) };
  const loads = new Map(teams.map((t) => [t.id, t.load]));
  const total = teams.reduce((sum, t) => sum + t.load, 0) + cases.length;
  const share = Math.ceil(total / teams.length);
  const order = new Map(teams.map((t, i) => [t.id, i]));
  const groups = new Map<string, AllocationCase[]>();
  for (const c of cases) {
    const group = groups.get(c.groupKey);
    if (group) group.push(c);
    else groups.set(c.groupKey, [c]);
  }
  // the largest groups first (ties: the group key), so the small ones even out what is left
  const ordered = [...groups.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));

  const placed: AllocationPlan["placed"] = [];
  const unplaced: AllocationPlan["unplaced"] = [];
  const byLoad = (a: AllocationTeam, b: AllocationTeam) =>
    (loads.get(a.id) ?? 0) - (loads.get(b.id) ?? 0) || (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0);
  const place = (c: AllocationCase, teamId: string) => {
    placed.push({ caseId: c.id, teamId });
    loads.set(teamId, (loads.get(teamId) ?? 0) + 1);
  };
  /** Places what fits in the least-loaded of `eligible` below the even share; answers the rest. */
  const fillToShare = (queue: readonly AllocationCase[], eligible: readonly AllocationTeam[]) => {
    const rest = [...queue];
    for (const team of [...eligible].sort(byLoad)) {
      while (rest.length > 0 && (loads.get(team.id) ?? 0) < share) place(rest.shift() as AllocationCase, team.id);
    }
    return rest;
  };
  /** Places everything: below the share where there is room, else on the least-loaded team. */
  const fillAll = (queue: readonly AllocationCase[], eligible: readonly AllocationTeam[]) => {
    for (const c of fillToShare(queue, eligible)) place(c, ([...eligible].sort(byLoad)[0] as AllocationTeam).id);
  };
  for (const [, members] of ordered) {
    const units = [...new Set(members.map((c) => c.unitId))];
    // the whole group to teams that may take every unit of it, as far as their share allows
    const takeAll = teams.filter((t) => units.every((unitId) => mayTake(t, unitId)));
    const rest = fillToShare(members, takeAll);
    // what is left, unit by unit, to any team that may take that unit
    for (const unitId of rest.length > 0 ? units : []) {
      const part = rest.filter((c) => c.unitId === unitId);
      if (part.length === 0) continue;
      const eligible = teams.filter((t) => mayTake(t, unitId));
      if (eligible.length === 0) unplaced.push(...part.map((c) => ({ caseId: c.id, reason: "OWN_UNIT" as const })));
      else fillAll(part, eligible);
    }
  }
  return { placed, unplaced };
}
