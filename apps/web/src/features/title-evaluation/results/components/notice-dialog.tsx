import {
  NOTICE_CONTENT_MAX,
  NOTICE_TITLE_MAX,
  type SchoolNotice,
  saveNoticeSchema,
} from "@zcps/contracts/zcps/results/api";
import Form from "antd/es/form";
import Input from "antd/es/input";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useSaveNotice } from "../api/save-notice";

interface Values {
  title: string;
  content?: string;
}

const shape = saveNoticeSchema.shape;

/**
 * A school notice that publishes nothing but its text: a new one in the batch, or the title and text of one
 * already published (a result notice's declarants and window do not change here).
 */
export function NoticeDialog({
  projectTimeId,
  notice,
  open,
  onClose,
}: {
  projectTimeId: string | undefined;
  /** the notice edited; null for a new one */
  notice: SchoolNotice | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveNotice();

  async function publish() {
    const values = await form.validateFields();
    const reply = await save.mutateAsync(
      notice
        ? { id: notice.id, kind: notice.kind, title: values.title, content: values.content?.trim() ?? "" }
        : { projectTimeId, kind: "GENERAL", title: values.title, content: values.content?.trim() ?? "" },
    );
    message.success(reply.message);
  }

  return (
    <FormDialog<Values>
      open={open}
      title={notice ? t("resultsUi.editNotice") : t("resultsUi.publishNotice")}
      okText={notice ? t("resultsUi.save") : t("resultsUi.publish")}
      cancelText={t("resultsUi.cancel")}
      name="school-notice"
      form={form}
      width={640}
      saving={save.isPending}
      onSave={publish}
      onClose={onClose}
    >
      <Form.Item
        name="title"
        label={t("resultsUi.noticeTitle")}
        required
        initialValue={notice?.title}
        rules={[zodRule(shape.title)]}
      >
        <Input maxLength={NOTICE_TITLE_MAX} />
      </Form.Item>
      <Form.Item
        name="content"
        label={t("resultsUi.noticeContent")}
        initialValue={notice?.content}
        rules={[zodRule(shape.content)]}
      >
        <Input.TextArea autoSize={{ minRows: 6, maxRows: 14 }} maxLength={NOTICE_CONTENT_MAX} showCount />
      </Form.Item>
    </FormDialog>
  );
}
