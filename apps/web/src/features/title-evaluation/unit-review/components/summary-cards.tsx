import { DECLARATION_STATES } from "@zcps/contracts/zcps/machine";
import type { QuotaUse } from "@zcps/contracts/zcps/unit-review/api";
import Card from "antd/es/card";
import Flex from "antd/es/flex";
import Progress from "antd/es/progress";
import Statistic from "antd/es/statistic";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import { StateTag, useLabels } from "../../kit/declaration-labels";

/** A state's place in the machine's order (unknown ones last). */
const order = (state: string) => {
  const i = (DECLARATION_STATES as readonly string[]).indexOf(state);
  return i < 0 ? DECLARATION_STATES.length : i;
};

/** How many of the unit's declarations are in each state, as small cards (only the states that occur). */
export function StateCounts({ counts }: { counts: Partial<Record<string, number>> }) {
  const { t } = useTranslation();
  const entries = Object.entries(counts)
    .filter(([, n]) => (n ?? 0) > 0)
    .sort(([a], [b]) => order(a) - order(b));
  const total = entries.reduce((sum, [, n]) => sum + (n ?? 0), 0);
  return (
    <Flex gap={12} wrap data-testid="state-counts">
      <Card size="small" style={{ minWidth: 120 }}>
        <Statistic title={t("unitReview.total")} value={total} />
      </Card>
      {entries.map(([state, n]) => (
        <Card size="small" key={state} style={{ minWidth: 120 }}>
          <Statistic title={<StateTag state={state} />} value={n ?? 0} />
        </Card>
      ))}
    </Flex>
  );
}

/** The unit's quota per level (and track): used of allocated, with what is left. */
export function QuotaCards({
  quotas,
  planned,
}: {
  quotas: (QuotaUse & { planned?: number; over?: boolean })[];
  planned?: boolean;
}) {
  const { t } = useTranslation();
  const labels = useLabels();
  if (quotas.length === 0) return <Typography.Text type="secondary">{t("unitReview.noQuota")}</Typography.Text>;
  return (
    <Flex gap={12} wrap align="center" data-testid="quota-cards">
      <Typography.Text type="secondary">{t("unitReview.quotaTitle")}</Typography.Text>
      {quotas.map((q) => {
        const used = planned ? (q.planned ?? 0) + q.used : q.used;
        return (
          <Card size="small" key={`${q.level}:${q.trackCode}`} style={{ width: 220 }}>
            <Typography.Text strong>
              {labels.level(q.level)}
              {q.trackCode ? ` · ${q.trackCode}` : ""}
            </Typography.Text>
            <div>
              <Typography.Text type={q.over ? "danger" : undefined}>
                {t("unitReview.quotaUse", { used, allocated: q.allocated })}
              </Typography.Text>
            </div>
            <Progress
              percent={q.allocated ? Math.min(100, Math.round((used / q.allocated) * 100)) : 0}
              status={q.over || used > q.allocated ? "exception" : "normal"}
              showInfo={false}
              size="small"
            />
          </Card>
        );
      })}
    </Flex>
  );
}
