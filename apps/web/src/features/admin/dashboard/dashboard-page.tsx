import ProjectOutlined from "@ant-design/icons/es/icons/ProjectOutlined";
import RightOutlined from "@ant-design/icons/es/icons/RightOutlined";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Panel } from "../../../components/panel";
import { formatNumber } from "../../../lib/format";
import { queryClient } from "../../../lib/query-client";
import { dashboardQuery, useDashboard } from "./api/get-dashboard";
import { DashboardCharts } from "./components/dashboard-charts";
import { RolePanels } from "./components/role-panels";
import "./dashboard.css";

/** The first view's data (lib/area-page.ts): the dashboard's summary. */
export function prefetch() {
  void queryClient.prefetchQuery(dashboardQuery);
}

/**
 * The current project's dashboard, by role: to-dos, each role's panels (my declarations, my unit, the batch's
 * pipeline), and for the user administrator the figures (spec 9 abbreviations) and two charts.
 */
export default function DashboardPage() {
  const { t, i18n } = useTranslation();
  const { data, isLoading, isError } = useDashboard();

  if (isLoading) return <Panel>{t("shell.loading")}</Panel>;
  if (isError || !data) {
    return (
      <Panel>
        <span role="alert" className="dashboard-error">
          {t("request.failed")}
        </span>
      </Panel>
    );
  }

  return (
    <div className="dashboard" data-testid="dashboard">
      <Panel>
        <div className="dashboard-project">
          <ProjectOutlined />
          <strong>
            {data.project ? t("dashboard.project", { name: data.project.name }) : t("dashboard.noProject")}
          </strong>
        </div>
      </Panel>

      <Panel title={t("dashboard.todos")}>
        {data.todos.length === 0 ? (
          <span className="dashboard-muted">{t("dashboard.noTodos")}</span>
        ) : (
          <div className="dashboard-todos">
            {data.todos.map((todo) => (
              <Link key={todo.key} to={todo.path} className="dashboard-todo" data-testid={`todo-${todo.key}`}>
                <span>{t(`dashboard.todo.${todo.key}`, { defaultValue: todo.key })}</span>
                <span className="dashboard-todo-count">
                  <b className={todo.count > 0 ? "due" : undefined}>{formatNumber(todo.count, i18n.language)}</b>
                  <RightOutlined />
                </span>
              </Link>
            ))}
          </div>
        )}
      </Panel>

      <RolePanels panels={data.panels} />

      {data.figures.length > 0 ? (
        <Panel title={t("dashboard.figures")}>
          <dl className="dashboard-figures">
            {data.figures.map((figure) => (
              <div key={figure.key} className="dashboard-figure" data-testid={`figure-${figure.key}`}>
                <dt>{t(`dashboard.figure.${figure.key}`, { defaultValue: figure.key })}</dt>
                <dd title={String(figure.value)}>{formatNumber(figure.value, i18n.language)}</dd>
              </div>
            ))}
          </dl>
        </Panel>
      ) : null}

      {/* the user administrator's charts: nobody else gets empty charts */}
      {data.usersByDepart.length > 0 || data.loginsByDay.length > 0 ? <DashboardCharts summary={data} /> : null}
    </div>
  );
}
