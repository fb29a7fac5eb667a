import { formatFieldValue, materialSummary, materialType } from "@zcps/contracts/zcps/materials";
import Descriptions from "antd/es/descriptions";
import { useTranslation } from "react-i18next";

/** The console's language as the contracts name it. */
export function useLang(): "zh" | "en" {
  return useTranslation().i18n.language.startsWith("en") ? "en" : "zh";
}

/** An item's one-line summary in the console's language. */
export function useItemSummary() {
  const lang = useLang();
  return (code: string, payload: Record<string, unknown>) => {
    // the page already names the type: the line without its "type:" prefix
    const label = materialType(code)?.label[lang];
    const line = materialSummary(code, payload, lang);
    const prefix = label ? `${label}${lang === "zh" ? "：" : ": "}` : "";
    return (prefix && line.startsWith(prefix) ? line.slice(prefix.length) : line) || "-";
  };
}

/** A material type's name in the console's language. */
export function useMaterialName() {
  const lang = useLang();
  return (code: string) => materialType(code)?.label[lang] ?? code;
}

/** Every field of an item as its type defines them, labelled and formatted. */
export function ItemFields({
  materialType: code,
  payload,
}: {
  materialType: string;
  payload: Record<string, unknown>;
}) {
  const lang = useLang();
  const fields = materialType(code)?.fields ?? [];
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={fields.map((f) => ({
        key: f.name,
        label: f.label[lang],
        children: formatFieldValue(f, payload[f.name], lang) || "-",
      }))}
    />
  );
}
