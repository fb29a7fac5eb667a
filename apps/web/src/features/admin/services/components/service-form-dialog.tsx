import { SERVICE_LIMITS, type ServiceInput, type ServiceRow, serviceInputSchema } from "@zcps/contracts/services";
import Col from "antd/es/col";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Row from "antd/es/row";
import Typography from "antd/es/typography";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useUpdateService } from "../api/update-service";

interface Props {
  /** the service being edited; the dialog is closed without one */
  service: ServiceRow | null;
  onClose: () => void;
}

const fields = serviceInputSchema.shape;

/** A service's names and descriptions in both languages; its code and prefix come from the server's routes. */
export function ServiceFormDialog({ service, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<ServiceInput>();
  const update = useUpdateService();

  useEffect(() => {
    if (service) form.setFieldsValue(service);
  }, [service, form]);

  async function save() {
    if (!service) return;
    const values = await form.validateFields();
    const reply = await update.mutateAsync({ code: service.code, service: values });
    message.success(reply.message);
  }

  return (
    <FormDialog<ServiceInput>
      open={service !== null}
      title={t("services.editTitle")}
      okText={t("services.ok")}
      cancelText={t("services.cancel")}
      name="service"
      form={form}
      width={640}
      saving={update.isPending}
      onSave={save}
      onClose={onClose}
    >
      {service && (
        <Typography.Paragraph>
          <Typography.Text code>{service.code}</Typography.Text>{" "}
          <Typography.Text type="secondary">{service.prefixes.join(" · ")}</Typography.Text>
        </Typography.Paragraph>
      )}
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="nameZh" label={t("services.field.nameZh")} required rules={[zodRule(fields.nameZh)]}>
            <Input maxLength={SERVICE_LIMITS.name} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="nameEn" label={t("services.field.nameEn")} required rules={[zodRule(fields.nameEn)]}>
            <Input maxLength={SERVICE_LIMITS.name} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="descriptionZh"
            label={t("services.field.descriptionZh")}
            rules={[zodRule(fields.descriptionZh)]}
          >
            <Input.TextArea maxLength={SERVICE_LIMITS.description} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="descriptionEn"
            label={t("services.field.descriptionEn")}
            rules={[zodRule(fields.descriptionEn)]}
          >
            <Input.TextArea maxLength={SERVICE_LIMITS.description} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
