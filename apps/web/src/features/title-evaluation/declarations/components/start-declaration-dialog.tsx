import type { OpenBatch } from "@zcps/contracts/zcps/declaration/api";
import Form from "antd/es/form";
import Modal from "antd/es/modal";
import Select from "antd/es/select";
import Typography from "antd/es/typography";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import dayjs from "../../../../lib/dayjs";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useCreateDeclaration } from "../api/create-declaration";

interface Values {
  projectTimeId?: string;
  titleId?: string;
  trackCode?: string;
  method?: string;
}

interface Props {
  open: boolean;
  batches: OpenBatch[];
  declaredBatchIds: string[];
  /** the new declaration's id, or nothing when cancelled */
  onClose: (id?: string) => void;
}

/** Batch, title, track and method: only what the open batches allow this staff member. */
export function StartDeclarationDialog({ open, batches, declaredBatchIds, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateDeclaration();
  const available = batches.filter((b) => !declaredBatchIds.includes(b.id) && b.titles.length > 0);
  const batchId = Form.useWatch("projectTimeId", form);
  const titleId = Form.useWatch("titleId", form);
  const batch = available.find((b) => b.id === batchId);
  const title = batch?.titles.find((x) => x.titleId === titleId);

  useEffect(() => {
    if (open) form.setFieldsValue({ projectTimeId: available[0]?.id, titleId: undefined, trackCode: undefined });
  }, [open, available[0]?.id, form]);

  async function submit() {
    const values = await form.validateFields();
    const reply = await create.mutateAsync({
      projectTimeId: values.projectTimeId ?? "",
      titleId: values.titleId ?? "",
      trackCode: values.trackCode ?? "",
      method: values.method ?? "NORMAL",
    });
    message.success(reply.message);
    onClose(reply.data.id);
  }

  const required = [{ required: true, message: t("declare.start.required") }];
  return (
    <Modal
      title={t("declare.start.title")}
      open={open}
      onOk={submit}
      onCancel={() => onClose()}
      okText={t("declare.ok")}
      cancelText={t("declare.cancel")}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="projectTimeId" label={t("declare.start.batch")} rules={required}>
          <Select
            options={available.map((b) => ({ value: b.id, label: b.name }))}
            onChange={() => form.setFieldsValue({ titleId: undefined, trackCode: undefined, method: undefined })}
          />
        </Form.Item>
        {batch?.startsAt && batch.endsAt ? (
          <Typography.Paragraph type="secondary">
            {t("declare.start.window", {
              from: dayjs(batch.startsAt).format("YYYY-MM-DD"),
              to: dayjs(batch.endsAt).format("YYYY-MM-DD"),
            })}
          </Typography.Paragraph>
        ) : null}
        <Form.Item name="titleId" label={t("declare.start.titleField")} rules={required}>
          <Select
            options={(batch?.titles ?? []).map((x) => ({ value: x.titleId, label: x.titleName }))}
            onChange={(value) => {
              const chosen = batch?.titles.find((x) => x.titleId === value);
              form.setFieldsValue({ trackCode: chosen?.tracks[0]?.value, method: chosen?.methods[0]?.value });
            }}
          />
        </Form.Item>
        {title && title.tracks.length > 0 ? (
          <Form.Item name="trackCode" label={t("declare.start.track")} rules={required}>
            <Select options={title.tracks} />
          </Form.Item>
        ) : null}
        <Form.Item name="method" label={t("declare.start.method")} rules={required}>
          <Select options={title?.methods ?? []} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
