import DashboardOutlined from "@ant-design/icons/es/icons/DashboardOutlined";
import LinkOutlined from "@ant-design/icons/es/icons/LinkOutlined";
import LoginOutlined from "@ant-design/icons/es/icons/LoginOutlined";
import LogoutOutlined from "@ant-design/icons/es/icons/LogoutOutlined";
import type { MenuNode } from "@zcps/contracts/api";
import Avatar from "antd/es/avatar";
import Button from "antd/es/button";
import Empty from "antd/es/empty";
import Flex from "antd/es/flex";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { usePreferences } from "../../stores/preferences";
import { signOut, useSession } from "../../stores/session";
import { MenuIcon } from "../menu-icon";
import { firstLeaf, routeParamsFor } from "../route-table";

/**
 * The platform home (spec 2): one tile per permitted top-level group and the
 * related-platform links. Choosing a tile narrows the sidebar to that group.
 */
export default function EnterStationPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const name = useSession((s) => s.name);
  const avatar = useSession((s) => s.avatar);
  const groups = useSession((s) => s.permissionMenus);
  const links = useSession((s) => s.articlePlatform);
  const elements = useSession((s) => s.elements);
  const setMenuId = usePreferences((s) => s.setMenuId);
  const english = i18n.language === "en";

  // coming back to the platform home clears the narrowing
  useEffect(() => setMenuId(null), [setMenuId]);

  const enter = (group: MenuNode) => {
    setMenuId(group.id);
    navigate(firstLeaf(group, routeParamsFor(elements)) ?? "/dashboard");
  };

  return (
    <div className="station">
      <header className="station-header">
        <Flex align="center" gap={12}>
          <h1 className="station-title">{t("app.title")}</h1>
          <span className="station-subtitle">{t("app.subtitle")}</span>
        </Flex>
        {token ? (
          <Flex align="center" gap={12}>
            <Avatar src={avatar} size="small" />
            <span className="station-user">{name}</span>
            <Button ghost size="small" icon={<LogoutOutlined />} onClick={() => void signOut()}>
              {t("shell.logout")}
            </Button>
          </Flex>
        ) : (
          <Button ghost icon={<LoginOutlined />} onClick={() => navigate("/login?redirect=/enterStation")}>
            {t("login.submit")}
          </Button>
        )}
      </header>

      <main className="station-main">
        {token && (
          <>
            <Flex justify="space-between" align="center" className="station-bar">
              <span className="station-hint">{t("station.choose")}</span>
              <Button icon={<DashboardOutlined />} onClick={() => navigate("/dashboard")}>
                {t("station.dashboard")}
              </Button>
            </Flex>
            {groups.length === 0 ? (
              <Empty description={t("station.empty")} />
            ) : (
              <div className="station-grid">
                {groups.map((group) => (
                  <button
                    type="button"
                    key={group.id}
                    className="station-tile"
                    data-testid={`station-tile-${group.code}`}
                    onClick={() => enter(group)}
                  >
                    <div className="station-tile-icon">
                      <MenuIcon name={group.icon} fallback />
                    </div>
                    <div className="station-tile-title">{english ? group.titleEn : group.title}</div>
                  </button>
                ))}
              </div>
            )}
          </>
        )}

        {links.length > 0 && (
          <section className="station-links">
            <h2>{t("station.links")}</h2>
            <Flex wrap gap={12}>
              {links.map((link) => (
                <Button key={link.id} icon={<LinkOutlined />} href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.title}
                </Button>
              ))}
            </Flex>
          </section>
        )}
      </main>
    </div>
  );
}
