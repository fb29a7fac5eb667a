import type { CatalogueContext } from "@zcps/contracts/zcps/catalogue/api";
import {
  DECLARATION_METHOD_LABELS,
  type DeclarationMethod,
  POST_TYPE_LABELS,
  type PostType,
  TITLE_LEVEL_LABELS,
  type TitleLevel,
} from "@zcps/contracts/zcps/catalogue/catalogue";
import { materialType } from "@zcps/contracts/zcps/materials";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { pickName } from "../../../../lib/use-local-name";

/** Names of the catalogue's codes in the console's language (series, titles, tracks, levels, methods, offices…). */
export function useCatalogueLabels(context: CatalogueContext | undefined) {
  const { i18n } = useTranslation();
  const lang: "zh" | "en" = i18n.language.startsWith("en") ? "en" : "zh";
  return useMemo(() => {
    const pick = (row: { name: string; nameEn: string | null }) => pickName(lang === "en", row.name, row.nameEn);
    const series = new Map((context?.series ?? []).map((s) => [s.code, pick(s)]));
    const titles = new Map((context?.titles ?? []).map((s) => [s.id, pick(s)]));
    const tracks = new Map((context?.tracks ?? []).map((s) => [s.code, pick(s)]));
    const departs = new Map([...(context?.offices ?? []), ...(context?.units ?? [])].map((d) => [d.id, pick(d)]));
    return {
      lang,
      english: lang === "en",
      pick,
      series: (code: string) => series.get(code) ?? code,
      title: (id: string) => titles.get(id) ?? id,
      track: (code: string) => tracks.get(code) ?? code,
      depart: (id: string) => departs.get(id) ?? id,
      level: (code: string) => TITLE_LEVEL_LABELS[code as TitleLevel]?.[lang] ?? code,
      method: (code: string) => DECLARATION_METHOD_LABELS[code as DeclarationMethod]?.[lang] ?? code,
      postType: (code: string) => POST_TYPE_LABELS[code as PostType]?.[lang] ?? code,
      material: (code: string) => materialType(code)?.label[lang] ?? code,
    };
  }, [context, lang]);
}

export type CatalogueLabels = ReturnType<typeof useCatalogueLabels>;
