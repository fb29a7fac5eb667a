import { z } from "zod";
import type { MessageKey } from "../../messages";
import { idSchema } from "../../validation";
import type { TitleLevel } from "../catalogue/catalogue";
import { type DeclarationState, declarationStateSchema } from "../machine/states";

/**
 * Stage 9 on the wire: the school's notices (school/saveNotice, findNotice, deleteNotice), the results publicity a
 * result notice opens (at least the batch's working days on the holiday calendar) with the real-name objections
 * raised against it and personnel's handling of them, the declarants' appeals (申诉 / 复查) against a negative
 * decision and their handling (dismissed, the decision revoked, or re-reviewed at a named stage: appealUpheld), and
 * the verification of the sealed results.
 */

const m = (key: MessageKey) => key;
const text = (max: number) => z.string().trim().max(max, m("v.tooLong"));
const required = (max: number, key: MessageKey) => z.string(m(key)).trim().min(1, m(key)).max(max, m("v.tooLong"));
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, m("results.dateInvalid"));
const version = z.coerce.number(m("v.required")).int().min(1);

export const SCHOOL_API = "/api/zcps-sh/school";
export const RESULTS_API = "/api/zcps-sh/results";

export const RESULTS_ROUTES = {
  sealCheck: `${RESULTS_API}/seals/verify`,

  // --- school notices (spec: POST school/saveNotice, GET school/findNotice, GET school/deleteNotice) ---
  /** publish a notice, or edit one's title and text; a result notice opens the results publicity */
  saveNotice: `${SCHOOL_API}/saveNotice`,
  /** the school's notices of a batch, newest first (?projectTimeId, ?id for one) */
  findNotice: `${SCHOOL_API}/findNotice`,
  /** withdraw a notice (?id); a result notice only while its publicity is open and nobody has objected */
  deleteNotice: `${SCHOOL_API}/deleteNotice`,

  // --- the results publicity (personnel) ---
  /** the batch's declarations awaiting a result notice and the result notices with their figures */
  publicity: `${RESULTS_API}/publicity`,
  /** one result notice with its declarants and the objections raised */
  publicityDetail: `${RESULTS_API}/publicity/:id`,
  /** close a result notice whose last working day has passed (the nightly job does too) */
  publicityClose: `${RESULTS_API}/publicity/:id/close`,

  // --- objections (any member of staff, under their name) ---
  objectionEvidence: `${RESULTS_API}/objection/evidence`,
  /** one evidence file of an objection (personnel) */
  objectionEvidenceFile: `${RESULTS_API}/objection/:id/evidence/:fileId`,
  objection: `${RESULTS_API}/objection`,
  /** personnel take an objection up: the declaration is held until it is decided */
  objectionAccept: `${RESULTS_API}/objection/accept`,
  /** the objection is not upheld: the reply goes back to whoever raised it */
  objectionDismiss: `${RESULTS_API}/objection/dismiss`,
  /** the objection is upheld: the result is revoked */
  objectionUphold: `${RESULTS_API}/objection/uphold`,

  // --- appeals: the declarant ---
  /** the caller's own declarations: where each stands, whether it may be appealed, its appeals */
  myAppeals: `${RESULTS_API}/appeals/mine`,
  appealEvidence: `${RESULTS_API}/appeals/evidence`,
  /** POST: file an appeal; GET: personnel's register of appeals (?projectTimeId, ?status) */
  appeals: `${RESULTS_API}/appeals`,

  // --- appeals: personnel ---
  appeal: `${RESULTS_API}/appeals/:id`,
  /** one evidence file of an appeal (its declarant and personnel) */
  appealEvidenceFile: `${RESULTS_API}/appeals/:id/evidence/:fileId`,
  appealDismiss: `${RESULTS_API}/appeals/:id/dismiss`,
  appealUpheld: `${RESULTS_API}/appeals/:id/appealUpheld`,
} as const;

/** How a chain breaks: content changed, a record's own fields changed, the link to the one before, a gap. */
export const SEAL_BREAKS = ["CONTENT_CHANGED", "RECORD_CHANGED", "LINK_BROKEN", "RECORD_MISSING"] as const;
export type SealBreak = (typeof SEAL_BREAKS)[number];

export interface SealCheckReply {
  /** the chain whole and every approved declaration sealed */
  ok: boolean;
  /** records on the chain */
  records: number;
  /** the last record's hash when the chain is whole (to compare with a copy kept elsewhere) */
  lastHash: string | null;
  /** the first broken link, with its message in the caller's language */
  broken: { seq: number; declarationId: string | null; name: string | null; reason: SealBreak; message: string } | null;
  /** approved declarations with no live seal */
  unsealed: { declarationId: string; name: string | null }[];
  checkedAt: string;
}

// ---------------------------------------------------------------------------------------------------------------
// School notices

/** GENERAL: an announcement; RESULT: the results publicity (公示) over declarations awaiting it */
export const NOTICE_KINDS = ["GENERAL", "RESULT"] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NOTICE_TITLE_MAX = 100;
export const NOTICE_CONTENT_MAX = 5000;

export const saveNoticeSchema = z.object({
  /** absent: a new notice; present: the notice whose title and text change */
  id: idSchema.optional(),
  projectTimeId: idSchema.optional(),
  kind: z.enum(NOTICE_KINDS, m("results.noticeKindRequired")).default("GENERAL"),
  title: required(NOTICE_TITLE_MAX, "results.noticeTitleRequired"),
  content: text(NOTICE_CONTENT_MAX).default(""),
  /** a result notice: its first day (today when absent) */
  startsOn: isoDate.optional(),
  /** a result notice: the declarations it publishes (every one awaiting when absent) */
  declarationIds: z.array(idSchema).max(2000).optional(),
});
export type SaveNoticeBody = z.input<typeof saveNoticeSchema>;

export const findNoticeQuerySchema = z.object({ projectTimeId: idSchema.optional(), id: idSchema.optional() });
export const deleteNoticeQuerySchema = z.object({ id: idSchema });

export type PublicityStatus = "OPEN" | "CLOSED" | "CANCELLED";

export interface NoticePublicity {
  id: string;
  startsOn: string;
  endsOn: string;
  workingDays: number;
  status: PublicityStatus;
  /** the last working day has passed */
  elapsed: boolean;
}

/** A declarant as a result notice shows them to everyone. */
export interface NoticeDeclarant {
  declarationId: string;
  name: string;
  employeeNo: string;
  unitName: string;
  titleName: string;
  level: TitleLevel | null;
}

export interface SchoolNotice {
  id: string;
  projectTimeId: string;
  kind: NoticeKind;
  title: string;
  content: string;
  publisherName: string;
  createdAt: string;
  updatedAt: string;
  /** a result notice: its publicity window and declarants */
  publicity: NoticePublicity | null;
  declarants: NoticeDeclarant[];
}

// ---------------------------------------------------------------------------------------------------------------
// The results publicity and objections

export const OBJECTION_STATES = ["OPEN", "ACCEPTED", "UPHELD", "DISMISSED"] as const;
export type ObjectionState = (typeof OBJECTION_STATES)[number];

export interface ResultPublicityRow extends NoticePublicity {
  noticeId: string;
  title: string;
  declarants: number;
  /** objections raised and not yet decided (open or taken up) */
  pendingObjections: number;
}

export interface AwaitingDeclarant extends NoticeDeclarant {
  version: number;
  /** the senior committee's decision that put the declaration here */
  decidedAt: string | null;
}

export interface ResultPublicityStatus {
  projectTimeId: string;
  /** declarations in RESULT_PUBLICITY on no open notice */
  awaiting: AwaitingDeclarant[];
  workingDays: number;
  /** the end date a notice starting today would have */
  endsOnIfToday: string;
  notices: ResultPublicityRow[];
}

export interface ResultObjectionRow {
  id: string;
  declarationId: string;
  declarantName: string;
  submitterName: string;
  contact: string | null;
  content: string;
  evidence: { id: string; name: string }[];
  status: ObjectionState;
  resolution: string | null;
  handledByName: string | null;
  handledAt: string | null;
  createdAt: string;
}

export interface ResultPublicityDetail extends ResultPublicityRow {
  declarations: (NoticeDeclarant & { status: DeclarationState; version: number })[];
  objections: ResultObjectionRow[];
}

export const resultObjectionSchema = z.object({
  declarationId: idSchema,
  content: required(2000, "results.objectionContentRequired"),
  contact: text(100).optional(),
  evidenceFileIds: z.array(idSchema).max(10).default([]),
});
export type ResultObjectionBody = z.input<typeof resultObjectionSchema>;

export const objectionActionSchema = z.object({ objectionId: idSchema });
export const objectionDecisionSchema = z.object({
  objectionId: idSchema,
  resolution: required(1000, "results.resolutionRequired"),
});
export type ObjectionDecisionBody = z.input<typeof objectionDecisionSchema>;

export interface CloseOutcome {
  advanced: number;
  heldByObjection: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Appeals (申诉 / 复查)

export const APPEAL_STATES = ["OPEN", "DISMISSED", "UPHELD"] as const;
export type AppealState = (typeof APPEAL_STATES)[number];
/** REVOKE: the decision is revoked and the declaration goes on to the stage after; REREVIEW: a named stage again */
export const APPEAL_OUTCOMES = ["REVOKE", "REREVIEW"] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

export const fileAppealSchema = z.object({
  declarationId: idSchema,
  grounds: required(3000, "results.appealGroundsRequired"),
  evidenceFileIds: z.array(idSchema).max(10).default([]),
});
export type FileAppealBody = z.input<typeof fileAppealSchema>;

export const appealsQuerySchema = z.object({
  projectTimeId: idSchema.optional(),
  status: z.enum(APPEAL_STATES).optional(),
});

export const dismissAppealSchema = z.object({
  resolution: required(1000, "results.resolutionRequired"),
  version: version,
});
export type DismissAppealBody = z.input<typeof dismissAppealSchema>;

export const upholdAppealSchema = z
  .object({
    outcome: z.enum(APPEAL_OUTCOMES, m("results.appealOutcomeRequired")),
    /** REREVIEW: the stage the declaration is reviewed at again */
    reinstateAt: declarationStateSchema.optional(),
    /** REREVIEW: the declaration goes back to its declarant first, to be amended and resubmitted to that stage */
    toDeclarant: z.boolean().default(false),
    resolution: required(1000, "results.resolutionRequired"),
    version: version,
  })
  .refine((v) => v.outcome !== "REREVIEW" || v.reinstateAt !== undefined, {
    message: m("results.reinstateStageRequired"),
    path: ["reinstateAt"],
  });
export type UpholdAppealBody = z.input<typeof upholdAppealSchema>;

export interface AppealRow {
  id: string;
  declarationId: string;
  projectTimeId: string;
  declarantName: string;
  employeeNo: string;
  unitName: string;
  titleName: string;
  /** the state the declaration was in when appealed (the negative decision) */
  appealedState: DeclarationState;
  /** the stage whose decision is appealed */
  decidingStage: DeclarationState | null;
  /** the declaration's state now */
  status: DeclarationState;
  version: number;
  grounds: string;
  evidence: { id: string; name: string }[];
  filedAt: string;
  /** the last working day to handle it */
  dueOn: string;
  overdue: boolean;
  state: AppealState;
  outcome: AppealOutcome | null;
  reinstateAt: DeclarationState | null;
  toDeclarant: boolean;
  resolution: string | null;
  handledByName: string | null;
  handledAt: string | null;
  /** the stages a re-review may name (enabled in the batch, up to the deciding stage) */
  rereviewStages: DeclarationState[];
  /** where the declaration goes when the decision is revoked */
  revokeTo: DeclarationState | null;
}

/** One of the caller's own declarations, as the appeal card shows it. */
export interface MyAppealCase {
  declarationId: string;
  projectTimeId: string;
  batchName: string;
  titleName: string;
  status: DeclarationState;
  /** a negative decision the declarant may still appeal (the window open and no appeal pending) */
  appealable: boolean;
  /** the last day of the appeal window, when one was opened */
  windowClosesOn: string | null;
  /** the decision's reason as recorded */
  decisionReason: string | null;
  appeals: Pick<
    AppealRow,
    | "id"
    | "grounds"
    | "evidence"
    | "filedAt"
    | "dueOn"
    | "state"
    | "outcome"
    | "reinstateAt"
    | "resolution"
    | "handledAt"
  >[];
}
