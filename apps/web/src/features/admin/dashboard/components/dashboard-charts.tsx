import type { DashboardSummary } from "@zcps/contracts/api";
import { lazy, Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../../components/panel";
import type { ChartOption } from "../../../../lib/echart";
import { formatNumber } from "../../../../lib/format";
import { useLocalName } from "../../../../lib/use-local-name";
import { useNearViewport } from "../../../../lib/use-near-viewport";
import { usePreferences } from "../../../../stores/preferences";

// echarts is the heaviest dependency: its own chunk, loaded once the charts come near the screen (below the fold on a
// phone, so its first screen loads without it)
const EChart = lazy(() => import("../../../../lib/echart"));

type Row = { name: string; value: number };

/**
 * A chart once it is near the screen; until then, and while echarts loads, the room it takes. Its figures are also a
 * table that only a screen reader reads, since the canvas holds them as pixels.
 */
function ChartSlot({
  near,
  rows,
  ...chart
}: {
  near: boolean;
  rows: Row[];
  option: ChartOption;
  height: number;
  label: string;
}) {
  const room = <div style={{ height: chart.height }} />;
  return (
    <>
      {near ? (
        <Suspense fallback={room}>
          <EChart {...chart} />
        </Suspense>
      ) : (
        room
      )}
      {/* a table is as wide as its text whatever its width says: the box around it is what hides it */}
      <div className="visually-hidden">
        <table>
          <caption>{chart.label}</caption>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.name}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function DashboardCharts({ summary }: { summary: DashboardSummary }) {
  const { t, i18n } = useTranslation();
  const color = usePreferences((s) => s.themeColor);
  const localName = useLocalName();
  const axisLabel = useMemo(() => ({ formatter: (v: number) => formatNumber(v, i18n.language) }), [i18n.language]);

  const departRows = useMemo(
    () => summary.usersByDepart.map((d) => ({ name: localName(d.name, d.nameEn), value: d.value })),
    [summary.usersByDepart, localName],
  );
  const loginRows = useMemo(
    () => summary.loginsByDay.map((d) => ({ name: d.day.slice(5), value: d.value })),
    [summary.loginsByDay],
  );
  const departOption = useMemo(
    () => ({
      color: [color],
      tooltip: { trigger: "axis" },
      grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
      xAxis: { type: "value", minInterval: 1, axisLabel },
      yAxis: { type: "category", inverse: true, data: departRows.map((d) => d.name) },
      series: [{ type: "bar", name: t("dashboard.users"), data: departRows.map((d) => d.value), barMaxWidth: 18 }],
    }),
    [departRows, color, t, axisLabel],
  );

  const loginOption = useMemo(
    () => ({
      color: [color],
      tooltip: { trigger: "axis" },
      grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
      xAxis: { type: "category", boundaryGap: false, data: loginRows.map((d) => d.name) },
      yAxis: { type: "value", minInterval: 1, axisLabel },
      series: [
        {
          type: "line",
          name: t("dashboard.logins"),
          areaStyle: { opacity: 0.15 },
          data: loginRows.map((d) => d.value),
        },
      ],
    }),
    [loginRows, color, t, axisLabel],
  );

  const chartHeight = Math.max(240, summary.usersByDepart.length * 28);
  const [host, near] = useNearViewport<HTMLDivElement>();
  return (
    <div className="dashboard-charts" ref={host}>
      <Panel title={t("dashboard.usersByDepart")}>
        {summary.usersByDepart.length ? (
          <ChartSlot
            near={near}
            rows={departRows}
            option={departOption}
            height={chartHeight}
            label={t("dashboard.usersByDepart")}
          />
        ) : (
          <div className="dashboard-empty">{t("dashboard.noData")}</div>
        )}
      </Panel>
      <Panel title={t("dashboard.loginsByDay")}>
        {summary.loginsByDay.length ? (
          <ChartSlot
            near={near}
            rows={loginRows}
            option={loginOption}
            height={300}
            label={t("dashboard.loginsByDay")}
          />
        ) : (
          <div className="dashboard-empty">{t("dashboard.noData")}</div>
        )}
      </Panel>
    </div>
  );
}
