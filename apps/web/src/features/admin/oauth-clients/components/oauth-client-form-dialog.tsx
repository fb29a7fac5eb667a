import {
  OAUTH_CLIENT_LIMITS,
  OAUTH_GRANT_TYPES,
  type OAuthClientInput,
  type OAuthClientRow,
  type OAuthGrantType,
  oauthClientInputSchema,
} from "@zcps/contracts/oauth-clients";
import Checkbox from "antd/es/checkbox";
import Col from "antd/es/col";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Modal from "antd/es/modal";
import Row from "antd/es/row";
import Select from "antd/es/select";
import Switch from "antd/es/switch";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useCreateOAuthClient } from "../api/create-oauth-client";
import { useUpdateOAuthClient } from "../api/update-oauth-client";
import type { ShownSecret } from "./secret-dialog";

interface FormValues {
  clientId?: string;
  name?: string;
  description?: string | null;
  grantTypes: OAuthGrantType[];
  scopes: string[];
  /** one per line */
  redirectUris?: string;
  accessTokenSeconds: number;
  enabled: boolean;
}

interface Props {
  open: boolean;
  /** the client being edited; absent when creating */
  client?: OAuthClientRow;
  onClose: () => void;
  /** a new client's secret, to be shown once */
  onSecret: (shown: ShownSecret) => void;
}

const fields = oauthClientInputSchema.shape;
const lines = (text: string | undefined) =>
  (text ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** The redirect URIs are typed one per line and checked as the list the server takes. */
const redirectUriLines = z.preprocess((text) => lines(text as string), fields.redirectUris);

/** Add or edit an OAuth client; the secret is made by the server and shown once after a create. */
export function OAuthClientFormDialog({ open, client, onClose, onSecret }: Props) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<FormValues>();
  const createClient = useCreateOAuthClient();
  const updateClient = useUpdateOAuthClient();

  useEffect(() => {
    if (open && client) {
      form.setFieldsValue({ ...client, redirectUris: client.redirectUris.join("\n") });
    }
  }, [open, client, form]);

  async function save() {
    const values = await form.validateFields();
    const input: OAuthClientInput = { ...values, redirectUris: lines(values.redirectUris) } as OAuthClientInput;
    if (client) {
      const reply = await updateClient.mutateAsync({ id: client.id, client: input });
      message.success(reply.message || t("oauthClients.saved"));
    } else {
      const reply = await createClient.mutateAsync(input);
      message.success(reply.message || t("oauthClients.saved"));
      onSecret({ clientId: reply.data.client.clientId, secret: reply.data.secret });
    }
    onClose();
  }

  return (
    <Modal
      open={open}
      title={client ? t("oauthClients.editTitle") : t("oauthClients.addTitle")}
      width={680}
      okText={t("oauthClients.ok")}
      cancelText={t("oauthClients.cancel")}
      confirmLoading={createClient.isPending || updateClient.isPending}
      onOk={() => {
        save().catch(() => undefined);
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<FormValues>
        name="oauthClient"
        form={form}
        layout="vertical"
        initialValues={{ grantTypes: ["password"], scopes: [], accessTokenSeconds: 14400, enabled: true }}
        preserve={false}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="clientId"
              label={t("oauthClients.field.clientId")}
              required
              rules={[zodRule(fields.clientId)]}
            >
              <Input maxLength={OAUTH_CLIENT_LIMITS.clientId} autoComplete="off" disabled={client?.isConsole} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="name" label={t("oauthClients.field.name")} required rules={[zodRule(fields.name)]}>
              <Input maxLength={OAUTH_CLIENT_LIMITS.name} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="grantTypes"
              label={t("oauthClients.field.grantTypes")}
              required
              rules={[zodRule(fields.grantTypes)]}
            >
              <Checkbox.Group
                options={OAUTH_GRANT_TYPES.map((grant) => ({
                  value: grant,
                  label: t(`oauthClients.grant.${grant}`),
                  disabled: client?.isConsole && grant === "password",
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="scopes"
              label={t("oauthClients.field.scopes")}
              extra={t("oauthClients.field.scopesHint")}
              rules={[zodRule(fields.scopes)]}
            >
              <Select mode="tags" open={false} tokenSeparators={[",", " "]} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="accessTokenSeconds"
              label={t("oauthClients.field.validity")}
              extra={t("oauthClients.field.validityHint")}
              required
              rules={[zodRule(fields.accessTokenSeconds)]}
            >
              <InputNumber
                min={OAUTH_CLIENT_LIMITS.minTokenSeconds}
                max={OAUTH_CLIENT_LIMITS.maxTokenSeconds}
                precision={0}
                style={{ width: "100%" }}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="redirectUris"
              label={t("oauthClients.field.redirectUris")}
              extra={t("oauthClients.field.redirectUrisHint")}
              rules={[zodRule(redirectUriLines)]}
            >
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="enabled" label={t("oauthClients.field.enabled")} valuePropName="checked">
              <Switch
                disabled={client?.isConsole}
                checkedChildren={t("oauthClients.enabled")}
                unCheckedChildren={t("oauthClients.disabled")}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="description"
              label={t("oauthClients.field.description")}
              rules={[zodRule(fields.description)]}
            >
              <Input.TextArea
                maxLength={OAUTH_CLIENT_LIMITS.description}
                showCount
                autoSize={{ minRows: 2, maxRows: 4 }}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
