import Timeline from "antd/es/timeline";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import dayjs from "../../../../lib/dayjs";
import { DecisionText } from "../../kit/declaration-labels";
import { useCheckLog } from "../api/find-check-log";

/** The declaration's decisions, oldest first (sys/findCheckLog). */
export function StatusTimeline({ declarationId }: { declarationId: string }) {
  const { t, i18n } = useTranslation();
  const log = useCheckLog(declarationId, i18n.language);
  const rows = log.data ?? [];
  if (rows.length === 0) return <Typography.Text type="secondary">{t("declare.home.noTimeline")}</Typography.Text>;
  return (
    <Timeline
      items={rows.map((row) => ({
        key: row.id,
        color: row.toStatus === "RETURNED" ? "orange" : "blue",
        children: (
          <div data-testid="timeline-entry">
            <Typography.Text strong>
              {row.eventName} → {row.toStatusName}
            </Typography.Text>
            <div>
              <Typography.Text type="secondary">
                {dayjs(row.createdAt).format("YYYY-MM-DD HH:mm")} · {row.actorName ?? row.actorRole}
              </Typography.Text>
            </div>
            <DecisionText decision={row} />
            {row.failedRules.length > 0 ? (
              <div data-testid="failed-rules">
                {t("declare.home.failedRules", { rules: row.failedRules.join(t("declare.home.ruleSeparator")) })}
              </div>
            ) : null}
          </div>
        ),
      }))}
    />
  );
}
