import { TABLE_SECTIONS, type TableSection } from "@zcps/contracts/zcps/config/api";
import { useTranslation } from "react-i18next";

interface Props {
  title: string;
  sections: { section: TableSection; enabled: boolean }[];
  voteStages: string[];
}

/** The layout as an outline on an A3 (landscape) sheet: the printed sections in order, two columns. */
export function A3Preview({ title, sections, voteStages }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  const printed = sections.filter((s) => s.enabled);
  return (
    <figure className="zcfg-a3" aria-label={t("zcfg.table.preview")} data-testid="a3-preview">
      <div className="zcfg-a3-title">{title || t("zcfg.table.untitled")}</div>
      <div className="zcfg-a3-body">
        {printed.map(({ section }) => (
          <div key={section} className="zcfg-a3-section" data-section={section}>
            {TABLE_SECTIONS[section][lang]}
            {section === "voteFigures" && voteStages.length > 0 && (
              <div>{voteStages.map((stage) => t(`decl.state.${stage}`)).join(" / ")}</div>
            )}
          </div>
        ))}
      </div>
    </figure>
  );
}
