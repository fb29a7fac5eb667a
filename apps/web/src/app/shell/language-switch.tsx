import TranslationOutlined from "@ant-design/icons/es/icons/TranslationOutlined";
import { LANGUAGES, type Language } from "@zcps/contracts/languages";
import Button from "antd/es/button";
import Tooltip from "antd/es/tooltip";
import { useTranslation } from "react-i18next";
import i18n, { currentLanguage, setLanguage } from "../../i18n";
import { useAntdApp } from "../../lib/use-antd-app";
import { useSession } from "../../stores/session";
import { LazyDropdown } from "./lazy-dropdown";
import { invalidatePageData } from "./projects-api";

/** Spec 2: zh / en, the current one disabled; server-translated data is fetched again. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const language = currentLanguage();

  const choose = async (next: Language) => {
    await setLanguage(next);
    // the hook's `t` still speaks the previous language in this closure
    message.success(i18n.t("shell.languageSwitched"));
    void invalidatePageData();
    void useSession
      .getState()
      .loadUser()
      .catch(() => undefined);
  };

  return (
    <LazyDropdown
      trigger="click"
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((lang) => ({ key: lang, label: t(`lang.${lang}`), disabled: lang === language })),
        onClick: ({ key }) => void choose(key as Language),
      }}
    >
      <Tooltip title={t("shell.language")} placement="left">
        <Button
          type="text"
          aria-label={t("shell.language")}
          data-testid="language-switch"
          icon={<TranslationOutlined />}
        />
      </Tooltip>
    </LazyDropdown>
  );
}
