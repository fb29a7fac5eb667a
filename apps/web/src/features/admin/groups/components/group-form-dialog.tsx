import {
  GROUP_DATA_SCOPES,
  type GroupDataScope,
  type GroupNode,
  groupCreateSchema,
  groupUpdateSchema,
  ROLE_LIMITS,
} from "@zcps/contracts/roles";
import Col from "antd/es/col";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Modal from "antd/es/modal";
import Row from "antd/es/row";
import Select from "antd/es/select";
import TreeSelect from "antd/es/tree-select";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useCreateGroup } from "../api/create-group";
import { useUpdateGroup } from "../api/update-group";

/** Closed, adding a role (under a parent, in a type), or editing one. */
export type GroupFormState =
  | { open: false }
  | { open: true; groupTypeId: string; parentId: string | null; group?: undefined }
  | { open: true; groupTypeId: string; group: GroupNode };

interface GroupFormValues {
  parentId?: string | null;
  code?: string;
  name?: string;
  nameEn?: string | null;
  orderNum: number;
  dataScope: GroupDataScope;
  description?: string | null;
}

interface ParentOption {
  value: string;
  title: string;
  disabled?: boolean;
  children: ParentOption[];
}

const fields = groupCreateSchema.shape;

/** A role cannot move under itself or below itself, so that branch is not offered. */
function parentOptions(nodes: GroupNode[], english: boolean, excluded: string | undefined): ParentOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: english ? node.nameEn || node.name : node.name,
    disabled: node.id === excluded,
    children: node.id === excluded ? [] : parentOptions(node.children, english, excluded),
  }));
}

export function GroupFormDialog({
  state,
  tree,
  onClose,
  onSaved,
}: {
  state: GroupFormState;
  tree: GroupNode[];
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<GroupFormValues>();
  const createGroup = useCreateGroup();
  const updateGroup = useUpdateGroup();
  const english = i18n.language.startsWith("en");
  const editing = state.open ? state.group : undefined;
  const parents = useMemo(() => parentOptions(tree, english, editing?.id), [tree, english, editing?.id]);

  useEffect(() => {
    if (!state.open) return;
    if (state.group) {
      const { parentId, code, name, nameEn, orderNum, dataScope, description } = state.group;
      form.setFieldsValue({ parentId, code, name, nameEn, orderNum, dataScope, description });
    } else form.setFieldsValue({ parentId: state.parentId, orderNum: 0, dataScope: "tenant" });
  }, [state, form]);

  async function save() {
    if (!state.open) return;
    const values = await form.validateFields();
    const reply = state.group
      ? await updateGroup.mutateAsync({ id: state.group.id, group: groupUpdateSchema.parse(values) })
      : await createGroup.mutateAsync(groupCreateSchema.parse({ ...values, groupTypeId: state.groupTypeId }));
    message.success(reply.message);
    onSaved(reply.data.id);
    onClose();
  }

  return (
    <Modal
      open={state.open}
      title={editing ? t("groups.editTitle") : t("groups.addTitle")}
      width={640}
      okText={t("groups.ok")}
      cancelText={t("groups.cancel")}
      confirmLoading={createGroup.isPending || updateGroup.isPending}
      onOk={() => {
        save().catch(() => undefined);
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<GroupFormValues> name="group" form={form} layout="vertical" preserve={false}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="name" label={t("groups.field.name")} required rules={[zodRule(fields.name)]}>
              <Input maxLength={ROLE_LIMITS.title} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="nameEn" label={t("groups.field.nameEn")} rules={[zodRule(fields.nameEn)]}>
              <Input maxLength={ROLE_LIMITS.title * 2} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="code" label={t("groups.field.code")} required rules={[zodRule(fields.code)]}>
              <Input maxLength={ROLE_LIMITS.code} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="orderNum" label={t("groups.field.orderNum")}>
              <InputNumber min={0} max={ROLE_LIMITS.orderNum} precision={0} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="parentId" label={t("groups.field.parent")}>
              <TreeSelect
                treeData={parents}
                allowClear
                treeDefaultExpandAll
                showSearch={{ treeNodeFilterProp: "title" }}
                placeholder={t("groups.topLevel")}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="dataScope"
              label={t("groups.field.dataScope")}
              tooltip={t("groups.field.dataScopeHint")}
              required
              rules={[zodRule(fields.dataScope)]}
            >
              <Select
                options={GROUP_DATA_SCOPES.map((scope) => ({ value: scope, label: t(`groups.dataScope.${scope}`) }))}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="description" label={t("groups.field.description")} rules={[zodRule(fields.description)]}>
              <Input.TextArea maxLength={ROLE_LIMITS.description} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
