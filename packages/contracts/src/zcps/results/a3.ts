import { z } from "zod";
import type { MessageKey } from "../../messages";
import { idSchema, optionalIdSchema } from "../../validation";
import type { TableSection } from "../config/api";

/**
 * The A3 review table (评审表) of stage 9 on the wire: one printed form per declarant, laid out by the batch's
 * review-table layout for its series and level (tableSetting; every section when none is set): the declarant's
 * identity, their declaration's figures section by section, and each stage's opinions and vote figures. Word and
 * PDF, A3 landscape.
 *
 * `GET sys/findA3Table/{userId}/{projectTimeId}/{type}/{check}`:
 * - userId: the declarant's account; projectTimeId: the batch of the declaration;
 * - type: `json` (the table model, what the console shows), `docx` (Word) or `pdf`;
 * - check: `1` prints personnel's latest edited version (updateA3Table) over the figures computed now, `0` the
 *   table as computed now, without any edit.
 *
 * `POST /api/zcps/word/updateA3Table` stores personnel's rewording of the table's text sections as a new version;
 * earlier versions are kept, never overwritten. `professor/downloadA3Tables` starts (or answers) the zip of every
 * table of a meeting of the senior committee or of a unit's declarants in the batch, built in the background, one
 * Word document per declarant; `professor/a3TablesZipExists` tells how far it is and, once ready, where to download.
 *
 * Who sees what (DOMAIN.md): personnel (and the supervisor, read-only) read every declarant of the tenant; the table
 * prints the peer review's figures, never an expert's identity, and the committees' tallies, never who voted what.
 */

const m = (key: MessageKey) => key;

export const A3_SYS_API = "/api/zcps-sh/sys";
export const A3_WORD_API = "/api/zcps/word";
export const A3_PROFESSOR_API = "/api/zcps-sh/professor";

export const A3_ROUTES = {
  /** the table of one declarant: json, docx or pdf; check 1 = personnel's latest edit, 0 = computed now */
  findTable: `${A3_SYS_API}/findA3Table/:userId/:projectTimeId/:type/:check`,
  /** REST beside it: whose table a declaration's is (its declarant's account and batch), for lists of declarations */
  declarant: `${A3_SYS_API}/a3TableDeclarant`,
  /** personnel's rewording of the text sections, stored as a new version */
  updateTable: `${A3_WORD_API}/updateA3Table`,
  /** start the zip of a meeting's or a unit's tables (or answer the one under way); with taskId, the finished zip */
  zip: `${A3_PROFESSOR_API}/downloadA3Tables`,
  /** how far the zip is: done / total, and its download once ready */
  zipExists: `${A3_PROFESSOR_API}/a3TablesZipExists`,
} as const;

export const A3_TABLE_TYPES = ["json", "docx", "pdf"] as const;
export type A3TableType = (typeof A3_TABLE_TYPES)[number];

export const a3TableParamsSchema = z.object({
  userId: idSchema,
  projectTimeId: idSchema,
  type: z.enum(A3_TABLE_TYPES, m("a3.v.type")),
  check: z.enum(["0", "1"], m("a3.v.check")),
});
export type A3TableParams = z.infer<typeof a3TableParamsSchema>;

export const a3DeclarantQuerySchema = z.object({ declarationId: idSchema });

export interface A3Declarant {
  declarationId: string;
  userId: string;
  projectTimeId: string;
  name: string;
}

/** The sections whose text personnel may reword; the others are figures read from the declaration and the stages. */
export const A3_EDITABLE_SECTIONS = [
  "selfSummary",
  "unitOpinion",
  "departmentVerification",
  "committeeOpinion",
] as const satisfies readonly TableSection[];
export type A3EditableSection = (typeof A3_EDITABLE_SECTIONS)[number];

export const A3_TEXT_MAX = 3000;

export const updateA3TableSchema = z.object({
  userId: idSchema,
  projectTimeId: idSchema,
  /** the version the editor saw (0: none yet): a concurrent edit is refused rather than lost */
  baseVersion: z.number(m("a3.v.baseVersion")).int(m("a3.v.baseVersion")).min(0, m("a3.v.baseVersion")),
  /** the texts of the editable sections; a section left out keeps the computed text */
  texts: z
    .partialRecord(
      z.enum(A3_EDITABLE_SECTIONS, m("a3.v.section")),
      z.string(m("a3.v.text")).trim().max(A3_TEXT_MAX, m("v.tooLong")),
    )
    .refine((texts) => Object.keys(texts).length > 0, m("a3.v.noTexts")),
});
export type UpdateA3TableBody = z.input<typeof updateA3TableSchema>;

export interface UpdateA3TableReply {
  version: number;
}

/** A zip's scope: a meeting of the senior committee, or a unit's declarants in the batch (one of the two). */
export const a3ZipQuerySchema = z
  .object({
    projectTimeId: idSchema,
    unitId: optionalIdSchema,
    meetingId: optionalIdSchema,
    /** the finished task's id, from the zip's state: downloads it */
    taskId: optionalIdSchema,
  })
  .refine((q) => Boolean(q.unitId) !== Boolean(q.meetingId), m("a3.v.scope"));
export type A3ZipQuery = z.infer<typeof a3ZipQuerySchema>;

export interface A3ZipState {
  status: "NONE" | "QUEUED" | "RUNNING" | "DONE" | "FAILED";
  /** tables written, of how many */
  done: number;
  total: number;
  /** percent */
  progress: number;
  ready: boolean;
  fileName: string | null;
  /** the download, once ready: the zip call with the finished task's id */
  url: string | null;
}

// ---------------------------------------------------------------------------------------------------------------
// The table model: what the documents print and the console shows

export interface A3Field {
  label: string;
  value: string;
}

/** One section of the table: label/value pairs, a grid, or a text; a vote section's rows are its figures. */
export interface A3Section {
  section: TableSection;
  heading: string;
  fields?: A3Field[];
  table?: { columns: string[]; rows: string[][] };
  text?: string;
  /** whether personnel may reword its text, and whether the text shown is their edit */
  editable: boolean;
  edited: boolean;
}

export interface A3Table {
  declarationId: string;
  userId: string;
  projectTimeId: string;
  /** the layout's title, or the default title when the batch has no layout for the series and level */
  title: string;
  layout: { id: string | null; seriesCode: string; level: string };
  identity: A3Field[];
  sections: A3Section[];
  /** the edited version printed (check 1), or null; the latest version stored, whichever was asked */
  version: number | null;
  latestVersion: number;
  /** when the figures were read, on the school's wall clock */
  printedAt: string;
}
