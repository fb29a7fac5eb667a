import { DICT_LIMITS, type DictTypeNode, type DictValueRow, dictValueInputSchema } from "@zcps/contracts/dictionary";
import Col from "antd/es/col";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Row from "antd/es/row";
import Switch from "antd/es/switch";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { SERVER_CHECKED, serverCheckRule, zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { checkDictValue } from "../api/check-dict-value";
import { useCreateDictValue } from "../api/create-dict-value";
import { useUpdateDictValue } from "../api/update-dict-value";

/** open: adding a value to `type`, or editing `value`. */
export type ValueFormState = { open: false } | { open: true; value?: DictValueRow };

interface Props {
  state: ValueFormState;
  type: DictTypeNode | undefined;
  /** the order a new value gets: after the last one */
  nextOrder: number;
  onClose: () => void;
}

interface ValueFormValues {
  code?: string;
  value?: string;
  label?: string;
  labelEn?: string;
  orderNum?: number;
  enabled: boolean;
}

const fields = dictValueInputSchema.shape;

export function ValueFormDialog({ state, type, nextOrder, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<ValueFormValues>();
  const create = useCreateDictValue();
  const update = useUpdateDictValue();
  const editing = state.open ? state.value : undefined;
  const typeId = type?.id ?? "";

  useEffect(() => {
    if (!state.open) return;
    form.setFieldsValue(
      state.value
        ? {
            code: state.value.code,
            value: state.value.value,
            label: state.value.label,
            labelEn: state.value.labelEn,
            orderNum: state.value.orderNum,
            enabled: state.value.enabled,
          }
        : { orderNum: nextOrder, enabled: true },
    );
  }, [state, form, nextOrder]);

  /** A new value's code follows the convention `<type code>_<value>` until the user writes their own. */
  function suggestCode() {
    if (editing || !type || form.isFieldTouched("code")) return;
    const value = String(form.getFieldValue("value") ?? "").trim();
    if (value) form.setFieldValue("code", `${type.code}_${value}`);
  }

  async function save() {
    const values = dictValueInputSchema.parse({ ...(await form.validateFields()), typeId });
    const reply = editing
      ? await update.mutateAsync({ id: editing.id, value: values })
      : await create.mutateAsync(values);
    message.success(reply.message);
  }

  return (
    <FormDialog<ValueFormValues>
      open={state.open}
      title={editing ? t("dictPage.editValueTitle") : t("dictPage.addValueTitle")}
      width={640}
      okText={t("dictPage.ok")}
      cancelText={t("dictPage.cancel")}
      name="dictValue"
      form={form}
      saving={create.isPending || update.isPending}
      onSave={save}
      onClose={onClose}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="value"
            label={t("dictPage.field.value")}
            required
            rules={[
              zodRule(fields.value),
              serverCheckRule((text) => checkDictValue(typeId, "value", text, editing?.id)),
            ]}
            {...SERVER_CHECKED}
          >
            <Input maxLength={DICT_LIMITS.value} autoComplete="off" onBlur={suggestCode} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="code"
            label={t("dictPage.field.code")}
            required
            extra={editing ? undefined : t("dictPage.codeHint")}
            rules={[zodRule(fields.code), serverCheckRule((text) => checkDictValue(typeId, "code", text, editing?.id))]}
            {...SERVER_CHECKED}
          >
            <Input maxLength={DICT_LIMITS.code} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="label" label={t("dictPage.field.label")} required rules={[zodRule(fields.label)]}>
            <Input maxLength={DICT_LIMITS.label} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="labelEn" label={t("dictPage.field.labelEn")} required rules={[zodRule(fields.labelEn)]}>
            <Input maxLength={DICT_LIMITS.label} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="orderNum" label={t("dictPage.field.orderNum")} rules={[zodRule(fields.orderNum)]}>
            <InputNumber min={0} max={DICT_LIMITS.orderNum} precision={0} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="enabled" label={t("dictPage.field.enabled")} valuePropName="checked">
            <Switch checkedChildren={t("dictPage.enabled")} unCheckedChildren={t("dictPage.disabled")} />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
