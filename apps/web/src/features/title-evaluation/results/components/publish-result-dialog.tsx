import {
  NOTICE_CONTENT_MAX,
  NOTICE_TITLE_MAX,
  type ResultPublicityStatus,
  saveNoticeSchema,
} from "@zcps/contracts/zcps/results/api";
import DatePicker from "antd/es/date-picker";
import Descriptions from "antd/es/descriptions";
import Form from "antd/es/form";
import Input from "antd/es/input";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import dayjs from "../../../../lib/dayjs";
import { FormDialog } from "../../../../lib/form-dialog";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useSaveNotice } from "../api/save-notice";
import { defaultNoticeTitle } from "../logic";

interface Values {
  title: string;
  content?: string;
  startsOn?: Dayjs;
}

const shape = saveNoticeSchema.shape;

/**
 * Publishes the chosen declarations awaiting it on a result notice, which opens their results publicity: its title
 * (the project's name by default), text and first day. It lasts the batch's working days on the holiday calendar; the
 * end date shown is that of a notice starting today, the server reckons another day's.
 */
export function PublishResultDialog({
  status,
  projectName,
  declarationIds,
  open,
  onClose,
}: {
  status: ResultPublicityStatus | undefined;
  /** the session's project, whose name titles the notice by default */
  projectName: string | undefined;
  declarationIds: string[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveNotice();
  const startsOn = Form.useWatch("startsOn", form);
  const today = dayjs().format("YYYY-MM-DD");
  const startsToday = !startsOn || startsOn.format("YYYY-MM-DD") === today;

  async function publish() {
    const values = await form.validateFields();
    const reply = await save.mutateAsync({
      projectTimeId: status?.projectTimeId,
      kind: "RESULT",
      title: values.title,
      content: values.content?.trim() ?? "",
      startsOn: (values.startsOn ?? dayjs()).format("YYYY-MM-DD"),
      declarationIds,
    });
    const publicity = reply.data?.publicity;
    message.success(
      publicity ? t("resultsUi.published", { startsOn: publicity.startsOn, endsOn: publicity.endsOn }) : reply.message,
    );
  }

  return (
    <FormDialog<Values>
      open={open}
      title={t("resultsUi.publishResults")}
      okText={t("resultsUi.publish")}
      cancelText={t("resultsUi.cancel")}
      name="result-publish"
      form={form}
      width={600}
      saving={save.isPending}
      onSave={publish}
      onClose={onClose}
    >
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }} data-testid="publish-summary">
        <Descriptions.Item label={t("resultsUi.chosenDeclarants")}>
          {t("resultsUi.people", { count: declarationIds.length })}
        </Descriptions.Item>
        <Descriptions.Item label={t("resultsUi.workingDays")}>
          {t("resultsUi.days", { count: status?.workingDays ?? 0 })}
        </Descriptions.Item>
        <Descriptions.Item label={t("resultsUi.endsOnIfToday")}>
          <span data-testid="ends-if-today">{status?.endsOnIfToday ?? "-"}</span>
        </Descriptions.Item>
      </Descriptions>
      <Form.Item
        name="title"
        label={t("resultsUi.noticeTitle")}
        required
        initialValue={defaultNoticeTitle(projectName, t("resultsUi.resultTitleSuffix"))}
        rules={[zodRule(shape.title)]}
      >
        <Input maxLength={NOTICE_TITLE_MAX} />
      </Form.Item>
      <Form.Item name="content" label={t("resultsUi.noticeContent")} rules={[zodRule(shape.content)]}>
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} maxLength={NOTICE_CONTENT_MAX} />
      </Form.Item>
      <Form.Item
        name="startsOn"
        label={t("resultsUi.startsOn")}
        initialValue={dayjs()}
        extra={
          startsToday
            ? t("resultsUi.endsOnHint", { count: status?.workingDays ?? 0, endsOn: status?.endsOnIfToday ?? "-" })
            : t("resultsUi.startsOnHelp", { count: status?.workingDays ?? 0 })
        }
      >
        <DatePicker allowClear={false} style={{ width: 200 }} />
      </Form.Item>
    </FormDialog>
  );
}
