import { type Bilingual, POST_TYPE_LABELS, POST_TYPES } from "../catalogue/catalogue";
import { declarationMessages } from "../declaration/messages";
import type { FieldOption } from "../materials";

/** Person fields the rules may read. */

export interface PersonField {
  name: string;
  kind: "date" | "select" | "text";
  label: Bilingual;
  options?: readonly FieldOption[];
  /** option values from lowest to highest: ">=" compares positions (degree ≥ master) */
  order?: readonly string[];
}

const t = (key: keyof typeof declarationMessages.zh): Bilingual => ({
  zh: declarationMessages.zh[key],
  en: declarationMessages.en[key],
});

/** The codes of the dictionaries `degree` and `education` (seeded from the national lists). */
const DEGREE_OPTIONS: readonly FieldOption[] = [
  { value: "2", zh: "博士", en: "Doctorate" },
  { value: "3", zh: "硕士", en: "Master's degree" },
  { value: "4", zh: "学士", en: "Bachelor's degree" },
  { value: "0", zh: "无", en: "None" },
];
const EDUCATION_OPTIONS: readonly FieldOption[] = [
  { value: "11", zh: "博士研究生", en: "Doctoral graduate" },
  { value: "14", zh: "硕士研究生", en: "Master's graduate" },
  { value: "20", zh: "大学本科", en: "Undergraduate" },
  { value: "30", zh: "大学专科", en: "Junior college" },
  { value: "90", zh: "其他", en: "Other" },
];

export const PERSON_FIELDS: readonly PersonField[] = [
  { name: "birthDate", kind: "date", label: t("rule.person.birthDate") },
  { name: "currentTitleDate", kind: "date", label: t("rule.person.currentTitleDate") },
  { name: "currentTitleHiredDate", kind: "date", label: t("rule.person.currentTitleHiredDate") },
  { name: "hireDate", kind: "date", label: t("rule.person.hireDate") },
  {
    name: "degree",
    kind: "select",
    label: t("rule.person.degree"),
    options: DEGREE_OPTIONS,
    order: ["0", "4", "3", "2"],
  },
  {
    name: "education",
    kind: "select",
    label: t("rule.person.education"),
    options: EDUCATION_OPTIONS,
    order: ["90", "30", "20", "14", "11"],
  },
  {
    name: "postType",
    kind: "select",
    label: t("rule.person.postType"),
    options: POST_TYPES.map((type) => ({ value: type, ...POST_TYPE_LABELS[type] })),
  },
  { name: "postGrade", kind: "text", label: t("rule.person.postGrade") },
];

export const PERSON_BY_NAME = new Map(PERSON_FIELDS.map((f) => [f.name, f]));
export const personDateField = (name: unknown) => typeof name === "string" && PERSON_BY_NAME.get(name)?.kind === "date";
