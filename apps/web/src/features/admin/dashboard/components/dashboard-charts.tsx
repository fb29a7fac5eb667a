import type { DashboardSummary } from "@zcps/contracts/api";
import { lazy, Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../../components/panel";
import type { ChartOption } from "../../../../lib/echart";
import { formatNumber } from "../../../../lib/format";
import { useNearViewport } from "../../../../lib/use-near-viewport";
import { usePreferences } from "../../../../stores/preferences";

// echarts is the heaviest dependency: its own chunk, loaded once the charts come near the screen (below the fold on a
// phone, so its first screen loads without it)
const EChart = lazy(() => import("../../../../lib/echart"));

/** A chart once it is near the screen; until then, and while echarts loads, the room it takes. */
function ChartSlot({ near, ...chart }: { near: boolean; option: ChartOption; height: number; label: string }) {
  const room = <div style={{ height: chart.height }} />;
  if (!near) return room;
  return (
    <Suspense fallback={room}>
      <EChart {...chart} />
    </Suspense>
  );
}

export function DashboardCharts({ summary }: { summary: DashboardSummary }) {
  const { t, i18n } = useTranslation();
  const color = usePreferences((s) => s.themeColor);
  const axisLabel = useMemo(() => ({ formatter: (v: number) => formatNumber(v, i18n.language) }), [i18n.language]);

  const departOption = useMemo(
    () => ({
      color: [color],
      tooltip: { trigger: "axis" },
      grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
      xAxis: { type: "value", minInterval: 1, axisLabel },
      yAxis: { type: "category", inverse: true, data: summary.usersByDepart.map((d) => d.name) },
      series: [
        { type: "bar", name: t("dashboard.users"), data: summary.usersByDepart.map((d) => d.value), barMaxWidth: 18 },
      ],
    }),
    [summary.usersByDepart, color, t, axisLabel],
  );

  const loginOption = useMemo(
    () => ({
      color: [color],
      tooltip: { trigger: "axis" },
      grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
      xAxis: { type: "category", boundaryGap: false, data: summary.loginsByDay.map((d) => d.day.slice(5)) },
      yAxis: { type: "value", minInterval: 1, axisLabel },
      series: [
        {
          type: "line",
          name: t("dashboard.logins"),
          areaStyle: { opacity: 0.15 },
          data: summary.loginsByDay.map((d) => d.value),
        },
      ],
    }),
    [summary.loginsByDay, color, t, axisLabel],
  );

  const chartHeight = Math.max(240, summary.usersByDepart.length * 28);
  const [host, near] = useNearViewport<HTMLDivElement>();
  return (
    <div className="dashboard-charts" ref={host}>
      <Panel title={t("dashboard.usersByDepart")}>
        {summary.usersByDepart.length ? (
          <ChartSlot near={near} option={departOption} height={chartHeight} label={t("dashboard.usersByDepart")} />
        ) : (
          <div className="dashboard-empty">{t("dashboard.noData")}</div>
        )}
      </Panel>
      <Panel title={t("dashboard.loginsByDay")}>
        {summary.loginsByDay.length ? (
          <ChartSlot near={near} option={loginOption} height={300} label={t("dashboard.loginsByDay")} />
        ) : (
          <div className="dashboard-empty">{t("dashboard.noData")}</div>
        )}
      </Panel>
    </div>
  );
}
