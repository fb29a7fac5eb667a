import { randomUUID } from "node:crypto";
import type { Page } from "@zcps/contracts/api";
import type {
  PaperApplyReply,
  PaperCandidate,
  PaperEntryBody,
  PaperEntryRow,
  PaperVerdict,
  paperApplySchema,
  paperPageQuerySchema,
} from "@zcps/contracts/zcps/committee/paper";
import {
  DEFAULT_VOTE_RULE,
  meetsQuorum,
  minAgree,
  minAttending,
  reachesThreshold,
} from "@zcps/contracts/zcps/committee/vote";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../../../db/client";
import { anyOf, rowsOf } from "../../../../db/rows";
import { paperTallies } from "../../../../db/schema-review-stages";
import type { AuthContext } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { badRequest, notFound } from "../../../../platform/errors";
import { applyTransition } from "../../declarations";
import { ownsEvidence, readEvidence, storeEvidence } from "../../kit";
import { resolveBatch } from "../../shared";

/** The files' purpose of a tally sheet. */
const SHEET = "paper-tally";
const RULE = DEFAULT_VOTE_RULE;
/** Meetings whose groups vote in the system: a declarant in one is not entered from paper. */
const ELECTRONIC = sql`('DRAFT', 'RUNNING', 'PAUSED')`;

/** A raw row: its times as the driver gives them (a Date, or text from the embedded database). */
type Entry = Omit<PaperEntryRow, "imported" | "enteredAt" | "appliedAt"> & {
  enteredAt: Date | string;
  appliedAt: Date | string | null;
};

/** An entry with its declarant, title and unit, and the sheet's name. */
const ENTRY_SELECT = sql`p.id, p.declaration_id as "declarationId", s.name as "staffName",
  s.employee_no as "employeeNo", coalesce(un.name, '') as "unitName", un.name_en as "unitNameEn",
  coalesce(ti.name, '') as "titleName", ti.name_en as "titleNameEn", d.level, d.status, p.meeting_name as "meetingName",
  p.voted_on as "votedOn", p.members, p.attending, p.agree, p.disagree, p.abstain, p.threshold, p.verdict,
  json_build_object('id', p.sheet_file_id, 'name', coalesce(f.original_name, '')) as sheet,
  p.entered_by_name as "enteredBy", p.created_at as "enteredAt", p.applied_at as "appliedAt",
  p.applied_by_name as "appliedBy"`;
const ENTRY_FROM = sql`paper_tallies p join declarations d on d.id = p.declaration_id
  join staff s on s.id = d.staff_id left join departs un on un.id = d.unit_id left join titles ti on ti.id = d.title_id
  left join files f on f.id = p.sheet_file_id`;

const toRow = (e: Entry): PaperEntryRow => ({
  ...e,
  imported: true,
  enteredAt: new Date(e.enteredAt).toISOString(),
  appliedAt: e.appliedAt === null ? null : new Date(e.appliedAt).toISOString(),
});

/**
 * The register of paper ballots (Gpwtglb): a vote held on paper entered per declarant with its signed tally sheet,
 * its verdict from the figures under the committee's rule, and the chair's application, which moves each declarant
 * at the senior committee with votePassed or voteFailed in one transaction. An entry is deleted only before that.
 */
export function createPaperService({ db, storage, uploads }: Pick<AppDeps, "db" | "storage" | "uploads">) {
  async function entries(tx: Executor, where: ReturnType<typeof sql>, paging = sql``) {
    return rowsOf<Entry>(tx, sql`select ${ENTRY_SELECT} from ${ENTRY_FROM} where ${where} ${paging}`);
  }

  return {
    async page(auth: AuthContext, query: z.infer<typeof paperPageQuerySchema>): Promise<Page<PaperEntryRow>> {
      const batch = await resolveBatch(db, auth, query.projectTimeId);
      const keyword = query.keyword ? `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = sql`p.tenant_id = ${auth.tenantId} and p.project_time_id = ${batch.id}
        ${keyword ? sql`and (s.name ilike ${keyword} or s.employee_no ilike ${keyword} or p.meeting_name ilike ${keyword})` : sql``}
        ${query.state === "PENDING" ? sql`and p.applied_at is null` : query.state === "APPLIED" ? sql`and p.applied_at is not null` : sql``}`;
      const [total] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${ENTRY_FROM} where ${where}`);
      const rows = await entries(
        db,
        where,
        sql`order by p.applied_at is not null, p.created_at desc, p.id limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
      );
      return { rows: rows.map(toRow), total: total?.n ?? 0 };
    },

    /** The batch's declarants at the senior committee with no entry waiting and in no meeting voting in the system. */
    async candidates(auth: AuthContext, projectTimeId?: string): Promise<PaperCandidate[]> {
      const batch = await resolveBatch(db, auth, projectTimeId);
      return rowsOf<PaperCandidate>(
        db,
        sql`select d.id as "declarationId", s.name as "staffName", s.employee_no as "employeeNo",
              coalesce(un.name, '') as "unitName", un.name_en as "unitNameEn", coalesce(ti.name, '') as "titleName",
              ti.name_en as "titleNameEn", d.level
            from declarations d join staff s on s.id = d.staff_id left join departs un on un.id = d.unit_id
              left join titles ti on ti.id = d.title_id
            where d.tenant_id = ${auth.tenantId} and d.project_time_id = ${batch.id} and d.status = 'SENIOR_COMMITTEE'
              and not exists (select 1 from paper_tallies p where p.declaration_id = d.id and p.applied_at is null)
              and not exists (select 1 from committee_candidates c join committee_meetings m on m.id = c.meeting_id
                where c.declaration_id = d.id and m.state in ${ELECTRONIC})
            order by d.level, un.order_num, s.name, d.id`,
      );
    },

    async uploadSheet(auth: AuthContext, upload: { bytes: Buffer; name: string }) {
      const { id, name, mime, size } = await storeEvidence({ db, storage, uploads }, auth, upload, SHEET);
      return { id, name, mime, size };
    },

    async sheet(auth: AuthContext, id: string) {
      const [entry] = await db
        .select({ fileId: paperTallies.sheetFileId })
        .from(paperTallies)
        .where(and(eq(paperTallies.id, id), eq(paperTallies.tenantId, auth.tenantId)));
      if (!entry) throw notFound();
      return readEvidence({ db, storage }, [entry.fileId], entry.fileId, SHEET);
    },

    async add(auth: AuthContext, body: PaperEntryBody): Promise<PaperEntryRow> {
      return db.transaction(async (tx) => {
        const batch = await resolveBatch(tx, auth, body.projectTimeId);
        const [declaration] = await rowsOf<{ status: string }>(
          tx,
          sql`select status from declarations where id = ${body.declarationId} and tenant_id = ${auth.tenantId}
                and project_time_id = ${batch.id} for update`,
        );
        if (declaration?.status !== "SENIOR_COMMITTEE") throw badRequest("gpwtglb.notAwaiting");
        const [electronic] = await rowsOf<{ name: string }>(
          tx,
          sql`select m.name from committee_candidates c join committee_meetings m on m.id = c.meeting_id
              where c.declaration_id = ${body.declarationId} and m.state in ${ELECTRONIC} limit 1`,
        );
        if (electronic) throw badRequest("gpwtglb.inElectronicVote", { meeting: electronic.name });
        if (!(await ownsEvidence(tx, auth, [body.sheetFileId], SHEET))) throw badRequest("gpwtglb.sheetUnknown");
        if (!meetsQuorum(RULE, body.members, body.attending))
          throw badRequest("gpwtglb.noQuorum", {
            attending: body.attending,
            required: minAttending(RULE, body.members),
            members: body.members,
          });
        const verdict: PaperVerdict = reachesThreshold(RULE, body.members, body.attending, body.agree)
          ? "PASS"
          : "FAIL";
        const id = randomUUID();
        const inserted = await tx
          .insert(paperTallies)
          .values({
            id,
            tenantId: auth.tenantId,
            projectTimeId: batch.id,
            declarationId: body.declarationId,
            meetingName: body.meetingName,
            votedOn: body.votedOn,
            members: body.members,
            attending: body.attending,
            agree: body.agree,
            disagree: body.disagree,
            abstain: body.abstain,
            threshold: minAgree(RULE, body.members, body.attending),
            verdict,
            sheetFileId: body.sheetFileId,
            enteredBy: auth.userId,
            enteredByName: auth.name,
          })
          .onConflictDoNothing()
          .returning({ id: paperTallies.id });
        if (inserted.length === 0) throw badRequest("gpwtglb.pending");
        const [row] = await entries(tx, sql`p.id = ${id}`);
        if (!row) throw notFound();
        return toRow(row);
      });
    },

    async remove(auth: AuthContext, id: string) {
      const [entry] = await db
        .select({ appliedAt: paperTallies.appliedAt })
        .from(paperTallies)
        .where(and(eq(paperTallies.id, id), eq(paperTallies.tenantId, auth.tenantId)));
      if (!entry) throw notFound();
      if (entry.appliedAt) throw badRequest("gpwtglb.applied");
      await db.delete(paperTallies).where(and(eq(paperTallies.id, id), isNull(paperTallies.appliedAt)));
      return null;
    },

    /** The chair applies the pending entries named (all of the batch when none), each declarant moved once. */
    async apply(auth: AuthContext, body: z.infer<typeof paperApplySchema>): Promise<PaperApplyReply> {
      return db.transaction(async (tx) => {
        const batch = await resolveBatch(tx, auth, body.projectTimeId);
        const pending = await tx
          .select()
          .from(paperTallies)
          .where(
            and(
              eq(paperTallies.tenantId, auth.tenantId),
              eq(paperTallies.projectTimeId, batch.id),
              isNull(paperTallies.appliedAt),
              body.ids?.length ? sql`${paperTallies.id} = ${anyOf(body.ids)}` : undefined,
            ),
          )
          .orderBy(desc(paperTallies.enteredAt))
          .for("update");
        if (pending.length === 0) throw badRequest("gpwtglb.nothingPending");
        const reply: PaperApplyReply = { passed: 0, failed: 0, skipped: 0 };
        const now = new Date();
        for (const entry of pending) {
          const [declaration] = await rowsOf<{ status: string; version: number }>(
            tx,
            sql`select status, version from declarations where id = ${entry.declarationId} for update`,
          );
          if (declaration?.status === "SENIOR_COMMITTEE") {
            const passed = entry.verdict === "PASS";
            await applyTransition(tx, {
              tenantId: auth.tenantId,
              declarationId: entry.declarationId,
              event: { type: passed ? "votePassed" : "voteFailed" },
              actor: { userId: auth.userId, name: auth.name, role: "COMMITTEE_CHAIR" },
              expectedVersion: declaration.version,
              now,
            });
            if (passed) reply.passed += 1;
            else reply.failed += 1;
          } else reply.skipped += 1;
          await tx
            .update(paperTallies)
            .set({ appliedAt: now, appliedBy: auth.name })
            .where(eq(paperTallies.id, entry.id));
        }
        return reply;
      });
    },
  };
}
