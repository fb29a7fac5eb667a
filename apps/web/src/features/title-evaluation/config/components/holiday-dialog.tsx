import { type HolidayInput, type HolidayRow, holidayInputSchema } from "@zcps/contracts/zcps/config/api";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Popconfirm from "antd/es/popconfirm";
import Radio from "antd/es/radio";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useDeleteHoliday } from "../api/delete-holiday";
import { useSaveHoliday } from "../api/save-holiday";

export type HolidayDialogState = { open: false } | { open: true; day: string; existing?: HolidayRow };

const fields = holidayInputSchema.shape;

/** One calendar exception: a holiday (no work) or a 调休 workday, with its name. */
export function HolidayDialog({ state, onClose }: { state: HolidayDialogState; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<Omit<HolidayInput, "day">>();
  const save = useSaveHoliday();
  const remove = useDeleteHoliday();
  const existing = state.open ? state.existing : undefined;

  useEffect(() => {
    if (!state.open) return;
    form.resetFields();
    form.setFieldsValue(existing ?? { working: false, name: "", nameEn: null });
  }, [state.open, existing, form]);

  async function submit() {
    if (!state.open) return;
    const values = await form.validateFields();
    const reply = await save.mutateAsync({ ...values, day: state.day });
    message.success(reply.message);
    onClose();
  }

  async function removeDay() {
    if (!state.open) return;
    const reply = await remove.mutateAsync(state.day);
    message.success(reply.message);
    onClose();
  }

  return (
    <Modal
      open={state.open}
      title={state.open ? t("zcfg.holiday.dialogTitle", { day: state.day }) : ""}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        existing && (
          <Popconfirm
            key="remove"
            title={t("zcfg.holiday.removeConfirm")}
            okText={t("zcfg.ok")}
            cancelText={t("zcfg.cancel")}
            onConfirm={() => removeDay().catch(() => undefined)}
          >
            <Button danger>{t("zcfg.holiday.remove")}</Button>
          </Popconfirm>
        ),
        <Button key="cancel" onClick={onClose}>
          {t("zcfg.cancel")}
        </Button>,
        <Button key="save" type="primary" loading={save.isPending} onClick={() => submit().catch(() => undefined)}>
          {t("zcfg.save")}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" name="holiday-form">
        <Form.Item name="working" label={t("zcfg.holiday.kind")}>
          <Radio.Group
            options={[
              { value: false, label: t("zcfg.holiday.off") },
              { value: true, label: t("zcfg.holiday.workday") },
            ]}
          />
        </Form.Item>
        <Form.Item name="name" label={t("zcfg.holiday.name")} rules={[{ required: true }, zodRule(fields.name)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="nameEn" label={t("zcfg.holiday.nameEn")} rules={[zodRule(fields.nameEn)]}>
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
