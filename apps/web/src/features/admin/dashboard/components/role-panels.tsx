import type { DashboardPanel, DashboardStateCount } from "@zcps/contracts/api";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Panel } from "../../../../components/panel";
import { formatNumber } from "../../../../lib/format";

/** The declarations of a batch by state, in pipeline order, each a bar as long as its share. */
function StateBars({ byState, testId }: { byState: DashboardStateCount[]; testId: string }) {
  const { t, i18n } = useTranslation();
  const largest = Math.max(1, ...byState.map((s) => s.count));
  if (byState.length === 0) return <span className="dashboard-muted">{t("dashboard.noDeclarations")}</span>;
  return (
    <ul className="dashboard-states" data-testid={testId}>
      {byState.map((s) => (
        <li key={s.state} data-state={s.state}>
          <span className="dashboard-state-name">{s.name}</span>
          <span className="dashboard-state-bar">
            <i style={{ width: `${(100 * s.count) / largest}%` }} />
          </span>
          <b>{formatNumber(s.count, i18n.language)}</b>
        </li>
      ))}
    </ul>
  );
}

function MyDeclarations({ panel }: { panel: Extract<DashboardPanel, { kind: "myDeclarations" }> }) {
  const { t } = useTranslation();
  return (
    <Panel title={t("dashboard.panel.myDeclarations")}>
      {panel.declarations.length === 0 ? (
        <div className="dashboard-muted">
          {t("dashboard.noOwnDeclaration")} <Link to="/zcps/userCenter">{t("dashboard.startDeclaration")}</Link>
        </div>
      ) : (
        <div className="dashboard-declarations">
          {panel.declarations.map((d) => (
            <Link key={d.id} to={d.path} className="dashboard-declaration" data-testid="my-declaration">
              <div className="dashboard-declaration-head">
                <strong>{d.titleName}</strong>
                <span className={`dashboard-status dashboard-status-${d.next}`}>{d.statusName}</span>
              </div>
              <div className="dashboard-muted">{d.batchName}</div>
              <div className="dashboard-next">
                {t(`dashboard.next.${d.next}`)}
                {d.comment ? (
                  <span className="dashboard-comment">{t("dashboard.comment", { comment: d.comment })}</span>
                ) : null}
              </div>
            </Link>
          ))}
        </div>
      )}
    </Panel>
  );
}

function UnitPanel({ panel }: { panel: Extract<DashboardPanel, { kind: "unit" }> }) {
  const { t, i18n } = useTranslation();
  return (
    <Panel title={t("dashboard.panel.unit", { batch: panel.batchName })}>
      <div className="dashboard-two">
        <div>
          <h4 className="dashboard-subtitle">{t("dashboard.byState")}</h4>
          <StateBars byState={panel.byState} testId="unit-states" />
        </div>
        <div>
          <h4 className="dashboard-subtitle">{t("dashboard.quota")}</h4>
          {panel.quota.length === 0 ? (
            <span className="dashboard-muted">{t("dashboard.noQuota")}</span>
          ) : (
            <table className="dashboard-quota" data-testid="unit-quota">
              <thead>
                <tr>
                  <th>{t("dashboard.quota.level")}</th>
                  <th>{t("dashboard.quota.allocated")}</th>
                  <th>{t("dashboard.quota.used")}</th>
                  <th>{t("dashboard.quota.left")}</th>
                </tr>
              </thead>
              <tbody>
                {panel.quota.map((q) => (
                  <tr key={q.level}>
                    <td>{q.levelName}</td>
                    <td>{formatNumber(q.allocated, i18n.language)}</td>
                    <td>{formatNumber(q.used, i18n.language)}</td>
                    <td className={q.left === 0 ? "dashboard-full" : undefined}>
                      {formatNumber(q.left, i18n.language)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </div>
      <Link to={panel.path} className="dashboard-more">
        {t("dashboard.openUnit")}
      </Link>
    </Panel>
  );
}

function PipelinePanel({ panel }: { panel: Extract<DashboardPanel, { kind: "pipeline" }> }) {
  const { t, i18n } = useTranslation();
  return (
    <Panel
      title={t("dashboard.panel.pipeline", { batch: panel.batchName, total: formatNumber(panel.total, i18n.language) })}
    >
      <StateBars byState={panel.byState} testId="pipeline-states" />
      <Link to={panel.path} className="dashboard-more">
        {t("dashboard.openDeclarations")}
      </Link>
    </Panel>
  );
}

/** Each role's own work on the home page: the declarant's declarations, a unit's, the batch's pipeline. */
export function RolePanels({ panels }: { panels: DashboardPanel[] }) {
  return (
    <>
      {panels.map((panel) => {
        switch (panel.kind) {
          case "myDeclarations":
            return <MyDeclarations key="mine" panel={panel} />;
          case "unit":
            return <UnitPanel key="unit" panel={panel} />;
          case "pipeline":
            return <PipelinePanel key="pipeline" panel={panel} />;
          default:
            return null;
        }
      })}
    </>
  );
}
