import { type AppealRow, dismissAppealSchema } from "@zcps/contracts/zcps/results/api";
import Checkbox from "antd/es/checkbox";
import Descriptions from "antd/es/descriptions";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Radio from "antd/es/radio";
import Select from "antd/es/select";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import dayjs from "../../../../lib/dayjs";
import { FormDialog } from "../../../../lib/form-dialog";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { StateTag } from "../../kit/declaration-labels";
import { useDismissAppeal } from "../api/dismiss-appeal";
import { openAppealEvidence } from "../api/open-appeal-evidence";
import { useUpholdAppeal } from "../api/uphold-appeal";
import { APPEAL_DECISIONS, type AppealDecisionValues, appealDecisionRequest } from "../logic";
import { EvidenceLinks } from "./evidence-links";
import { DueTag } from "./tags";

/**
 * Personnel's decision on an open appeal, with the grounds and evidence in view: the decision stands (dismissed),
 * it is revoked (the dialog says where the declaration then goes), or a stage of the batch reviews it again, the
 * declarant amending it first if chosen. The reasons go to the declarant.
 */
export function AppealDecisionDialog({ appeal, onClose }: { appeal: AppealRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<AppealDecisionValues>();
  const dismiss = useDismissAppeal();
  const uphold = useUpholdAppeal();
  const decision = Form.useWatch("decision", form);
  const stageName = (stage: string) => t(`decl.state.${stage}`);

  async function save() {
    if (!appeal) return;
    const request = appealDecisionRequest(appeal.version, await form.validateFields());
    const reply =
      request.action === "dismiss"
        ? await dismiss.mutateAsync({ id: appeal.id, body: request.body })
        : await uphold.mutateAsync({ id: appeal.id, body: request.body });
    message.success(reply.message || t("resultsUi.appealDecided"));
  }

  return (
    <FormDialog<AppealDecisionValues>
      open={appeal !== null}
      title={t("resultsUi.decideAppeal")}
      okText={t("resultsUi.decide")}
      cancelText={t("resultsUi.cancel")}
      name="appeal-decision"
      form={form}
      width={720}
      saving={dismiss.isPending || uphold.isPending}
      onSave={save}
      onClose={onClose}
    >
      {appeal && (
        <div data-testid="appeal-decision">
          <Descriptions
            size="small"
            bordered
            column={2}
            style={{ marginBottom: 12 }}
            styles={{ label: { whiteSpace: "nowrap" } }}
          >
            <Descriptions.Item label={t("resultsUi.col.declarant")}>
              {appeal.declarantName} ({appeal.employeeNo})
            </Descriptions.Item>
            <Descriptions.Item label={t("resultsUi.col.unit")}>{appeal.unitName}</Descriptions.Item>
            <Descriptions.Item label={t("resultsUi.col.title")} span={2}>
              {appeal.titleName}
            </Descriptions.Item>
            <Descriptions.Item label={t("resultsUi.col.appealedState")}>
              <StateTag state={appeal.appealedState} />
            </Descriptions.Item>
            <Descriptions.Item label={t("resultsUi.col.dueOn")}>
              <DueTag dueOn={appeal.dueOn} overdue={appeal.overdue} />
            </Descriptions.Item>
            <Descriptions.Item label={t("resultsUi.grounds")} span={2}>
              <Typography.Paragraph style={{ whiteSpace: "pre-line", margin: 0 }}>
                {appeal.grounds}
              </Typography.Paragraph>
              <Typography.Text type="secondary">
                {t("resultsUi.filedAt", { at: dayjs(appeal.filedAt).format("YYYY-MM-DD HH:mm") })}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t("resultsUi.evidence")} span={2}>
              {appeal.evidence.length === 0 ? (
                t("resultsUi.noEvidence")
              ) : (
                <EvidenceLinks files={appeal.evidence} open={(fileId) => openAppealEvidence(appeal.id, fileId)} />
              )}
            </Descriptions.Item>
          </Descriptions>
        </div>
      )}
      <Form.Item
        name="decision"
        label={t("resultsUi.decision")}
        rules={[{ required: true, message: t("results.appealOutcomeRequired") }]}
      >
        <Radio.Group
          style={{ display: "flex", flexDirection: "column", gap: 8 }}
          options={APPEAL_DECISIONS.map((value) => ({
            value,
            label: t(`resultsUi.decision.${value}`),
            disabled: value === "REVOKE" ? !appeal?.revokeTo : value === "REREVIEW" && !appeal?.rereviewStages.length,
          }))}
        />
      </Form.Item>
      {decision === "REVOKE" && appeal?.revokeTo && (
        <Typography.Paragraph type="secondary" data-testid="revoke-to">
          {t("resultsUi.revokeTo", { stage: stageName(appeal.revokeTo) })}
        </Typography.Paragraph>
      )}
      {decision === "REREVIEW" && (
        <>
          <Form.Item
            name="reinstateAt"
            label={t("resultsUi.reinstateAt")}
            rules={[{ required: true, message: t("results.reinstateStageRequired") }]}
          >
            <Select
              aria-label={t("resultsUi.reinstateAt")}
              placeholder={t("resultsUi.chooseStage")}
              options={(appeal?.rereviewStages ?? []).map((stage) => ({ value: stage, label: stageName(stage) }))}
            />
          </Form.Item>
          <Form.Item name="toDeclarant" valuePropName="checked" initialValue={false}>
            <Checkbox>{t("resultsUi.toDeclarant")}</Checkbox>
          </Form.Item>
        </>
      )}
      <Form.Item
        name="resolution"
        label={t("resultsUi.appealReasons")}
        required
        extra={t("resultsUi.appealReasonsHelp")}
        rules={[zodRule(dismissAppealSchema.shape.resolution)]}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={1000} showCount />
      </Form.Item>
    </FormDialog>
  );
}
