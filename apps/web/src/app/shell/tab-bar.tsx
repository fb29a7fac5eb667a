import CloseOutlined from "@ant-design/icons/es/icons/CloseOutlined";
import { type MouseEvent, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useMatches, useNavigate } from "react-router";
import { scrollToReveal, useTabs, viewPath } from "../../stores/tabs";
import type { RouteHandle } from "../router";
import { LazyDropdown } from "./lazy-dropdown";

/** Spec 2 tab bar: visited views, close, right-click Close / Close Others / Close All. */
export function TabBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const { visited, add, close, closeOthers, closeAll } = useTabs();
  const strip = useRef<HTMLDivElement>(null);
  const active = viewPath(location.pathname, location.search);

  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  useEffect(() => {
    if (handle?.titleKey) add({ name: handle.name, path: active, title: handle.titleKey });
  }, [handle, active, add]);

  // keep the active tab in view, 15 px from the edge, when it or the tabs change (measuring forces a layout)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a tab opened or closed moves the active one
  useEffect(() => {
    const container = strip.current;
    const tab = container?.querySelector<HTMLElement>(`[data-tab-path="${CSS.escape(active)}"]`);
    if (!container || !tab) return;
    container.scrollLeft = scrollToReveal(container.scrollLeft, container.clientWidth, tab.offsetLeft, tab.offsetWidth);
  }, [active, visited]);

  const closeTab = (path: string, event?: MouseEvent) => {
    event?.stopPropagation();
    const next = close(path, active);
    if (next) navigate(next);
  };

  const onMenu = (key: string, path: string) => {
    if (key === "close") closeTab(path);
    if (key === "closeOthers") {
      closeOthers(path);
      if (path !== active) navigate(path);
    }
    if (key === "closeAll") {
      closeAll();
      navigate("/");
    }
  };

  return (
    <div
      className="shell-tabs"
      ref={strip}
      data-testid="tab-bar"
      role="tablist"
      onWheel={(e) => {
        e.currentTarget.scrollLeft += e.deltaY || e.deltaX;
      }}
    >
      {visited.map((view) => (
        <LazyDropdown
          key={view.path}
          trigger="contextMenu"
          menu={{
            items: [
              { key: "close", label: t("tabs.close") },
              { key: "closeOthers", label: t("tabs.closeOthers") },
              { key: "closeAll", label: t("tabs.closeAll") },
            ],
            onClick: ({ key }) => onMenu(key, view.path),
          }}
        >
          <span
            role="tab"
            tabIndex={0}
            aria-selected={view.path === active}
            data-tab-path={view.path}
            className={view.path === active ? "shell-tab shell-tab-active" : "shell-tab"}
            onClick={() => navigate(view.path)}
            onKeyDown={(e) => {
              if (e.key === "Enter") navigate(view.path);
            }}
          >
            {view.path === active && <span className="shell-tab-dot" />}
            {t(view.title)}
            <CloseOutlined
              className="shell-tab-close"
              aria-label={t("tabs.close")}
              onClick={(e) => closeTab(view.path, e)}
            />
          </span>
        </LazyDropdown>
      ))}
    </div>
  );
}
