import type { DeclarationSummary } from "@zcps/contracts/zcps/declaration/api";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Col from "antd/es/col";
import Descriptions from "antd/es/descriptions";
import Row from "antd/es/row";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import dayjs from "../../../../lib/dayjs";
import { useDeclaration } from "../api/get-declaration";
import { NextSteps } from "./next-steps";
import { StatusTag } from "./status-tag";
import { StatusTimeline } from "./status-timeline";
import { VerdictAppeals } from "./verdict-appeals";

/** One of my declarations: title and status, what to do next, its history, and the verdicts I may appeal. */
export function DeclarationCard({ summary, onOpen }: { summary: DeclarationSummary; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const detail = useDeclaration(summary.id, i18n.language);
  return (
    <Card
      data-testid="declaration-card"
      title={
        <span>
          {summary.titleName} <StatusTag status={summary.status} />
        </span>
      }
      extra={
        <Button type="primary" onClick={onOpen}>
          {t("declare.home.open")}
        </Button>
      }
    >
      <Row gutter={24}>
        <Col xs={24} lg={12}>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: "batch", label: t("declare.home.batch"), children: summary.batchName },
              ...(summary.trackName
                ? [{ key: "track", label: t("declare.home.track"), children: summary.trackName }]
                : []),
              { key: "method", label: t("declare.home.method"), children: summary.methodName },
              ...(summary.submittedAt
                ? [
                    {
                      key: "submitted",
                      label: t("declare.home.submittedAt"),
                      children: dayjs(summary.submittedAt).format("YYYY-MM-DD HH:mm"),
                    },
                  ]
                : []),
            ]}
          />
          <Typography.Title level={5}>{t("declare.home.nextSteps")}</Typography.Title>
          <NextSteps steps={detail.data?.nextSteps ?? []} returnScope={detail.data?.returnScope} />
        </Col>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{t("declare.home.timeline")}</Typography.Title>
          <StatusTimeline declarationId={summary.id} />
        </Col>
      </Row>
      <VerdictAppeals declarationId={summary.id} />
    </Card>
  );
}
