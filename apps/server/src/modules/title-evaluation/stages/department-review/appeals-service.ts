import { randomUUID } from "node:crypto";
import type { AppealRow, MyVerdictRow, VerifyStatus } from "@zcps/contracts/zcps/department-review/api";
import { bilingual } from "../../../../platform/bilingual";
import { uniqueViolation } from "../../../../platform/db-errors";
import type { AppDeps } from "../../../../platform/deps";
import { badRequest } from "../../../../platform/errors";
import { type Notice, notify } from "../../../../platform/notify";
import { ownsEvidence } from "../../kit";
import { APPEAL_EVIDENCE } from "./appeal-evidence";
import * as appealsRepo from "./appeals-repo";
import { ASSIGNER_GROUP, type Caller, callerDepartment, materialName } from "./department";
import * as repo from "./repo";
import { staleVersion } from "./service";
import { toAppealRow } from "./views";

const APPEAL_LINK = "/bbccksh/DepartCheckAppeal";

/**
 * Appeals against a NOT_RECOGNIZED verdict: the declarant files one per item (one open at a time), the department
 * that decided answers it; OVERTURNED recognises the item with an OVERTURNED verdict row.
 */
export function createAppealService({ db }: Pick<AppDeps, "db">) {
  return {
    /** The caller's items of one of their declarations that a department did not recognise, with their appeal. */
    async myVerdicts(auth: Caller, declarationId: string): Promise<MyVerdictRow[]> {
      const declaration = await repo.lockDeclaration(db, auth.tenantId, declarationId, false);
      if (!declaration || declaration.userId !== auth.userId) throw badRequest("depart.itemNotFound");
      const items = (await repo.itemsOf(db, declarationId)).filter(
        (i) => i.verifyStatus === "NOT_RECOGNIZED" || i.verifiedBy !== null,
      );
      const ids = items.map((i) => i.id);
      const [appeals, reasons] = await Promise.all([
        appealsRepo.latestAppeals(db, ids),
        appealsRepo.refusalReasons(db, ids),
      ]);
      return items
        .filter((i) => i.verifyStatus === "NOT_RECOGNIZED" || appeals.has(i.id))
        .map((i) => {
          const appeal = appeals.get(i.id);
          return {
            itemId: i.id,
            materialType: i.materialType,
            payload: i.payload,
            verifyStatus: i.verifyStatus as VerifyStatus,
            // why it was not recognised, also once an appeal overturned it (the item's comment is then the answer)
            verifyComment: reasons.get(i.id) ?? i.verifyComment,
            appeal: appeal
              ? { id: appeal.id, status: appeal.status as AppealRow["status"], reply: appeal.reply }
              : null,
          };
        });
    },

    async file(auth: Caller, input: { itemId: string; reason: string; evidenceFileIds: string[] }) {
      return db.transaction(async (tx) => {
        const item = await repo.findItem(tx, input.itemId);
        const declaration = item && (await repo.lockDeclaration(tx, auth.tenantId, item.declarationId));
        if (!item || !declaration || declaration.userId !== auth.userId) throw badRequest("depart.itemNotFound");
        if (item.verifyStatus !== "NOT_RECOGNIZED") throw badRequest("depart.appealNotAllowed");
        const evidence = [...new Set(input.evidenceFileIds)];
        if (!(await ownsEvidence(tx, auth, evidence, APPEAL_EVIDENCE))) throw badRequest("depart.evidenceNotFound");
        const verdict = (await repo.verdictsOf(tx, item.id)).filter((v) => v.verdict === "NOT_RECOGNIZED").at(-1);
        if (!verdict) throw badRequest("depart.appealNotAllowed");
        const id = randomUUID();
        try {
          await appealsRepo.insertAppeal(tx, {
            id,
            tenantId: auth.tenantId,
            projectTimeId: declaration.projectTimeId,
            declarationId: declaration.id,
            itemId: item.id,
            departId: verdict.departId,
            userId: auth.userId,
            reason: input.reason,
            evidenceFileIds: evidence,
          });
        } catch (error) {
          // one open appeal per item (a partial unique index)
          if (uniqueViolation(error) !== null) throw badRequest("depart.appealOpen");
          throw error;
        }
        const declarant = await repo.findUserDepart(tx, auth.tenantId, auth.userId);
        const assigners = await repo.departMembers(tx, auth.tenantId, verdict.departId, ASSIGNER_GROUP);
        const to = new Set([...assigners.map((a) => a.userId), verdict.reviewerId]);
        await notify(
          tx,
          auth.tenantId,
          [...to].map(
            (userId): Notice => ({
              userId,
              kind: "department.appeal",
              title: bilingual("depart.notice.appeal.title"),
              body: bilingual("depart.notice.appeal.body", {
                name: declarant?.name ?? "",
                material: materialName(item.materialType),
              }),
              link: APPEAL_LINK,
            }),
          ),
        );
        return { id };
      });
    },

    async list(auth: Caller, query: { status?: string; page: number; limit: number }) {
      const department = await callerDepartment(db, auth);
      const { rows, total } = await appealsRepo.appealPage(db, auth.tenantId, department.departId, {
        status: query.status,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return { rows: rows.map(toAppealRow), total };
    },

    async get(auth: Caller, id: string): Promise<AppealRow> {
      const department = await callerDepartment(db, auth);
      const appeal = await appealsRepo.findAppeal(db, auth.tenantId, id);
      if (!appeal || appeal.departId !== department.departId) throw badRequest("depart.appealNotFound");
      const row = await appealsRepo.appealRow(db, auth.tenantId, id);
      if (!row) throw badRequest("depart.appealNotFound");
      return toAppealRow(row);
    },

    /** The department's answer: UPHELD keeps the verdict, OVERTURNED recognises the item. */
    async reply(auth: Caller, input: { id: string; outcome: "UPHELD" | "OVERTURNED"; reply: string }) {
      const department = await callerDepartment(db, auth);
      const now = new Date();
      return db.transaction(async (tx) => {
        const appeal = await appealsRepo.findAppeal(tx, auth.tenantId, input.id, true);
        if (!appeal || appeal.departId !== department.departId) throw badRequest("depart.appealNotFound");
        if (appeal.status !== "OPEN") throw badRequest("depart.appealClosed");
        const item = await repo.findItem(tx, appeal.itemId);
        if (!item) throw badRequest("depart.itemNotFound");
        if (input.outcome === "OVERTURNED") {
          const changed = await repo.decideItemAtVersion(tx, item.id, item.version, {
            verifyStatus: "VERIFIED",
            verifyComment: input.reply,
            verifiedBy: department.userId,
            verifiedAt: now,
          });
          if (!changed) throw staleVersion();
          await repo.insertVerdict(tx, {
            id: randomUUID(),
            tenantId: auth.tenantId,
            declarationId: item.declarationId,
            itemId: item.id,
            departId: department.departId,
            materialType: item.materialType,
            verdict: "OVERTURNED",
            reason: input.reply,
            reviewerId: department.userId,
            reviewerName: department.userName,
            itemVersion: item.version,
            createdAt: now,
          });
        }
        if (
          !(await appealsRepo.answerAppeal(tx, appeal.id, {
            status: input.outcome,
            reply: input.reply,
            repliedBy: department.userId,
            repliedAt: now,
          }))
        )
          throw badRequest("depart.appealClosed");
        await notify(tx, auth.tenantId, [
          {
            userId: appeal.userId,
            kind: "department.appealAnswered",
            title: bilingual("depart.notice.appealAnswered.title"),
            body: bilingual("depart.notice.appealAnswered.body", {
              material: materialName(item.materialType),
              outcome: bilingual(`depart.outcome.${input.outcome}`),
              reply: input.reply,
            }),
            link: "/zcps/userCenter",
          },
        ]);
        return {
          id: appeal.id,
          status: input.outcome,
          verifyStatus: input.outcome === "OVERTURNED" ? "VERIFIED" : item.verifyStatus,
        };
      });
    },
  };
}
