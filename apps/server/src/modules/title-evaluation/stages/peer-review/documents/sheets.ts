import { type Language, translate } from "@zcps/contracts/messages";
import type { PeerCriterion, PeerRoundSettings } from "@zcps/contracts/zcps/peer-review/api";
import { type PeerConclusion, type PeerSummary, summarisePeerReview } from "@zcps/contracts/zcps/peer-review/pass-rule";
import { localDate } from "../../../kit";
import { scoreTotal } from "../summary-service";
import type { OpinionRecord, RoundDeclarationRecord, RoundRecord } from "./repo";

/**
 * What the opinions' documents say, decided before any of it is laid out in Word: who is named (the "who sees what"
 * table of DOMAIN.md), the criteria with their scores, the conclusion in words, the summary line. Pure.
 *
 * - the administrator reads the declarant (code, name, unit, title) and the expert (name, institution, title);
 * - an expert reads their own opinion; in an anonymous round the declarant only by code and title;
 * - the committees' combined document names the declarant and no expert: 专家一, 专家二…, no signature.
 */

export type Audience = "administrator" | "expert";

export interface Row {
  label: string;
  value: string;
}

export interface ScoredCriterion {
  name: string;
  max: number;
  score: number | null;
}

export interface Scores {
  criteria: ScoredCriterion[];
  /** null when the round gives no scores */
  total: { score: number | null; max: number } | null;
}

export interface OpinionSheet {
  lang: Language;
  title: string;
  heading: Row[];
  scores: Scores;
  conclusion: string;
  comment: string;
  /** why the opinion no longer counts, when personnel marked it invalid */
  invalid: string | null;
  expert: { name: string; institution: string; title: string };
  date: string;
  /** the signature image's storage key */
  signatureKey: string | null;
}

export interface CombinedSheet {
  lang: Language;
  title: string;
  heading: Row[];
  summary: string;
  opinions: { label: string; scores: Scores; conclusion: string; comment: string; date: string }[];
}

export interface SheetOptions {
  lang: Language;
  timeZone: string;
}

const t = (key: string, lang: Language, values?: Record<string, string | number>) => translate(key, lang, values);
const pick = (lang: Language, zh: string | null, en: string | null) => (lang === "en" ? en || zh : zh) ?? "";

const NUMERALS = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九"];

/** 1 → 一, 10 → 十, 12 → 十二, 25 → 二十五 (up to 99: a declarant never has that many experts). */
export function chineseNumeral(n: number): string {
  if (n < 10) return NUMERALS[n] ?? String(n);
  if (n >= 100) return String(n);
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return `${tens === 1 ? "" : NUMERALS[tens]}十${ones ? NUMERALS[ones] : ""}`;
}

export const expertLabel = (n: number, lang: Language) =>
  t("peer.doc.expertN", lang, { n: lang === "en" ? n : chineseNumeral(n) });

export const conclusionText = (conclusion: string | null, lang: Language) =>
  conclusion ? t(`peer.doc.conclusion.${conclusion}`, lang) : "";

export function scoresOf(
  criteria: readonly PeerCriterion[],
  scores: Record<string, number> | null,
  lang: Language,
): Scores {
  if (criteria.length === 0) return { criteria: [], total: null };
  const rows = criteria.map((c) => {
    const score = scores?.[c.key];
    return { name: lang === "en" ? c.en : c.zh, max: c.max, score: typeof score === "number" ? score : null };
  });
  const given = rows.filter((r) => r.score !== null);
  const sum = given.reduce((a, r) => a + (r.score ?? 0), 0);
  return {
    criteria: rows,
    total: { score: given.length ? Math.round(sum * 100) / 100 : null, max: rows.reduce((a, r) => a + r.max, 0) },
  };
}

function roundRows(round: RoundRecord, lang: Language): Row[] {
  return [
    { label: t("peer.doc.round", lang), value: round.name },
    { label: t("peer.doc.batch", lang), value: pick(lang, round.batchName, round.batchNameEn) },
  ];
}

type Declarant = Pick<
  RoundDeclarationRecord,
  "code" | "declarantName" | "unitName" | "unitNameEn" | "titleName" | "titleNameEn"
>;

function declarantRows(declarant: Declarant, lang: Language, anonymous: boolean): Row[] {
  const code = { label: t("peer.doc.code", lang), value: declarant.code ?? "" };
  const title = { label: t("peer.doc.title", lang), value: pick(lang, declarant.titleName, declarant.titleNameEn) };
  if (anonymous) return [code, title];
  return [
    code,
    { label: t("peer.doc.declarant", lang), value: declarant.declarantName },
    { label: t("peer.doc.unit", lang), value: pick(lang, declarant.unitName, declarant.unitNameEn) },
    title,
  ];
}

/** Whether the reader may see the declarant's identity on this opinion. */
export const hidesDeclarant = (audience: Audience, settings: PeerRoundSettings) =>
  audience === "expert" && settings.anonymous;

/** One expert's opinion as its reader may see it. */
export function opinionSheet(
  record: OpinionRecord,
  round: RoundRecord,
  audience: Audience,
  { lang, timeZone }: SheetOptions,
): OpinionSheet {
  const expertName = record.verifiedName ?? record.poolName ?? record.staffName ?? record.accountName ?? "";
  return {
    lang,
    title: t("peer.doc.opinionTitle", lang),
    heading: [
      ...roundRows(round, lang),
      ...declarantRows({ ...record, code: record.code ?? "" }, lang, hidesDeclarant(audience, round.settings)),
    ],
    scores: scoresOf(round.settings.criteria, record.scores, lang),
    conclusion: conclusionText(record.conclusion, lang),
    comment: record.comment ?? "",
    invalid: record.validity === "INVALID" ? t("peer.doc.invalid", lang, { reason: record.invalidReason ?? "" }) : null,
    expert: {
      name: expertName,
      institution: record.verifiedInstitution ?? record.poolInstitution ?? record.staffUnitName ?? "",
      title: record.verifiedTitle ?? record.poolTitle ?? "",
    },
    date: record.submittedAt ? localDate(record.submittedAt, timeZone) : "",
    signatureKey: record.signatureKey ?? record.verifiedSignatureKey,
  };
}

/**
 * The declarant's summary under the round's rule, over the submitted opinions (an invalid one counts as invalid),
 * each scored as the SummaryResults page scores it: the document and the page give one mean.
 */
export function declarantSummary(
  round: RoundRecord,
  required: number,
  opinions: readonly OpinionRecord[],
): PeerSummary {
  return summarisePeerReview(
    round.settings.passRule,
    required,
    opinions
      .filter((o) => o.conclusion)
      .map((o) => ({
        conclusion: o.conclusion as PeerConclusion,
        score: scoreTotal(o.scores),
        valid: o.validity === "VALID",
      })),
  );
}

export function summaryLine(summary: PeerSummary, graded: boolean, lang: Language): string {
  const verdict = t(`peer.verdict.${summary.verdict ?? "PENDING"}`, lang);
  const line = t("peer.doc.summary", lang, {
    required: summary.required,
    valid: summary.valid,
    agree: summary.agree,
    disagree: summary.disagree,
    mean: summary.meanScore ?? "—",
    verdict,
  });
  return graded ? `${line}${t("peer.doc.grades", lang, summary.grades)}` : line;
}

/** Every valid opinion on one declarant for the committees: the declarant named, the experts numbered. */
export function combinedSheet(
  declarant: RoundDeclarationRecord,
  round: RoundRecord,
  opinions: readonly OpinionRecord[],
  { lang, timeZone }: SheetOptions,
): CombinedSheet {
  const summary = declarantSummary(round, declarant.required, opinions);
  return {
    lang,
    title: t("peer.doc.combinedTitle", lang),
    heading: [...roundRows(round, lang), ...declarantRows(declarant, lang, false)],
    summary: summaryLine(summary, round.settings.passRule.kind === "GRADED", lang),
    opinions: opinions
      .filter((o) => o.validity === "VALID")
      .map((o, n) => ({
        label: expertLabel(n + 1, lang),
        scores: scoresOf(round.settings.criteria, o.scores, lang),
        conclusion: conclusionText(o.conclusion, lang),
        comment: o.comment ?? "",
        date: o.submittedAt ? localDate(o.submittedAt, timeZone) : "",
      })),
  };
}
