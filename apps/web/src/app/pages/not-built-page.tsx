import ToolOutlined from "@ant-design/icons/es/icons/ToolOutlined";
import Result from "antd/es/result";
import { useTranslation } from "react-i18next";

/** A permitted module whose pages this version does not have yet: said plainly, with the module's name. */
export default function NotBuiltPage({ titleKey, groupTitleKey }: { titleKey: string; groupTitleKey: string }) {
  const { t } = useTranslation();
  return (
    <Result
      data-testid="not-built"
      icon={<ToolOutlined />}
      title={t("page.notBuilt.title", { module: t(titleKey) })}
      subTitle={
        <>
          <span className="not-built-path">
            {t(groupTitleKey)} / {t(titleKey)}
          </span>
          <br />
          {t("page.notBuilt.text")}
        </>
      }
    />
  );
}
