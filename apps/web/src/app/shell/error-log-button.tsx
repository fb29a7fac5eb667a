import { lazy, Suspense } from "react";
import { useErrorLog } from "../../stores/error-log";

// the button and its table load only once something was logged
const ErrorLogControl = lazy(() => import("./error-log-control"));

/** Developer error log (spec 2): the button exists only once something was logged. */
export function ErrorLogButton() {
  const count = useErrorLog((s) => s.logs.length);
  if (count === 0) return null;
  return (
    <Suspense fallback={null}>
      <ErrorLogControl count={count} />
    </Suspense>
  );
}
