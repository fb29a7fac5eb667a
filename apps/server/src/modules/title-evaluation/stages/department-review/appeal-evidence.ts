import type { EvidenceRef } from "@zcps/contracts/zcps/department-review/supervision";
import type { AuthContext } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { notFound } from "../../../../platform/errors";
import { readEvidence, storeEvidence } from "../../kit";
import * as appealsRepo from "./appeals-repo";
import { callerDepartment } from "./department";

/** The purpose appeal evidence is filed under (an appeal names only the caller's own files of it). */
export const APPEAL_EVIDENCE = "departmentAppeal";

/** Evidence of an appeal: the declarant uploads it before filing; the declarant and the deciding department read it. */
export function createAppealEvidenceService(deps: Pick<AppDeps, "db" | "storage" | "uploads">) {
  const { db } = deps;
  return {
    async upload(auth: AuthContext, upload: { bytes: Buffer; name: string }): Promise<EvidenceRef> {
      const { id, name, mime, size } = await storeEvidence(deps, auth, upload, APPEAL_EVIDENCE);
      return { id, name, mime, size };
    },

    async read(auth: AuthContext, appealId: string, fileId: string) {
      const appeal = await appealsRepo.findAppeal(db, auth.tenantId, appealId);
      if (!appeal) throw notFound();
      if (appeal.userId !== auth.userId) {
        const department = await callerDepartment(db, auth).catch(() => null);
        if (department?.departId !== appeal.departId) throw notFound();
      }
      return readEvidence(deps, appeal.evidenceFileIds ?? [], fileId, APPEAL_EVIDENCE);
    },
  };
}
