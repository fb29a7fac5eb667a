import type { HookAPI } from "antd/es/modal/useModal";

/**
 * antd's `App.useApp().modal`, loaded on first use: the modal machinery is
 * not needed to draw the shell. Calls made before the holder mounted wait for
 * it; their handles forward `update`, `destroy` and the confirm result.
 */
type Method = "info" | "success" | "error" | "warning" | "confirm";
type Config = Parameters<HookAPI["confirm"]>[0];
type Handle = ReturnType<HookAPI["confirm"]>;

export function createLazyModal(request: () => Promise<HookAPI>): HookAPI {
  const call =
    (method: Method) =>
    (config: Config): Handle => {
      // boxed: the handle is itself a thenable and would otherwise be awaited
      const real = request().then((api) => ({ handle: api[method](config) }));
      const handle = {
        destroy: () => void real.then(({ handle }) => handle.destroy()),
        update: (next: Parameters<Handle["update"]>[0]) => void real.then(({ handle }) => handle.update(next)),
        // biome-ignore lint/suspicious/noThenProperty: antd's modal handle is a thenable resolving to the confirm result
        then: <T>(resolve: (confirmed: boolean) => T, reject: VoidFunction) =>
          real.then(({ handle }) => handle.then(resolve, reject)),
      };
      return handle as unknown as Handle;
    };
  return {
    info: call("info"),
    success: call("success"),
    error: call("error"),
    warning: call("warning"),
    confirm: call("confirm"),
  };
}
