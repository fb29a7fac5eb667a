import type { MessageInstance, MessageType } from "antd/es/message/interface";
import type { HookAPI } from "antd/es/modal/useModal";
import type { NotificationInstance } from "antd/es/notification/interface";

/**
 * antd's `App.useApp()` APIs (message, notification, modal), loaded on first
 * use: none of them is needed to draw a page. Calls made before the holder
 * mounted wait for it; the handles they return forward to the real ones.
 */

type ModalMethod = "info" | "success" | "error" | "warning" | "confirm";
type ModalConfig = Parameters<HookAPI["confirm"]>[0];
type ModalHandle = ReturnType<HookAPI["confirm"]>;

export function createLazyModal(request: () => Promise<HookAPI>): HookAPI {
  const call =
    (method: ModalMethod) =>
    (config: ModalConfig): ModalHandle => {
      // boxed: the handle is itself a thenable and would otherwise be awaited
      const real = request().then((api) => ({ handle: api[method](config) }));
      const handle = {
        destroy: () => void real.then(({ handle }) => handle.destroy()),
        update: (next: Parameters<ModalHandle["update"]>[0]) => void real.then(({ handle }) => handle.update(next)),
        // biome-ignore lint/suspicious/noThenProperty: antd's modal handle is a thenable resolving to the confirm result
        then: <T>(resolve: (confirmed: boolean) => T, reject: VoidFunction) =>
          real.then(({ handle }) => handle.then(resolve, reject)),
      };
      return handle as unknown as ModalHandle;
    };
  return {
    info: call("info"),
    success: call("success"),
    error: call("error"),
    warning: call("warning"),
    confirm: call("confirm"),
  };
}

type MessageMethod = "info" | "success" | "error" | "warning" | "loading" | "open";

export function createLazyMessage(request: () => Promise<MessageInstance>): MessageInstance {
  const call =
    (method: MessageMethod) =>
    (...args: unknown[]): MessageType => {
      // boxed: the real close function is a thenable too
      const real = request().then((api) => ({ close: (api[method] as (...a: unknown[]) => MessageType)(...args) }));
      const close = () => void real.then(({ close }) => close());
      // biome-ignore lint/suspicious/noThenProperty: antd's message handle is a thenable resolving when it closes
      close.then = <T>(resolve: (closed: boolean) => T, reject?: (reason: unknown) => T) =>
        real.then(({ close }) => close.then(resolve, reject));
      return close as unknown as MessageType;
    };
  return {
    info: call("info"),
    success: call("success"),
    error: call("error"),
    warning: call("warning"),
    loading: call("loading"),
    open: call("open"),
    destroy: (key) => void request().then((api) => api.destroy(key)),
  };
}

export function createLazyNotification(request: () => Promise<NotificationInstance>): NotificationInstance {
  const call =
    (method: Exclude<keyof NotificationInstance, "destroy">) => (args: Parameters<NotificationInstance["open"]>[0]) =>
      void request().then((api) => api[method](args));
  return {
    info: call("info"),
    success: call("success"),
    error: call("error"),
    warning: call("warning"),
    open: call("open"),
    destroy: (key) => void request().then((api) => api.destroy(key)),
  };
}
