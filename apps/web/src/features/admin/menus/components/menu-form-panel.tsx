import { MENU_TYPES, type MenuAdminNode, menuInputSchema, ROLE_LIMITS } from "@zcps/contracts/roles";
import Button from "antd/es/button";
import Col from "antd/es/col";
import Empty from "antd/es/empty";
import Flex from "antd/es/flex";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Row from "antd/es/row";
import Select from "antd/es/select";
import Switch from "antd/es/switch";
import TreeSelect from "antd/es/tree-select";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../../components/panel";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useCreateMenu } from "../api/create-menu";
import { useUpdateMenu } from "../api/update-menu";

/** What the form shows: the selected menu read-only, the selected menu being edited, or a new menu. */
export type MenuFormMode = { kind: "view" } | { kind: "edit" } | { kind: "create"; parentId: string | null };

interface MenuFormValues {
  parentId?: string | null;
  code?: string;
  title?: string;
  titleEn?: string;
  icon?: string | null;
  type: "menu" | "dirt";
  orderNum: number;
  enabled: boolean;
  description?: string | null;
}

interface ParentOption {
  value: string;
  title: string;
  disabled?: boolean;
  children: ParentOption[];
}

interface Props {
  mode: MenuFormMode;
  menu: MenuAdminNode | undefined;
  tree: MenuAdminNode[];
  onSaved: (id: string) => void;
  onCancel: () => void;
}

const fields = menuInputSchema.shape;

/** Parent choices: a menu cannot move under itself or below itself, so that branch is not offered. */
function parentOptions(nodes: MenuAdminNode[], english: boolean, excluded: string | undefined): ParentOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: english ? node.titleEn : node.title,
    disabled: node.id === excluded,
    children: node.id === excluded ? [] : parentOptions(node.children, english, excluded),
  }));
}

function toFormValues(menu: MenuAdminNode): MenuFormValues {
  return {
    parentId: menu.parentId,
    code: menu.code,
    title: menu.title,
    titleEn: menu.titleEn,
    icon: menu.icon,
    type: menu.type,
    orderNum: menu.orderNum,
    enabled: menu.enabled,
    description: menu.description,
  };
}

/** The right side's upper part: the chosen menu's fields; editable after Add or Edit. */
export function MenuFormPanel({ mode, menu, tree, onSaved, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<MenuFormValues>();
  const createMenu = useCreateMenu();
  const updateMenu = useUpdateMenu();
  const english = i18n.language.startsWith("en");
  const editing = mode.kind !== "view";
  const parents = useMemo(
    () => parentOptions(tree, english, mode.kind === "edit" ? menu?.id : undefined),
    [tree, english, mode.kind, menu?.id],
  );

  useEffect(() => {
    if (mode.kind === "create") {
      form.resetFields();
      form.setFieldsValue({ parentId: mode.parentId, type: "menu", orderNum: 0, enabled: true });
    } else if (menu) form.setFieldsValue(toFormValues(menu));
  }, [mode, menu, form]);

  async function save() {
    const values = menuInputSchema.parse(await form.validateFields());
    const reply =
      mode.kind === "edit" && menu
        ? await updateMenu.mutateAsync({ id: menu.id, menu: values })
        : await createMenu.mutateAsync(values);
    message.success(reply.message);
    onSaved(reply.data.id);
  }

  if (mode.kind !== "create" && !menu) {
    return (
      <Panel title={t("menus.form")}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("menus.chooseMenu")} />
      </Panel>
    );
  }

  const title =
    mode.kind === "create" ? t("menus.addTitle") : mode.kind === "edit" ? t("menus.editTitle") : t("menus.form");
  return (
    <Panel title={title} testId="menu-form">
      <Form<MenuFormValues> name="menu" form={form} layout="vertical" disabled={!editing}>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="parentId" label={t("menus.field.parent")}>
              <TreeSelect
                treeData={parents}
                allowClear
                showSearch={{ treeNodeFilterProp: "title" }}
                placeholder={t("menus.topLevel")}
                treeDefaultExpandedKeys={mode.kind === "create" && mode.parentId ? [mode.parentId] : []}
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="code" label={t("menus.field.code")} required rules={[zodRule(fields.code)]}>
              <Input maxLength={ROLE_LIMITS.code} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="title" label={t("menus.field.title")} required rules={[zodRule(fields.title)]}>
              <Input maxLength={ROLE_LIMITS.title} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="titleEn" label={t("menus.field.titleEn")} required rules={[zodRule(fields.titleEn)]}>
              <Input maxLength={ROLE_LIMITS.title * 2} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="icon" label={t("menus.field.icon")} rules={[zodRule(fields.icon)]}>
              <Input
                maxLength={ROLE_LIMITS.icon}
                placeholder={editing ? "SettingOutlined" : undefined}
                autoComplete="off"
              />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="type" label={t("menus.field.type")}>
              <Select options={MENU_TYPES.map((type) => ({ value: type, label: t(`menus.type.${type}`) }))} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="orderNum" label={t("menus.field.orderNum")}>
              <InputNumber min={0} max={ROLE_LIMITS.orderNum} precision={0} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="enabled" label={t("menus.field.enabled")} valuePropName="checked">
              <Switch checkedChildren={t("menus.enabled")} unCheckedChildren={t("menus.disabled")} />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item label={t("menus.field.path")} htmlFor="menu_path">
              <Input
                id="menu_path"
                value={mode.kind === "create" ? t("menus.pathAfterSave") : menu?.path}
                readOnly
                disabled
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="description" label={t("menus.field.description")} rules={[zodRule(fields.description)]}>
              <Input.TextArea maxLength={ROLE_LIMITS.description} autoSize={{ minRows: 1, maxRows: 4 }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {editing && (
        <Flex gap={8} justify="flex-end">
          <Button onClick={onCancel}>{t("menus.cancel")}</Button>
          <Button
            type="primary"
            loading={createMenu.isPending || updateMenu.isPending}
            onClick={() => {
              save().catch(() => undefined);
            }}
          >
            {t("menus.save")}
          </Button>
        </Flex>
      )}
    </Panel>
  );
}
