import type { DropdownProps } from "antd/es/dropdown";
import { cloneElement, lazy, type MouseEvent, type ReactElement, Suspense, useEffect, useRef, useState } from "react";

// the dropdown and its menu are not needed to draw the shell: they load on the first click or right-click
const Dropdown = lazy(() => import("antd/es/dropdown"));

type Trigger = "click" | "contextMenu";
type TriggerHandlers = { onClick?: (event: MouseEvent) => void; onContextMenu?: (event: MouseEvent) => void };

interface LazyDropdownProps extends Omit<DropdownProps, "trigger" | "open" | "onOpenChange" | "children"> {
  trigger: Trigger;
  /** the trigger element; it (or the element it wraps) must pass onClick / onContextMenu on */
  children: ReactElement<TriggerHandlers>;
}

/**
 * antd's Dropdown with one trigger, loaded on first use. Until then the
 * trigger is drawn alone; the first click opens the menu once it has loaded,
 * and the first right-click is replayed where it happened, so a context menu
 * opens at the pointer as it always does.
 */
export function LazyDropdown({ trigger, children, ...props }: LazyDropdownProps) {
  const [first, setFirst] = useState<{ x: number; y: number } | null>(null);
  if (!first) {
    const handler = trigger === "click" ? "onClick" : "onContextMenu";
    return cloneElement(children, {
      [handler]: (event: MouseEvent) => {
        children.props[handler]?.(event);
        // the native context menu stays closed; the replayed event opens ours
        if (trigger === "contextMenu") event.preventDefault();
        setFirst({ x: event.clientX, y: event.clientY });
      },
    });
  }
  return (
    <Suspense fallback={children}>
      {trigger === "click" ? (
        <OpenedDropdown {...props}>{children}</OpenedDropdown>
      ) : (
        <>
          <Dropdown {...props} trigger={["contextMenu"]}>
            {children}
          </Dropdown>
          <ReplayContextMenu at={first} />
        </>
      )}
    </Suspense>
  );
}

/** A click dropdown that starts open: the click that loaded it asked for the menu. */
function OpenedDropdown(props: Omit<DropdownProps, "trigger" | "open" | "onOpenChange">) {
  const [open, setOpen] = useState(true);
  return <Dropdown {...props} trigger={["click"]} open={open} onOpenChange={setOpen} />;
}

/** Mounted with the loaded dropdown: sends the first right-click again to the element under the pointer. */
function ReplayContextMenu({ at }: { at: { x: number; y: number } }) {
  // once: a second replay would close the menu again (development mode runs effects twice)
  const replayed = useRef(false);
  useEffect(() => {
    if (replayed.current) return;
    replayed.current = true;
    const target = document.elementFromPoint(at.x, at.y);
    target?.dispatchEvent(
      new window.MouseEvent("contextmenu", {
        bubbles: true,
        cancelable: true,
        clientX: at.x,
        clientY: at.y,
        button: 2,
      }),
    );
  }, [at]);
  return null;
}
