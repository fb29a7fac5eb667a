import AppContext from "antd/es/app/context";
import ConfigProvider from "antd/es/config-provider";
import enUS from "antd/es/locale/en_US";
import zhCN from "antd/es/locale/zh_CN";
import useMessage from "antd/es/message/useMessage";
import type { HookAPI } from "antd/es/modal/useModal";
import useNotification from "antd/es/notification/useNotification";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { registerFeedback } from "../lib/feedback";
import { usePreferences } from "../stores/preferences";
import { createLazyModal } from "./lazy-modal";

const ModalHolder = lazy(() => import("./modal-holder"));

/**
 * What antd's <App> provides (`App.useApp()`: message, notification, modal),
 * with the modal part loaded on first use to keep the shell's first load small.
 * The request layer gets the same message and notification instances.
 */
function AppFeedback({ children }: { children: React.ReactNode }) {
  const [message, messageHolder] = useMessage();
  const [notification, notificationHolder] = useNotification();
  const [modalWanted, setModalWanted] = useState(false);
  const waiting = useRef<Array<(api: HookAPI) => void>>([]);
  const ready = useRef<HookAPI | null>(null);

  const modal = useMemo(
    () =>
      createLazyModal(
        () =>
          new Promise<HookAPI>((resolve) => {
            if (ready.current) return resolve(ready.current);
            waiting.current.push(resolve);
            setModalWanted(true);
          }),
      ),
    [],
  );
  const onModalReady = useCallback((api: HookAPI) => {
    ready.current = api;
    for (const resolve of waiting.current.splice(0)) resolve(api);
  }, []);

  useEffect(() => registerFeedback(message, notification), [message, notification]);
  const value = useMemo(() => ({ message, notification, modal }), [message, notification, modal]);

  return (
    <AppContext.Provider value={value}>
      {messageHolder}
      {notificationHolder}
      {modalWanted && (
        <Suspense fallback={null}>
          <ModalHolder onReady={onModalReady} />
        </Suspense>
      )}
      {children}
    </AppContext.Provider>
  );
}

/** The body's font stack (styles.css), so antd text matches the plain pages. */
const FONT_FAMILY =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif';

/**
 * antd for every page but the login page, which stays light (bundle budget):
 * theme colour (spec 4, default #409EFF), locale and UI size medium (spec 9).
 */
export default function AntdRoot() {
  const { i18n } = useTranslation();
  const themeColor = usePreferences((s) => s.themeColor);
  return (
    <ConfigProvider
      locale={i18n.language === "en" ? enUS : zhCN}
      componentSize="middle"
      theme={{ token: { colorPrimary: themeColor, colorInfo: themeColor, borderRadius: 4, fontFamily: FONT_FAMILY } }}
    >
      <AppFeedback>
        <Outlet />
      </AppFeedback>
    </ConfigProvider>
  );
}
