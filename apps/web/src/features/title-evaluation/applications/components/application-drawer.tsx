import { APPLICATION_DECISIONS, type ApplicationDecision } from "@zcps/contracts/zcps/applications/api";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Descriptions from "antd/es/descriptions";
import Drawer from "antd/es/drawer";
import Flex from "antd/es/flex";
import Input from "antd/es/input";
import Radio from "antd/es/radio";
import Spin from "antd/es/spin";
import Timeline from "antd/es/timeline";
import Typography from "antd/es/typography";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { AttachmentList } from "../../kit/attachment-list";
import { useDecideApplication } from "../api/decide-application";
import { evidenceUrl, useApplication } from "../api/get-application";
import { ApplicationStatusTag, useApplicationLabels } from "./labels";

/**
 * One application in full: the applicant, track and grounds, the evidence (each opened in a preview), the history
 * of filing, allocations and decision; and, for the reviewer it is allocated to, the decision with a reason (required
 * to reject).
 */
export function ApplicationDrawer({
  id,
  canDecide,
  onClose,
}: {
  id: string | null;
  canDecide: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const labels = useApplicationLabels();
  const { message } = useAntdApp();
  const { data, isLoading } = useApplication(id);
  const decide = useDecideApplication();
  const [decision, setDecision] = useState<ApplicationDecision>("APPROVED");
  const [reason, setReason] = useState("");

  useEffect(() => {
    if (!id) return;
    setDecision("APPROVED");
    setReason("");
  }, [id]);

  async function submit() {
    if (!data) return;
    const reply = await decide.mutateAsync({
      id: data.id,
      version: data.version,
      decision,
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    });
    message.success(reply.message);
    onClose();
  }

  const decidable = canDecide && data?.status === "ASSIGNED";
  const eventText = (e: NonNullable<typeof data>["history"][number]) =>
    t(`appReview.event.${e.kind}`, { by: e.byName, to: e.toName ?? "", reason: e.reason ?? "" });

  return (
    <Drawer open={id !== null} onClose={onClose} width={720} title={t("appReview.drawer")} destroyOnHidden>
      {isLoading || !data ? (
        <Spin />
      ) : (
        <Flex vertical gap={20} data-testid="application-drawer">
          <Descriptions size="small" bordered column={2}>
            <Descriptions.Item label={t("appReview.col.applicant")}>{data.applicantName}</Descriptions.Item>
            <Descriptions.Item label={t("appReview.col.employeeNo")}>{data.employeeNo}</Descriptions.Item>
            <Descriptions.Item label={t("appReview.col.unit")}>{labels.unit(data)}</Descriptions.Item>
            <Descriptions.Item label={t("appReview.col.batch")}>{labels.batch(data)}</Descriptions.Item>
            <Descriptions.Item label={t("appReview.col.track")}>{labels.track(data.track)}</Descriptions.Item>
            <Descriptions.Item label={t("appReview.col.level")}>{labels.level(data.level)}</Descriptions.Item>
            <Descriptions.Item label={t("appReview.col.source")}>{labels.source(data.source)}</Descriptions.Item>
            <Descriptions.Item label={t("appReview.col.status")}>
              <ApplicationStatusTag status={data.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t("appReview.col.reviewer")}>
              {data.reviewerName ?? t("appReview.unassigned")}
            </Descriptions.Item>
            <Descriptions.Item label={t("appReview.col.filedAt")}>{labels.time(data.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t("appReview.col.grounds")} span={2}>
              <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: "pre-wrap" }}>
                {data.grounds || "-"}
              </Typography.Paragraph>
            </Descriptions.Item>
            {data.decisionReason && (
              <Descriptions.Item label={t("appReview.decisionReason")} span={2}>
                {data.decisionReason}
              </Descriptions.Item>
            )}
          </Descriptions>
          <div>
            <Typography.Title level={5}>{t("appReview.evidence")}</Typography.Title>
            <AttachmentList
              attachments={data.evidence}
              urlOf={evidenceUrl(data.id)}
              emptyText={t("appReview.noEvidence")}
            />
          </div>
          <div>
            <Typography.Title level={5}>{t("appReview.history")}</Typography.Title>
            <Timeline
              items={data.history.map((e) => ({
                color: e.kind === "REJECTED" ? "red" : e.kind === "APPROVED" ? "green" : "blue",
                children: (
                  <>
                    <Typography.Text>{eventText(e)}</Typography.Text>
                    <br />
                    <Typography.Text type="secondary">{labels.time(e.at)}</Typography.Text>
                  </>
                ),
              }))}
            />
          </div>
          {decidable && (
            <Flex vertical gap={12} data-testid="application-decision">
              <Typography.Title level={5} style={{ margin: 0 }}>
                {t("appReview.decision")}
              </Typography.Title>
              <Alert
                type="info"
                showIcon
                message={
                  data.track === "exceptional"
                    ? t("appReview.effect.exceptional")
                    : t("appReview.effect.namedList", { track: labels.track(data.track) })
                }
              />
              <Radio.Group
                value={decision}
                onChange={(e) => setDecision(e.target.value)}
                options={APPLICATION_DECISIONS.map((d) => ({ value: d, label: t(`appReview.decision.${d}`) }))}
                optionType="button"
                buttonStyle="solid"
                aria-label={t("appReview.decision")}
              />
              <Input.TextArea
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                rows={3}
                maxLength={1000}
                placeholder={t(
                  decision === "REJECTED" ? "appReview.reasonPlaceholder" : "appReview.commentPlaceholder",
                )}
                aria-label={t(decision === "REJECTED" ? "appReview.reasonPlaceholder" : "appReview.commentPlaceholder")}
              />
              <div>
                <Button type="primary" loading={decide.isPending} onClick={submit}>
                  {t("appReview.submitDecision")}
                </Button>
              </div>
            </Flex>
          )}
        </Flex>
      )}
    </Drawer>
  );
}
