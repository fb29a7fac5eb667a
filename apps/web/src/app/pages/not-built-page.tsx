import ToolOutlined from "@ant-design/icons/es/icons/ToolOutlined";
import { useTranslation } from "react-i18next";

/**
 * A permitted module whose pages this version does not have yet: said plainly, with the module's name.
 * Plain markup styled like antd's Result: Result carries its large status illustrations into this page.
 */
export default function NotBuiltPage({ titleKey, groupTitleKey }: { titleKey: string; groupTitleKey: string }) {
  const { t } = useTranslation();
  return (
    <div className="not-built" data-testid="not-built">
      <div className="not-built-icon">
        <ToolOutlined />
      </div>
      <div className="not-built-title">{t("page.notBuilt.title", { module: t(titleKey) })}</div>
      <div className="not-built-subtitle">
        <span className="not-built-path">
          {t(groupTitleKey)} / {t(titleKey)}
        </span>
        <br />
        {t("page.notBuilt.text")}
      </div>
    </div>
  );
}
