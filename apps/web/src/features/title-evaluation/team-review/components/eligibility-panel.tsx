import { materialType } from "@zcps/contracts/zcps/materials";
import type { EligibilityRuleRow, TeamStage, VerifiedEligibility } from "@zcps/contracts/zcps/team-review/api";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Collapse from "antd/es/collapse";
import Flex from "antd/es/flex";
import Table from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import dayjs from "../../../../lib/dayjs";
import { useRecomputeEligibility, useRequirement } from "../api/get-requirement";

/** A rule's figure as people read it: yes or no, a number, a text. */
function figure(value: EligibilityRuleRow["actual"], yes: string, no: string) {
  if (value === null || value === "") return "-";
  if (typeof value === "boolean") return value ? yes : no;
  return String(value);
}

/**
 * The requirement evaluated on the items the departments verified, rule by rule with its figures, beside the same
 * requirement on every declared item as at the last submit; the items counted per material type. The synthesis
 * review also reads the requirement as written, and may evaluate it again on what is verified now.
 */
export function EligibilityPanel({
  stage,
  declarationId,
  eligibility,
}: {
  stage: TeamStage;
  declarationId: string;
  eligibility: VerifiedEligibility;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  const synthesis = stage === "SYNTHESIS_REVIEW";
  const requirement = useRequirement(declarationId, synthesis);
  const recompute = useRecomputeEligibility();
  const [fresh, setFresh] = useState<VerifiedEligibility | null>(null);
  const shown = fresh ?? eligibility;
  const yes = t("teamUi.yes");
  const no = t("teamUi.no");

  const verdict =
    shown.pass === null ? (
      <Alert type="info" showIcon title={t("team.hint.noRequirement")} />
    ) : (
      <Alert
        type={shown.pass ? "success" : shown.hardPass ? "warning" : "error"}
        showIcon
        data-testid="verified-eligibility"
        title={
          shown.pass ? t("team.hint.verifiedPass") : t("teamUi.verifiedFail", { count: shown.failedRuleIds.length })
        }
        description={
          <Flex vertical gap={2}>
            {shown.requirementText && <span>{shown.requirementText}</span>}
            <span>
              {t("teamUi.declaredPass")}
              {shown.declaredPass === null ? "-" : shown.declaredPass ? t("teamUi.passed") : t("teamUi.failed")}
            </span>
            <Typography.Text type="secondary">
              {t("teamUi.evaluatedAt", { at: dayjs(shown.evaluatedAt).format("YYYY-MM-DD HH:mm") })}
            </Typography.Text>
          </Flex>
        }
      />
    );

  return (
    <Flex vertical gap={12}>
      {verdict}
      {synthesis && (
        <Flex gap={8} align="center" wrap>
          <Button
            size="small"
            loading={recompute.isPending}
            onClick={() => recompute.mutateAsync(declarationId).then(setFresh, () => undefined)}
          >
            {t("teamUi.recompute")}
          </Button>
        </Flex>
      )}
      {synthesis && requirement.data && requirement.data.lines.length > 0 && (
        <Collapse
          size="small"
          items={[
            {
              key: "requirement",
              label: t("teamUi.requirementAsWritten"),
              children: (
                <pre className="team-requirement" data-testid="requirement-lines">
                  {requirement.data.lines.join("\n")}
                </pre>
              ),
            },
          ]}
        />
      )}
      {shown.rules.length > 0 && (
        <div data-testid="eligibility-rules">
          <Table<EligibilityRuleRow>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={shown.rules}
            rowClassName={(rule) => (rule.pass ? "" : "team-rule-failed")}
            columns={[
              {
                title: t("teamUi.col.rule"),
                dataIndex: "text",
                render: (text: string, rule) => (
                  <span style={{ paddingLeft: rule.depth * 16 }}>
                    {text}
                    {!rule.hard && <Tag style={{ marginLeft: 6 }}>{t("teamUi.advisory")}</Tag>}
                  </span>
                ),
              },
              {
                title: t("teamUi.col.actual"),
                dataIndex: "actual",
                width: 110,
                render: (v: EligibilityRuleRow["actual"]) => figure(v, yes, no),
              },
              { title: t("teamUi.col.expected"), dataIndex: "expected", width: 140, render: (v: string) => v || "-" },
              {
                title: t("teamUi.col.result"),
                dataIndex: "pass",
                width: 90,
                render: (pass: boolean) => (
                  <Tag color={pass ? "success" : "error"}>{pass ? t("teamUi.passed") : t("teamUi.failed")}</Tag>
                ),
              },
            ]}
          />
        </div>
      )}
      {shown.counted.length > 0 && (
        <div>
          <Typography.Title level={5}>{t("teamUi.counted")}</Typography.Title>
          <Table
            rowKey="materialType"
            size="small"
            pagination={false}
            dataSource={shown.counted}
            columns={[
              {
                title: t("teamUi.col.materialType"),
                dataIndex: "materialType",
                render: (code: string) => materialType(code)?.label[lang] ?? code,
              },
              { title: t("teamUi.col.declared"), dataIndex: "declared", width: 100, align: "right" },
              {
                title: t("teamUi.col.verified"),
                dataIndex: "verified",
                width: 100,
                align: "right",
                render: (n: number, row) =>
                  n < row.declared ? <Typography.Text type="warning">{n}</Typography.Text> : n,
              },
            ]}
          />
        </div>
      )}
    </Flex>
  );
}
