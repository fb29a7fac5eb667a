import type { TraceSpan } from "@zcps/contracts/traces";
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";

/** each span's depth below the root; the spans come parents first */
function depths(spans: TraceSpan[]): Map<string, number> {
  const depth = new Map<string, number>();
  for (const span of spans) {
    const parent = span.parentSpanId ? depth.get(span.parentSpanId) : undefined;
    depth.set(span.spanId, parent === undefined ? 0 : parent + 1);
  }
  return depth;
}

const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);

/**
 * One trace as a waterfall: a row per span, nested under its parent, its bar placed at its start and as long as it
 * took, on the scale of the whole trace. Database spans are named by their statement's head.
 */
export function TraceWaterfall({ spans }: { spans: TraceSpan[] }) {
  const { t } = useTranslation();
  const total = Math.max(...spans.map((s) => s.startOffsetMs + s.durationMs), 0.001);
  const depth = depths(spans);
  return (
    <div className="trace-waterfall" data-testid="trace-waterfall">
      <div className="trace-waterfall-scale" aria-hidden>
        <span>0</span>
        <span>{ms(total / 2)} ms</span>
        <span>{ms(total)} ms</span>
      </div>
      {spans.map((span) => {
        const isDb = span.kind === "client";
        const left = (span.startOffsetMs / total) * 100;
        const width = Math.max((span.durationMs / total) * 100, 0.4);
        const timing = t("traces.span.at", { start: ms(span.startOffsetMs), duration: ms(span.durationMs) });
        return (
          <div className="trace-row" key={span.spanId} data-testid="trace-span" title={timing}>
            <div className="trace-label" style={{ paddingLeft: (depth.get(span.spanId) ?? 0) * 16 }}>
              <Tag color={isDb ? "purple" : "blue"}>{isDb ? t("traces.span.db") : t("traces.span.http")}</Tag>
              <span className="trace-name">{span.name}</span>
            </div>
            <div className="trace-track">
              <div
                className={`trace-bar${isDb ? " trace-bar-db" : ""}${span.error ? " trace-bar-error" : ""}`}
                style={{ left: `${Math.min(left, 99.6)}%`, width: `${Math.min(width, 100 - Math.min(left, 99.6))}%` }}
              />
              <span className="trace-duration">{ms(span.durationMs)} ms</span>
            </div>
            {span.error && <div className="trace-error">{t("traces.span.error", { message: span.error })}</div>}
          </div>
        );
      })}
    </div>
  );
}
