import type { Readable } from "node:stream";
import { type Language, translate } from "@zcps/contracts/messages";
import { PEER_ROUTES, type ZipState } from "@zcps/contracts/zcps/peer-review/api";
import { PEER_REVIEW_ELEMENTS as E } from "@zcps/contracts/zcps/peer-review/element-codes";
import type { AuthContext } from "../../../../../platform/auth";
import type { AppDeps } from "../../../../../platform/deps";
import { badRequest, notFound } from "../../../../../platform/errors";
import type { Download } from "../../../../../platform/http";
import type { TaskState } from "../../../../../platform/queue";
import { localDate, safeFileName } from "../../../kit";
import * as repo from "./repo";
import { type Audience, combinedSheet, hidesDeclarant, opinionSheet } from "./sheets";
import { combinedDocx, opinionDocx } from "./word";
import { OPINION_ZIP_QUEUE, type OpinionZipData, type OpinionZipKind, type OpinionZipOutput } from "./zip-job";
import { readZipPointer, zipStarted } from "./zip-pointer";

/** The codes of the administrator's pages that read opinions (NotesReview, SummaryResults). */
const ADMINISTRATOR_CODES = [E.notesView, E.summaryView, E.export];

const STATUS: Record<TaskState, ZipState["status"]> = {
  created: "QUEUED",
  retry: "RUNNING",
  active: "RUNNING",
  completed: "DONE",
  failed: "FAILED",
  cancelled: "FAILED",
};

const ZIP_ROUTE: Record<OpinionZipKind, string> = {
  opinions: PEER_ROUTES.opinionDocsZip,
  declarants: PEER_ROUTES.allOpinionsZip,
};
const ZIP_NAME: Record<OpinionZipKind, { key: string; ascii: string }> = {
  opinions: { key: "peer.doc.opinionsZip", ascii: "peer-review-opinions" },
  declarants: { key: "peer.doc.combinedZip", ascii: "peer-review-summaries" },
};

/**
 * The opinions' Word documents and the round's zips of them. Who reads what (DOMAIN.md, "Who sees what"): the
 * administrator every opinion with names; an expert their own opinion only, the declarant by code in an
 * anonymous round; the combined document names no expert. Another's opinion is 404, not 403: it does not exist
 * for the caller.
 */
export function createDocumentService(deps: Pick<AppDeps, "db" | "queue" | "storage" | "config">) {
  const { db, queue, storage, config } = deps;
  const sheetOptions = (lang: Language) => ({ lang, timeZone: config.TIME_ZONE });
  const isAdministrator = (auth: AuthContext) =>
    auth.isSuperAdmin || ADMINISTRATOR_CODES.some((c) => auth.codes.has(c));

  async function roundOf(auth: AuthContext, roundId: string) {
    const round = await repo.findRound(db, auth.tenantId, roundId);
    if (!round) throw notFound();
    return round;
  }

  async function zipName(roundName: string, kind: OpinionZipKind, completedAt: Date | null, lang: Language) {
    const day = localDate(completedAt ?? new Date(), config.TIME_ZONE).replace(/-/g, "");
    return {
      fileName: safeFileName(translate(ZIP_NAME[kind].key, lang, { round: roundName, day })),
      asciiName: `${ZIP_NAME[kind].ascii}-${day}.zip`,
    };
  }

  async function zipState(auth: AuthContext, roundId: string, kind: OpinionZipKind, lang: Language): Promise<ZipState> {
    const round = await roundOf(auth, roundId);
    const pointer = await readZipPointer(db, { tenantId: auth.tenantId, roundId, kind });
    const task = pointer ? await queue.get(pointer.taskId) : null;
    const done = task?.state === "completed" ? task : pointer?.doneTaskId ? await queue.get(pointer.doneTaskId) : null;
    const finished = done?.state === "completed" ? done : null;
    const latest = task ?? finished;
    if (!latest) return { status: "NONE", progress: 0, fileName: null, url: null };
    const { done: count, total } = latest.progress;
    return {
      status: STATUS[latest.state],
      progress: latest.state === "completed" ? 100 : total > 0 ? Math.floor((100 * count) / total) : 0,
      fileName: finished ? (await zipName(round.name, kind, finished.completedAt, lang)).fileName : null,
      url: finished ? `${ZIP_ROUTE[kind]}?roundId=${encodeURIComponent(roundId)}&taskId=${finished.id}` : null,
    };
  }

  /** Every valid opinion on the declarant in the round that holds it, experts unnamed, with the summary. */
  async function combinedDocument(
    tenantId: string,
    declarant: repo.RoundDeclarationRecord,
    lang: Language,
  ): Promise<Download> {
    const round = await repo.findRound(db, tenantId, declarant.roundId);
    if (!round) throw notFound();
    const opinions = await repo.listDeclarationOpinions(db, tenantId, round.id, declarant.declarationId);
    const body = await combinedDocx(combinedSheet(declarant, round, opinions, sheetOptions(lang)));
    return {
      body,
      size: body.length,
      fileName: safeFileName(translate("peer.doc.combinedFile", lang, { declarant: declarant.declarantName })),
      asciiName: `peer-review-opinions-${declarant.code}.docx`,
    };
  }

  return {
    /**
     * One expert's submitted opinion (checkId: the invitation; userId: the declarant's account, checked). An expert,
     * who is never told the declarant's account, may name their own instead.
     */
    async opinionDocument(auth: AuthContext, checkId: string, userId: string, lang: Language): Promise<Download> {
      const record = await repo.findOpinion(db, auth.tenantId, checkId);
      if (!record?.roundId) throw notFound();
      const audience: Audience | null = isAdministrator(auth)
        ? "administrator"
        : record.expertUserId === auth.userId
          ? "expert"
          : null;
      if (!audience) throw notFound();
      if (userId !== record.declarantUserId && !(audience === "expert" && userId === auth.userId)) throw notFound();
      if (!record.submittedAt) throw badRequest("peer.doc.notSubmitted");
      const round = await roundOf(auth, record.roundId);
      const sheet = opinionSheet(record, round, audience, sheetOptions(lang));
      const signature = sheet.signatureKey ? await storage.get(sheet.signatureKey) : null;
      const body = await opinionDocx(sheet, signature);
      const declarant = hidesDeclarant(audience, round.settings) ? (record.code ?? "") : record.declarantName;
      const fileName =
        audience === "administrator"
          ? translate("peer.doc.opinionFile", lang, { declarant, expert: sheet.expert.name })
          : translate("peer.doc.ownOpinionFile", lang, { declarant });
      return {
        body,
        size: body.length,
        fileName: safeFileName(fileName),
        asciiName: `peer-review-opinion-${record.code ?? checkId}.docx`,
      };
    },

    /** Every valid opinion on one declarant in the batch's latest round that took them, experts unnamed. */
    async declarantDocument(
      auth: AuthContext,
      userId: string,
      projectTimeId: string,
      lang: Language,
    ): Promise<Download> {
      const declarant = await repo.findLatestRoundDeclaration(db, auth.tenantId, userId, projectTimeId);
      if (!declarant) throw notFound();
      return combinedDocument(auth.tenantId, declarant, lang);
    },

    /**
     * The same document by declaration, for a committee whose own module has checked that the caller may read this
     * declaration (a member of the meeting that votes on it); null when no round took the declaration.
     */
    async committeeDocument(tenantId: string, declarationId: string, lang: Language): Promise<Download | null> {
      const declarant = await repo.findLatestRoundOfDeclaration(db, tenantId, declarationId);
      return declarant ? combinedDocument(tenantId, declarant, lang) : null;
    },

    zipState,

    /** Starts the round's zip unless one is waiting or running; answers the zip's state either way. */
    async startZip(auth: AuthContext, roundId: string, kind: OpinionZipKind, lang: Language): Promise<ZipState> {
      await roundOf(auth, roundId);
      const { tenantId } = auth;
      // read outside the transaction (the queue reads on its own connection, which PGlite would make wait)
      const seen = await readZipPointer(db, { tenantId, roundId, kind });
      const state = seen ? (await queue.get(seen.taskId))?.state : undefined;
      if (state === "created" || state === "active" || state === "retry") return zipState(auth, roundId, kind, lang);
      await db.transaction(async (tx) => {
        await repo.lockRoundZip(tx, tenantId, roundId, kind);
        // someone started one since: theirs is under way
        const latest = await readZipPointer(tx, { tenantId, roundId, kind });
        if (latest && latest.taskId !== seen?.taskId) return;
        const data: OpinionZipData = { tenantId, roundId, kind, lang };
        const taskId = await queue.send(OPINION_ZIP_QUEUE, data, { tx });
        await zipStarted(tx, { tenantId, roundId, kind }, taskId);
      });
      return zipState(auth, roundId, kind, lang);
    },

    /** A finished zip of the round, by the task id its state's url names. */
    async downloadZip(
      auth: AuthContext,
      roundId: string,
      kind: OpinionZipKind,
      taskId: string,
      lang: Language,
    ): Promise<Download<Readable>> {
      const round = await roundOf(auth, roundId);
      // only the round's own tasks: their ids are in its pointer
      const pointer = await readZipPointer(db, { tenantId: auth.tenantId, roundId, kind });
      if (taskId !== pointer?.taskId && taskId !== pointer?.doneTaskId) throw notFound();
      const task = await queue.get(taskId);
      const output = task?.output as OpinionZipOutput | null | undefined;
      if (!task || task.name !== OPINION_ZIP_QUEUE) throw notFound();
      if (task.state !== "completed" || !output) throw badRequest("peer.doc.zipNotReady");
      if (output.tenantId !== auth.tenantId || output.roundId !== roundId || output.kind !== kind) throw notFound();
      const body = await storage.read(output.fileKey);
      // replaced by a newer zip since the url was given
      if (!body) throw notFound();
      return { body, size: output.size, ...(await zipName(round.name, kind, task.completedAt, lang)) };
    },
  };
}
