import { Component, type ErrorInfo, type ReactNode, useEffect } from "react";
import { useRouteError } from "react-router";
import i18n from "../i18n";
import { useErrorLog } from "../stores/error-log";

/** Records render errors (error, component stack, URL) for the error log and prints them (spec 8). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    useErrorLog.getState().record(error, info.componentStack ?? "");
  }

  render() {
    if (this.state.failed) return <LoadFailed onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}

/** Plain markup on purpose: this fallback must render even when a component chunk failed to load. */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="load-failed">
      <p>{i18n.t("page.loadFailed")}</p>
      <button type="button" onClick={onRetry}>
        {i18n.t("page.reload")}
      </button>
    </div>
  );
}

/** The router's error element: a loader or a lazy import failed. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => useErrorLog.getState().record(error, "route"), [error]);
  return <LoadFailed onRetry={() => window.location.reload()} />;
}
