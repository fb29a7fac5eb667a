import type { ChecklistItem, TeamCheckRow } from "@zcps/contracts/zcps/team-review/api";
import Empty from "antd/es/empty";
import Space from "antd/es/space";
import Tag from "antd/es/tag";
import Timeline from "antd/es/timeline";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import dayjs from "../../../../lib/dayjs";
import { DecisionTag } from "./case-status-tag";

const KIND_COLORS: Record<TeamCheckRow["kind"], string> = {
  CHECK: "gray",
  DECISION: "blue",
  WITHDRAWAL: "orange",
  RULING: "green",
  LAPSE: "red",
};

const text = (value: unknown) => (typeof value === "string" && value ? value : null);

/** A decision's details as recorded: where a return went, what to fix by when, the rules found failing. */
function Detail({
  detail,
  departName,
}: {
  detail: Record<string, unknown>;
  departName: (departId: string) => string | null;
}) {
  const { t } = useTranslation();
  const target = text(detail.target);
  const deadline = text(detail.deadline);
  const departId = text(detail.departId);
  const depart = departId ? departName(departId) : null;
  const reason = text(detail.reason);
  const issues = Array.isArray(detail.issues) ? (detail.issues as { text?: unknown }[]) : [];
  const ruleIds = Array.isArray(detail.ruleIds) ? (detail.ruleIds as unknown[]).map(String) : [];
  return (
    <>
      {target && (
        <Typography.Text>
          {t("teamUi.returnedTo", { target: t(`teamUi.target.${target}`, { defaultValue: target }) })}
          {depart ? ` · ${depart}` : ""}
          {deadline ? ` · ${t("teamUi.deadline", { date: deadline })}` : ""}
        </Typography.Text>
      )}
      {issues.length > 0 && (
        <ol className="team-issues">
          {issues.map((issue, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a recorded list, read only
            <li key={i}>{text(issue.text) ?? "-"}</li>
          ))}
        </ol>
      )}
      {reason && <Typography.Text>{t("teamUi.reasonIs", { reason })}</Typography.Text>}
      {ruleIds.length > 0 && (
        <Typography.Text type="secondary">{t("teamUi.rulesNamed", { rules: ruleIds.join(", ") })}</Typography.Text>
      )}
    </>
  );
}

/** The team's record on a declaration, oldest first: members' checks, decisions, recalls, the lead's ruling. */
export function CheckHistory({
  checks,
  checklist,
  departName,
}: {
  checks: TeamCheckRow[];
  checklist: ChecklistItem[];
  /** a re-check's department by its id */
  departName: (departId: string) => string | null;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  const labelOf = new Map(checklist.map((c) => [c.key, c.label[lang]]));
  if (checks.length === 0) return <Empty description={t("teamUi.noChecks")} />;
  return (
    <div data-testid="check-history">
      <Timeline
        items={checks.map((check) => ({
          key: check.id,
          color: KIND_COLORS[check.kind],
          children: (
            <Space direction="vertical" size={2}>
              <Space size={4} wrap>
                <Tag>{t(`teamUi.kind.${check.kind}`)}</Tag>
                <DecisionTag decision={check.conclusion} />
                <Typography.Text>{check.userName}</Typography.Text>
                {check.teamName && <Typography.Text type="secondary">{check.teamName}</Typography.Text>}
                <Typography.Text type="secondary">{dayjs(check.createdAt).format("YYYY-MM-DD HH:mm")}</Typography.Text>
              </Space>
              {check.checklist.length > 0 && (
                <Space size={[4, 4]} wrap>
                  {check.checklist.map((a) => (
                    <Tag key={a.key} color={a.ok ? "success" : "error"}>
                      {labelOf.get(a.key) ?? a.key}
                      {a.note ? `：${a.note}` : ""}
                    </Tag>
                  ))}
                </Space>
              )}
              {check.comment && <Typography.Text>{check.comment}</Typography.Text>}
              <Detail detail={check.detail} departName={departName} />
            </Space>
          ),
        }))}
      />
    </div>
  );
}
