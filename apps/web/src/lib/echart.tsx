import { BarChart, LineChart, PieChart } from "echarts/charts";
import { GridComponent, LegendComponent, TooltipComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { CanvasRenderer } from "echarts/renderers";
import { useEffect, useRef } from "react";

// modular imports: only the chart types the console draws (bars, lines, pies); load this module lazily, it is heavy
echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export type ChartOption = echarts.EChartsCoreOption;

/** An echarts canvas that follows its container's size; `onClick` hears a click on a bar or slice. */
export default function EChart({
  option,
  height = 300,
  label,
  onClick,
}: {
  option: ChartOption;
  height?: number;
  label: string;
  onClick?: (params: { name: string; seriesName?: string; dataIndex: number; seriesIndex?: number }) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    if (!host.current) return;
    const instance = echarts.init(host.current);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(host.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  useEffect(() => {
    const instance = chart.current;
    if (!instance || !onClick) return;
    instance.on("click", onClick as (params: unknown) => void);
    return () => {
      instance.off("click");
    };
  }, [onClick]);

  return <div ref={host} role="img" aria-label={label} style={{ width: "100%", height }} />;
}
