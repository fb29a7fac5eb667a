import { peerRoundSettingsSchema } from "@zcps/contracts/zcps/peer-review/api";
import { and, asc, eq, inArray } from "drizzle-orm";
import { AccessCache } from "../../platform/access-cache";
import type { AuthContext } from "../../platform/auth";
import { LogTransport } from "../../platform/transports";
import type { Db, Executor } from "../client";
import * as t from "../schema";
import { demoBatch } from "./demo-batch";
import type { TitleSeedContext } from "./zcps";
import { type CarryModules, carryModules, intoFormalAudit, newDemoDeclarations, userIdOf } from "./zcps-carry";
import { activeExternalSeniors, RESERVED_STAFF } from "./zcps-experts";
import { expertIdOf, seedPeerExperts } from "./zcps-peer-experts";

/** How many more declarations of the regular batch the demo carries to QUALIFIED for the peer review. */
const MORE_QUALIFIED = 8;
/** Declarations the round leaves QUALIFIED and unallocated: the administrator's work waiting on ExpertAudit. */
const LEFT_WAITING = 2;
const DAY_MS = 86_400_000;

export const DEMO_ROUND_NAME = "2026年度同行专家评议（第一轮）";
export const DEMO_ROUND_NAME_EN = "2026 peer review (first round)";

const NOTICE = [
  "各位评审专家：",
  "感谢您参加我校2026年度专业技术职务任职资格同行专家评议。本轮评议为匿名评议，申报人以编号显示，请勿设法获知申报人身份，亦不得向任何人透露评审材料和评议意见。",
  "请在收到邀请后5日内确认是否接受；如与申报人存在师生、合作、亲属等利益关系，请选择“声明回避”并说明原因。接受后请在14日内完成评议：按学术创新、学术影响、研究规范三项评分，给出“同意”或“不同意”的结论，并填写不少于100字的评议意见。",
  "评议意见提交后不可修改。如有疑问，请联系人事处职称办公室（电话 0571-88880000）。",
].join("\n");

/**
 * Software engineering and cyberspace security were split off computer science: the round lets the computer
 * scientists (expert_out among them) review them, as the pools' own entries already list both. Mechanics (0801, in
 * civil engineering) is reviewed by the mechanical and the civil engineers, expert_in among them.
 */
const RELATED_DISCIPLINES = { "0812": ["0835", "0839"], "0802": ["0801"], "0814": ["0801"] };
/** The discipline of the declarant outside his unit the round gives expert_in (mechanical engineering, 0802). */
const INSIDE_DISCIPLINE = "0801";

/** A service caller for a demo account, as a session of theirs would carry it. */
export async function seedCaller(tx: Executor, tenantId: string, username: string): Promise<AuthContext | null> {
  const [user] = await tx
    .select({ id: t.users.id, name: t.users.name })
    .from(t.users)
    .where(and(eq(t.users.tenantId, tenantId), eq(t.users.username, username)));
  if (!user) return null;
  return {
    sessionId: "seed",
    userId: user.id,
    tenantId,
    clientId: "seed",
    projectId: null,
    username,
    name: user.name,
    isSuperAdmin: false,
    expiresAt: new Date(),
    token: "seed",
    codes: new Set(),
  };
}

/** The demo accounts as callers in a batch's project: `as("personnel")` is personnel's session there. */
export async function callersIn(tx: Executor, tenantId: string, batchId: string) {
  const [batch] = await tx.select({ projectId: t.batches.projectId }).from(t.batches).where(eq(t.batches.id, batchId));
  return async (username: string): Promise<AuthContext | null> => {
    const caller = await seedCaller(tx, tenantId, username);
    return caller ? { ...caller, projectId: batch?.projectId ?? null } : null;
  };
}

/** Messages the seed's services send stay in memory: the demo's experts are told by their inbox. */
const quietTransport = (channel: "sms" | "mail") => new LogTransport({ info: () => undefined }, channel);

/**
 * Demo work for the peer review (SEED=demo), after the team stages. Eight more declarations of the regular batch go
 * through the real workflow to QUALIFIED (their unit, its notice and leader, the verifying offices, the first
 * formal-audit team and the synthesis team, each as its demo account), chosen among disciplines the expert pools
 * cover, each unit keeping its first for its own review; with them a mechanics declarant of civil engineering newly
 * submitted, for expert_in. Then, as peer_admin: the round 2026年度同行专家评议（第一轮） with the default settings
 * (anonymous, 2/3 to pass), a notice to experts and related disciplines; a simulation with a fixed seed over all but
 * two of the QUALIFIED declarations, expert_out pinned to those in computing and expert_in to the mechanics declarant
 * (his invitation waits for him after his identity verification), submitted (declarants the pools cannot serve in
 * full stay QUALIFIED with their reason); one invitation expires through the expiry job and one expert is reminded. The experts then answer (zcps-peer-experts.ts: one declarant
 * PASS, one FAIL, an opinion marked invalid and replaced).
 * Seeding again changes nothing (the round exists).
 */
export async function seedZcpsPeerReview(tx: Executor, ctx: TitleSeedContext) {
  const { tenantId, config } = ctx;
  if (!config) return;
  const batch = await demoBatch(tx, tenantId);
  if (!batch) return;
  const [existing] = await tx
    .select({ id: t.peerRounds.id })
    .from(t.peerRounds)
    .where(eq(t.peerRounds.projectTimeId, batch.id))
    .limit(1);
  if (existing) return;
  const [modules, formal, synthesis, peer] = await Promise.all([
    carryModules(tx),
    import("../../modules/title-evaluation/stages/formal-audit"),
    import("../../modules/title-evaluation/stages/synthesis"),
    import("../../modules/title-evaluation/stages/peer-review"),
  ]);
  // the services open their own transactions: inside the seed's, those are savepoints
  const db = tx as Db;
  const admin = await seedCaller(tx, tenantId, "peer_admin");
  if (!admin) return;

  const covered = await coveredDisciplines(tx, tenantId);
  const chosen = await peerCandidates(tx, tenantId, batch.id, covered);
  const carried = await intoFormalAudit(tx, tenantId, batch, modules, chosen, MORE_QUALIFIED);
  // and a mechanics declarant of civil engineering, another unit than expert_in's, submitted for him
  const [civil] = await tx
    .select({ id: t.departs.id })
    .from(t.departs)
    .where(and(eq(t.departs.tenantId, tenantId), eq(t.departs.code, "civil")));
  if (civil) {
    // the last of the unit's staff in mechanics: the seeds after this one take theirs from the first
    const submitted = await newDemoDeclarations(tx, tenantId, batch.id, civil.id, 1, modules, {
      discipline: INSIDE_DISCIPLINE,
      fromEnd: true,
    });
    carried.push(...(await intoFormalAudit(tx, tenantId, batch, modules, submitted, 1)));
  }
  await qualify(tx, tenantId, batch.id, carried, modules, formal, synthesis);

  const deps = { db, config, sms: quietTransport("sms"), mail: quietTransport("mail"), cache: new AccessCache() };
  const rounds = peer.createRoundsService(deps);
  const settings = peerRoundSettingsSchema.parse({ notice: NOTICE, relatedDisciplines: RELATED_DISCIPLINES });
  const { id: roundId } = await rounds.create(admin, {
    projectTimeId: batch.id,
    name: DEMO_ROUND_NAME,
    nameEn: DEMO_ROUND_NAME_EN,
    settings,
  });
  const waiting = (await rounds.unallocated(admin, { roundId, page: 1, limit: 100 })).rows;

  // expert_out (0812) reviews the computer scientists; the last two others wait for the walk
  const outside = await expertIdOf(tx, tenantId, "expert_out");
  const computing = waiting.filter((d) => ["0812", "0835", "0839"].includes((d.disciplineCode ?? "").slice(0, 4)));
  const pinned: { declarantId: string; expertId: string }[] = outside
    ? computing.map((d) => ({ declarantId: d.declarationId, expertId: outside }))
    : [];
  const forMechanics = waiting.filter((d) => (d.disciplineCode ?? "").startsWith(INSIDE_DISCIPLINE));
  const left = waiting.filter((d) => !computing.includes(d) && !forMechanics.includes(d)).slice(-LEFT_WAITING);
  const toAllocate = waiting.filter((d) => !left.includes(d)).map((d) => d.declarationId);
  if (toAllocate.length === 0) return;
  // expert_in (吴刚) is invited to the mechanics declarant only, and stays a newcomer whose first step is the identity
  // verification (he accepts after it)
  const inside = await expertIdOf(tx, tenantId, "expert_in");
  const his = new Set(forMechanics.slice(0, 1).map((d) => d.declarationId));
  if (inside) pinned.push(...[...his].map((declarantId) => ({ declarantId, expertId: inside })));
  const forbidden = inside
    ? toAllocate.filter((id) => !his.has(id)).map((declarantId) => ({ declarantId, expertId: inside }))
    : [];
  const allocation = peer.createAllocationService(deps);
  const simulation = await allocation.simulate(
    admin,
    { roundId, declarationIds: toAllocate, seed: "2026", pinned, forbidden },
    "zh",
  );
  await allocation.submit(admin, simulation.simulationId, "zh", { warn: () => undefined });
  await lapseAndRemind(tx, tenantId, admin, roundId, { ...deps, config }, peer);
  const personnel = await seedCaller(tx, tenantId, "personnel");
  if (personnel) await seedPeerExperts(tx, tenantId, config, roundId, { admin, personnel }, peer);
}

/**
 * One invitation not answered in time (its deadline set a week back, as if sent then) expires through the expiry
 * job's handler; peer_admin reminds the expert of another, not expert_out's.
 */
async function lapseAndRemind(
  tx: Executor,
  tenantId: string,
  admin: AuthContext,
  roundId: string,
  deps: Parameters<PeerModule["createInvitationsService"]>[0] & Parameters<PeerModule["createRoundsService"]>[0],
  peer: PeerModule,
) {
  const invited = (
    await peer.createRoundsService(deps).assignments(admin, { roundId, status: "INVITED", page: 1, limit: 100 })
  ).rows;
  // rather not on expert_out's declarants, whose other experts answer
  const outsides = new Set(invited.filter((a) => a.expertName === "郑华").map((a) => a.declarationId));
  // nor on expert_in's (吴刚), whose invitation waits for him
  const insides = new Set(invited.filter((a) => a.expertName === "吴刚").map((a) => a.declarationId));
  const apart = invited.filter((a) => !outsides.has(a.declarationId) && !insides.has(a.declarationId));
  const others = apart.length > 0 ? apart : invited.filter((a) => a.expertName !== "郑华" && a.expertName !== "吴刚");
  const [lapsed, reminded] = [others.at(-1), others[0]];
  if (lapsed) {
    const now = new Date();
    await tx
      .update(t.peerAssignments)
      .set({
        invitedAt: new Date(now.getTime() - 12 * DAY_MS),
        deadline: new Date(now.getTime() - 7 * DAY_MS),
      })
      .where(eq(t.peerAssignments.id, lapsed.id));
    await peer.expirePeerInvitationsHandler.run(
      {
        db: deps.db,
        config: deps.config,
        // the handler reads no backups; the seed has no database handle of its own
        database: { kind: "pglite", backup: () => Promise.reject(new Error("no backups while seeding")) },
        now,
        tenantId,
      },
      {},
    );
  }
  if (reminded && reminded.id !== lapsed?.id)
    await peer
      .createInvitationsService(deps)
      .remind(admin, { assignmentIds: [reminded.id], message: "评议时间紧，请尽快登录系统确认是否接受邀请。" }, "zh", {
        warn: () => undefined,
      });
}

type PeerModule = typeof import("../../modules/title-evaluation/stages/peer-review");

/** First-level disciplines (一级学科) at least three active external full-senior experts cover. */
async function coveredDisciplines(tx: Executor, tenantId: string): Promise<Set<string>> {
  const experts = await tx
    .select({ codes: t.experts.disciplineCodes })
    .from(t.experts)
    .where(activeExternalSeniors(tenantId));
  const counts = new Map<string, number>();
  for (const e of experts)
    for (const code of new Set(e.codes.map((c) => c.slice(0, 4)))) counts.set(code, (counts.get(code) ?? 0) + 1);
  return new Set([...counts].filter(([, n]) => n >= 3).map(([code]) => code));
}

/**
 * Declarations submitted to their unit whose declarant's discipline the pools cover: each unit keeps its first for
 * its own review, and the staff other tests use by number keep theirs. In order of unit and submission.
 */
async function peerCandidates(tx: Executor, tenantId: string, projectTimeId: string, covered: Set<string>) {
  const rows = await tx
    .select({
      id: t.declarations.id,
      unitId: t.declarations.unitId,
      employeeNo: t.staff.employeeNo,
      disciplineCode: t.staff.disciplineCode,
    })
    .from(t.declarations)
    .innerJoin(t.staff, eq(t.staff.id, t.declarations.staffId))
    .innerJoin(t.departs, eq(t.departs.id, t.declarations.unitId))
    .where(
      and(
        eq(t.declarations.tenantId, tenantId),
        eq(t.declarations.projectTimeId, projectTimeId),
        eq(t.declarations.status, "UNIT_REVIEW"),
      ),
    )
    // by the unit's code, so that every seed carries the same declarations
    .orderBy(asc(t.departs.code), asc(t.declarations.submittedAt), asc(t.staff.employeeNo));
  const seen = new Set<string>();
  return rows
    .filter((d) => {
      const first = !seen.has(d.unitId ?? "");
      seen.add(d.unitId ?? "");
      return !first && d.unitId !== null;
    })
    .filter((d) => !RESERVED_STAFF.has(d.employeeNo) && covered.has((d.disciplineCode ?? "").slice(0, 4)))
    .map((d) => d.id);
}

/**
 * The carried declarations through both team stages: personnel give them to the first formal-audit team and to the
 * synthesis team by hand, formal_auditor passes each and synthesis_member qualifies each.
 */
export async function qualify(
  tx: Executor,
  tenantId: string,
  projectTimeId: string,
  ids: readonly string[],
  { kit }: CarryModules,
  formal: typeof import("../../modules/title-evaluation/stages/formal-audit"),
  synthesis: typeof import("../../modules/title-evaluation/stages/synthesis"),
) {
  if (ids.length === 0) return;
  const db = tx as Db;
  const [personnelId, auditorId, memberId] = await Promise.all([
    userIdOf(tx, tenantId, "personnel"),
    userIdOf(tx, tenantId, "formal_auditor"),
    userIdOf(tx, tenantId, "synthesis_member"),
  ]);
  if (!personnelId || !auditorId || !memberId) return;
  const personnel = { tenantId, userId: personnelId };
  const teamLedBy = async (stage: string, leaderUserId: string) =>
    (
      await tx
        .select({ id: t.reviewTeams.id })
        .from(t.reviewTeams)
        .where(
          and(
            eq(t.reviewTeams.projectTimeId, projectTimeId),
            eq(t.reviewTeams.stage, stage),
            eq(t.reviewTeams.leaderUserId, leaderUserId),
          ),
        )
    )[0]?.id;
  const versions = async () =>
    tx
      .select({ id: t.declarations.id, version: t.declarations.version, status: t.declarations.status })
      .from(t.declarations)
      .where(inArray(t.declarations.id, [...ids]));

  const formalTeam = await teamLedBy(formal.FORMAL_AUDIT_CONFIG.stage, auditorId);
  const synthesisTeam = await teamLedBy(synthesis.SYNTHESIS_CONFIG.stage, memberId);
  if (!formalTeam || !synthesisTeam) return;
  const inFormal = (await versions()).filter((d) => d.status === "FORMAL_AUDIT");
  if (inFormal.length === 0) return;
  await kit
    .createAllocationService({ db }, formal.FORMAL_AUDIT_CONFIG)
    .allocate(personnel, { mode: "HAND", teamId: formalTeam, declarationIds: inFormal.map((d) => d.id) });
  const formalDecisions = kit.createDecisionService({ db }, formal.FORMAL_AUDIT_CONFIG);
  for (const d of inFormal)
    await formalDecisions.submit(
      { tenantId, userId: auditorId },
      { declarationId: d.id, version: d.version, decision: "PASS" },
    );

  const inSynthesis = (await versions()).filter((d) => d.status === "SYNTHESIS_REVIEW");
  if (inSynthesis.length === 0) return;
  await kit
    .createAllocationService({ db }, synthesis.SYNTHESIS_CONFIG)
    .allocate(personnel, { mode: "HAND", teamId: synthesisTeam, declarationIds: inSynthesis.map((d) => d.id) });
  const synthesisDecisions = kit.createDecisionService({ db }, synthesis.SYNTHESIS_CONFIG);
  for (const d of inSynthesis)
    await synthesisDecisions.submit(
      { tenantId, userId: memberId },
      {
        declarationId: d.id,
        version: d.version,
        decision: "QUALIFIED",
        checklist: [
          { key: "conditionsMet", ok: true },
          { key: "noDuplicates", ok: true },
        ],
      },
    );
}
