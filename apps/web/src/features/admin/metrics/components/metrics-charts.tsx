import type { MetricsPoint } from "@zcps/contracts/metrics";
import { lazy, Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../../components/panel";
import type { ChartOption } from "../../../../lib/echart";

// echarts is the heaviest dependency: its own chunk, loaded with this page
const EChart = lazy(() => import("../../../../lib/echart"));

const HEIGHT = 240;
const MB = 1024 * 1024;

type Line = { name: string; values: (number | null)[]; axis?: 0 | 1 };

const HOUR_MS = 3600_000;

/**
 * A line chart of the samples over the last hour (ending at the newest one); a second y-axis when a line asks for
 * one. A lone sample shows as a dot, since there is no line to draw yet.
 */
function lineOption(at: number[], lines: Line[], twoAxes: boolean): ChartOption {
  const end = at.at(-1) ?? Date.now();
  return {
    tooltip: { trigger: "axis" },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    xAxis: { type: "time", min: end - HOUR_MS, max: end, splitNumber: 6, axisLabel: { hideOverlap: true } },
    yAxis: twoAxes ? [{ type: "value" }, { type: "value", splitLine: { show: false } }] : { type: "value" },
    series: lines.map((line) => ({
      type: "line",
      name: line.name,
      showSymbol: at.length < 2,
      yAxisIndex: line.axis ?? 0,
      data: line.values.map((value, i) => [at[i], value]),
    })),
  };
}

/** The last hour as three graphs: traffic, latency, the process. */
export function MetricsCharts({ points }: { points: MetricsPoint[] }) {
  const { t } = useTranslation();
  const options = useMemo(() => {
    const at = points.map((p) => Date.parse(p.at));
    const pick = (f: (p: MetricsPoint) => number | null) => points.map(f);
    return {
      traffic: lineOption(
        at,
        [
          { name: t("metrics.series.rate"), values: pick((p) => p.requestsPerSecond) },
          {
            name: t("metrics.series.errorRate"),
            values: pick((p) => (p.errorRate === null ? null : p.errorRate * 100)),
            axis: 1,
          },
        ],
        true,
      ),
      latency: lineOption(
        at,
        [
          { name: "P50", values: pick((p) => p.p50Ms) },
          { name: "P95", values: pick((p) => p.p95Ms) },
          { name: "P99", values: pick((p) => p.p99Ms) },
        ],
        false,
      ),
      process: lineOption(
        at,
        [
          { name: t("metrics.series.heap"), values: pick((p) => Math.round(p.heapUsedBytes / MB)) },
          { name: t("metrics.series.rss"), values: pick((p) => Math.round(p.rssBytes / MB)) },
          { name: t("metrics.series.eventLoop"), values: pick((p) => p.eventLoopDelayMs), axis: 1 },
        ],
        true,
      ),
    };
  }, [points, t]);

  const charts = [
    { key: "traffic", title: t("metrics.chart.traffic"), option: options.traffic },
    { key: "latency", title: t("metrics.chart.latency"), option: options.latency },
    { key: "process", title: t("metrics.chart.process"), option: options.process },
  ];
  return (
    <div className="metrics-charts">
      {charts.map((chart) => (
        <Panel key={chart.key} title={chart.title} testId={`metrics-chart-${chart.key}`}>
          <Suspense fallback={<div style={{ height: HEIGHT }} />}>
            <EChart option={chart.option} height={HEIGHT} label={chart.title} />
          </Suspense>
        </Panel>
      ))}
    </div>
  );
}
