import {
  GATEWAY_LIMITS,
  type GatewayRuleInput,
  type GatewayRuleRow,
  gatewayMaintenanceSchema,
  gatewayRuleInputSchema,
} from "@zcps/contracts/gateway";
import Col from "antd/es/col";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Modal from "antd/es/modal";
import Row from "antd/es/row";
import Switch from "antd/es/switch";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { zodFormRule, zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useCreateGatewayRule } from "../api/create-gateway-rule";
import { useUpdateGatewayRule } from "../api/update-gateway-rule";

interface FormValues {
  pathPrefix?: string;
  perUserPerMinute?: number | null;
  perAddressPerMinute?: number | null;
  maintenance: boolean;
  maintenanceMessage?: string | null;
  maintenanceMessageEn?: string | null;
  enabled: boolean;
  description?: string | null;
}

interface Props {
  open: boolean;
  /** the rule being edited; absent when creating */
  rule?: GatewayRuleRow;
  onClose: () => void;
}

const fields = gatewayRuleInputSchema.shape;
/** an emptied number box is "no limit" */
const limitRule = (schema: z.ZodType) => zodRule(z.preprocess((v) => (v === "" ? null : v), schema));

/** Add or edit a gateway rule: the prefix, its two limits a minute and the maintenance switch with its messages. */
export function GatewayRuleFormDialog({ open, rule, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<FormValues>();
  const createRule = useCreateGatewayRule();
  const updateRule = useUpdateGatewayRule();
  const maintenance = Form.useWatch("maintenance", form);

  useEffect(() => {
    if (open && rule) form.setFieldsValue(rule);
  }, [open, rule, form]);

  async function save() {
    const values = await form.validateFields();
    const input = {
      ...values,
      perUserPerMinute: values.perUserPerMinute ?? null,
      perAddressPerMinute: values.perAddressPerMinute ?? null,
    } as GatewayRuleInput;
    const reply = rule
      ? await updateRule.mutateAsync({ id: rule.id, rule: input })
      : await createRule.mutateAsync(input);
    message.success(reply.message || t("gateway.saved"));
    onClose();
  }

  return (
    <Modal
      open={open}
      title={rule ? t("gateway.editTitle") : t("gateway.addTitle")}
      width={680}
      okText={t("gateway.ok")}
      cancelText={t("gateway.cancel")}
      confirmLoading={createRule.isPending || updateRule.isPending}
      onOk={() => {
        save().catch(() => undefined);
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<FormValues>
        name="gatewayRule"
        form={form}
        layout="vertical"
        initialValues={{ maintenance: false, enabled: true, pathPrefix: "/api/" }}
        preserve={false}
      >
        <Row gutter={16}>
          <Col span={24}>
            <Form.Item
              name="pathPrefix"
              label={t("gateway.field.pathPrefix")}
              extra={t("gateway.field.pathPrefixHint")}
              required
              rules={[zodRule(fields.pathPrefix)]}
            >
              <Input maxLength={GATEWAY_LIMITS.pathPrefix} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="perUserPerMinute"
              label={t("gateway.field.perUser")}
              extra={t("gateway.field.limitHint")}
              rules={[limitRule(fields.perUserPerMinute)]}
            >
              <InputNumber precision={0} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="perAddressPerMinute"
              label={t("gateway.field.perAddress")}
              extra={t("gateway.field.limitHint")}
              rules={[limitRule(fields.perAddressPerMinute)]}
            >
              <InputNumber precision={0} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="maintenance" label={t("gateway.field.maintenance")} valuePropName="checked">
              <Switch checkedChildren={t("gateway.on")} unCheckedChildren={t("gateway.off")} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="enabled" label={t("gateway.field.enabled")} valuePropName="checked">
              <Switch checkedChildren={t("gateway.enabled")} unCheckedChildren={t("gateway.disabled")} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="maintenanceMessage"
              label={t("gateway.field.message")}
              required={maintenance}
              dependencies={["maintenance"]}
              rules={[zodFormRule(gatewayMaintenanceSchema, "maintenanceMessage")]}
            >
              <Input.TextArea maxLength={GATEWAY_LIMITS.message} autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="maintenanceMessageEn"
              label={t("gateway.field.messageEn")}
              required={maintenance}
              dependencies={["maintenance"]}
              rules={[zodFormRule(gatewayMaintenanceSchema, "maintenanceMessageEn")]}
            >
              <Input.TextArea maxLength={GATEWAY_LIMITS.message} autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="description" label={t("gateway.field.description")} rules={[zodRule(fields.description)]}>
              <Input.TextArea maxLength={GATEWAY_LIMITS.description} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
