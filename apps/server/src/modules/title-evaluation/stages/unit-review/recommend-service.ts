import type { Language } from "@zcps/contracts/messages";
import type {
  RecommendList,
  RecommendRow,
  SaveRecommendBody,
  SubmitRecommendReply,
} from "@zcps/contracts/zcps/unit-review/api";
import ExcelJS from "exceljs";
import type { Executor } from "../../../../db/client";
import type { AuthContext } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { badRequest } from "../../../../platform/errors";
import { quotaRowFor, unitQuotaUse } from "../../catalogue";
import { applyTransition, findUserName, stateName } from "../../declarations";
import { levelLabel } from "../../shared";
import { precheckVerdict, type UnitCaller, unitActor, unitCaller } from "./caller";
import * as repo from "./repo";
import { quotaExemptStaff } from "./review-service";

const AWAITING = ["UNIT_RECOMMENDATION"] as const;

/**
 * The unit's recommendation (推荐) within its quota: a draft ranking the unit keeps while it decides
 * (saveRecommend), then one submit that recommends the chosen declarations in rank order and turns down the rest,
 * all in one transaction. A recommendation takes a quota place in the statement that checks there is one, so two
 * administrators submitting at once can never go past the quota; quota-exempt declarants take none.
 */
export function createRecommendService({ db }: Pick<AppDeps, "db">) {
  async function rowsOf(tx: Executor, caller: UnitCaller): Promise<RecommendList> {
    const records = await repo.listUnitDeclarations(tx, repo.unitWhere(caller.scope, { statuses: AWAITING }));
    const [drafts, exempt, quotas] = await Promise.all([
      repo.recommendationDrafts(
        tx,
        records.map((r) => r.id),
      ),
      quotaExemptStaff(tx, caller),
      caller.scope.unitIds ? unitQuotaUse(tx, caller.auth.tenantId, caller.batch.id, caller.scope.unitIds) : [],
    ]);
    const byId = new Map(drafts.map((d) => [d.declarationId, d]));
    const rows: RecommendRow[] = records.map((r) => {
      const draft = byId.get(r.id);
      return {
        id: r.id,
        version: r.version,
        staffName: r.staffName,
        employeeNo: r.employeeNo ?? "",
        titleName: r.titleName,
        titleNameEn: r.titleNameEn,
        level: r.level,
        trackCode: r.trackCode,
        status: r.status,
        precheck: precheckVerdict(r.eligibility),
        quotaExempt: exempt.has(r.staffId),
        rank: draft?.rank ?? null,
        recommend: draft?.recommend ?? false,
        remark: draft?.remark ?? null,
      };
    });
    rows.sort((a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER));
    const saved = drafts.map((d) => d.savedAt.getTime());
    return {
      projectTimeId: caller.batch.id,
      rows,
      quotas,
      savedAt: saved.length ? new Date(Math.max(...saved)).toISOString() : null,
    };
  }

  return {
    async list(auth: AuthContext, projectTimeId?: string) {
      return rowsOf(db, await unitCaller(db, auth, projectTimeId));
    },

    async save(auth: AuthContext, body: SaveRecommendBody) {
      return db.transaction(async (tx) => {
        const caller = await unitActor(tx, auth, body.projectTimeId);
        const awaiting = new Map(
          (await repo.listUnitDeclarations(tx, repo.unitWhere(caller.scope, { statuses: AWAITING }))).map((r) => [
            r.id,
            r,
          ]),
        );
        if (body.rows.some((row) => !awaiting.has(row.declarationId)))
          throw badRequest("unit.notAwaitingRecommendation");
        const ranks = body.rows.flatMap((row) => (row.rank === null ? [] : [row.rank]));
        if (new Set(ranks).size !== ranks.length) throw badRequest("unit.rankDuplicate");
        const now = new Date();
        await repo.saveRecommendationDrafts(
          tx,
          body.rows.map((row) => ({
            declarationId: row.declarationId,
            tenantId: auth.tenantId,
            projectTimeId: caller.batch.id,
            unitId: awaiting.get(row.declarationId)?.unitId ?? "",
            rank: row.rank,
            recommend: row.recommend,
            remark: row.remark ?? null,
            savedBy: auth.userId,
            savedAt: now,
          })),
        );
        return rowsOf(tx, caller);
      });
    },

    /** Recommends the draft's chosen declarations in rank order and turns the others down, in one transaction. */
    async submit(auth: AuthContext, projectTimeId: string | undefined, lang: Language): Promise<SubmitRecommendReply> {
      return db.transaction(async (tx) => {
        const caller = await unitActor(tx, auth, projectTimeId);
        const awaiting = await repo.listUnitDeclarations(tx, repo.unitWhere(caller.scope, { statuses: AWAITING }));
        if (awaiting.length === 0) throw badRequest("unit.nothingToSubmit");
        const locked = new Map(
          (
            await repo.lockDeclarations(
              tx,
              awaiting.map((d) => d.id),
            )
          ).map((d) => [d.id, d]),
        );
        const drafts = new Map(
          (
            await repo.recommendationDrafts(
              tx,
              awaiting.map((d) => d.id),
            )
          ).map((d) => [d.declarationId, d]),
        );
        const exempt = await quotaExemptStaff(tx, caller);
        const chosen = awaiting
          .filter((d) => drafts.get(d.id)?.recommend)
          .sort((a, b) => (drafts.get(a.id)?.rank ?? 1e9) - (drafts.get(b.id)?.rank ?? 1e9));

        // a clear refusal before any place is taken: the places each quota row would need against what it has left
        const need = new Map<string, { level: string; left: number; n: number }>();
        for (const d of chosen) {
          if (exempt.has(d.staffId) || !d.unitId) continue;
          const quota = await quotaRowFor(tx, {
            tenantId: auth.tenantId,
            projectTimeId: caller.batch.id,
            unitId: d.unitId,
            level: d.level,
            trackCode: d.trackCode,
          });
          if (!quota) continue;
          const entry = need.get(quota.id) ?? { level: d.level, left: quota.left, n: 0 };
          entry.n += 1;
          need.set(quota.id, entry);
        }
        for (const { level, left, n } of need.values())
          if (n > left)
            throw badRequest("unit.quotaExceeded", { level: levelLabel(level, lang), left: Math.max(0, left) });

        const actor = {
          userId: auth.userId,
          name: (await findUserName(tx, auth.userId)) ?? "",
          role: caller.actors.roles.includes("UNIT_LEADER") ? ("UNIT_LEADER" as const) : ("UNIT_ADMIN" as const),
        };
        const chosenIds = new Set(chosen.map((d) => d.id));
        // a later submit (after a return, say) ranks after what the unit recommended before
        let rank = await repo.highestRank(tx, caller.scope);
        for (const d of chosen) {
          rank += 1;
          await applyTransition(tx, {
            tenantId: auth.tenantId,
            declarationId: d.id,
            event: { type: "recommend", rank },
            actor,
            expectedVersion: locked.get(d.id)?.version ?? d.version,
            extraFacts: { quotaExempt: exempt.has(d.staffId) },
          });
        }
        const others = awaiting.filter((d) => !chosenIds.has(d.id));
        for (const d of others) {
          await applyTransition(tx, {
            tenantId: auth.tenantId,
            declarationId: d.id,
            event: {
              type: "notRecommend",
              ...(drafts.get(d.id)?.remark ? { reason: drafts.get(d.id)?.remark ?? "" } : {}),
            },
            actor,
            expectedVersion: locked.get(d.id)?.version ?? d.version,
          });
        }
        return { recommended: chosen.length, notRecommended: others.length };
      });
    },

    /** The unit's recommendation as an xlsx workbook: the ranked list with each declarant's outcome. */
    async exportXlsx(auth: AuthContext, projectTimeId: string | undefined, lang: Language): Promise<Buffer> {
      const caller = await unitCaller(db, auth, projectTimeId);
      const en = lang === "en";
      const list = await rowsOf(db, caller);
      const ranked = (await repo.listUnitDeclarations(db, repo.unitWhere(caller.scope))).filter(
        (r) => r.unitRank !== null,
      );
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet(en ? "Recommendation" : "推荐名单", {
        views: [{ state: "frozen", ySplit: 1 }],
      });
      sheet.columns = [
        { key: "rank", header: en ? "Rank" : "排序", width: 8 },
        { key: "name", header: en ? "Name" : "姓名", width: 14 },
        { key: "no", header: en ? "Employee no." : "工号", width: 14 },
        { key: "title", header: en ? "Title" : "申报职称", width: 20 },
        { key: "level", header: en ? "Level" : "级别", width: 12 },
        { key: "exempt", header: en ? "Quota exempt" : "不占名额", width: 12 },
        { key: "recommend", header: en ? "Recommended" : "是否推荐", width: 12 },
        { key: "status", header: en ? "Status" : "状态", width: 18 },
        { key: "remark", header: en ? "Remark" : "备注", width: 30 },
      ];
      sheet.getRow(1).font = { bold: true };
      const yes = en ? "Yes" : "是";
      const no = en ? "No" : "否";
      for (const r of ranked.sort((a, b) => (a.unitRank ?? 0) - (b.unitRank ?? 0)))
        sheet.addRow({
          rank: r.unitRank,
          name: r.staffName,
          no: r.employeeNo,
          title: en ? r.titleNameEn : r.titleName,
          level: levelLabel(r.level, lang),
          exempt: "",
          recommend: yes,
          status: stateName(r.status, lang),
          remark: "",
        });
      for (const r of list.rows)
        sheet.addRow({
          rank: r.rank,
          name: r.staffName,
          no: r.employeeNo,
          title: en ? r.titleNameEn : r.titleName,
          level: levelLabel(r.level, lang),
          exempt: r.quotaExempt ? yes : no,
          recommend: r.recommend ? yes : no,
          status: stateName(r.status, lang),
          remark: r.remark ?? "",
        });
      return Buffer.from(await workbook.xlsx.writeBuffer());
    },
  };
}
