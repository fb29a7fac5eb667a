import AppContext from "antd/es/app/context";
import ConfigProvider from "antd/es/config-provider";
import enUS from "antd/es/locale/en_US";
import zhCN from "antd/es/locale/zh_CN";
import { type ReactElement, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { registerFeedback } from "../lib/feedback";
import { usePreferences } from "../stores/preferences";
import { createLazyMessage, createLazyModal, createLazyNotification } from "./lazy-feedback";

/** antd's feedback hooks: `useMessage`, `useNotification`, `useModal`. */
type FeedbackHook<Api> = () => readonly [Api, ReactElement];

/** Renders a feedback hook's holder and hands its API back. */
function FeedbackHolder<Api>({ useApi, onReady }: { useApi: FeedbackHook<Api>; onReady: (api: Api) => void }) {
  const [api, holder] = useApi();
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}

/**
 * A feedback hook loaded and mounted on the first request; `request`
 * resolves with its API once the holder is mounted.
 */
function useLazyFeedback<Api>(load: () => Promise<{ default: FeedbackHook<Api> }>) {
  const [hook, setHook] = useState<{ useApi: FeedbackHook<Api> } | null>(null);
  const ready = useRef<{ api: Promise<Api>; resolve: (api: Api) => void } | null>(null);
  const request = useCallback(() => {
    if (!ready.current) {
      let resolve: (api: Api) => void = () => undefined;
      const api = new Promise<Api>((r) => {
        resolve = r;
      });
      ready.current = { api, resolve };
      void load().then((module) => setHook({ useApi: module.default }));
    }
    return ready.current.api;
  }, [load]);
  const onReady = useCallback((api: Api) => ready.current?.resolve(api), []);
  const holder = hook && <FeedbackHolder useApi={hook.useApi} onReady={onReady} />;
  return [request, holder] as const;
}

const loadMessage = () => import("antd/es/message/useMessage");
const loadNotification = () => import("antd/es/notification/useNotification");
const loadModal = () => import("antd/es/modal/useModal");

/**
 * What antd's <App> provides (`App.useApp()`: message, notification, modal),
 * each loaded on first use to keep every page's first load small. The
 * request layer gets the same message and notification.
 */
function AppFeedback({ children }: { children: React.ReactNode }) {
  const [requestMessage, messageHolder] = useLazyFeedback(loadMessage);
  const [requestNotification, notificationHolder] = useLazyFeedback(loadNotification);
  const [requestModal, modalHolder] = useLazyFeedback(loadModal);
  const value = useMemo(
    () => ({
      message: createLazyMessage(requestMessage),
      notification: createLazyNotification(requestNotification),
      modal: createLazyModal(requestModal),
    }),
    [requestMessage, requestNotification, requestModal],
  );
  useEffect(() => registerFeedback(value.message, value.notification), [value]);

  return (
    <AppContext.Provider value={value}>
      {messageHolder}
      {notificationHolder}
      {modalHolder}
      {children}
    </AppContext.Provider>
  );
}

/** The body's font stack (styles.css), so antd text matches the plain pages. */
const FONT_FAMILY =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif';

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** Whether the person asked their system for less motion (and follows a change of mind). */
function useReducedMotion() {
  const [reduced, setReduced] = useState(() => window.matchMedia?.(REDUCED_MOTION).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(REDUCED_MOTION);
    if (!query) return;
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduced;
}

/**
 * antd for every page but the login page, which stays light (bundle budget):
 * theme colour (spec 4, default #409EFF), locale and UI size medium (spec 9). Dialogs, menus and pop-ups open
 * without animation for a person whose system asks for reduced motion.
 */
export default function AntdRoot() {
  const { i18n } = useTranslation();
  const themeColor = usePreferences((s) => s.themeColor);
  const reducedMotion = useReducedMotion();
  // one object while the colour and motion stay: a new one makes every antd component hash the tokens again
  const theme = useMemo(
    () => ({
      token: {
        colorPrimary: themeColor,
        colorInfo: themeColor,
        borderRadius: 4,
        fontFamily: FONT_FAMILY,
        motion: !reducedMotion,
      },
    }),
    [themeColor, reducedMotion],
  );
  return (
    <ConfigProvider locale={i18n.language === "en" ? enUS : zhCN} componentSize="middle" theme={theme}>
      <AppFeedback>
        <Outlet />
      </AppFeedback>
    </ConfigProvider>
  );
}
