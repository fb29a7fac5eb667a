import HomeOutlined from "@ant-design/icons/es/icons/HomeOutlined";
import MenuFoldOutlined from "@ant-design/icons/es/icons/MenuFoldOutlined";
import MenuUnfoldOutlined from "@ant-design/icons/es/icons/MenuUnfoldOutlined";
import Button from "antd/es/button";
import Tooltip from "antd/es/tooltip";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { usePreferences } from "../../stores/preferences";
import { AccountMenu } from "./account-menu";
import { ErrorLogButton } from "./error-log-button";
import { FullscreenButton } from "./fullscreen-button";
import { LanguageSwitch } from "./language-switch";
import { MessageBell } from "./message-bell";
import { ProjectSelect } from "./project-select";
import { ShellBreadcrumb } from "./shell-breadcrumb";
import { ThemePicker } from "./theme-picker";

/** Spec 2 top bar. */
export function TopBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const opened = usePreferences((s) => s.sidebarOpened);
  const toggleSidebar = usePreferences((s) => s.toggleSidebar);
  const setMenuId = usePreferences((s) => s.setMenuId);

  return (
    <div className="shell-topbar">
      <div className="shell-topbar-left">
        <Button
          type="text"
          aria-label={t("shell.toggleSidebar")}
          data-testid="sidebar-toggle"
          icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          onClick={toggleSidebar}
        />
        <ShellBreadcrumb />
      </div>
      <div className="shell-topbar-right">
        <ProjectSelect />
        <Tooltip title={t("shell.platformHome")}>
          <Button
            type="text"
            aria-label={t("shell.platformHome")}
            icon={<HomeOutlined />}
            onClick={() => {
              setMenuId(null);
              navigate("/enterStation");
            }}
          >
            <span className="shell-hide-narrow">{t("shell.platformHome")}</span>
          </Button>
        </Tooltip>
        <MessageBell />
        <ErrorLogButton />
        <span className="shell-phone-aside">
          <FullscreenButton />
          <ThemePicker />
        </span>
        <LanguageSwitch />
        <AccountMenu />
      </div>
    </div>
  );
}
