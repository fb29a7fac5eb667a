import i18n, { languageReady } from "./i18n";
import "./app/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { bootstrapFromQuery } from "./app/bootstrap";
import { ErrorBoundary } from "./app/error-boundary";
import { createAppRouter } from "./app/router";
import { installGlobalErrorHandlers } from "./stores/error-log";

installGlobalErrorHandlers();
document.documentElement.lang = i18n.language;
i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
  document.title = i18n.t("app.title");
});

const root = document.getElementById("root");
if (root) {
  void Promise.all([bootstrapFromQuery(), languageReady]).then(([proceed]) => {
    document.title = i18n.t("app.title");
    if (!proceed) return;
    createRoot(root).render(
      <StrictMode>
        <ErrorBoundary>
          <RouterProvider router={createAppRouter()} />
        </ErrorBoundary>
      </StrictMode>,
    );
  });
}
