import { randomUUID } from "node:crypto";
import { type ApplicationExpertInput, applicationExpertSchema } from "@zcps/contracts/zcps/experts/api";
import type { AccountApply, applicationPageQuerySchema } from "@zcps/contracts/zcps/staff/api";
import { accountApplySchema } from "@zcps/contracts/zcps/staff/api";
import type { z } from "zod";
import { bilingual } from "../../../platform/bilingual";
import type { AppDeps } from "../../../platform/deps";
import { badRequest, notFound } from "../../../platform/errors";
import { notify } from "../../../platform/notify";
import { usersChanged } from "../../admin/users";
import { openAccount, userFieldAvailable } from "./accounts";
import * as repo from "./application-repo";
import { disciplineCatalogue, unknownDisciplines } from "./staff-columns";
import * as staffRepo from "./staff-repo";

export interface Actor {
  userId: string;
  tenantId: string;
}

/** Both languages in one mail: the applicant's language is not known. */
function bilingualMail(key: "approved" | "rejected", values: Record<string, string>) {
  const subject = bilingual(`staff.mail.${key}Subject`, values);
  const body = bilingual(`staff.mail.${key}Body`, values);
  return { subject: `${subject.zh} / ${subject.en}`, body: `${body.zh}\n\n${body.en}` };
}

/**
 * userAudit: applications for an account from people outside the user administration's reach (external experts,
 * staff without an account). Anyone may apply; an administrator approves (the account is opened in one transaction
 * with the decision and the initial password is mailed; an expert joins the external pool with the title level and
 * disciplines the administrator adds) or rejects with a reason.
 */
export function createApplicationService({ db, cache, mail }: Pick<AppDeps, "db" | "cache" | "mail">) {
  return {
    async apply(input: AccountApply) {
      const values = accountApplySchema.parse(input);
      if (!(await repo.tenantExists(db, values.tenantId))) throw badRequest("common.badRequest");
      const tenantId = values.tenantId;
      if (!(await userFieldAvailable(db, "username", values.username, tenantId)))
        throw badRequest("user.usernameTaken");
      if (!(await userFieldAvailable(db, "mobilePhone", values.mobilePhone, tenantId)))
        throw badRequest("user.mobileTaken");
      if (!(await userFieldAvailable(db, "email", values.email, tenantId))) throw badRequest("user.emailTaken");
      if (values.idNo && !(await userFieldAvailable(db, "idNo", values.idNo, tenantId)))
        throw badRequest("user.idNoTaken");
      if (await repo.pendingUsernameExists(db, tenantId, values.username))
        throw badRequest("staff.apply.pendingExists");
      if (values.kind === "staff") {
        const unit = values.unitId ? await staffRepo.findUnit(db, tenantId, values.unitId) : null;
        if (unit?.type !== "unit") throw badRequest("staff.apply.unitNotFound");
      }
      const id = randomUUID();
      await repo.insertApplication(db, {
        id,
        tenantId,
        kind: values.kind,
        name: values.name,
        username: values.username,
        mobilePhone: values.mobilePhone,
        email: values.email,
        idNo: values.idNo,
        institution: values.kind === "expert" ? values.institution : null,
        unitId: values.kind === "staff" ? values.unitId : null,
        employeeNo: values.kind === "staff" ? values.employeeNo : null,
        titleName: values.titleName,
        reason: values.reason,
      });
      return { id };
    },

    /** The units a staff applicant chooses from (public: the applicant has no account yet). */
    async publicUnits(tenantId: string) {
      return staffRepo.listUnits(db, tenantId);
    },

    page: (actor: Actor, query: z.output<typeof applicationPageQuerySchema>) =>
      repo.pageApplications(
        db,
        { tenantId: actor.tenantId, status: query.status, kind: query.kind, keyword: query.keyword || undefined },
        query.page,
        query.limit,
      ),

    /** The catalogue an expert's disciplines are chosen from on approval. */
    disciplines: (actor: Actor) => disciplineCatalogue(db, actor.tenantId),

    async approve(actor: Actor, id: string, input: Partial<ApplicationExpertInput> = {}) {
      const result = await db.transaction(async (tx) => {
        const application = await repo.findApplication(tx, actor.tenantId, id);
        if (!application) throw notFound();
        if (application.status !== "pending") throw badRequest("staff.apply.notPending");
        const expert = application.kind === "expert";
        // an expert's title and disciplines, checked before anything is written
        const pool = expert
          ? applicationExpertSchema.parse({ ...input, titleName: input.titleName || application.titleName })
          : null;
        if (pool) {
          const catalogue = new Set((await disciplineCatalogue(tx, actor.tenantId)).map((d) => d.code));
          if (unknownDisciplines(pool.disciplineCodes, catalogue).length > 0)
            throw badRequest("expert.unknownDiscipline");
        }
        const departId = expert ? await repo.departByCode(tx, actor.tenantId, "external") : application.unitId;
        if (!departId) throw badRequest("staff.apply.departMissing");
        const account = await openAccount(tx, {
          tenantId: actor.tenantId,
          username: application.username,
          name: application.name,
          departId,
          groupCode: expert ? "expert_out" : "declarant",
          no: expert ? null : application.employeeNo,
          idNo: application.idNo,
          mobilePhone: application.mobilePhone,
          email: application.email,
          createdBy: actor.userId,
          usernameTakenKey: "user.usernameTaken",
          groupMissingKey: "staff.apply.groupMissing",
          strictContacts: true,
        });
        if (!expert && application.employeeNo) {
          const staffId = await repo.linkableStaff(tx, actor.tenantId, application.employeeNo);
          if (staffId) await staffRepo.linkAccount(tx, actor.tenantId, staffId, account.userId);
        }
        if (pool)
          await repo.insertPoolExpert(tx, {
            id: randomUUID(),
            tenantId: actor.tenantId,
            kind: "external",
            name: application.name,
            institution: application.institution,
            ...pool,
            phone: application.mobilePhone,
            email: application.email,
            userId: account.userId,
            approvedAt: new Date(),
            approvedBy: actor.userId,
            createdBy: actor.userId,
          });
        if (
          !(await repo.claimPending(tx, actor.tenantId, id, {
            status: "approved",
            handledBy: actor.userId,
            userId: account.userId,
          }))
        )
          throw badRequest("staff.apply.notPending");
        await notify(tx, actor.tenantId, [
          {
            userId: account.userId,
            kind: "account.approved",
            title: { zh: "欢迎使用职称评审平台", en: "Welcome to the title-evaluation platform" },
            body: {
              zh: "您的账号申请已通过。请及时修改初始密码。",
              en: "Your account application was approved. Please change the initial password.",
            },
            link: "/dashboard",
          },
        ]);
        return { application, account };
      });
      usersChanged(cache, actor.tenantId);
      if (result.application.email) {
        const message = bilingualMail("approved", {
          username: result.application.username,
          password: result.account.password,
        });
        await mail.send(result.application.email, message.subject, message.body);
      }
      return repo.findApplication(db, actor.tenantId, id);
    },

    async reject(actor: Actor, id: string, reason: string) {
      const application = await repo.findApplication(db, actor.tenantId, id);
      if (!application) throw notFound();
      if (
        !(await repo.claimPending(db, actor.tenantId, id, {
          status: "rejected",
          handledBy: actor.userId,
          response: reason,
        }))
      )
        throw badRequest("staff.apply.notPending");
      if (application.email) {
        const message = bilingualMail("rejected", { username: application.username, reason });
        await mail.send(application.email, message.subject, message.body);
      }
      return repo.findApplication(db, actor.tenantId, id);
    },
  };
}
