import Form from "antd/es/form";
import Select from "antd/es/select";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useAllocateReviewers } from "../api/allocate-reviewers";
import { useUnitManagers } from "../api/get-unit-managers";

/** Gives the chosen declarations their reviewers from the unit's administrators and leaders (replacing former ones). */
export function AssignDialog({
  declarationIds,
  open,
  onClose,
  onAssigned,
}: {
  declarationIds: string[];
  open: boolean;
  onClose: () => void;
  onAssigned: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<{ reviewerUserIds: string[] }>();
  const managers = useUnitManagers(open);
  const allocate = useAllocateReviewers();

  async function save() {
    const { reviewerUserIds } = await form.validateFields();
    const reply = await allocate.mutateAsync({ declarationIds, reviewerUserIds: reviewerUserIds ?? [] });
    message.success(reply.message);
    onAssigned();
  }

  return (
    <FormDialog<{ reviewerUserIds: string[] }>
      open={open}
      title={t("unitReview.assignTitle")}
      okText={t("unitReview.assign")}
      cancelText={t("unitReview.cancel")}
      name="unit-assign"
      form={form}
      width={520}
      saving={allocate.isPending}
      onSave={save}
      onClose={onClose}
    >
      <Typography.Paragraph>{t("unitReview.assignCount", { count: declarationIds.length })}</Typography.Paragraph>
      <Form.Item
        name="reviewerUserIds"
        label={t("unitReview.reviewers")}
        extra={t("unitReview.assignHelp")}
        rules={[{ required: true, message: t("unitReview.reviewersRequired") }]}
      >
        <Select
          mode="multiple"
          loading={managers.isLoading}
          placeholder={t("unitReview.chooseReviewers")}
          aria-label={t("unitReview.reviewers")}
          showSearch={{ optionFilterProp: "label" }}
          options={(managers.data ?? []).map((m) => ({
            value: m.userId,
            label: m.roles.length
              ? `${m.name} (${m.roles.map((r) => t(`unitReview.managerRole.${r}`, { defaultValue: r })).join(t("unitReview.listSeparator"))})`
              : m.name,
          }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
