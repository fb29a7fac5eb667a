import type { PeerAssignmentRow } from "@zcps/contracts/zcps/peer-review/api";
import { and, eq, inArray } from "drizzle-orm";
import { PNG } from "pngjs";
import type { Config } from "../../config";
import { AccessCache } from "../../platform/access-cache";
import type { AuthContext } from "../../platform/auth";
import { openFileStorage } from "../../platform/storage";
import { LogTransport } from "../../platform/transports";
import type { UploadChecker } from "../../platform/uploads/checker";
import type { Db, Executor } from "../client";
import * as t from "../schema";

type PeerModule = typeof import("../../modules/title-evaluation/stages/peer-review");
type Conclusion = "AGREE" | "DISAGREE";

const quiet = { warn: () => undefined };

/** Opinions the demo's experts write: scores within the round's default criteria (40 / 30 / 30) and a comment. */
const OPINIONS: Record<Conclusion, { scores: Record<string, number>; comment: string }[]> = {
  AGREE: [
    {
      scores: { innovation: 35, impact: 26, rigour: 27 },
      comment:
        "申报人长期从事网络空间安全方向研究，代表作围绕入侵检测与可信计算展开，问题提炼准确，方法有明显创新，实验设计完整、数据翔实。近五年主持省部级以上项目多项，成果在本领域有较好影响，研究规范，学术水平已达到正高级专业技术职务的要求，同意推荐。",
    },
    {
      scores: { innovation: 33, impact: 25, rigour: 26 },
      comment:
        "代表作选题具有重要的理论意义和应用价值，提出的协议形式化分析方法思路新颖，论证严谨，结论可信；成果被同行较多引用并已在实际系统中应用。申报人具备独立开展高水平研究和指导研究生的能力，综合评价良好，同意其申报正高级专业技术职务。",
    },
    {
      scores: { innovation: 34, impact: 24, rigour: 28 },
      comment:
        "申报人研究方向稳定，在数据安全与隐私保护方面形成了系统的成果，代表作质量较高，实验和理论分析相互印证，写作规范。教学科研业绩均满足评审条件，团队建设和人才培养也有一定成效。建议同意通过同行专家评议，推荐进入学科组评审。",
    },
  ],
  DISAGREE: [
    {
      scores: { innovation: 22, impact: 16, rigour: 20 },
      comment:
        "代表作工作量较为扎实，但主要是对已有方法的组合与工程实现，原创性贡献不够突出；与国内外同类研究的比较不充分，部分实验仅在小规模数据集上验证，结论的普适性有待加强。近年高水平成果数量偏少，学术影响尚未达到正高级职务的要求，暂不同意推荐。",
    },
    {
      scores: { innovation: 20, impact: 17, rigour: 21 },
      comment:
        "申报人在本方向有一定积累，但代表作之间主题分散，缺少持续深入的系统性成果；核心论文的方法创新有限，理论分析不够严密，个别结论缺乏足够的实验支撑。综合其科研业绩与学术影响，目前尚不具备正高级专业技术职务的水平，建议继续积累后再行申报。",
    },
  ],
};

/** A small signature image, its stroke placed by `n` so that each expert's file is their own. */
function signaturePng(n: number) {
  const width = 120;
  const height = 40;
  const image = new PNG({ width, height });
  image.data.fill(255);
  for (let x = 8; x < width - 8; x++) {
    const y = 20 + Math.round(8 * Math.sin((x + n * 7) / 9));
    const at = (y * width + x) * 4;
    image.data[at] = image.data[at + 1] = image.data[at + 2] = 0;
  }
  return PNG.sync.write(image);
}

/**
 * The experts' half of the demo round, each through the expert's own services as their account: personnel verify
 * by hand expert_out and the experts who answer; expert_out keeps a signature and accepts both invitations. On the
 * first declarant every expert agrees (complete, PASS); on the second expert_out leaves a draft, two others disagree
 * and two agree (FAIL before the last opinion is in). peer_admin marks one of the second's agreeing opinions invalid
 * and invites the first suggested replacement.
 */
export async function seedPeerExperts(
  tx: Executor,
  tenantId: string,
  config: Config,
  roundId: string,
  callers: { admin: AuthContext; personnel: AuthContext },
  peer: PeerModule,
) {
  const db = tx as Db;
  const sms = new LogTransport({ info: () => undefined }, "sms");
  const mail = new LogTransport({ info: () => undefined }, "mail");
  // the signatures are PNGs the seed drew: decoded here rather than on an upload thread it would start and stop
  const uploads: UploadChecker = {
    verifiedMime: async (bytes) => {
      PNG.sync.read(bytes);
      return "image/png";
    },
    close: async () => undefined,
  };
  const deps = { db, config, sms, mail, storage: openFileStorage(config), uploads, cache: new AccessCache() };
  // the seed reads no packet files, so nothing is marked
  const marker = { mark: () => Promise.reject(new Error("no packet files while seeding")), close: async () => {} };
  const identity = peer.createExpertIdentityService(deps);
  const review = peer.createExpertReviewService(deps, marker);
  const opinions = peer.createOpinionsService(deps);
  const invitations = peer.createInvitationsService(deps);
  const { admin, personnel } = callers;

  const rows = (await peer.createRoundsService(deps).assignments(admin, { roundId, page: 1, limit: 100 })).rows;
  const outsideId = await expertIdOf(tx, tenantId, "expert_out");
  const mine = rows.filter((r) => r.expertId === outsideId && r.status === "INVITED");
  const othersOf = (declarationId: string) =>
    rows.filter((r) => r.declarationId === declarationId && r.expertId !== outsideId);
  // the declarant whose other invitations are all open passes; the other (perhaps with the expired one) fails
  const passing = mine.find((r) => othersOf(r.declarationId).every((o) => o.status === "INVITED")) ?? mine[0];
  const failing = mine.find((r) => r !== passing);
  if (!outsideId || !passing) return;

  const users = await expertUsers(tx, [outsideId, ...rows.map((r) => r.expertId)]);
  const signed = new Set<string>();
  const answer = async (row: PeerAssignmentRow, conclusion: Conclusion | null, n: number, submit = true) => {
    const userId = users.get(row.expertId);
    if (!userId) return;
    const actor = { tenantId, userId };
    if (!signed.has(row.expertId)) {
      await opinions.verifyByHand(personnel, row.expertId);
      await identity.uploadSignature(actor, signaturePng(signed.size), "签名.png");
      signed.add(row.expertId);
    }
    await review.respond(actor, { assignmentId: row.id, accept: true, conflict: false });
    if (!conclusion) return;
    const written = OPINIONS[conclusion][n % OPINIONS[conclusion].length];
    if (!written) return;
    await review.saveOpinion(actor, { assignmentId: row.id, conclusion, ...written }, "zh");
    if (submit) await review.submitOpinion(actor, row.id, "zh");
  };

  await answer(passing, "AGREE", 0);
  for (const [i, other] of othersOf(passing.declarationId).entries()) await answer(other, "AGREE", i + 1);
  if (!failing) return;
  await answer(failing, "AGREE", 2, false);
  const open = othersOf(failing.declarationId).filter((o) => o.status === "INVITED");
  for (const [i, other] of open.entries()) await answer(other, i < 2 ? "DISAGREE" : "AGREE", i);

  const agreeing = open.slice(2).at(-1);
  if (!agreeing) return;
  await opinions.invalidate(admin, {
    assignmentId: agreeing.id,
    reason: "该意见的评议内容与本申报人的代表作不符，疑为误评其他材料，按无效处理并补派专家。",
  });
  const [suggested] = (await invitations.suggest(admin, agreeing.id, "zh")).options;
  if (suggested)
    await invitations.replace(
      admin,
      { assignmentId: agreeing.id, expertId: suggested.expertId, reasonCode: "INVALID_OPINION" },
      "zh",
      quiet,
    );
}

/** A pool expert's id, by their account. */
export async function expertIdOf(tx: Executor, tenantId: string, username: string) {
  const [row] = await tx
    .select({ id: t.experts.id })
    .from(t.experts)
    .innerJoin(t.users, eq(t.users.id, t.experts.userId))
    .where(and(eq(t.experts.tenantId, tenantId), eq(t.users.username, username)));
  return row?.id ?? null;
}

/** The experts' accounts, by expert. */
async function expertUsers(tx: Executor, expertIds: readonly string[]) {
  const rows = await tx
    .select({ id: t.experts.id, userId: t.experts.userId })
    .from(t.experts)
    .where(inArray(t.experts.id, [...new Set(expertIds)]));
  return new Map(rows.flatMap((r) => (r.userId ? [[r.id, r.userId] as const] : [])));
}
