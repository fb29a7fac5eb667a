import { DICT_LIMITS, type DictTypeNode, dictTypeInputSchema } from "@zcps/contracts/dictionary";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { SERVER_CHECKED, serverCheckRule, zodRule } from "../../../../lib/form-rules";
import { ParentTreeSelect } from "../../../../lib/tree-panel";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { checkDictTypeCode } from "../api/check-dict-type-code";
import { useCreateDictType } from "../api/create-dict-type";
import { useUpdateDictType } from "../api/update-dict-type";

/** open: adding (under `parent`) or editing `type`. */
export type TypeFormState = { open: false } | { open: true; type?: DictTypeNode; parent?: DictTypeNode };

interface Props {
  state: TypeFormState;
  types: DictTypeNode[];
  onClose: () => void;
  onSaved: (id: string) => void;
}

interface TypeFormValues {
  parentId?: string | null;
  code?: string;
  name?: string;
  nameEn?: string | null;
  orderNum?: number;
}

const fields = dictTypeInputSchema.shape;

export function TypeFormDialog({ state, types, onClose, onSaved }: Props) {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<TypeFormValues>();
  const create = useCreateDictType();
  const update = useUpdateDictType();
  const editing = state.open ? state.type : undefined;
  const english = i18n.language.startsWith("en");

  useEffect(() => {
    if (!state.open) return;
    form.setFieldsValue(
      state.type
        ? {
            parentId: state.type.parentId,
            code: state.type.code,
            name: state.type.name,
            nameEn: state.type.nameEn,
            orderNum: state.type.orderNum,
          }
        : { parentId: state.parent?.id ?? null, orderNum: state.parent?.children.length ?? types.length },
    );
  }, [state, form, types.length]);

  async function save() {
    const values = dictTypeInputSchema.parse(await form.validateFields());
    const reply = editing
      ? await update.mutateAsync({ id: editing.id, type: values })
      : await create.mutateAsync(values);
    message.success(reply.message);
    onSaved(reply.data.id);
  }

  return (
    <FormDialog<TypeFormValues>
      open={state.open}
      title={editing ? t("dictPage.editTypeTitle") : t("dictPage.addTypeTitle")}
      okText={t("dictPage.ok")}
      cancelText={t("dictPage.cancel")}
      name="dictType"
      form={form}
      saving={create.isPending || update.isPending}
      onSave={save}
      onClose={onClose}
    >
      <Form.Item name="parentId" label={t("dictPage.field.parent")}>
        <ParentTreeSelect
          nodes={types}
          editing={editing}
          title={(n) => `${english ? n.nameEn || n.name : n.name} (${n.code})`}
          placeholder={t("dictPage.field.parentNone")}
        />
      </Form.Item>
      <Form.Item
        name="code"
        label={t("dictPage.field.code")}
        required
        rules={[zodRule(fields.code), serverCheckRule((code) => checkDictTypeCode(code, editing?.id))]}
        {...SERVER_CHECKED}
      >
        <Input maxLength={DICT_LIMITS.code} autoComplete="off" />
      </Form.Item>
      <Form.Item name="name" label={t("dictPage.field.name")} required rules={[zodRule(fields.name)]}>
        <Input maxLength={DICT_LIMITS.name} autoComplete="off" />
      </Form.Item>
      <Form.Item name="nameEn" label={t("dictPage.field.nameEn")} rules={[zodRule(fields.nameEn)]}>
        <Input maxLength={DICT_LIMITS.nameEn} autoComplete="off" />
      </Form.Item>
      <Form.Item name="orderNum" label={t("dictPage.field.orderNum")} rules={[zodRule(fields.orderNum)]}>
        <InputNumber min={0} max={DICT_LIMITS.orderNum} precision={0} style={{ width: "100%" }} />
      </Form.Item>
    </FormDialog>
  );
}
