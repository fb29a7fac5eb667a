import { useCallback } from "react";
import { useSession } from "../stores/session";

/** The one permission seam (spec 6): true when the user holds the menu or element code. */
export function useCan(): (code: string) => boolean {
  const menus = useSession((s) => s.menus);
  const elements = useSession((s) => s.elements);
  return useCallback((code: string) => Boolean(elements[code] || menus[code]), [menus, elements]);
}
