import { randomUUID } from "node:crypto";
import { type ApplicationExpertInput, applicationExpertSchema } from "@zcps/contracts/zcps/experts/api";
import type { AccountApply, applicationPageQuerySchema } from "@zcps/contracts/zcps/staff/api";
import { accountApplySchema } from "@zcps/contracts/zcps/staff/api";
import type { z } from "zod";
import type { Executor } from "../../../db/client";
import type { AuthContext } from "../../../platform/auth";
import { type Bilingual, bilingual } from "../../../platform/bilingual";
import type { AppDeps } from "../../../platform/deps";
import { badRequest, notFound } from "../../../platform/errors";
import { notify } from "../../../platform/notify";
import type { AfterCommit, ProcessEnd } from "../../../platform/process-ends";
import { usersChanged } from "../../admin/users";
import { createWorkflowService, type WorkflowService } from "../../workflow-engine";
import { openAccount, userFieldAvailable } from "./accounts";
import * as repo from "./application-repo";
import { disciplineCatalogue, unknownDisciplines } from "./staff-columns";
import * as staffRepo from "./staff-repo";

export type Actor = Pick<AuthContext, "userId" | "tenantId" | "username" | "isSuperAdmin" | "codes">;

/** The workflow process an application runs on (workflow-engine/seed.ts); its end is the application's decision. */
export const APPLICATION_PROCESS = "accountApplication";

/**
 * Starts an application's process in the applying transaction: a staff applicant's unit administrators review
 * first (when the unit has any), with the variables the seeded model reads (workflow-engine/seed.ts). Its business
 * key is the user name applied for, which no other pending application holds, so a reviewer's list reads it; the
 * applicant has no account yet, so the application stands as the starter until the account is opened.
 */
export async function startApplicationProcess(
  tx: Executor,
  workflow: Pick<WorkflowService, "startForBusiness">,
  application: { id: string; tenantId: string; kind: string; unitId: string | null; username: string; name: string },
  after: AfterCommit[],
) {
  const { id, tenantId, kind, unitId } = application;
  const unitAdmins = kind === "staff" && unitId ? await repo.unitAdministrators(tx, tenantId, unitId) : [];
  return workflow.startForBusiness(
    tx,
    {
      tenantId,
      key: APPLICATION_PROCESS,
      businessKey: application.username,
      starterId: id,
      variables: {
        applicant: application.name,
        kind,
        unitReview: unitAdmins.length > 0,
        unitAdmins: unitAdmins.join(","),
      },
    },
    after,
  );
}

type Application = NonNullable<Awaited<ReturnType<typeof repo.findApplication>>>;

/** Both languages in one mail: the applicant's language is not known. */
function bilingualMail(key: "approved" | "rejected", values: Record<string, string | Bilingual>) {
  const subject = bilingual(`staff.mail.${key}Subject`, values);
  const body = bilingual(`staff.mail.${key}Body`, values);
  return { subject: `${subject.zh} / ${subject.en}`, body: `${body.zh}\n\n${body.en}` };
}

/**
 * userAudit: applications for an account from people outside the user administration's reach (external experts,
 * staff without an account). Anyone may apply; the application runs on the workflow's account-application process:
 * a staff applicant's unit administrators review it in their to-do list, then an administrator of personnel
 * approves (the account is opened in one transaction with the decision and the initial password is mailed; an
 * expert joins the external pool with the title level and disciplines the administrator adds) or rejects with a
 * reason. The process's end decides the application; where the tenant has no active process, the administrator
 * decides directly.
 */
export function createApplicationService(deps: Pick<AppDeps, "db" | "cache" | "mail" | "queue" | "processEnds">) {
  const { db, cache, mail } = deps;
  const workflow = createWorkflowService(deps);

  /** The applications, each pending one with the steps its process waits in now (its business key is the user name). */
  async function withSteps<Row extends { status: string; username: string; step: string | null }>(
    tenantId: string,
    rows: Row[],
  ): Promise<Row[]> {
    const pending = rows.filter((row) => row.status === "pending").map((row) => row.username);
    const steps = await workflow.stepsForBusiness(db, tenantId, APPLICATION_PROCESS, pending);
    return rows.map((row) => {
      const names = row.status === "pending" ? steps.get(row.username) : undefined;
      return names ? { ...row, step: names.join("、") } : row;
    });
  }

  /** Opens the approved applicant's account (and pool entry), in the deciding transaction; mails after it. */
  async function openApproved(
    tx: Executor,
    tenantId: string,
    by: string | null,
    application: Application,
    input: Partial<ApplicationExpertInput>,
  ) {
    const expert = application.kind === "expert";
    // an expert's title and disciplines, checked before anything is written
    const pool = expert
      ? applicationExpertSchema.parse({ ...input, titleName: input.titleName || application.titleName })
      : null;
    if (pool) {
      const catalogue = new Set((await disciplineCatalogue(tx, tenantId)).map((d) => d.code));
      if (unknownDisciplines(pool.disciplineCodes, catalogue).length > 0) throw badRequest("expert.unknownDiscipline");
    }
    const departId = expert ? await repo.departByCode(tx, tenantId, "external") : application.unitId;
    if (!departId) throw badRequest("staff.apply.departMissing");
    const account = await openAccount(tx, {
      tenantId,
      username: application.username,
      name: application.name,
      departId,
      groupCode: expert ? "expert_out" : "declarant",
      no: expert ? null : application.employeeNo,
      idNo: application.idNo,
      mobilePhone: application.mobilePhone,
      email: application.email,
      createdBy: by,
      usernameTakenKey: "user.usernameTaken",
      groupMissingKey: "staff.apply.groupMissing",
      strictContacts: true,
    });
    if (!expert && application.employeeNo) {
      const staffId = await repo.linkableStaff(tx, tenantId, application.employeeNo);
      if (staffId) await staffRepo.linkAccount(tx, tenantId, staffId, account.userId);
    }
    if (pool)
      await repo.insertPoolExpert(tx, {
        id: randomUUID(),
        tenantId,
        kind: "external",
        name: application.name,
        institution: application.institution,
        ...pool,
        phone: application.mobilePhone,
        email: application.email,
        userId: account.userId,
        approvedAt: new Date(),
        approvedBy: by,
        createdBy: by,
      });
    if (
      !(await repo.claimPending(tx, tenantId, application.id, {
        status: "approved",
        handledBy: by,
        userId: account.userId,
      }))
    )
      throw badRequest("staff.apply.notPending");
    await notify(tx, tenantId, [
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
    const afterCommit = async () => {
      usersChanged(cache, tenantId);
      if (application.email) {
        const message = bilingualMail("approved", { username: application.username, password: account.password });
        await mail.send(application.email, message.subject, message.body);
      }
    };
    return { userId: account.userId, afterCommit };
  }

  /** Rejects the application with the reason, in the deciding transaction; mails after it. */
  async function rejectPending(
    tx: Executor,
    tenantId: string,
    by: string | null,
    application: Application,
    reason: string | null,
  ) {
    if (
      !(await repo.claimPending(tx, tenantId, application.id, { status: "rejected", handledBy: by, response: reason }))
    )
      throw badRequest("staff.apply.notPending");
    return async () => {
      if (application.email) {
        // a rejection in the process without a comment reads "not approved" in each language of the mail
        const message = bilingualMail("rejected", {
          username: application.username,
          reason: reason ?? bilingual("staff.apply.rejectedInProcess"),
        });
        await mail.send(application.email, message.subject, message.body);
      }
    };
  }

  /**
   * Decides through the application's process when it has one: the caller's open task of it is completed with the
   * decision (the process's end then decides the application); a step that is not the caller's is refused, naming
   * it. Answers false when the application has no running process.
   */
  async function decideInProcess(
    actor: Actor,
    application: Application,
    variables: Record<string, string | boolean>,
    comment?: string,
  ) {
    const after: AfterCommit[] = [];
    const handled = await db.transaction(async (tx) => {
      const flow = await workflow.runningForBusiness(tx, actor.tenantId, APPLICATION_PROCESS, application.username);
      if (!flow) return false;
      for (const task of flow.tasks) {
        if (!(await workflow.mayHandleTask(tx, actor, task))) continue;
        await workflow.completeInBusiness(tx, actor, task.id, { variables, comment }, after);
        return true;
      }
      throw badRequest("staff.apply.notYourStep", { step: flow.tasks.map((task) => task.name).join("、") });
    });
    for (const action of after) await action();
    return handled;
  }

  // the process's end is the application's decision (an instance started by hand carries no application)
  deps.processEnds.on(APPLICATION_PROCESS, async (tx: Executor, end: ProcessEnd) => {
    const application = end.businessKey ? await repo.pendingByUsername(tx, end.tenantId, end.businessKey) : null;
    if (application?.status !== "pending") return undefined;
    if (end.endEvents.includes("rejected") || end.variables.approved !== true)
      return rejectPending(tx, end.tenantId, end.by, application, end.comment || null);
    const pool =
      typeof end.variables.expertPool === "string"
        ? (JSON.parse(end.variables.expertPool) as Partial<ApplicationExpertInput>)
        : {};
    const { userId, afterCommit } = await openApproved(tx, end.tenantId, end.by, application, pool);
    // the applicant, now a user, finds the application among their own processes
    await workflow.setStarter(tx, end.instanceId, userId);
    return afterCommit;
  });

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
      const after: AfterCommit[] = [];
      await db.transaction(async (tx) => {
        await repo.insertApplication(tx, {
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
        await startApplicationProcess(
          tx,
          workflow,
          {
            id,
            tenantId,
            kind: values.kind,
            unitId: values.unitId ?? null,
            username: values.username,
            name: values.name,
          },
          after,
        );
      });
      for (const action of after) await action();
      return { id };
    },

    /** The units a staff applicant chooses from (public: the applicant has no account yet). */
    async publicUnits(tenantId: string) {
      return staffRepo.listUnits(db, tenantId);
    },

    async page(actor: Actor, query: z.output<typeof applicationPageQuerySchema>) {
      const { rows, total } = await repo.pageApplications(
        db,
        { tenantId: actor.tenantId, status: query.status, kind: query.kind, keyword: query.keyword || undefined },
        query.page,
        query.limit,
      );
      return { rows: await withSteps(actor.tenantId, rows), total };
    },

    /** The catalogue an expert's disciplines are chosen from on approval. */
    disciplines: (actor: Actor) => disciplineCatalogue(db, actor.tenantId),

    async approve(actor: Actor, id: string, input: Partial<ApplicationExpertInput> = {}) {
      const application = await repo.findApplication(db, actor.tenantId, id);
      if (!application) throw notFound();
      if (application.status !== "pending") throw badRequest("staff.apply.notPending");
      if (application.kind === "expert") {
        // checked now, so a bad title or discipline is refused before the process moves
        applicationExpertSchema.parse({ ...input, titleName: input.titleName || application.titleName });
      }
      const expertPool = JSON.stringify(input);
      if (!(await decideInProcess(actor, application, { approved: true, expertPool }))) {
        const opened = await db.transaction((tx) => openApproved(tx, actor.tenantId, actor.userId, application, input));
        await opened.afterCommit();
      }
      return repo.findApplication(db, actor.tenantId, id);
    },

    async reject(actor: Actor, id: string, reason: string) {
      const application = await repo.findApplication(db, actor.tenantId, id);
      if (!application) throw notFound();
      if (application.status !== "pending") throw badRequest("staff.apply.notPending");
      if (!(await decideInProcess(actor, application, { approved: false }, reason))) {
        const after = await db.transaction((tx) =>
          rejectPending(tx, actor.tenantId, actor.userId, application, reason),
        );
        await after();
      }
      return repo.findApplication(db, actor.tenantId, id);
    },
  };
}
