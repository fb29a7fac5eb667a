import { z } from "zod";
import type { MessageKey } from "../../messages";
import { idSchema } from "../../validation";
import type { TitleLevel } from "../catalogue/catalogue";
import { VOTE_CHOICES, type VoteChoice } from "../committee/vote";
import type { DeclarationState } from "../machine/states";

/**
 * Stage 7 on the wire: the professor committee (教授委员会) of each unit. REST and the spec's calls under
 * /api/zcps-sh/professor.
 *
 * A unit's committee is the enabled accounts of the professor-committee role group in that unit who do not declare
 * in the batch. Each member reads the declarants put to the committee, keeps a draft of their recommendation
 * (saveRecommend) and submits it once (submit): recommend (AGREE), not recommend (DISAGREE) or abstain for each,
 * and a rank among those they recommend. Submitted ballots are stored without the member; a participation record
 * admits one per member and round. Personnel see the tally once every member has submitted (or the round is
 * confirmed), confirm it (the declarations move: committeeRecommend with the committee's rank, or
 * committeeNotRecommend) or send the round back (reject), which opens a new one.
 *
 * Who sees what (DOMAIN.md): a member sees the declarants and their materials as configured, the peer review's
 * aggregate with anonymised comments and the unit's opinion, their own ballot only; personnel the tallies, never
 * who voted what.
 */

const m = (key: MessageKey) => key;
const text = (max: number) => z.string().trim().max(max, m("v.tooLong"));

export const PROFESSOR_API = "/api/zcps-sh/professor";

export const PROFESSOR_ROUTES = {
  // --- the member (ReportperInformation, TeacomResults) ---
  /** the member's committee: its unit, members, round and how many have submitted */
  duty: `${PROFESSOR_API}/getDuty`,
  /** the declarants put to the member's committee in the batch, with where each stands */
  declarations: `${PROFESSOR_API}/declarations`,
  /** one declarant as the committee reads them */
  declaration: `${PROFESSOR_API}/declarations/:id`,
  /** the member's ballot: the declarants awaiting the committee with the member's draft */
  recommendList: `${PROFESSOR_API}/getRecommendList`,
  saveRecommend: `${PROFESSOR_API}/saveRecommend`,
  submit: `${PROFESSOR_API}/submit`,

  // --- personnel (TeacomResultsPersonnel) ---
  /** every unit's committee in the batch */
  committees: `${PROFESSOR_API}/committees`,
  /** one committee's round: its progress, and its tally once complete */
  committee: `${PROFESSOR_API}/committees/:unitId`,
  /** confirms the committee's result: the declarations move */
  confirm: `${PROFESSOR_API}/committees/:unitId/confirm`,
  /** sends the committee's open round back with a reason: its ballots are void, a new round opens */
  reject: `${PROFESSOR_API}/reject`,
  /** the committee's result sheet (PDF) of a confirmed round */
  pdf: `${PROFESSOR_API}/getPdf`,

  // --- statistics (JSWYHUserDeclareCountNew) ---
  count: `${PROFESSOR_API}/count`,
  countExport: `${PROFESSOR_API}/count/export`,
} as const;

export const PROFESSOR_ROUND_STATES = ["OPEN", "CONFIRMED", "REJECTED"] as const;
export type ProfessorRoundState = (typeof PROFESSOR_ROUND_STATES)[number];

export const batchQuerySchema = z.object({ projectTimeId: idSchema.optional() });
export const batchBodySchema = z.object({ projectTimeId: idSchema.optional() });
export const committeeQuerySchema = z.object({ projectTimeId: idSchema.optional() });
export const pdfQuerySchema = z.object({ projectTimeId: idSchema.optional(), unitId: idSchema });

/** A unit's committee in a batch, as its member and personnel see it. */
export interface CommitteeDuty {
  projectTimeId: string;
  unitId: string;
  unitName: string;
  unitNameEn: string | null;
  /** the committee's members now (the professor-committee accounts of the unit who do not declare) */
  members: number;
  /** the current round (1 when none opened yet) and its state; null before any ballot was saved */
  round: number;
  roundState: ProfessorRoundState | null;
  /** members who submitted in the current round */
  submitted: number;
  /** the quorum: submitted ballots the confirmation needs */
  quorum: number;
  /** declarations awaiting the committee, and those it decided in the batch */
  awaiting: number;
  decided: number;
  /** the reason the last round was sent back, while the new one is open */
  rejectReason: string | null;
  /** the caller's own ballot in the current round (members only) */
  mySubmitted?: boolean;
}

/** The peer review's aggregate for the committee: no expert is named, comments are anonymised. */
export interface PeerAggregate {
  required: number;
  valid: number;
  agree: number;
  disagree: number;
  meanScore: number | null;
  verdict: string | null;
}

/** A declarant put to the committee (ReportperInformation's list). */
export interface ProfessorDeclarationRow {
  declarationId: string;
  staffName: string;
  employeeNo: string;
  titleName: string;
  titleNameEn: string | null;
  level: TitleLevel;
  trackCode: string | null;
  status: DeclarationState;
  /** the unit's recommendation rank */
  unitRank: number | null;
  peer: PeerAggregate | null;
}

/** One declarant as the committee reads them. */
export interface ProfessorDeclarationView extends ProfessorDeclarationRow {
  unitName: string;
  unitNameEn: string | null;
  currentTitle: string | null;
  batchName: string;
  /** the materials the committee may read, by type in the directory's order: one line per item */
  sections: { materialType: string; items: { id: string; summary: string; representative: number | null }[] }[];
  /** whether the configuration holds some material types back from the committee */
  restricted: boolean;
  /** the experts' comments, without their names, in no particular order */
  peerComments: string[];
  /** the unit's opinion: its decision's comment and when */
  unitOpinion: { text: string | null; at: string | null } | null;
}

/** A row of the member's ballot. */
export interface ProfessorBallotRow extends ProfessorDeclarationRow {
  /** the member's draft choice; none once submitted (the ballot is stored without the member) */
  choice: VoteChoice | null;
  rank: number | null;
  remark: string | null;
}

export interface ProfessorBallot {
  duty: CommitteeDuty;
  rows: ProfessorBallotRow[];
  savedAt: string | null;
  /** submitted in the current round: the ballot can no longer change */
  submitted: boolean;
}

export const saveRecommendSchema = z.object({
  projectTimeId: idSchema.optional(),
  rows: z
    .array(
      z.object({
        declarationId: idSchema,
        choice: z.enum(VOTE_CHOICES, m("professor.v.choice")).nullable(),
        rank: z
          .number(m("professor.v.rank"))
          .int(m("professor.v.rank"))
          .min(1, m("professor.v.rank"))
          .max(999)
          .nullable(),
        remark: text(200).nullish(),
      }),
    )
    .max(2000),
});
export type SaveRecommendBody = z.infer<typeof saveRecommendSchema>;

export interface SubmitBallotReply {
  recommended: number;
  notRecommended: number;
  abstained: number;
}

/** A declaration's line of the committee's tally. */
export interface CommitteeTallyRow {
  declarationId: string;
  staffName: string;
  employeeNo: string;
  titleName: string;
  titleNameEn: string | null;
  level: TitleLevel;
  status: DeclarationState;
  agree: number;
  disagree: number;
  abstain: number;
  /** submitted ballots without a mark for this declarant */
  blank: number;
  /** the recommendations needed */
  threshold: number;
  verdict: "PASS" | "FAIL" | "NO_QUORUM";
  /** the committee's rank among those it recommends: most recommendations, then the best mean rank */
  rank: number | null;
  meanRank: number | null;
  /** the members' remarks, without their names */
  remarks: string[];
}

export interface CommitteeRoundRecord {
  round: number;
  state: ProfessorRoundState;
  decidedAt: string | null;
  decidedBy: string | null;
  reason: string | null;
}

export interface CommitteeResult {
  duty: CommitteeDuty;
  /** the rule in words, in the caller's language */
  rule: string;
  /** the tally: every member submitted, or the round is confirmed (then the one recorded at confirmation) */
  tally: CommitteeTallyRow[] | null;
  /** the declarations awaiting the committee while no tally is shown */
  awaiting: ProfessorDeclarationRow[];
  history: CommitteeRoundRecord[];
}

export const confirmSchema = z.object({ projectTimeId: idSchema.optional() });
export interface ConfirmReply {
  recommended: number;
  notRecommended: number;
}

export const rejectSchema = z.object({
  projectTimeId: idSchema.optional(),
  unitId: idSchema,
  reason: z.string(m("professor.v.reason")).trim().min(1, m("professor.v.reason")).max(500, m("v.tooLong")),
});

/** The committees' statistics (JSWYHUserDeclareCountNew), per unit and level. */
export interface ProfessorCountRow {
  unitId: string;
  unitName: string;
  unitNameEn: string | null;
  level: TitleLevel;
  /** put to the committee in the batch */
  total: number;
  awaiting: number;
  recommended: number;
  notRecommended: number;
}

export interface ProfessorCount {
  projectTimeId: string;
  rows: ProfessorCountRow[];
  totals: { total: number; awaiting: number; recommended: number; notRecommended: number };
}
