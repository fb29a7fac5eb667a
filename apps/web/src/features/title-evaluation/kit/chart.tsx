import { lazy, Suspense } from "react";
import type { ChartOption } from "../../../lib/echart";

// echarts is the heaviest dependency: its own chunk, loaded with the first chart
const EChart = lazy(() => import("../../../lib/echart"));

/** A lazily loaded chart, or the empty text when there is nothing to draw. */
export function Chart({
  option,
  label,
  height = 300,
  empty,
  emptyText,
  onClick,
}: {
  option: ChartOption;
  label: string;
  height?: number;
  empty: boolean;
  emptyText: string;
  onClick?: (params: { name: string; seriesName?: string; dataIndex: number; seriesIndex?: number }) => void;
}) {
  if (empty)
    return <div style={{ padding: "32px 0", textAlign: "center", color: "rgba(0, 0, 0, 0.45)" }}>{emptyText}</div>;
  return (
    <Suspense fallback={<div style={{ height }} />}>
      <EChart option={option} label={label} height={height} onClick={onClick} />
    </Suspense>
  );
}
