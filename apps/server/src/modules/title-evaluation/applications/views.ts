import {
  APPLICATION_TRACK_LABELS,
  type ApplicationRow,
  type ApplicationSource,
  type ApplicationStatus,
  type ApplicationTrack,
} from "@zcps/contracts/zcps/applications/api";
import { APPLICATION_ELEMENTS } from "@zcps/contracts/zcps/applications/elements";
import { bilingual } from "../../../platform/bilingual";
import { badRequest } from "../../../platform/errors";
import type { Notice } from "../../../platform/notify";
import type { ApplicationRecord, ApplicationRowRecord } from "./repo";

/** Who calls: the session's tenant, user, project and codes (the seed acts as demo accounts with their codes). */
export interface Caller {
  tenantId: string;
  userId: string;
  projectId?: string | null;
  codes: ReadonlySet<string>;
}

/** The purpose evidence of an application is filed under (an application names only its filer's files of it). */
export const APPLICATION_EVIDENCE = "specialApplication";

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** An application as the wire shows it; the applicant does not see who reviews it. */
export function toRow(raw: ApplicationRowRecord, forApplicant = false): ApplicationRow {
  return {
    id: raw.id,
    staffId: raw.staffId,
    employeeNo: raw.employeeNo,
    applicantName: raw.applicantName,
    unitName: raw.unitName,
    unitNameEn: raw.unitNameEn,
    projectTimeId: raw.projectTimeId,
    batchName: raw.batchName,
    batchNameEn: raw.batchNameEn,
    track: raw.track as ApplicationTrack,
    level: raw.level,
    grounds: raw.grounds,
    source: raw.source as ApplicationSource,
    status: raw.status as ApplicationStatus,
    reviewerId: forApplicant ? null : raw.reviewerId,
    reviewerName: forApplicant ? null : raw.reviewerName,
    version: raw.version,
    evidenceCount: raw.evidenceCount,
    decisionReason: raw.decisionReason,
    decidedAt: iso(raw.decidedAt),
    createdAt: iso(raw.createdAt) as string,
  };
}

/** Personnel and the statistics' readers see every application of the tenant; a reviewer the ones allocated to them. */
export const readsAll = (caller: Caller) =>
  caller.codes.has(APPLICATION_ELEMENTS.assignView) || caller.codes.has(APPLICATION_ELEMENTS.statisticsView);

/** Refuses a caller who may not read the application: not its applicant, its reviewer, or a reader of all. */
export function assertReadable(
  caller: Caller,
  application: Pick<ApplicationRecord, "applicantUserId" | "reviewerUserId">,
) {
  if (readsAll(caller)) return;
  if (application.applicantUserId === caller.userId || application.reviewerUserId === caller.userId) return;
  throw badRequest("application.notFound");
}

const trackName = (track: string) => APPLICATION_TRACK_LABELS[track as ApplicationTrack] ?? { zh: track, en: track };

const USER_CENTER = "/zcps/userCenter";

/** The applicant's message for an event of their application (none when they have no account). */
export function applicantNotice(
  application: Pick<ApplicationRecord, "applicantUserId" | "track">,
  event: "filed" | "entered" | "assigned" | "approved" | "rejected",
  reason: string | null = null,
): Notice[] {
  if (!application.applicantUserId) return [];
  const track = trackName(application.track);
  const title = event === "entered" ? "filed" : event;
  const body =
    event === "approved"
      ? bilingual("application.notice.approved.body", {
          track,
          effect: bilingual(
            application.track === "exceptional" ? "application.effect.exceptional" : "application.effect.namedList",
            { track },
          ),
        })
      : bilingual(`application.notice.${event}.body`, { track, reason: reason ?? "" });
  return [
    {
      userId: application.applicantUserId,
      kind: `application.${event}`,
      title: bilingual(`application.notice.${title}.title`),
      body,
      link: USER_CENTER,
    },
  ];
}

/** A reviewer's message: how many applications they received (or, moved on, no longer have), and from whom. */
export const reviewerNotice = (
  reviewerId: string,
  by: string,
  count: number,
  direction: "toReviewer" | "fromReviewer" = "toReviewer",
): Notice => ({
  userId: reviewerId,
  kind: `application.${direction}`,
  title: bilingual(`application.notice.${direction}.title`),
  body: bilingual(`application.notice.${direction}.body`, { by, count: String(count) }),
  link: "/ApplicationReview/MaterialsReview",
});
