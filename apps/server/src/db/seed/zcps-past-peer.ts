import { randomUUID } from "node:crypto";
import { peerRoundSettingsSchema } from "@zcps/contracts/zcps/peer-review/api";
import { and, asc, eq, inArray, isNotNull, notInArray } from "drizzle-orm";
import type { Executor } from "../client";
import * as t from "../schema";
import { activeExternalSeniors } from "./zcps-experts";

/**
 * The demo's earlier peer round (预评议): the declarations the later stages' seeds carry past the peer review were
 * reviewed in it, so the committees read real opinions of theirs. It is closed, and older than the demo's open round.
 */
export const PAST_ROUND_NAME = "2026年度同行专家评议（预评议）";
export const PAST_ROUND_NAME_EN = "2026 peer review (preliminary round)";

const DAY_MS = 86_400_000;

/** What the experts of the earlier round wrote: five opinions, each above the round's least length. */
const COMMENTS = [
  "申报人代表作选题具有重要的理论价值和应用前景，研究思路清晰，方法规范，数据翔实，结论可靠。近五年在本领域主流期刊发表了系列成果，主持的科研项目完成情况良好，教学工作量饱满、评价优良，已达到申报职务的水平，同意推荐。",
  "代表作在本学科方向上有一定创新，对相关问题的分析较为深入，实验设计合理，成果被同行引用。申报人具备独立开展高水平研究和指导研究生的能力，学术道德良好。建议今后进一步加强成果的系统性和国际影响力。总体同意推荐。",
  "申报人长期从事本方向的教学与科研工作，基础扎实，研究成果较为突出，代表作论证严谨、写作规范，在解决实际问题方面取得了明显成效。其学术水平和业绩条件符合学校申报要求，同意其晋升相应专业技术职务。",
  "代表作体现了申报人较强的科研能力，研究内容具有前沿性，技术路线可行，取得的成果有较好的学术价值。教学方面承担了多门课程，效果良好。个别成果的原创性还可进一步凝练，但不影响总体评价，同意推荐。",
  "申报人科研成果数量和质量均达到要求，代表作在国内外同行中有一定影响，研究方法先进，结论有说服力。承担的纵向和横向项目完成较好，社会服务成效明显。综合评价达到申报职务水平，同意推荐。",
];

/** The round, made once per batch (closed, dated a month and a half back). */
async function pastRound(tx: Executor, tenantId: string, projectTimeId: string, createdBy: string) {
  const [found] = await tx
    .select({ id: t.peerRounds.id, settings: t.peerRounds.settings })
    .from(t.peerRounds)
    .where(and(eq(t.peerRounds.projectTimeId, projectTimeId), eq(t.peerRounds.name, PAST_ROUND_NAME)));
  if (found) return found;
  const round = {
    id: randomUUID(),
    tenantId,
    projectTimeId,
    name: PAST_ROUND_NAME,
    nameEn: PAST_ROUND_NAME_EN,
    settings: peerRoundSettingsSchema.parse({}),
    status: "CLOSED",
    createdBy,
    createdAt: new Date(Date.now() - 45 * DAY_MS),
  };
  await tx.insert(t.peerRounds).values(round);
  return round;
}

/**
 * A declaration reviewed in the earlier round, after its allocation was submitted: its code (the one it already
 * carries in the batch, else the next), and the round's required number of external experts of the pool, each at
 * another institution, the nearest the pool has to the declarant's discipline (its first-level discipline, then its
 * category), the demo's own expert accounts left out. Each accepted, opened the packet and submitted an opinion that
 * agrees; the verdict is PASS, confirmed by the peer review's administrator.
 */
export async function pastPeerOpinions(
  tx: Executor,
  tenantId: string,
  declaration: { id: string; projectTimeId: string; level: string; snapshotVersion: number; staffId: string },
) {
  const [admin] = await tx
    .select({ id: t.users.id })
    .from(t.users)
    .where(and(eq(t.users.tenantId, tenantId), eq(t.users.username, "peer_admin")));
  if (!admin) return;
  const round = await pastRound(tx, tenantId, declaration.projectTimeId, admin.id);
  const { required } = round.settings.byLevel[declaration.level as "FULL_SENIOR" | "ASSOC_SENIOR"] ?? {
    required: 3,
  };
  const [staff] = await tx
    .select({ discipline: t.staff.disciplineCode })
    .from(t.staff)
    .where(eq(t.staff.id, declaration.staffId));
  const demoAccounts = (
    await tx
      .select({ id: t.users.id })
      .from(t.users)
      .where(and(eq(t.users.tenantId, tenantId), inArray(t.users.username, ["expert_in", "expert_out"])))
  ).map((u) => u.id);
  const pool = await tx
    .select({
      id: t.experts.id,
      userId: t.experts.userId,
      institution: t.experts.institution,
      disciplines: t.experts.disciplineCodes,
    })
    .from(t.experts)
    .where(
      and(
        activeExternalSeniors(tenantId),
        isNotNull(t.experts.userId),
        demoAccounts.length > 0 ? notInArray(t.experts.userId, demoAccounts) : undefined,
      ),
    )
    .orderBy(asc(t.experts.id));
  // the declarant's first-level discipline first, then its category (工学, 理学…), then the rest of the pool
  const discipline = staff?.discipline ?? "";
  const nearness = (e: (typeof pool)[number]) =>
    e.disciplines.some((c) => c.slice(0, 4) === discipline.slice(0, 4))
      ? 0
      : e.disciplines.some((c) => c.slice(0, 2) === discipline.slice(0, 2))
        ? 1
        : 2;
  // each declaration starts at another place in the pool, so that the same few experts do not review them all
  const start = Number.parseInt(declaration.id.slice(0, 6), 16) % Math.max(pool.length, 1);
  const ranked = [...pool.slice(start), ...pool.slice(0, start)]
    .map((e) => ({ e, n: nearness(e) }))
    .sort((a, b) => a.n - b.n);
  const institutions = new Set<string>();
  const chosen: typeof pool = [];
  for (const { e } of ranked) {
    if (chosen.length >= required || institutions.has(e.institution ?? "")) continue;
    institutions.add(e.institution ?? "");
    chosen.push(e);
  }
  if (chosen.length < required) return;

  const { codeForDeclaration } = await import("../../modules/title-evaluation/stages/peer-review");
  const code = await codeForDeclaration(tx, tenantId, declaration.projectTimeId, declaration.id);
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS);
  await tx.insert(t.peerRoundDeclarations).values({
    id: randomUUID(),
    tenantId,
    roundId: round.id,
    projectTimeId: declaration.projectTimeId,
    declarationId: declaration.id,
    code,
    snapshotVersion: declaration.snapshotVersion,
    required,
    externalMin: required,
    verdict: "PASS",
    confirmedAt: at(20),
    confirmedBy: admin.id,
  });
  const criteria = round.settings.criteria;
  for (const [i, expert] of chosen.entries()) {
    const assignmentId = randomUUID();
    await tx.insert(t.peerAssignments).values({
      id: assignmentId,
      tenantId,
      projectTimeId: declaration.projectTimeId,
      roundId: round.id,
      declarationId: declaration.id,
      expertId: expert.id,
      expertUserId: expert.userId as string,
      external: true,
      status: "COMPLETED",
      invitedAt: at(40),
      deadline: at(35),
      respondedAt: at(39),
      reviewDeadline: at(25),
      openedAt: at(38),
      createdBy: admin.id,
    });
    await tx.insert(t.peerOpinions).values({
      id: randomUUID(),
      tenantId,
      assignmentId,
      declarationId: declaration.id,
      // most of each criterion's points, a little apart from one expert to the next
      scores: Object.fromEntries(criteria.map((c, k) => [c.key, Math.round(c.max * (0.78 + ((i + k) % 4) * 0.05))])),
      conclusion: "AGREE",
      comment: COMMENTS[i % COMMENTS.length] as string,
      savedAt: at(31),
      submittedAt: at(30),
    });
  }
}
