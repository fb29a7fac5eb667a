import { JOB_LIMITS, type JobInput, type JobRow, jobInputSchema } from "@zcps/contracts/jobs";
import Col from "antd/es/col";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Row from "antd/es/row";
import Select from "antd/es/select";
import Switch from "antd/es/switch";
import Typography from "antd/es/typography";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useCreateJob } from "../api/create-job";
import { useJobHandlers } from "../api/get-job-handlers";
import { useCronPreview } from "../api/preview-cron";
import { useUpdateJob } from "../api/update-job";
import { CronPreviewList } from "./cron-preview";
import { HandlerHelp } from "./handler-help";

interface JobFormValues {
  name?: string;
  nameEn?: string | null;
  handler?: string;
  cron?: string;
  /** the parameters as JSON text */
  params?: string;
  enabled: boolean;
  description?: string | null;
  descriptionEn?: string | null;
}

interface Props {
  open: boolean;
  /** the job being edited; absent when adding */
  job?: JobRow;
  onClose: () => void;
}

const fields = jobInputSchema.shape;
const PREVIEW_DELAY_MS = 400;

const toJson = (value: unknown) => JSON.stringify(value, null, 2);

/** The parameters text as an object, or null when it is not a JSON object. */
function parseParams(text: string | undefined): Record<string, unknown> | null {
  if (!text?.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The value after it has stopped changing for a moment (the preview asks the server). */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export function JobFormDialog({ open, job, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<JobFormValues>();
  const handlers = useJobHandlers();
  const createJob = useCreateJob();
  const updateJob = useUpdateJob();
  const english = i18n.language.startsWith("en");

  const handlerName = Form.useWatch("handler", form);
  const cron = useSettled(Form.useWatch("cron", form) ?? "", PREVIEW_DELAY_MS);
  const preview = useCronPreview(open ? cron : "");
  const chosen = handlers.data?.find((h) => h.name === handlerName);

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      job
        ? {
            name: job.name,
            nameEn: job.nameEn,
            handler: job.handler,
            cron: job.cron,
            params: toJson(job.params),
            enabled: job.enabled,
            description: job.description,
            descriptionEn: job.descriptionEn,
          }
        : { enabled: true },
    );
  }, [open, job, form]);

  /** A new handler brings its own parameters: start from its defaults. */
  function chooseHandler(name: string) {
    const handler = handlers.data?.find((h) => h.name === name);
    form.setFieldValue("params", toJson(handler?.defaults ?? {}));
  }

  async function save() {
    const values = await form.validateFields();
    const input: JobInput = {
      name: values.name ?? "",
      nameEn: values.nameEn,
      handler: values.handler ?? "",
      cron: values.cron ?? "",
      params: parseParams(values.params) ?? {},
      enabled: values.enabled,
      description: values.description,
      descriptionEn: values.descriptionEn,
    };
    const reply = job ? await updateJob.mutateAsync({ id: job.id, job: input }) : await createJob.mutateAsync(input);
    message.success(reply.message || t("jobs.saved"));
    onClose();
  }

  const cronError = preview.error instanceof Error ? preview.error.message : undefined;
  const handlerOptions = (handlers.data ?? []).map((h) => ({
    value: h.name,
    label: `${english ? h.titleEn : h.title} (${h.name})`,
  }));

  return (
    <Modal
      open={open}
      title={job ? t("jobs.editTitle") : t("jobs.addTitle")}
      width={760}
      okText={t("jobs.ok")}
      cancelText={t("jobs.cancel")}
      confirmLoading={createJob.isPending || updateJob.isPending}
      onOk={() => {
        save().catch(() => undefined);
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<JobFormValues> name="job" form={form} layout="vertical" initialValues={{ enabled: true }} preserve={false}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="name" label={t("jobs.field.name")} required rules={[zodRule(fields.name)]}>
              <Input maxLength={JOB_LIMITS.name} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="nameEn" label={t("jobs.field.nameEn")} rules={[zodRule(fields.nameEn)]}>
              <Input maxLength={JOB_LIMITS.name * 2} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="enabled" label={t("jobs.field.enabled")} valuePropName="checked">
              <Switch checkedChildren={t("jobs.enabled")} unCheckedChildren={t("jobs.disabled")} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="handler" label={t("jobs.field.handler")} required rules={[zodRule(fields.handler)]}>
              <Select
                options={handlerOptions}
                loading={handlers.isLoading}
                placeholder={t("jobs.choose")}
                onChange={chooseHandler}
              />
            </Form.Item>
            {chosen && <HandlerHelp handler={chosen} />}
          </Col>
          <Col span={24}>
            <Form.Item
              name="cron"
              label={t("jobs.field.cron")}
              required
              rules={[zodRule(fields.cron)]}
              extra={t("jobs.cronHelp")}
              validateStatus={cronError && cron.trim() ? "error" : undefined}
              help={cronError && cron.trim() ? cronError : undefined}
            >
              <Input maxLength={JOB_LIMITS.cron} autoComplete="off" spellCheck={false} />
            </Form.Item>
            {preview.data && !cronError && <CronPreviewList preview={preview.data} />}
            {preview.isFetching && !preview.data && (
              <Typography.Text type="secondary">{t("jobs.previewLoading")}</Typography.Text>
            )}
          </Col>
          <Col span={24}>
            <Form.Item
              name="params"
              label={t("jobs.field.params")}
              style={{ marginTop: 16 }}
              rules={[
                {
                  validator: async (_rule, value: string | undefined) => {
                    if (parseParams(value) === null) throw new Error(t("jobs.paramsNotJson"));
                  },
                },
              ]}
            >
              <Input.TextArea
                autoSize={{ minRows: 3, maxRows: 10 }}
                maxLength={JOB_LIMITS.params}
                spellCheck={false}
                style={{ fontFamily: "monospace" }}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="description" label={t("jobs.field.description")} rules={[zodRule(fields.description)]}>
              <Input.TextArea maxLength={JOB_LIMITS.description} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="descriptionEn"
              label={t("jobs.field.descriptionEn")}
              rules={[zodRule(fields.descriptionEn)]}
            >
              <Input.TextArea maxLength={JOB_LIMITS.description * 2} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
