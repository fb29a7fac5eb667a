import { z } from "zod";
import type { MessageKey } from "../../messages";
import { idSchema, pageQuerySchema } from "../../validation";
import type { TitleLevel } from "../catalogue/catalogue";
import { isoDate } from "../config/api";
import type { DeclarationState } from "../machine/states";

/**
 * The register of paper ballots (纸质投票登记, /HighJudgesRes/Gpwtglb), under /api/zcps-sh/gpwtglb: a senior committee
 * that voted on paper enters, per declarant, the meeting's figures with the signed tally sheet; the entry is marked
 * imported and its verdict follows from the figures under the committee's rule. The chair then applies the pending
 * entries: each declarant moves as after an electronic vote (votePassed, voteFailed). An entry can be deleted until
 * it is applied.
 */

const m = (key: MessageKey) => key;
const count = (key: MessageKey) => z.coerce.number(m(key)).int(m(key)).min(0, m(key)).max(99, m(key));

export const GPWTGLB_API = "/api/zcps-sh/gpwtglb";

export const PAPER_ROUTES = {
  /** the spec's calls: enter one declarant's figures; the register page by page; delete a pending entry (?id) */
  add: `${GPWTGLB_API}/addData`,
  page: `${GPWTGLB_API}/page`,
  del: `${GPWTGLB_API}/del`,
  /** the declarants at the senior committee an entry may name (none pending already) */
  candidates: `${GPWTGLB_API}/candidates`,
  /** upload the signed tally sheet (multipart `file`: PDF, JPG, PNG); its id goes with the entry */
  sheetUpload: `${GPWTGLB_API}/sheet`,
  /** an entry's tally sheet */
  sheet: `${GPWTGLB_API}/:id/sheet`,
  /** the chair applies pending entries (all of the batch, or those named) */
  apply: `${GPWTGLB_API}/apply`,
} as const;

export const paperEntrySchema = z
  .object({
    projectTimeId: idSchema.optional(),
    declarationId: idSchema,
    meetingName: z
      .string(m("gpwtglb.v.meetingName"))
      .trim()
      .min(1, m("gpwtglb.v.meetingName"))
      .max(100, m("v.tooLong")),
    votedOn: isoDate(m("gpwtglb.v.votedOn")),
    members: z.coerce
      .number(m("gpwtglb.v.members"))
      .int(m("gpwtglb.v.members"))
      .min(1, m("gpwtglb.v.members"))
      .max(99, m("gpwtglb.v.members")),
    attending: count("gpwtglb.v.count"),
    agree: count("gpwtglb.v.count"),
    disagree: count("gpwtglb.v.count"),
    abstain: count("gpwtglb.v.count"),
    sheetFileId: z.string(m("gpwtglb.v.sheet")).uuid(m("gpwtglb.v.sheet")),
  })
  .refine((e) => e.attending <= e.members, { message: m("gpwtglb.v.attending"), path: ["attending"] })
  .refine((e) => e.agree + e.disagree + e.abstain <= e.attending, {
    message: m("gpwtglb.v.marks"),
    path: ["agree"],
  });
export type PaperEntryBody = z.infer<typeof paperEntrySchema>;

export const paperPageQuerySchema = pageQuerySchema.extend({
  projectTimeId: idSchema.optional(),
  keyword: z.string().trim().max(50).optional(),
  state: z.enum(["PENDING", "APPLIED"]).optional(),
});
export const paperDeleteQuerySchema = z.object({ id: idSchema });
export const paperCandidatesQuerySchema = z.object({ projectTimeId: idSchema.optional() });
export const paperApplySchema = z.object({
  projectTimeId: idSchema.optional(),
  ids: z.array(idSchema).max(500).optional(),
});

export type PaperVerdict = "PASS" | "FAIL";

export interface PaperEntryRow {
  id: string;
  declarationId: string;
  staffName: string;
  employeeNo: string;
  unitName: string;
  unitNameEn: string | null;
  titleName: string;
  titleNameEn: string | null;
  level: TitleLevel;
  /** the declaration's state now */
  status: DeclarationState;
  meetingName: string;
  votedOn: string;
  members: number;
  attending: number;
  agree: number;
  disagree: number;
  abstain: number;
  /** the agree votes the rule asks of these figures */
  threshold: number;
  verdict: PaperVerdict;
  /** always true: the figures were entered from paper, not cast in the system */
  imported: true;
  sheet: { id: string; name: string };
  enteredBy: string;
  enteredAt: string;
  appliedAt: string | null;
  appliedBy: string | null;
}

export interface PaperCandidate {
  declarationId: string;
  staffName: string;
  employeeNo: string;
  unitName: string;
  unitNameEn: string | null;
  titleName: string;
  titleNameEn: string | null;
  level: TitleLevel;
}

export interface PaperApplyReply {
  passed: number;
  failed: number;
  /** entries whose declarant had already left the senior committee: marked applied, nothing moved */
  skipped: number;
}
