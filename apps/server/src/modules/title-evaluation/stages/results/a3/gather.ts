import type { Language } from "@zcps/contracts/messages";
import type { TableSection } from "@zcps/contracts/zcps/config/api";
import { type PeerConclusion, summarisePeerReview } from "@zcps/contracts/zcps/peer-review/pass-rule";
import type { A3EditableSection } from "@zcps/contracts/zcps/results/a3";
import type { Executor } from "../../../../../db/client";
import type { AccessCache } from "../../../../../platform/access-cache";
import { dictionaryReader, wallClock } from "../../../kit";
import { disciplineNamer } from "../../../staff";
import { scoreTotal } from "../../peer-review";
import type { A3Data, A3Verdict, DictionaryLabels } from "./model";
import * as repo from "./repo";

/** The dictionaries the table prints labels of (the person's fields and the items' dictionary fields). */
const DICTIONARIES = [
  "comm_sex",
  "education",
  "degree",
  "subjectType",
  "nation",
  "political_status",
  "title_sub_level",
];

const SENIOR_EVENTS: Record<string, A3Verdict> = { votePassed: "PASS", voteFailed: "FAIL", defer: "NO_QUORUM" };
const PROFESSOR_VERDICTS: Record<string, A3Verdict> = {
  PASS: "RECOMMENDED",
  FAIL: "NOT_RECOMMENDED",
  NO_QUORUM: "NO_QUORUM",
};

async function dictionaries(db: Executor, tenantId: string): Promise<DictionaryLabels> {
  const read = dictionaryReader(db, tenantId);
  const entries = [];
  // one after another: a PostgreSQL connection in a transaction takes one query at a time
  for (const name of DICTIONARIES) entries.push([name, await read(name)] as const);
  return Object.fromEntries(entries);
}

/** What the tables of one run (a zip) read alike, read once for the run: the dictionaries, each series' layout. */
export interface A3RunReads {
  dictionaries(): Promise<DictionaryLabels>;
  layout(seriesCode: string, level: string): ReturnType<typeof repo.findLayout>;
}

export function a3RunReads(db: Executor, tenantId: string): A3RunReads {
  let dicts: Promise<DictionaryLabels> | undefined;
  const layouts = new Map<string, ReturnType<typeof repo.findLayout>>();
  return {
    dictionaries() {
      dicts ??= dictionaries(db, tenantId);
      return dicts;
    },
    layout(seriesCode, level) {
      const key = `${seriesCode}/${level}`;
      let layout = layouts.get(key);
      if (!layout) {
        layout = repo.findLayout(db, tenantId, seriesCode, level);
        layouts.set(key, layout);
      }
      return layout;
    },
  };
}

/**
 * Everything one declarant's table prints, read one query after another. `withEdit` takes personnel's latest
 * edited version (check 1); without it the table is as computed now. A run of many tables passes its `reads`.
 */
export async function gatherA3Data(
  db: Executor,
  cache: AccessCache,
  options: {
    tenantId: string;
    declaration: repo.A3DeclarationRecord;
    withEdit: boolean;
    lang: Language;
    timeZone: string;
    reads?: A3RunReads;
  },
): Promise<A3Data> {
  const { tenantId, declaration: d, lang } = options;
  const reads = options.reads ?? a3RunReads(db, tenantId);
  const en = lang === "en";
  const dicts = await reads.dictionaries();
  const discipline = (await disciplineNamer(cache, db, tenantId))(d.discipline);
  const dict = (name: string, value: string | null) => (value ? (dicts[name]?.get(value)?.[lang] ?? value) : null);
  const layout = await reads.layout(d.seriesCode, d.level);
  const items = await repo.items(db, d.id);
  const unitOpinion = await repo.unitOpinion(db, d.id);
  const unitEvent = await repo.lastEvent(db, d.id, ["recommend", "notRecommend"]);
  const departments = await repo.departmentCounts(db, d.id);
  const peer = await repo.peerReview(db, d.id);
  const professor = d.unitId ? await repo.professorTally(db, d.projectTimeId, d.unitId, d.id) : null;
  const senior = await repo.seniorFigures(db, tenantId, d.id);
  const seniorEvent = await repo.lastEvent(db, d.id, Object.keys(SENIOR_EVENTS));
  const edit = await repo.latestEdit(db, d.id);

  const peerSummary = peer
    ? summarisePeerReview(
        peer.passRule as Parameters<typeof summarisePeerReview>[0],
        peer.required,
        peer.opinions.flatMap((o) =>
          o.conclusion
            ? [
                {
                  conclusion: o.conclusion as PeerConclusion,
                  score: scoreTotal(o.scores),
                  valid: o.validity === "VALID",
                },
              ]
            : [],
        ),
      )
    : null;
  const line = professor?.line;

  return {
    declaration: {
      id: d.id,
      userId: d.userId,
      projectTimeId: d.projectTimeId,
      seriesCode: d.seriesCode,
      seriesName: (en ? d.seriesNameEn : null) || d.seriesName,
      level: d.level,
      titleName: (en ? d.titleNameEn : null) || d.titleName,
      unitName: (en ? d.unitNameEn : null) || d.unitName,
    },
    person: {
      name: d.name,
      sex: dict("comm_sex", d.sex),
      birthDate: d.birthDate,
      employeeNo: d.employeeNo,
      currentTitle: d.currentTitle,
      currentTitleDate: d.currentTitleDate,
      education: dict("education", d.education),
      degree: dict("degree", d.degree),
      discipline: (en ? discipline?.nameEn : discipline?.name) || d.discipline,
    },
    layout: layout
      ? {
          id: layout.id,
          title: layout.title,
          sections: layout.sections as { section: TableSection; enabled: boolean }[],
          voteStages: layout.voteStages as string[],
        }
      : null,
    items,
    unitOpinion,
    unitRecommendation:
      unitEvent || d.unitRank
        ? {
            rank: d.unitRank,
            verdict: unitEvent === "notRecommend" ? "NOT_RECOMMENDED" : unitEvent ? "RECOMMENDED" : "PENDING",
          }
        : null,
    departments: departments.map((r) => ({ ...r, name: (en ? r.nameEn : null) || r.name })),
    peer: peerSummary
      ? {
          required: peerSummary.required,
          valid: peerSummary.valid,
          agree: peerSummary.agree,
          disagree: peerSummary.disagree,
          verdict: ((peer?.verdict ?? peerSummary.verdict) as A3Verdict | null) ?? "PENDING",
        }
      : null,
    professor: line
      ? {
          members: professor?.members ?? 0,
          agree: Number(line.agree ?? 0),
          disagree: Number(line.disagree ?? 0),
          abstain: Number(line.abstain ?? 0),
          verdict: PROFESSOR_VERDICTS[String(line.verdict)] ?? "PENDING",
        }
      : null,
    senior: senior ? { ...senior, verdict: (seniorEvent && SENIOR_EVENTS[seniorEvent]) || "PENDING" } : null,
    edit:
      options.withEdit && edit
        ? { version: edit.version, texts: edit.texts as Partial<Record<A3EditableSection, string>> }
        : null,
    latestVersion: edit?.version ?? 0,
    printedAt: wallClock(new Date(), options.timeZone),
    dictionaries: dicts,
  };
}
