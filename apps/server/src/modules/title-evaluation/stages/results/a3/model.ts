import { type Language, translate } from "@zcps/contracts/messages";
import { TITLE_LEVEL_LABELS, type TitleLevel } from "@zcps/contracts/zcps/catalogue/catalogue";
import { DEFAULT_TABLE_SECTIONS, TABLE_SECTIONS, type TableSection } from "@zcps/contracts/zcps/config/api";
import { formatFieldValue, type MaterialField, materialType } from "@zcps/contracts/zcps/materials";
import {
  A3_EDITABLE_SECTIONS,
  type A3EditableSection,
  type A3Field,
  type A3Section,
  type A3Table,
} from "@zcps/contracts/zcps/results/a3";

/**
 * The A3 review table as a pure function of what was gathered: the layout's sections in its order (every section
 * when the series and level have no layout), each filled from the declaration's items and the stages' figures,
 * personnel's edited texts over the computed ones when an edit is printed. No database, no document format: the
 * console shows this model, and the Word and PDF renderers print it.
 */

export type DictionaryLabels = Readonly<Record<string, ReadonlyMap<string, { zh: string; en: string }>>>;

export interface A3Item {
  materialType: string;
  payload: Record<string, unknown>;
  isRepresentative: boolean;
  representativeOrder: number | null;
}

/** A stage's verdict as the table prints it; PENDING while the stage has not decided. */
export type A3Verdict = "PASS" | "FAIL" | "NO_QUORUM" | "RECOMMENDED" | "NOT_RECOMMENDED" | "PENDING";

export interface A3Data {
  declaration: {
    id: string;
    userId: string;
    projectTimeId: string;
    seriesCode: string;
    seriesName: string | null;
    level: string;
    titleName: string | null;
    unitName: string | null;
  };
  person: {
    name: string;
    sex: string | null;
    birthDate: string | null;
    employeeNo: string;
    currentTitle: string | null;
    currentTitleDate: string | null;
    education: string | null;
    degree: string | null;
    discipline: string | null;
  };
  layout: {
    id: string;
    title: string;
    sections: { section: TableSection; enabled: boolean }[];
    voteStages: string[];
  } | null;
  items: A3Item[];
  unitOpinion: string | null;
  /** null: the unit has not recommended yet */
  unitRecommendation: { rank: number | null; verdict: A3Verdict } | null;
  departments: { name: string; verified: number; notRecognised: number; pending: number }[];
  peer: { required: number; valid: number; agree: number; disagree: number; verdict: A3Verdict } | null;
  professor: { members: number; agree: number; disagree: number; abstain: number; verdict: A3Verdict } | null;
  senior: {
    meeting: string;
    members: number;
    attending: number;
    agree: number;
    disagree: number;
    abstain: number;
    verdict: A3Verdict;
  } | null;
  /** the edit printed (check 1), or null for the table as computed */
  edit: { version: number; texts: Partial<Record<A3EditableSection, string>> } | null;
  latestVersion: number;
  printedAt: string;
  dictionaries: DictionaryLabels;
}

const TEACHING_TYPES = [
  "COURSE_TAUGHT",
  "TEACHING_EVAL",
  "TEACHING_PROJECT",
  "TEACHING_AWARD",
  "TEXTBOOK",
  "COURSE_BUILDING",
  "STUDENT_GUIDANCE",
  "GRADUATION_PROJECT",
  "GRADUATE_SUPERVISION",
];
const RESEARCH_TYPES = [
  "PAPER",
  "CLINICAL_ACHIEVEMENT",
  "MONOGRAPH",
  "RESEARCH_PROJECT",
  "RESEARCH_AWARD",
  "PATENT",
  "OTHER_IP",
  "TECH_TRANSFER",
  "POLICY_REPORT",
  "CONFERENCE_TALK",
];
const BASIC_FIELDS = ["nation", "politicalStatus", "postType", "postGrade", "hiredDate"];
const STAGE_LABEL: Record<string, string> = {
  UNIT_RECOMMENDATION: "decl.state.UNIT_RECOMMENDATION",
  PEER_REVIEW: "decl.state.PEER_REVIEW",
  PROFESSOR_COMMITTEE: "decl.state.PROFESSOR_COMMITTEE",
  SENIOR_COMMITTEE: "decl.state.SENIOR_COMMITTEE",
};

const isEditable = (section: TableSection): section is A3EditableSection =>
  (A3_EDITABLE_SECTIONS as readonly string[]).includes(section);

/** A field's value as printed: options and dictionaries by their label in the language. */
function fieldValue(field: MaterialField, value: unknown, lang: Language, dictionaries: DictionaryLabels): string {
  if (field.dict && value !== undefined && value !== null && value !== "") {
    const label = dictionaries[field.dict]?.get(String(value));
    if (label) return label[lang];
  }
  return formatFieldValue(field, value, lang);
}

function value(code: string, payload: Record<string, unknown>, name: string, lang: Language, d: DictionaryLabels) {
  const field = materialType(code)?.fields.find((f) => f.name === name);
  return field ? fieldValue(field, payload[name], lang, d) : "";
}

/** "题目，《期刊》，2024": the type's summary fields, as the lists show an item. */
function summary(item: A3Item, lang: Language, d: DictionaryLabels): string {
  const type = materialType(item.materialType);
  if (!type) return item.materialType;
  const parts = type.summary
    .map((name) => {
      const shown = value(item.materialType, item.payload, name, lang, d);
      return shown && name === "journal" && lang === "zh" ? `《${shown}》` : shown;
    })
    .filter(Boolean);
  return parts.length ? parts.join(lang === "zh" ? "，" : ", ") : type.label[lang];
}

const period = (payload: Record<string, unknown>) =>
  [payload.startDate, payload.endDate ?? ""].filter((v) => v !== undefined && v !== null).join(" — ");

/** The items of the types given, one row per type: its name, how many, and each one numbered. */
function itemsByType(items: readonly A3Item[], types: readonly string[], lang: Language, d: DictionaryLabels) {
  return types.flatMap((code) => {
    const own = items.filter((i) => i.materialType === code);
    if (own.length === 0) return [];
    const label = materialType(code)?.label[lang] ?? code;
    return [[label, String(own.length), own.map((i, n) => `${n + 1}. ${summary(i, lang, d)}`).join("\n")]];
  });
}

export function buildA3Table(data: A3Data, lang: Language): A3Table {
  const t = (key: string, values?: Record<string, string | number>) => translate(key, lang, values);
  const d = data.dictionaries;
  const { declaration, person } = data;
  const byType = (code: string) => data.items.filter((i) => i.materialType === code);
  const basic = byType("BASIC_INFO")[0];
  const none = t("a3.doc.none");
  const level = TITLE_LEVEL_LABELS[declaration.level as TitleLevel]?.[lang] ?? declaration.level;

  const identity: A3Field[] = [
    { label: t("a3.doc.name"), value: person.name },
    { label: t("a3.doc.sex"), value: person.sex ?? "" },
    { label: t("a3.doc.birthDate"), value: person.birthDate ?? "" },
    { label: t("a3.doc.employeeNo"), value: person.employeeNo },
    { label: t("a3.doc.unit"), value: declaration.unitName ?? "" },
    {
      label: t("a3.doc.currentTitle"),
      value: [person.currentTitle, person.currentTitleDate].filter(Boolean).join(" ") || none,
    },
    { label: t("a3.doc.appliedTitle"), value: declaration.titleName ?? "" },
    { label: t("a3.doc.level"), value: level },
    { label: t("a3.doc.series"), value: declaration.seriesName ?? declaration.seriesCode },
    { label: t("a3.doc.degree"), value: [person.education, person.degree].filter(Boolean).join(" / ") },
    { label: t("a3.doc.discipline"), value: person.discipline ?? "" },
  ];

  const verdict = (v: A3Verdict) => t(`a3.doc.verdict.${v}`);
  const voteRow = (stage: string): string[] => {
    const label = t(STAGE_LABEL[stage] ?? stage);
    const notReached = [label, t("a3.doc.notReached"), ""];
    switch (stage) {
      case "UNIT_RECOMMENDATION": {
        const r = data.unitRecommendation;
        if (!r) return notReached;
        return [label, r.rank ? t("a3.doc.unitRank", { rank: r.rank }) : t("a3.doc.unitNotRanked"), verdict(r.verdict)];
      }
      case "PEER_REVIEW":
        return data.peer ? [label, t("a3.doc.peerFigures", data.peer), verdict(data.peer.verdict)] : notReached;
      case "PROFESSOR_COMMITTEE":
        return data.professor
          ? [label, t("a3.doc.professorFigures", data.professor), verdict(data.professor.verdict)]
          : notReached;
      case "SENIOR_COMMITTEE":
        return data.senior ? [label, t("a3.doc.seniorFigures", data.senior), verdict(data.senior.verdict)] : notReached;
      default:
        return notReached;
    }
  };

  const committeeText = () => {
    const values = { name: person.name, title: declaration.titleName ?? "" };
    if (data.senior?.verdict === "PASS") return t("a3.doc.committeePass", values);
    if (data.senior?.verdict === "FAIL" || data.senior?.verdict === "NO_QUORUM")
      return t("a3.doc.committeeFail", values);
    return t("a3.doc.committeePending");
  };

  const computed = (section: TableSection): Omit<A3Section, "section" | "heading" | "editable" | "edited"> => {
    switch (section) {
      case "basicInfo": {
        const fields = basic
          ? BASIC_FIELDS.map((name) => ({
              label: materialType("BASIC_INFO")?.fields.find((f) => f.name === name)?.label[lang] ?? name,
              value: value("BASIC_INFO", basic.payload, name, lang, d),
            })).filter((f) => f.value)
          : [];
        const titles = byType("TITLE_HISTORY").map((i) => summary(i, lang, d));
        if (titles.length)
          fields.push({ label: materialType("TITLE_HISTORY")?.label[lang] ?? "", value: titles.join("\n") });
        return { fields };
      }
      case "education":
        return {
          table: {
            columns: [
              t("a3.doc.period"),
              ...["school", "major", "educationLevel", "degree"].map((n) => label("EDUCATION", n)),
            ],
            rows: byType("EDUCATION").map((i) => [
              period(i.payload),
              ...["school", "major", "educationLevel", "degree"].map((n) => value("EDUCATION", i.payload, n, lang, d)),
            ]),
          },
        };
      case "workHistory":
        return {
          table: {
            columns: [t("a3.doc.period"), label("WORK_HISTORY", "employer"), label("WORK_HISTORY", "position")],
            rows: byType("WORK_HISTORY").map((i) => [
              period(i.payload),
              value("WORK_HISTORY", i.payload, "employer", lang, d),
              value("WORK_HISTORY", i.payload, "position", lang, d),
            ]),
          },
        };
      case "teaching":
      case "research":
        return {
          table: {
            columns: [t("a3.doc.item"), t("a3.doc.count"), t("a3.doc.details")],
            rows: itemsByType(data.items, section === "teaching" ? TEACHING_TYPES : RESEARCH_TYPES, lang, d),
          },
        };
      case "representativeWorks": {
        const works = data.items
          .filter((i) => i.isRepresentative || i.materialType === "REPRESENTATIVE_WORK")
          .sort((a, b) => (a.representativeOrder ?? 99) - (b.representativeOrder ?? 99));
        return {
          table: {
            columns: [t("a3.doc.order"), t("a3.doc.item"), t("a3.doc.details")],
            rows: works.map((w, n) => [
              String(n + 1),
              materialType(w.materialType)?.label[lang] ?? "",
              summary(w, lang, d),
            ]),
          },
        };
      }
      case "selfSummary":
        return { text: String(byType("SELF_SUMMARY")[0]?.payload.summaryText ?? "") };
      case "unitOpinion":
        return { text: data.unitOpinion ?? t("a3.doc.unitOpinionNone") };
      case "departmentVerification":
        return {
          table: {
            columns: [t("a3.doc.department"), t("a3.doc.verified"), t("a3.doc.notRecognised"), t("a3.doc.pending")],
            rows: data.departments.map((r) => [r.name, String(r.verified), String(r.notRecognised), String(r.pending)]),
          },
          text: "",
        };
      case "voteFigures":
        return {
          table: {
            columns: [t("a3.doc.stage"), t("a3.doc.figures"), t("a3.doc.verdict")],
            rows: (data.layout?.voteStages ?? Object.keys(STAGE_LABEL)).map(voteRow),
          },
        };
      case "committeeOpinion":
        return { text: committeeText() };
    }
  };

  const order = data.layout?.sections ?? DEFAULT_TABLE_SECTIONS;
  const sections = order
    .filter((s) => s.enabled)
    .map(({ section }): A3Section => {
      const base = computed(section);
      const editable = isEditable(section);
      const edited = editable ? data.edit?.texts[section] : undefined;
      return {
        section,
        heading: TABLE_SECTIONS[section][lang],
        ...base,
        ...(edited !== undefined ? { text: edited } : {}),
        editable,
        edited: edited !== undefined,
      };
    });

  return {
    declarationId: declaration.id,
    userId: declaration.userId,
    projectTimeId: declaration.projectTimeId,
    title: data.layout?.title ?? t("a3.defaultTitle"),
    layout: { id: data.layout?.id ?? null, seriesCode: declaration.seriesCode, level: declaration.level },
    identity,
    sections,
    version: data.edit?.version ?? null,
    latestVersion: data.latestVersion,
    printedAt: data.printedAt,
  };

  function label(code: string, name: string) {
    return materialType(code)?.fields.find((f) => f.name === name)?.label[lang] ?? name;
  }
}
