import AppContext from "antd/es/app/context";
import { useContext } from "react";

/**
 * `App.useApp()` (message, notification, modal) without importing antd's App
 * component, which would bring all three into a page's first load. The antd
 * root provides them, each loaded on first use.
 */
export function useAntdApp() {
  return useContext(AppContext);
}
