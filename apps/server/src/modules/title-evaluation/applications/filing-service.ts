import { randomUUID } from "node:crypto";
import type {
  ApplicationBatch,
  ApplicationEvidenceRef,
  ApplicationRow,
  ApplicationSource,
  applicationEnterSchema,
  applicationFileSchema,
} from "@zcps/contracts/zcps/applications/api";
import type { z } from "zod";
import type { Executor } from "../../../db/client";
import { uniqueViolation } from "../../../platform/db-errors";
import type { AppDeps } from "../../../platform/deps";
import { badRequest } from "../../../platform/errors";
import { notify } from "../../../platform/notify";
import { currentProjectId, listProjects } from "../../admin/projects";
import { ownsEvidence, readEvidence, storeEvidence } from "../kit";
import * as repo from "./repo";
import { APPLICATION_EVIDENCE, applicantNotice, assertReadable, type Caller, toRow } from "./views";

type Filed = z.output<typeof applicationFileSchema>;

const STAFF_OPTIONS = 20;

/**
 * Filing: a staff member applies for themself from their home page, or personnel enter an application on a staff
 * member's behalf; either way with the grounds and evidence files. One open application per track and batch, and
 * none once one is approved.
 */
export function createFilingService(deps: Pick<AppDeps, "db" | "storage" | "uploads">) {
  const { db } = deps;

  /** The batches of the caller's current project. */
  async function batches(
    caller: Pick<Caller, "tenantId" | "projectId">,
    on: Executor = db,
  ): Promise<ApplicationBatch[]> {
    const projectId = currentProjectId(await listProjects(on, caller.tenantId), caller.projectId ?? null);
    return projectId ? repo.batchesOfProject(on, projectId) : [];
  }

  async function file(
    tx: Executor,
    caller: Caller,
    person: { id: string; userId: string | null },
    values: Filed,
    source: ApplicationSource,
  ) {
    if (!(await batches(caller, tx)).some((b) => b.id === values.projectTimeId))
      throw badRequest("application.batchNotFound");
    const evidence = [...new Set(values.evidenceFileIds)];
    if (!(await ownsEvidence(tx, caller, evidence, APPLICATION_EVIDENCE)))
      throw badRequest("application.evidenceNotFound");
    const statuses = await repo.statusesFor(tx, caller.tenantId, person.id, values.track, values.projectTimeId);
    if (statuses.has("APPROVED")) throw badRequest("application.alreadyApproved");
    if (statuses.has("SUBMITTED") || statuses.has("ASSIGNED")) throw badRequest("application.openExists");
    const id = randomUUID();
    const application = {
      id,
      tenantId: caller.tenantId,
      projectTimeId: values.projectTimeId,
      staffId: person.id,
      applicantUserId: person.userId,
      track: values.track,
      level: values.level,
      grounds: values.grounds,
      evidenceFileIds: evidence,
      source,
      filedBy: caller.userId,
    };
    try {
      await repo.insertApplication(tx, application);
    } catch (error) {
      // the partial unique index settles two filings at once: one is stored, the other refused
      if (uniqueViolation(error) !== null) throw badRequest("application.openExists");
      throw error;
    }
    await notify(tx, caller.tenantId, applicantNotice(application, source === "SELF" ? "filed" : "entered"));
    return { id };
  }

  return {
    batches: (caller: Pick<Caller, "tenantId" | "projectId">) => batches(caller),

    /** The caller's own applications (the reviewer's name left out). */
    async mine(caller: Caller): Promise<ApplicationRow[]> {
      const person = await repo.staffOfUser(db, caller.tenantId, caller.userId);
      if (!person) return [];
      return (await repo.applicationsOfStaff(db, caller.tenantId, person.id)).map((r) => toRow(r, true));
    },

    async apply(caller: Caller, values: Filed) {
      return db.transaction(async (tx) => {
        const person = await repo.staffOfUser(tx, caller.tenantId, caller.userId);
        if (!person) throw badRequest("application.noStaffRecord");
        return file(tx, caller, person, values, "SELF");
      });
    },

    async enter(caller: Caller, values: z.output<typeof applicationEnterSchema>) {
      return db.transaction(async (tx) => {
        const person = await repo.staffRef(tx, caller.tenantId, values.staffId);
        if (!person) throw badRequest("application.staffNotFound");
        return file(tx, caller, person, values, "PERSONNEL");
      });
    },

    staffOptions: (caller: Caller, keyword?: string) => repo.searchStaff(db, caller.tenantId, keyword, STAFF_OPTIONS),

    async uploadEvidence(caller: Caller, upload: { bytes: Buffer; name: string }): Promise<ApplicationEvidenceRef> {
      const { id, name, mime, size } = await storeEvidence(deps, caller, upload, APPLICATION_EVIDENCE);
      return { id, name, mime, size };
    },

    /** One evidence file of an application the caller may read. */
    async readEvidence(caller: Caller, applicationId: string, fileId: string) {
      const application = await repo.findApplication(db, caller.tenantId, applicationId);
      if (!application) throw badRequest("application.notFound");
      assertReadable(caller, application);
      return readEvidence(deps, application.evidenceFileIds, fileId, APPLICATION_EVIDENCE);
    },
  };
}
