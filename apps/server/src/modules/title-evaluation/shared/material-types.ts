import type { Language } from "@zcps/contracts/messages";
import {
  DECLARATION_METHOD_LABELS,
  type DeclarationMethod,
  TITLE_LEVEL_LABELS,
  type TitleLevel,
} from "@zcps/contracts/zcps/catalogue/catalogue";
import { MATERIAL_TYPES, type MaterialType, materialType, UNIT_OWNER } from "@zcps/contracts/zcps/materials";

type Bilingual = { zh: string; en: string };

/** What the workflow needs of a material type: its name, owning department and fields. */
export interface MaterialTypeInfo {
  code: string;
  name: Bilingual;
  /** code of the office owning the type (the verifier when the batch directory names none); null: the declarant's unit */
  ownerCode: string | null;
  fields: { name: string; label: Bilingual; kind: string }[];
}

const toInfo = (type: MaterialType): MaterialTypeInfo => ({
  code: type.code,
  name: type.label,
  ownerCode: type.owner === UNIT_OWNER ? null : type.owner,
  fields: type.fields.map((f) => ({ name: f.name, label: f.label, kind: f.kind })),
});

const INFOS = new Map(MATERIAL_TYPES.map((type) => [type.code, toInfo(type)]));

export const materialTypes = (): MaterialTypeInfo[] => [...INFOS.values()];
export const materialTypeInfo = (code: string): MaterialTypeInfo | undefined =>
  materialType(code) ? INFOS.get(code) : undefined;

export const levelLabel = (level: string, lang: Language) => TITLE_LEVEL_LABELS[level as TitleLevel]?.[lang] ?? level;
export const methodLabel = (method: string, lang: Language) =>
  DECLARATION_METHOD_LABELS[method as DeclarationMethod]?.[lang] ?? method;
