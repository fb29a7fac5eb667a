import { rulingSchema } from "@zcps/contracts/zcps/team-review/api";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Radio from "antd/es/radio";
import { useTranslation } from "react-i18next";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useRuleDispute } from "../api/rule-dispute";

interface RulingValues {
  conclusion: "QUALIFIED" | "NOT_QUALIFIED";
  reason: string;
}

/** The personnel lead settles a disputed declaration: qualified or not, with the reason recorded beside the ruling. */
export function RulingForm({
  declarationId,
  version,
  onDone,
}: {
  declarationId: string;
  version: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<RulingValues>();
  const rule = useRuleDispute();

  async function onRule() {
    const values = await form.validateFields();
    const reply = await rule.mutateAsync({ declarationId, version, ...values });
    message.success(reply.message);
    onDone();
  }

  return (
    <Form<RulingValues> form={form} layout="vertical" name="team-ruling" data-testid="ruling-form">
      <Form.Item name="conclusion" label={t("teamUi.ruling")} rules={[zodRule(rulingSchema.shape.conclusion)]}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={(["QUALIFIED", "NOT_QUALIFIED"] as const).map((c) => ({ value: c, label: t(`team.decision.${c}`) }))}
        />
      </Form.Item>
      <Form.Item name="reason" label={t("teamUi.rulingReason")} rules={[zodRule(rulingSchema.shape.reason)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={1000} />
      </Form.Item>
      <Flex justify="end">
        <Button type="primary" loading={rule.isPending} onClick={() => onRule().catch(() => undefined)}>
          {t("teamUi.rule")}
        </Button>
      </Flex>
    </Form>
  );
}
