import { lazy, Suspense, useState } from "react";

const DeclarationDrawer = lazy(() => import("./declaration-drawer").then((m) => ({ default: m.DeclarationDrawer })));

/**
 * The read-only declaration drawer of the lists, its code (the drawer, its sections, the materials and the
 * timeline) loaded when a declaration is first opened rather than with the list, and kept so that it animates
 * closed.
 */
export function LazyDeclarationDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const [wanted, setWanted] = useState(false);
  if (id && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <DeclarationDrawer id={id} onClose={onClose} />
    </Suspense>
  );
}
