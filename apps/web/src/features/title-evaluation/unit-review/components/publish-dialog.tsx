import { type NoticeStatus, PUBLICITY_TITLE_MAX } from "@zcps/contracts/zcps/unit-review/api";
import DatePicker from "antd/es/date-picker";
import Descriptions from "antd/es/descriptions";
import Form from "antd/es/form";
import Input from "antd/es/input";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import dayjs from "../../../../lib/dayjs";
import { FormDialog } from "../../../../lib/form-dialog";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { usePublishNotice } from "../api/publish-notice";

interface Values {
  title?: string;
  startsOn?: Dayjs;
}

/**
 * Publishes the approved declarations awaiting publicity on a new notice: its title (the server names it when left
 * empty) and first day. It lasts the batch's working days; the end date shown is that of a notice starting today.
 */
export function PublishDialog({
  status,
  open,
  onClose,
}: {
  status: NoticeStatus | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<Values>();
  const publish = usePublishNotice();
  const startsOn = Form.useWatch("startsOn", form);
  const today = dayjs().format("YYYY-MM-DD");
  const startsToday = !startsOn || startsOn.format("YYYY-MM-DD") === today;

  async function save() {
    const values = await form.validateFields();
    const reply = await publish.mutateAsync({
      projectTimeId: status?.projectTimeId,
      title: values.title?.trim() || undefined,
      startsOn: values.startsOn?.format("YYYY-MM-DD"),
    });
    message.success(t("unitReview.published", { endsOn: reply.data[0]?.endsOn ?? "-" }));
  }

  return (
    <FormDialog<Values>
      open={open}
      title={t("unitReview.publishTitle")}
      okText={t("unitReview.publish")}
      cancelText={t("unitReview.cancel")}
      name="unit-publish"
      form={form}
      width={560}
      saving={publish.isPending}
      onSave={save}
      onClose={onClose}
    >
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t("unitReview.awaiting")}>{status?.awaiting ?? 0}</Descriptions.Item>
        <Descriptions.Item label={t("unitReview.workingDays")}>
          {t("unitReview.days", { count: status?.workingDays ?? 0 })}
        </Descriptions.Item>
        <Descriptions.Item label={t("unitReview.endsOnIfToday")}>
          <span data-testid="ends-if-today">{status?.endsOnIfToday ?? "-"}</span>
        </Descriptions.Item>
      </Descriptions>
      <Form.Item name="title" label={t("unitReview.noticeTitle")} extra={t("unitReview.noticeTitleHelp")}>
        <Input maxLength={PUBLICITY_TITLE_MAX} />
      </Form.Item>
      <Form.Item
        name="startsOn"
        label={t("unitReview.startsOn")}
        extra={startsToday ? undefined : t("unitReview.startsOnHelp", { count: status?.workingDays ?? 0 })}
      >
        <DatePicker placeholder={today} style={{ width: 200 }} />
      </Form.Item>
    </FormDialog>
  );
}
