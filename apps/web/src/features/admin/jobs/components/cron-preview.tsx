import type { CronPreview as Preview } from "@zcps/contracts/jobs";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";

/** "2026-11-23 周一 02:00" on the wall clock of the zone the server evaluates cron expressions in. */
function formatInZone(iso: string, timeZone: string, language: string): string {
  const parts = new Intl.DateTimeFormat(language.startsWith("en") ? "en-GB" : "zh-CN", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("weekday")} ${part("hour")}:${part("minute")}`;
}

export function CronPreviewList({ preview }: { preview: Preview }) {
  const { t, i18n } = useTranslation();
  return (
    <div data-testid="cron-preview">
      <Typography.Text type="secondary">{t("jobs.preview", { zone: preview.timeZone })}</Typography.Text>
      <ol style={{ margin: "4px 0 0", paddingInlineStart: 24 }}>
        {preview.times.map((time) => (
          <li key={time}>
            <Typography.Text>{formatInZone(time, preview.timeZone, i18n.language)}</Typography.Text>
          </li>
        ))}
      </ol>
    </div>
  );
}
