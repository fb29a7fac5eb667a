import { Activity, type ReactNode, Suspense, useDeferredValue, useRef } from "react";
import { useLocation, useOutlet } from "react-router";
import { useTabs, viewPath } from "../../stores/tabs";
import { ErrorBoundary } from "../error-boundary";
import { ProgressBar } from "../progress-bar";
import PageProviders from "./page-providers";

/**
 * Keeps the views of open tabs alive with React's <Activity>: a hidden view
 * keeps its state (filters, pages, scroll); closing its tab drops it (spec 4).
 *
 * On the shell's first draw the page follows in a render of its own, at once: the shell and the page in one commit
 * are one long task (their layouts are measured together). The page's code is already in (its route loads it).
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const active = viewPath(location.pathname, location.search);
  const cached = useTabs((s) => s.cached);
  const views = useRef(new Map<string, ReactNode>());
  const shellDrawn = useDeferredValue(true, false);

  views.current.set(active, outlet);
  for (const key of views.current.keys()) {
    if (key !== active && !cached.includes(key)) views.current.delete(key);
  }

  return (
    <PageProviders>
      {shellDrawn &&
        [...views.current].map(([key, view]) => (
          <Activity key={key} mode={key === active ? "visible" : "hidden"}>
            <ErrorBoundary>
              <Suspense fallback={<ProgressBar />}>{view}</Suspense>
            </ErrorBoundary>
          </Activity>
        ))}
    </PageProviders>
  );
}
