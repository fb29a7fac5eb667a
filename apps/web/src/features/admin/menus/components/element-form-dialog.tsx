import {
  ELEMENT_TYPES,
  type ElementRow,
  elementInputSchema,
  type MenuAdminNode,
  ROLE_LIMITS,
} from "@zcps/contracts/roles";
import Col from "antd/es/col";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Row from "antd/es/row";
import Select from "antd/es/select";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useCreateElement } from "../api/create-element";
import { useRouteChoices } from "../api/get-route-choices";
import { useUpdateElement } from "../api/update-element";
import { routeKey, routeOf } from "./route-key";

/** Closed, adding an element to a menu, or editing one. */
export type ElementFormState = { open: false } | { open: true; menu: MenuAdminNode; element?: ElementRow };

interface ElementFormValues {
  code?: string;
  type: "button" | "uri";
  name?: string;
  nameEn?: string;
  description?: string | null;
  routes: string[];
}

const fields = elementInputSchema.shape;

/** The element dialog: code (`<menu>:<action>`), type, names and the API routes holding it opens. */
export function ElementFormDialog({ state, onClose }: { state: ElementFormState; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<ElementFormValues>();
  const choices = useRouteChoices(state.open);
  const createElement = useCreateElement();
  const updateElement = useUpdateElement();
  const element = state.open ? state.element : undefined;

  useEffect(() => {
    if (!state.open) return;
    if (state.element) {
      form.setFieldsValue({
        code: state.element.code,
        type: state.element.type,
        name: state.element.name,
        nameEn: state.element.nameEn,
        description: state.element.description,
        routes: state.element.routes.map(routeKey),
      });
    } else form.setFieldsValue({ code: `${state.menu.code}:`, type: "button", routes: [] });
  }, [state, form]);

  async function save() {
    if (!state.open) return;
    const values = await form.validateFields();
    const input = elementInputSchema.parse({ ...values, menuId: state.menu.id, routes: values.routes.map(routeOf) });
    const reply = state.element
      ? await updateElement.mutateAsync({ id: state.element.id, element: input })
      : await createElement.mutateAsync(input);
    message.success(reply.message);
    onClose();
  }

  const options = (choices.data ?? []).map((choice) => ({
    value: routeKey(choice),
    label: (
      <span className="route-option">
        <span className={`route-method route-method-${choice.method.toLowerCase()}`}>{choice.method}</span>
        <span className="route-path">{choice.route}</span>
        <span className="route-summary">{choice.summary}</span>
      </span>
    ),
    search: `${choice.method} ${choice.route} ${choice.summary}`,
  }));

  return (
    <Modal
      open={state.open}
      title={element ? t("menus.element.editTitle") : t("menus.element.addTitle")}
      width={760}
      okText={t("menus.ok")}
      cancelText={t("menus.cancel")}
      confirmLoading={createElement.isPending || updateElement.isPending}
      onOk={() => {
        save().catch(() => undefined);
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ElementFormValues> name="element" form={form} layout="vertical" preserve={false}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="code" label={t("menus.element.code")} required rules={[zodRule(fields.code)]}>
              <Input maxLength={ROLE_LIMITS.elementCode} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="type" label={t("menus.element.type")}>
              <Select options={ELEMENT_TYPES.map((type) => ({ value: type, label: t(`menus.elementType.${type}`) }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="name" label={t("menus.element.name")} required rules={[zodRule(fields.name)]}>
              <Input maxLength={ROLE_LIMITS.title} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="nameEn" label={t("menus.element.nameEn")} required rules={[zodRule(fields.nameEn)]}>
              <Input maxLength={ROLE_LIMITS.title * 2} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="routes" label={t("menus.element.routes")} extra={t("menus.element.routesHint")}>
              <Select
                mode="multiple"
                options={options}
                loading={choices.isLoading}
                showSearch={{ optionFilterProp: "search" }}
                placeholder={t("menus.element.chooseRoutes")}
                optionLabelProp="value"
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="description" label={t("menus.element.description")} rules={[zodRule(fields.description)]}>
              <Input.TextArea maxLength={ROLE_LIMITS.description} autoSize={{ minRows: 2, maxRows: 3 }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
