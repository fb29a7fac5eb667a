import { DEPART_LIMITS, DEPART_TYPES, type DepartTreeNode, departInputSchema } from "@zcps/contracts/departs";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Select from "antd/es/select";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { SERVER_CHECKED, serverCheckRule, zodRule } from "../../../../lib/form-rules";
import { ParentTreeSelect } from "../../../../lib/tree-panel";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { checkDepartCode } from "../api/check-depart-code";
import { useCreateDepart } from "../api/create-depart";
import { useUpdateDepart } from "../api/update-depart";

/** open: adding a department under `parent`, or editing `depart`. */
export type DepartFormState = { open: false } | { open: true; depart?: DepartTreeNode; parent?: DepartTreeNode };

interface Props {
  state: DepartFormState;
  departs: DepartTreeNode[];
  onClose: () => void;
  onSaved: (id: string) => void;
}

interface DepartFormValues {
  parentId?: string | null;
  code?: string;
  name?: string;
  nameEn?: string | null;
  type?: string;
  orderNum?: number;
}

const fields = departInputSchema.shape;

/** The type a new department most likely has: a unit under the school, a section below a unit. */
function likelyType(parent: DepartTreeNode | undefined): string {
  if (!parent) return "school";
  return parent.type === "school" ? "unit" : "section";
}

export function DepartFormDialog({ state, departs, onClose, onSaved }: Props) {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<DepartFormValues>();
  const create = useCreateDepart();
  const update = useUpdateDepart();
  const editing = state.open ? state.depart : undefined;
  const english = i18n.language.startsWith("en");
  const typeOptions = DEPART_TYPES.map((type) => ({ value: type, label: t(`departPage.type.${type}`) }));

  useEffect(() => {
    if (!state.open) return;
    form.setFieldsValue(
      state.depart
        ? {
            parentId: state.depart.parentId,
            code: state.depart.code,
            name: state.depart.name,
            nameEn: state.depart.nameEn,
            type: state.depart.type,
            orderNum: state.depart.orderNum,
          }
        : {
            parentId: state.parent?.id ?? null,
            type: likelyType(state.parent),
            orderNum: state.parent?.children.length ?? 0,
          },
    );
  }, [state, form]);

  async function save() {
    const values = departInputSchema.parse(await form.validateFields());
    const reply = editing
      ? await update.mutateAsync({ id: editing.id, depart: values })
      : await create.mutateAsync(values);
    message.success(reply.message);
    onSaved(reply.data.id);
  }

  return (
    <FormDialog<DepartFormValues>
      open={state.open}
      title={editing ? t("departPage.editTitle") : t("departPage.addTitle")}
      okText={t("departPage.ok")}
      cancelText={t("departPage.cancel")}
      name="depart"
      form={form}
      saving={create.isPending || update.isPending}
      onSave={save}
      onClose={onClose}
    >
      <Form.Item name="parentId" label={t("departPage.field.parent")}>
        <ParentTreeSelect
          nodes={departs}
          editing={editing}
          title={(n) => (english ? n.nameEn || n.name : n.name)}
          placeholder={t("departPage.field.parentNone")}
          expandAll
        />
      </Form.Item>
      <Form.Item
        name="code"
        label={t("departPage.field.code")}
        required
        rules={[zodRule(fields.code), serverCheckRule((code) => checkDepartCode(code, editing?.id))]}
        {...SERVER_CHECKED}
      >
        <Input maxLength={DEPART_LIMITS.code} autoComplete="off" />
      </Form.Item>
      <Form.Item name="name" label={t("departPage.field.name")} required rules={[zodRule(fields.name)]}>
        <Input maxLength={DEPART_LIMITS.name} autoComplete="off" />
      </Form.Item>
      <Form.Item name="nameEn" label={t("departPage.field.nameEn")} rules={[zodRule(fields.nameEn)]}>
        <Input maxLength={DEPART_LIMITS.nameEn} autoComplete="off" />
      </Form.Item>
      <Form.Item name="type" label={t("departPage.field.type")} required rules={[zodRule(fields.type)]}>
        <Select options={typeOptions} />
      </Form.Item>
      <Form.Item name="orderNum" label={t("departPage.field.orderNum")} rules={[zodRule(fields.orderNum)]}>
        <InputNumber min={0} max={DEPART_LIMITS.orderNum} precision={0} style={{ width: "100%" }} />
      </Form.Item>
    </FormDialog>
  );
}
