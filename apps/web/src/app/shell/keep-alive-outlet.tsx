import { Activity, type ReactNode, Suspense, useRef } from "react";
import { useLocation, useOutlet } from "react-router";
import { useTabs, viewPath } from "../../stores/tabs";
import { ErrorBoundary } from "../error-boundary";
import { ProgressBar } from "../progress-bar";
import PageProviders from "./page-providers";

/**
 * Keeps the views of open tabs alive with React's <Activity>: a hidden view
 * keeps its state (filters, pages, scroll); closing its tab drops it (spec 4).
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const active = viewPath(location.pathname, location.search);
  const cached = useTabs((s) => s.cached);
  const views = useRef(new Map<string, ReactNode>());

  views.current.set(active, outlet);
  for (const key of views.current.keys()) {
    if (key !== active && !cached.includes(key)) views.current.delete(key);
  }

  return (
    <PageProviders>
      {[...views.current].map(([key, view]) => (
        <Activity key={key} mode={key === active ? "visible" : "hidden"}>
          <ErrorBoundary>
            <Suspense fallback={<ProgressBar />}>{view}</Suspense>
          </ErrorBoundary>
        </Activity>
      ))}
    </PageProviders>
  );
}
