import {
  MEETING_DEFAULTS,
  type MeetingDetail,
  meetingCreateSchema,
  meetingUpdateSchema,
} from "@zcps/contracts/zcps/committee/api";
import DatePicker from "antd/es/date-picker";
import Flex from "antd/es/flex";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Switch from "antd/es/switch";
import type { Dayjs } from "dayjs";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import dayjs from "../../../../lib/dayjs";
import { FormDialog } from "../../../../lib/form-dialog";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useSaveMeeting } from "../api/save-meeting";

interface MeetingForm {
  name: string;
  startsAt?: Dayjs | null;
  place?: string;
  agenda?: string;
  size: number;
  minSize: number;
  externalNumerator: number;
  externalDenominator: number;
  poolRatio: number;
  sameUnitRecusal: boolean;
}

export type MeetingDialogState = { open: false } | { open: true; meeting?: MeetingDetail };

const whole = (min: number, max: number, width = 100) => (
  <InputNumber min={min} max={max} precision={0} style={{ width }} />
);

/** A draft meeting, new or changed: name, time, place, agenda and the committee's composition rule. */
export function MeetingDialog({
  state,
  projectTimeId,
  onClose,
}: {
  state: MeetingDialogState;
  projectTimeId: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<MeetingForm>();
  const save = useSaveMeeting();
  const meeting = state.open ? state.meeting : undefined;

  useEffect(() => {
    if (!state.open) return;
    form.setFieldsValue(
      meeting
        ? {
            name: meeting.name,
            startsAt: meeting.startsAt ? dayjs(meeting.startsAt) : null,
            place: meeting.place ?? "",
            agenda: meeting.agenda ?? "",
            size: meeting.size,
            minSize: meeting.minSize,
            externalNumerator: meeting.externalNumerator,
            externalDenominator: meeting.externalDenominator,
            poolRatio: meeting.poolRatio,
            sameUnitRecusal: meeting.sameUnitRecusal,
          }
        : { name: "", startsAt: null, place: "", agenda: "", ...MEETING_DEFAULTS },
    );
  }, [state, meeting, form]);

  async function onSave() {
    const values = await form.validateFields();
    const fields = {
      ...values,
      startsAt: values.startsAt ? values.startsAt.toISOString() : null,
      place: values.place?.trim() || null,
      agenda: values.agenda?.trim() || null,
    };
    const parsed = meeting
      ? meetingUpdateSchema.safeParse(fields)
      : meetingCreateSchema.safeParse({ ...fields, projectTimeId });
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((issue) => ({
          name: issue.path[0] as keyof MeetingForm,
          errors: [t(issue.message)],
        })),
      );
      throw new Error("invalid");
    }
    const reply = meeting
      ? await save.mutateAsync({ id: meeting.id, input: meetingUpdateSchema.parse(fields) })
      : await save.mutateAsync({ input: meetingCreateSchema.parse({ ...fields, projectTimeId }) });
    message.success(reply.message);
  }

  return (
    <FormDialog<MeetingForm>
      open={state.open}
      title={meeting ? t("cmtUi.editMeeting") : t("cmtUi.newMeeting")}
      okText={t("cmtUi.save")}
      cancelText={t("cmtUi.cancel")}
      name="committee-meeting"
      form={form}
      width={640}
      saving={save.isPending}
      onSave={onSave}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t("cmtUi.meetingName")}
        rules={[{ required: true, message: t("committee.v.name") }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name="startsAt" label={t("cmtUi.startsAt")}>
          <DatePicker showTime={{ format: "HH:mm" }} format="YYYY-MM-DD HH:mm" style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="place" label={t("cmtUi.place")} style={{ flex: 1, minWidth: 200 }}>
          <Input maxLength={100} />
        </Form.Item>
      </Flex>
      <Form.Item name="agenda" label={t("cmtUi.agenda")}>
        <Input.TextArea rows={3} maxLength={4000} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name="size" label={t("cmtUi.size")} extra={t("cmtUi.sizeHelp")}>
          {whole(3, 99)}
        </Form.Item>
        <Form.Item name="minSize" label={t("cmtUi.minSize")}>
          {whole(3, 99)}
        </Form.Item>
        <Form.Item label={t("cmtUi.externalShare")} extra={t("cmtUi.externalShareHelp")}>
          <Flex gap={4} align="center">
            <Form.Item name="externalNumerator" noStyle>
              {whole(0, 10, 70)}
            </Form.Item>
            <span>/</span>
            <Form.Item name="externalDenominator" noStyle>
              {whole(1, 10, 70)}
            </Form.Item>
          </Flex>
        </Form.Item>
        <Form.Item name="poolRatio" label={t("cmtUi.poolRatio")} extra={t("cmtUi.poolRatioHelp")}>
          {whole(1, 5)}
        </Form.Item>
      </Flex>
      <Form.Item name="sameUnitRecusal" label={t("cmtUi.sameUnitRecusal")} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}
