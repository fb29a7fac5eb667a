import AppContext from "antd/es/app/context";
import { useContext } from "react";

/**
 * `App.useApp()` without importing antd's App component (which would bring
 * the modal machinery into the shell's first load). antd-root provides it.
 */
export function useAntdApp() {
  return useContext(AppContext);
}
