import { z } from "zod";
import type { MessageKey } from "../../messages";
import { idSchema, optionalIdSchema, pageQuerySchema } from "../../validation";
import type { DeclarationMethod, TitleLevel, TrackCode } from "../catalogue/catalogue";
import { DECLARATION_METHODS, TITLE_LEVELS, TRACK_CODES } from "../catalogue/catalogue";
import type { DeclarationState } from "../machine/states";
import type { CandidateFunnel, ScoreParts, UnmetReason } from "./allocation/types";
import {
  AGREE_CONCLUSIONS,
  DEFAULT_PASS_RULE,
  GRADED_CONCLUSIONS,
  type PassRule,
  type PeerConclusion,
  type PeerSummary,
  type PeerVerdict,
} from "./pass-rule";

/**
 * Stage 6 on the wire: the anonymous peer review (/AnonymousReview, peer/* and the opinions' Word documents).
 * Spec names where the spec names them; the round upkeep, the replacement suggestion, the verification code and the
 * signature are REST beside them.
 *
 * Who sees what (DOMAIN.md): the administrator (peer_admin, personnel) sees declarants and experts; an expert sees
 * their own invitations, the declarant only by the round's code in anonymous mode; declarants and committee members
 * never see an expert's identity.
 */

const m = (key: MessageKey) => key;
const text = (max: number) => z.string().trim().max(max, m("v.tooLong"));
const required = (max: number, key: MessageKey) => z.string(m(key)).trim().min(1, m(key)).max(max, m("v.tooLong"));

export const PEER_API = "/api/zcps-sh/peer";
export const PEER_WORD_API = "/api/zcps/word";

export const PEER_ROUTES = {
  // --- the administrator (ExpertAudit, AlreadySS, NotesReview, SummaryResults, IdentityVerification) ---
  /** the batch's rounds; create and change one */
  rounds: `${PEER_API}/rounds`,
  round: `${PEER_API}/rounds/:id`,
  /** QUALIFIED declarations of the round's batch not yet allocated (未分配) */
  unallocated: `${PEER_API}/getPeerListNFP`,
  /** every declaration of the batch at or past QUALIFIED with where it stands in peer review */
  declarations: `${PEER_API}/getDeclareUserList`,
  /** the declarations the round sent out (已分配), with their invitations' counts by status */
  allocated: `${PEER_API}/getDeclareUserListFP`,
  /** the invitations (assignments) of a round, filtered */
  assignments: `${PEER_API}/findAllocationList`,
  simulate: `${PEER_API}/simulateAllocation`,
  /** discard a simulation */
  cancelSimulation: `${PEER_API}/cancelSimulationAllocation`,
  /** submit a simulation's plan: idempotent per simulation */
  submit: `${PEER_API}/submitAllocation`,
  /** cancel invitations whose packet no expert opened yet */
  cancel: `${PEER_API}/cancelPeerAllocation`,
  /** a replacement for an invitation declined, expired or whose opinion is invalid: suggestion, then 补派 */
  suggestReplacement: `${PEER_API}/suggestReplacement`,
  replace: `${PEER_API}/saveHistory`,
  /** reminders (催办) to chosen experts */
  remind: `${PEER_API}/customPushMsg`,
  /** submitted opinions to read (NotesReview) */
  opinions: `${PEER_API}/getPeerListSS`,
  /** mark a submitted opinion invalid with a reason (it then calls for a replacement) */
  invalidate: `${PEER_API}/returnAudit`,
  /** the summary per declarant (SummaryResults), its xlsx, and personnel's confirmation of verdicts */
  summary: `${PEER_API}/getPeerListHZ`,
  summaryExport: `${PEER_API}/summaryExport`,
  confirm: `${PEER_API}/confirmVerdict`,
  /** experts and their identity verification (the administrator's IdentityVerification) */
  verifications: `${PEER_API}/verifications`,
  /** zip of every declarant's combined opinions (background) and its state */
  allOpinionsZip: `${PEER_API}/downloadAllPeerOpinion`,
  allOpinionsZipExists: `${PEER_API}/allPeerOpinionExists`,

  // --- the expert (IdentityVerification, ExpertReview) ---
  /** the round's notice to experts (评审须知) */
  notice: `${PEER_API}/notice`,
  /** the expert's own record as the school holds it, and whether they are verified */
  me: `${PEER_API}/findPeerUser`,
  /** send a verification code to the expert's phone */
  sendCode: `${PEER_API}/verifyCode`,
  /** confirm identity with the code */
  affirm: `${PEER_API}/affirm`,
  /** the expert's invitations */
  myList: `${PEER_API}/findMyCheckList`,
  /** accept or decline (with a reason or a conflict declaration) */
  respond: `${PEER_API}/agreeOrNot`,
  /** the anonymised packet of one invitation: `:userId` is the assignment's id, `:projectTimeId` the batch */
  packet: `${PEER_API}/peerReview/:userId/:projectTimeId`,
  /** one attachment of the packet, watermarked with the expert's name and the time */
  packetFile: `${PEER_API}/peerReview/:userId/file/:fileId`,
  saveOpinion: `${PEER_API}/saveOpinion`,
  submitOpinion: `${PEER_API}/submitCheck`,
  /** the expert's signature image: read and upload */
  signature: `${PEER_API}/getAutograph`,
  signatureUpload: `${PEER_API}/autograph`,

  // --- Word documents ---
  /** one expert's opinion (checkId: the assignment) as docx */
  opinionDoc: `${PEER_WORD_API}/expertsOpinionOne/:checkId/:userId`,
  /** every opinion on one declarant (userId: the declarant's user id), expert names removed */
  declarantOpinionsDoc: `${PEER_WORD_API}/expertsOpinion/:userId/:projectTimeId`,
  /** zip of every expert opinion document of a round (background) and its state */
  opinionDocsZip: `${PEER_WORD_API}/downloadAllPeerOpinionOne`,
  opinionDocsZipExists: `${PEER_WORD_API}/allPeerOpinionOneZipExists`,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Rounds

export const ASSIGNMENT_STATUSES = [
  "INVITED",
  "ACCEPTED",
  "DECLINED",
  "EXPIRED",
  "COMPLETED",
  "INVALID",
  "CANCELLED",
] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];
/** Invitations that still count towards a declarant's experts (and an expert's load). */
export const LIVE_ASSIGNMENT_STATUSES: readonly AssignmentStatus[] = ["INVITED", "ACCEPTED", "COMPLETED"];

export const REPLACEMENT_REASONS = ["DECLINED", "EXPIRED", "INVALID_OPINION", "OTHER"] as const;
export type ReplacementReason = (typeof REPLACEMENT_REASONS)[number];

const count = (min: number, max: number) =>
  z.coerce.number(m("peer.v.count")).int(m("peer.v.count")).min(min, m("peer.v.count")).max(max, m("peer.v.count"));

const compositionSchema = z
  .object({ required: count(1, 15), externalMin: count(0, 15) })
  .refine((c) => c.externalMin <= c.required, { message: m("peer.v.externalMin"), path: ["externalMin"] });

export const compositionRuleSchema = z
  .object({
    level: z.enum(TITLE_LEVELS).optional(),
    track: z.enum(TRACK_CODES).optional(),
    method: z.enum(DECLARATION_METHODS).optional(),
    required: count(1, 15),
    externalMin: count(0, 15),
  })
  .refine((c) => c.externalMin <= c.required, { message: m("peer.v.externalMin"), path: ["externalMin"] });

export const passRuleSchema: z.ZodType<PassRule> = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("RATIO"),
    numerator: count(1, 10),
    denominator: count(1, 10),
    supplementOnBorderline: z.boolean().optional(),
    supplementCount: count(1, 5).optional(),
  }),
  z.object({
    kind: z.literal("VETO"),
    maxDisagree: count(0, 10),
    supplementOnBorderline: z.boolean().optional(),
    supplementCount: count(1, 5).optional(),
  }),
  z.object({ kind: z.literal("GRADED"), minPassing: count(1, 15), maxD: count(0, 15) }),
]);

export const criterionSchema = z.object({
  key: z.string().regex(/^[a-z][a-zA-Z0-9]{0,29}$/, m("peer.v.criterionKey")),
  zh: required(30, "peer.v.criterionName"),
  en: required(60, "peer.v.criterionName"),
  max: count(1, 100),
});
export type PeerCriterion = z.infer<typeof criterionSchema>;

/** A round's settings (reference 6.4 PeerReviewRound); every field has the DOMAIN.md default. */
export const peerRoundSettingsSchema = z.object({
  byLevel: z
    .object({ FULL_SENIOR: compositionSchema, ASSOC_SENIOR: compositionSchema })
    .default({ FULL_SENIOR: { required: 5, externalMin: 3 }, ASSOC_SENIOR: { required: 3, externalMin: 2 } }),
  /** a composition per track or method, the most specific winning */
  rules: z.array(compositionRuleSchema).max(20).default([]),
  /** first-level discipline → related first-level disciplines whose experts may review it */
  relatedDisciplines: z.record(z.string().regex(/^\d{4}$/), z.array(z.string().regex(/^\d{4}$/)).max(10)).default({}),
  /** days an expert has to accept or decline, and to submit once accepted */
  replyDays: count(1, 30).default(5),
  reviewDays: count(1, 60).default(14),
  passRule: passRuleSchema.default(DEFAULT_PASS_RULE),
  /** experts see the declarant only by the round's code */
  anonymous: z.boolean().default(true),
  commentMinLength: count(0, 2000).default(100),
  criteria: z
    .array(criterionSchema)
    .max(10)
    .default([
      { key: "innovation", zh: "学术创新", en: "Innovation", max: 40 },
      { key: "impact", zh: "学术影响", en: "Impact", max: 30 },
      { key: "rigour", zh: "研究规范", en: "Rigour", max: 30 },
    ]),
  /** the notice experts read before they answer (评审须知) */
  notice: text(4000).default(""),
});
export type PeerRoundSettings = z.infer<typeof peerRoundSettingsSchema>;
export type PeerRoundSettingsInput = z.input<typeof peerRoundSettingsSchema>;

export const peerRoundInputSchema = z.object({
  projectTimeId: idSchema,
  name: required(50, "peer.v.roundName"),
  /** the name on the English pages (the Chinese one when empty) */
  nameEn: text(100)
    .nullish()
    .transform((v) => v || null),
  settings: peerRoundSettingsSchema.default(peerRoundSettingsSchema.parse({})),
});
export type PeerRoundInput = z.input<typeof peerRoundInputSchema>;
export const peerRoundUpdateSchema = peerRoundInputSchema.omit({ projectTimeId: true }).extend({
  status: z.enum(["OPEN", "CLOSED"]).optional(),
});
export const peerRoundListQuerySchema = z.object({ projectTimeId: optionalIdSchema });

export interface PeerRound {
  id: string;
  projectTimeId: string;
  projectTimeName: string;
  name: string;
  nameEn: string | null;
  settings: PeerRoundSettings;
  status: "OPEN" | "CLOSED";
  /** declarations the round took, and their invitations still out */
  declarations: number;
  pending: number;
  createdAt: string;
}

// ---------------------------------------------------------------------------------------------------------------
// The administrator's lists

export const roundPageSchema = pageQuerySchema.extend({
  roundId: idSchema,
  keyword: text(50).optional(),
  unitId: optionalIdSchema,
  level: z.enum(TITLE_LEVELS).optional(),
});
export type RoundPageQuery = z.input<typeof roundPageSchema>;

/** A declarant as the administrator sees them. */
export interface PeerDeclarantRow {
  declarationId: string;
  userId: string;
  name: string;
  employeeNo: string | null;
  unitId: string;
  unitName: string;
  unitNameEn: string | null;
  titleName: string;
  titleNameEn: string | null;
  level: TitleLevel;
  track: TrackCode | null;
  method: DeclarationMethod | null;
  disciplineCode: string | null;
  disciplineName: string | null;
  disciplineNameEn: string | null;
  state: DeclarationState;
  /** the round's anonymous code, once allocated */
  code: string | null;
  required: number;
  externalMin: number;
  /** invitations by status */
  counts: Partial<Record<AssignmentStatus, number>>;
  verdict: PeerVerdict | null;
  confirmed: boolean;
}

export const assignmentPageSchema = pageQuerySchema.extend({
  roundId: idSchema,
  declarationId: optionalIdSchema,
  expertId: optionalIdSchema,
  status: z.enum(ASSIGNMENT_STATUSES).optional(),
  keyword: text(50).optional(),
});
export type AssignmentPageQuery = z.input<typeof assignmentPageSchema>;

/** An invitation as the administrator sees it. */
export interface PeerAssignmentRow {
  id: string;
  roundId: string;
  declarationId: string;
  declarantName: string;
  code: string | null;
  unitName: string;
  unitNameEn: string | null;
  expertId: string;
  expertName: string;
  institution: string | null;
  /** the institution in English where the school keeps it (an internal expert's unit or school), else null */
  institutionEn: string | null;
  kind: "external" | "internal";
  status: AssignmentStatus;
  invitedAt: string;
  deadline: string;
  reviewDeadline: string | null;
  respondedAt: string | null;
  openedAt: string | null;
  note: string | null;
  conflictDeclared: boolean;
  reminders: number;
  supersedesId: string | null;
  replacementReasonCode: ReplacementReason | null;
  verified: boolean;
  score: ScoreParts | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Simulation, submission, cancellation, replacement

const pairSchema = z.object({ declarantId: idSchema, expertId: idSchema });

export const simulateSchema = z.object({
  roundId: idSchema,
  /** the declarations to allocate; all of the round's unallocated ones when absent */
  declarationIds: z.array(idSchema).max(5000).optional(),
  /** integer or text; a random one when absent (the result says which) */
  seed: z.union([z.string().trim().max(40), z.number().int()]).optional(),
  pinned: z.array(pairSchema).max(500).default([]),
  forbidden: z.array(pairSchema).max(500).default([]),
});
export type SimulateInput = z.input<typeof simulateSchema>;

export interface SimulatedAssignment {
  declarantId: string;
  expertId: string;
  expertName: string;
  institution: string | null;
  institutionEn: string | null;
  kind: "external" | "internal";
  pinned: boolean;
  score: number;
  parts: ScoreParts;
}

export interface SimulatedDeclarant {
  declarationId: string;
  name: string;
  unitName: string;
  unitNameEn: string | null;
  level: TitleLevel;
  disciplineCode: string | null;
  required: number;
  externalMin: number;
  assignments: SimulatedAssignment[];
}

export interface SimulationResult {
  simulationId: string;
  seed: string;
  resultHash: string;
  method: "FLOW" | "GREEDY";
  status: "SIMULATED" | "SUBMITTED" | "DISCARDED";
  declarants: SimulatedDeclarant[];
  unmet: {
    declarationId: string;
    name: string;
    reason: UnmetReason;
    funnel: CandidateFunnel;
    message: { key: string; params: Record<string, string | number> };
    /** the message in the caller's language */
    text: string;
  }[];
  pinIssues: {
    declarantId: string;
    expertId: string;
    reason: string;
    message: { key: string; params: Record<string, string | number> };
    text: string;
  }[];
  totalScore: number;
  /** experts by how many declarants the plan gives them: load → experts */
  loadHistogram: Record<string, number>;
  createdAt: string;
}

export const simulationRefSchema = z.object({ simulationId: idSchema });

export interface SubmitResult {
  simulationId: string;
  /** declarations sent out, invitations created; unmet declarants stay QUALIFIED */
  declarations: number;
  assignments: number;
  /** already submitted: nothing new was created */
  repeated: boolean;
}

export const cancelAssignmentsSchema = z.object({
  assignmentIds: z.array(idSchema).min(1, m("peer.v.chooseAssignments")).max(500),
  reason: required(200, "peer.v.reasonRequired"),
});

export const replacementRefSchema = z.object({ assignmentId: idSchema });

export interface ReplacementOption {
  expertId: string;
  expertName: string;
  institution: string | null;
  institutionEn: string | null;
  kind: "external" | "internal";
  score: number;
  parts: ScoreParts;
  /** invitations the expert already carries in the round, and their cap */
  load: number;
  maxLoad: number;
}

export interface ReplacementSuggestions {
  assignmentId: string;
  options: ReplacementOption[];
  /** why no one fits, when no one does */
  unmet: { key: string; params: Record<string, string | number>; text: string } | null;
}

export const replaceSchema = z.object({
  assignmentId: idSchema,
  expertId: idSchema,
  reasonCode: z.enum(REPLACEMENT_REASONS, m("peer.v.reasonCode")),
  reason: text(200).optional(),
});

export const remindSchema = z.object({
  assignmentIds: z.array(idSchema).min(1, m("peer.v.chooseAssignments")).max(500),
  message: text(500).optional(),
});

// ---------------------------------------------------------------------------------------------------------------
// Opinions, their review and the summary

export const opinionPageSchema = pageQuerySchema.extend({
  roundId: idSchema,
  declarationId: optionalIdSchema,
  validity: z.enum(["VALID", "INVALID"]).optional(),
  keyword: text(50).optional(),
});

export interface PeerOpinionView {
  assignmentId: string;
  scores: Record<string, number>;
  total: number | null;
  conclusion: PeerConclusion | null;
  comment: string;
  savedAt: string;
  submittedAt: string | null;
  validity: "VALID" | "INVALID";
  invalidReason: string | null;
}

/** A submitted opinion as the administrator reads it (NotesReview). */
export interface PeerOpinionRow extends PeerOpinionView {
  declarationId: string;
  declarantName: string;
  /** the declarant's account, which the opinion's Word document (expertsOpinionOne) is addressed by */
  declarantUserId: string;
  code: string | null;
  expertId: string;
  expertName: string;
  institution: string | null;
  institutionEn: string | null;
  /** the assignment's status (COMPLETED, or INVALID once marked) and whether a replacement was sent */
  status: AssignmentStatus;
  replaced: boolean;
}

export const invalidateSchema = z.object({
  assignmentId: idSchema,
  reason: required(200, "peer.v.reasonRequired"),
});

export interface PeerSummaryRow extends PeerSummary {
  declarationId: string;
  userId: string;
  name: string;
  code: string | null;
  unitName: string;
  unitNameEn: string | null;
  titleName: string;
  titleNameEn: string | null;
  level: TitleLevel;
  state: DeclarationState;
  /** the verdict personnel confirmed (it moved the declaration), if any */
  confirmedVerdict: PeerVerdict | null;
}

export const summaryQuerySchema = pageQuerySchema.extend({
  roundId: idSchema,
  keyword: text(50).optional(),
  verdict: z.enum(["PASS", "FAIL", "NEEDS_MORE", "PENDING"]).optional(),
});

export const confirmSchema = z.object({
  roundId: idSchema,
  declarationIds: z.array(idSchema).min(1, m("peer.v.chooseDeclarations")).max(2000),
});

export interface ConfirmResult {
  passed: number;
  failed: number;
  supplemented: number;
  /** not complete yet, or already confirmed */
  skipped: number;
}

export interface ExpertVerificationRow {
  expertId: string;
  name: string;
  kind: "external" | "internal";
  institution: string | null;
  institutionEn: string | null;
  titleName: string;
  phone: string | null;
  verified: boolean;
  method: "SMS_CODE" | "HR" | null;
  verifiedAt: string | null;
  verifiedByName: string | null;
  /** how personnel verified by hand */
  note: string | null;
  /** invitations in open rounds */
  invitations: number;
}

export const verificationQuerySchema = pageQuerySchema.extend({
  keyword: text(50).optional(),
  verified: z.enum(["true", "false"]).optional(),
});

/** Personnel verify an expert by hand (a call back to the institution, an ID checked in person). */
export const verifyByHandSchema = z.object({ expertId: idSchema, note: text(200).optional() });

// ---------------------------------------------------------------------------------------------------------------
// The expert

export interface ExpertSelf {
  expertId: string;
  kind: "external" | "internal";
  name: string;
  institution: string;
  /** an internal expert's institution (the school) in English; an external one's is as they gave it */
  institutionEn: string | null;
  titleName: string;
  /** the phone the code goes to, masked: 138****5678 */
  phoneMasked: string | null;
  verified: boolean;
  verifiedAt: string | null;
  hasSignature: boolean;
}

/** The code's lifetime and the wait before another may be sent (seconds). */
export const VERIFY_CODE_TTL_SECONDS = 600;
export const VERIFY_CODE_RESEND_SECONDS = 60;
/** Wrong tries that end a code. */
export const VERIFY_CODE_MAX_TRIES = 5;

/** A verification code was sent: where (masked), how long it lives and when another may be asked for. */
export interface VerifyCodeSent {
  phoneMasked: string;
  expiresIn: number;
  resendIn: number;
}

/** The notice (评审须知) and the terms of a round the expert has invitations in. */
export interface ExpertRoundNotice {
  roundId: string;
  roundName: string;
  roundNameEn: string | null;
  projectTimeId: string;
  notice: string;
  anonymous: boolean;
  replyDays: number;
  reviewDays: number;
  commentMinLength: number;
  criteria: PeerCriterion[];
  conclusionScale: readonly PeerConclusion[];
}

/** The largest signature image (PNG or JPG) an expert may upload. */
export const SIGNATURE_MAX_BYTES = 512 * 1024;

/** The expert's signature as getAutograph returns it: a data URL an <img> shows without the bearer header. */
export interface ExpertSignature {
  fileId: string;
  mime: "image/png" | "image/jpeg";
  dataUrl: string;
  uploadedAt: string;
}

export const affirmSchema = z.object({
  name: required(20, "v.nameRequired"),
  institution: required(100, "expert.v.institutionRequired"),
  titleName: required(50, "expert.v.titleNameRequired"),
  code: z
    .string(m("peer.v.code"))
    .trim()
    .regex(/^\d{6}$/, m("peer.v.code")),
});
export type AffirmInput = z.input<typeof affirmSchema>;

/** An invitation as its expert sees it: in anonymous mode the declarant is only a code. */
export interface ExpertAssignmentRow {
  id: string;
  projectTimeId: string;
  roundName: string;
  roundNameEn: string | null;
  /** the round's code (anonymous), or the declarant's name when the round is not anonymous */
  declarant: string;
  /** not anonymous only */
  unitName: string | null;
  titleName: string;
  titleNameEn: string | null;
  disciplineName: string | null;
  disciplineNameEn: string | null;
  status: AssignmentStatus;
  invitedAt: string;
  deadline: string;
  reviewDeadline: string | null;
  /** DRAFT once saved, SUBMITTED once submitted */
  opinion: "NONE" | "DRAFT" | "SUBMITTED";
}

export const myListQuerySchema = pageQuerySchema.extend({
  status: z.enum(ASSIGNMENT_STATUSES).optional(),
});

export const respondSchema = z
  .object({
    assignmentId: idSchema,
    accept: z.boolean(m("peer.v.accept")),
    reason: text(200).optional(),
    /** a declared conflict (with a reason): declines whatever `accept` says and records the conflict */
    conflict: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.conflict && !value.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: m("peer.v.conflictReason") });
    else if (!value.accept && !value.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: m("peer.v.declineReason") });
  });
export type RespondInput = z.input<typeof respondSchema>;

/** The anonymised packet: representative works and an overview, with name, staff number and unit removed. */
export interface PeerPacket {
  assignmentId: string;
  declarant: string;
  anonymous: boolean;
  /** not anonymous only */
  unitName: string | null;
  titleName: string;
  titleNameEn: string | null;
  level: TitleLevel;
  disciplineName: string | null;
  disciplineNameEn: string | null;
  /** the self-summary and the overview's counts by material type */
  summary: string | null;
  overview: { type: string; label: string; labelEn: string; count: number }[];
  works: {
    id: string;
    type: string;
    label: string;
    labelEn: string;
    title: string;
    fields: { label: string; labelEn: string; value: string; valueEn: string }[];
    /** the attachments (id: the frozen attachment's), each read through packetFile as a watermarked PDF */
    files: { id: string; name: string; mime: string }[];
  }[];
  criteria: PeerCriterion[];
  conclusionScale: readonly PeerConclusion[];
  commentMinLength: number;
  opinion: PeerOpinionView | null;
  status: AssignmentStatus;
  reviewDeadline: string | null;
}

export const opinionSchema = z.object({
  assignmentId: idSchema,
  scores: z.record(z.string().max(30), z.coerce.number().min(0).max(100)).default({}),
  conclusion: z.enum([...AGREE_CONCLUSIONS, ...GRADED_CONCLUSIONS], m("peer.v.conclusion")).optional(),
  comment: text(5000).default(""),
});
export type OpinionInput = z.input<typeof opinionSchema>;

export const assignmentRefSchema = z.object({ assignmentId: idSchema });

export const packetParamsSchema = z.object({ userId: idSchema, projectTimeId: idSchema });
/** `:userId` is the assignment id, as in the packet's own path (one parameter name per position of the route tree) */
export const packetFileParamsSchema = z.object({ userId: idSchema, fileId: idSchema });

/** A background zip's state (the opinions' documents). */
export interface ZipState {
  status: "NONE" | "QUEUED" | "RUNNING" | "DONE" | "FAILED";
  progress: number;
  fileName: string | null;
  url: string | null;
}

export const roundRefQuerySchema = z.object({ roundId: idSchema });
/** A zip's start (roundId alone) or, with the finished task's id from its ZipState url, its download. */
export const zipQuerySchema = roundRefQuerySchema.extend({ taskId: optionalIdSchema });
export const opinionDocParamsSchema = z.object({ checkId: idSchema, userId: idSchema });
export const declarantDocParamsSchema = z.object({ userId: idSchema, projectTimeId: idSchema });
