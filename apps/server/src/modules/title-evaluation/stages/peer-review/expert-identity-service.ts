import { randomUUID } from "node:crypto";
import { STATUS } from "@zcps/contracts/api";
import {
  type AffirmInput,
  type ExpertRoundNotice,
  type ExpertSelf,
  type ExpertSignature,
  SIGNATURE_MAX_BYTES,
  VERIFY_CODE_MAX_TRIES,
  VERIFY_CODE_RESEND_SECONDS,
  VERIFY_CODE_TTL_SECONDS,
  type VerifyCodeSent,
} from "@zcps/contracts/zcps/peer-review/api";
import { conclusionScale } from "@zcps/contracts/zcps/peer-review/pass-rule";
import type { Executor } from "../../../../db/client";
import type { AppDeps } from "../../../../platform/deps";
import { AppError, badRequest } from "../../../../platform/errors";
import { sameSecret, sha256, sixDigitCode } from "../../../../platform/tokens";
import { IMAGE_KINDS } from "../../../../platform/uploads/checker";
import * as repo from "./expert-repo";

/**
 * The expert's identity (身份核验) and signature: their pool record as the school holds it, a code sent to their
 * phone, the confirmation of name, institution and title with that code (once), and the signature image their
 * opinions are signed with.
 *
 * An internal expert's institution is the school: the pool keeps none for them (their unit is the staff record's),
 * so the tenant's name stands for it, and that is what they confirm (or the school's English name, which the English
 * console shows them).
 */

export interface ExpertCaller {
  tenantId: string;
  userId: string;
}

export const VERIFICATION_PAGE = "/AnonymousReview/IdentityVerification";

/** Refused when the caller is in no expert pool: the expert pages are not theirs. */
const notInPool = () => new AppError(403, STATUS.forbidden, "peer.expert.notInPool");

/** A phone number with its middle hidden: 138****5678. */
export const maskPhone = (phone: string) => (phone.length >= 8 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : "****");

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The caller's pool entry with the institution they confirm; refused when they are in no pool. */
export async function poolEntryOf(db: Executor, actor: ExpertCaller) {
  const entry = await repo.findPoolEntry(db, actor.tenantId, actor.userId);
  if (!entry) throw notInPool();
  const internal = entry.kind === "internal";
  return {
    ...entry,
    institution: internal ? entry.tenantName : (entry.institution ?? ""),
    institutionEn: internal ? entry.schoolNameEn || null : null,
  };
}

/** The caller's verification; refused (pointing at the verification page) when there is none. */
export async function requireVerification(db: Executor, actor: ExpertCaller) {
  const verification = await repo.findVerification(db, actor.tenantId, actor.userId);
  if (!verification) throw badRequest("peer.verifyFirst", { page: VERIFICATION_PAGE });
  return verification;
}

type Outcome<T> = { ok: T } | { refused: AppError };

export function createExpertIdentityService({
  db,
  sms,
  storage,
  uploads,
}: Pick<AppDeps, "db" | "sms" | "storage" | "uploads">) {
  async function self(actor: ExpertCaller): Promise<ExpertSelf> {
    const entry = await poolEntryOf(db, actor);
    const verification = await repo.findVerification(db, actor.tenantId, actor.userId);
    return {
      expertId: entry.expertId,
      kind: entry.kind === "internal" ? "internal" : "external",
      name: entry.name,
      institution: entry.institution,
      institutionEn: entry.institutionEn,
      titleName: entry.titleName,
      phoneMasked: entry.phone ? maskPhone(entry.phone) : null,
      verified: verification !== null,
      verifiedAt: verification?.verifiedAt.toISOString() ?? null,
      hasSignature: Boolean(verification?.signatureFileId),
    };
  }

  return {
    self,

    /** The notices of the rounds the expert has invitations in, newest round first. */
    async notices(actor: ExpertCaller): Promise<ExpertRoundNotice[]> {
      await poolEntryOf(db, actor);
      const rounds = await repo.roundsOfExpert(db, actor.tenantId, actor.userId);
      return rounds.map((r) => ({
        roundId: r.id,
        roundName: r.name,
        roundNameEn: r.nameEn,
        projectTimeId: r.projectTimeId,
        notice: r.settings.notice,
        anonymous: r.settings.anonymous,
        replyDays: r.settings.replyDays,
        reviewDays: r.settings.reviewDays,
        commentMinLength: r.settings.commentMinLength,
        criteria: r.settings.criteria,
        conclusionScale: conclusionScale(r.settings.passRule),
      }));
    },

    /** Sends a six-digit code to the expert's phone: kept hashed, ten minutes, at most one a minute. */
    async sendCode(actor: ExpertCaller, now = new Date()): Promise<VerifyCodeSent> {
      const entry = await poolEntryOf(db, actor);
      if (await repo.findVerification(db, actor.tenantId, actor.userId)) throw badRequest("peer.affirm.already");
      if (!entry.phone) throw badRequest("peer.expert.noPhone");
      const phone = entry.phone;
      const code = sixDigitCode();
      await db.transaction(async (tx) => {
        const last = await repo.latestCode(tx, entry.expertId);
        const waited = last ? (now.getTime() - last.createdAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
        if (waited < VERIFY_CODE_RESEND_SECONDS)
          throw badRequest("peer.code.tooSoon", { seconds: Math.ceil(VERIFY_CODE_RESEND_SECONDS - waited) });
        const id = randomUUID();
        await repo.insertCode(tx, {
          id,
          tenantId: actor.tenantId,
          expertId: entry.expertId,
          codeHash: sha256(`${id}:${code}`),
          expiresAt: new Date(now.getTime() + VERIFY_CODE_TTL_SECONDS * 1000),
          createdAt: now,
        });
      });
      await sms.send(phone, `【职称评审】您的专家身份核验验证码为 ${code}，10 分钟内有效，请勿告诉他人。`);
      return {
        phoneMasked: maskPhone(phone),
        expiresIn: VERIFY_CODE_TTL_SECONDS,
        resendIn: VERIFY_CODE_RESEND_SECONDS,
      };
    },

    /**
     * Confirms name, institution and title against the pool record and the latest code: a mismatch names the
     * field (and spends no try); a wrong code counts, and the fifth ends the code. Success records the
     * verification (SMS_CODE) once.
     */
    async affirm(actor: ExpertCaller, input: AffirmInput, now = new Date()): Promise<ExpertSelf> {
      const entry = await poolEntryOf(db, actor);
      if (await repo.findVerification(db, actor.tenantId, actor.userId)) throw badRequest("peer.affirm.already");
      if (!same(input.name, entry.name)) throw badRequest("peer.affirm.nameMismatch");
      const institutions = [entry.institution, entry.institutionEn].filter((name): name is string => Boolean(name));
      if (!institutions.some((name) => same(input.institution, name)))
        throw badRequest("peer.affirm.institutionMismatch");
      if (!same(input.titleName, entry.titleName)) throw badRequest("peer.affirm.titleMismatch");
      // a wrong try is counted in its own committed step, and refused after it
      const outcome = await db.transaction(async (tx): Promise<Outcome<true>> => {
        const code = await repo.latestCode(tx, entry.expertId);
        if (!code || code.usedAt) return { refused: badRequest("peer.code.none") };
        if (code.attempts >= VERIFY_CODE_MAX_TRIES) return { refused: badRequest("peer.code.exhausted") };
        if (code.expiresAt.getTime() <= now.getTime()) return { refused: badRequest("peer.code.expired") };
        if (!sameSecret(code.codeHash, sha256(`${code.id}:${input.code.trim()}`))) {
          const attempts = await repo.countWrongTry(tx, code.id);
          const left = VERIFY_CODE_MAX_TRIES - attempts;
          return { refused: left > 0 ? badRequest("peer.code.wrong", { left }) : badRequest("peer.code.exhausted") };
        }
        await repo.useCode(tx, code.id, now);
        await repo.insertVerification(tx, {
          id: randomUUID(),
          tenantId: actor.tenantId,
          expertId: entry.expertId,
          userId: actor.userId,
          name: entry.name,
          institution: entry.institution,
          titleName: entry.titleName,
          method: "SMS_CODE",
          verifiedBy: actor.userId,
          verifiedAt: now,
        });
        return { ok: true };
      });
      if ("refused" in outcome) throw outcome.refused;
      return self(actor);
    },

    /** Keeps a PNG or JPG as the expert's signature (after verification): opinions submitted later carry it. */
    async uploadSignature(actor: ExpertCaller, bytes: Buffer, name: string): Promise<ExpertSignature> {
      const verification = await requireVerification(db, actor);
      if (bytes.length === 0) throw badRequest("peer.signature.missing");
      if (bytes.length > SIGNATURE_MAX_BYTES)
        throw badRequest("peer.signature.tooLarge", { kb: SIGNATURE_MAX_BYTES / 1024 });
      const mime = await uploads.verifiedMime(bytes, IMAGE_KINDS, "peer.signature.badType");
      const id = randomUUID();
      const digest = sha256(bytes);
      const storageKey = `signatures/${digest.slice(0, 2)}/${digest}`;
      await storage.put(storageKey, bytes);
      const now = new Date();
      await db.transaction(async (tx) => {
        await repo.insertFile(tx, {
          id,
          tenantId: actor.tenantId,
          purpose: "signature",
          sha256: digest,
          mime,
          size: bytes.length,
          storageKey,
          originalName: name.slice(0, 200),
          createdBy: actor.userId,
          createdAt: now,
        });
        await repo.setSignature(tx, verification.id, id);
      });
      return signatureOf(id, mime, bytes, now);
    },

    /** The expert's signature as a data URL, or null when none is on file. */
    async signature(actor: ExpertCaller): Promise<ExpertSignature | null> {
      await poolEntryOf(db, actor);
      const verification = await repo.findVerification(db, actor.tenantId, actor.userId);
      if (!verification?.signatureFileId) return null;
      const file = await repo.findFile(db, actor.tenantId, verification.signatureFileId);
      const bytes = file ? await storage.get(file.storageKey) : null;
      if (!file || !bytes) return null;
      return signatureOf(file.id, file.mime, bytes, file.createdAt);
    },
  };
}

function signatureOf(fileId: string, mime: string, bytes: Buffer, at: Date): ExpertSignature {
  const type = mime === "image/png" ? "image/png" : "image/jpeg";
  return {
    fileId,
    mime: type,
    dataUrl: `data:${type};base64,${bytes.toString("base64")}`,
    uploadedAt: at.toISOString(),
  };
}

export type ExpertIdentityService = ReturnType<typeof createExpertIdentityService>;
