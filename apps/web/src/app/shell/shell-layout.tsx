import ConfigProvider from "antd/es/config-provider";
import { useTranslation } from "react-i18next";
import { usePreferences } from "../../stores/preferences";
import { KeepAliveOutlet } from "./keep-alive-outlet";
import "./shell.css";
import { SideMenu } from "./side-menu";
import { TabBar } from "./tab-bar";
import { TopBar } from "./top-bar";

/** Spec 2: dark red sidebar (antd Menu), top bar, tab bar and the main area. */
const SIDEBAR_RED = "#8b1a1a";
const sidebarTheme = {
  components: {
    Menu: {
      darkItemBg: SIDEBAR_RED,
      darkSubMenuItemBg: "#6f1414",
      darkPopupBg: SIDEBAR_RED,
      darkItemColor: "rgba(255, 255, 255, 0.82)",
      darkItemHoverColor: "#fff",
      darkItemHoverBg: "rgba(255, 255, 255, 0.08)",
      darkItemSelectedBg: "rgba(255, 255, 255, 0.2)",
      darkItemSelectedColor: "#fff",
      darkGroupTitleColor: "rgba(255, 255, 255, 0.65)",
    },
  },
};

export default function ShellLayout() {
  const { t } = useTranslation();
  const opened = usePreferences((s) => s.sidebarOpened);
  return (
    <ConfigProvider theme={sidebarTheme}>
      <div className="shell">
        <aside
          className={opened ? "shell-sider" : "shell-sider shell-sider-collapsed"}
          data-testid="sidebar"
          aria-label={t("shell.sidebar")}
        >
          <div className="shell-logo" title={t("app.title")}>
            <span className="shell-logo-mark">{t("app.title").slice(0, 1)}</span>
            {opened && <span className="shell-logo-text">{t("app.title")}</span>}
          </div>
          <div className="shell-menu-scroll">
            <SideMenu collapsed={!opened} />
          </div>
        </aside>
        <div className="shell-main">
          <header className="shell-header">
            <TopBar />
          </header>
          <TabBar />
          <main className="shell-content">
            <KeepAliveOutlet />
          </main>
        </div>
      </div>
    </ConfigProvider>
  );
}
