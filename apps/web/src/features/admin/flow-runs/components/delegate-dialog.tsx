import type { FlowTaskRow } from "@zcps/contracts/flow";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Select from "antd/es/select";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useDelegateTask } from "../api/delegate-task";
import { useUserSearch } from "../api/search-users";

interface DelegateValues {
  userId: string;
  comment?: string;
}

const COMMENT_MAX = 500;

/** Hands a task to another user of the tenant, found by name or account. */
export function DelegateDialog({ task, onClose }: { task: FlowTaskRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<DelegateValues>();
  const [keyword, setKeyword] = useState("");
  const users = useUserSearch(keyword, task !== null);
  const delegate = useDelegateTask();

  function close() {
    setKeyword("");
    onClose();
  }

  async function save() {
    if (!task) return;
    const values = await form.validateFields();
    const reply = await delegate.mutateAsync({
      id: task.id,
      userId: values.userId,
      comment: values.comment?.trim() || undefined,
    });
    message.success(reply.message);
  }

  return (
    <FormDialog<DelegateValues>
      open={task !== null}
      title={t("flowRuns.delegateTitle", { name: task?.name ?? "" })}
      okText={t("flowRuns.delegate")}
      cancelText={t("flowRuns.close")}
      name="flowDelegate"
      form={form}
      saving={delegate.isPending}
      onSave={save}
      onClose={close}
    >
      <Form.Item
        name="userId"
        label={t("flowRuns.delegateTo")}
        rules={[{ required: true, message: t("flowRuns.delegateRequired") }]}
      >
        <Select
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          loading={users.isFetching}
          placeholder={t("flowRuns.delegatePick")}
          aria-label={t("flowRuns.delegateTo")}
          options={(users.data ?? [])
            .filter((user) => user.id !== task?.assigneeId)
            .map((user) => ({
              value: user.id,
              label: `${user.name} (${user.username})${user.departName ? ` · ${user.departName}` : ""}`,
            }))}
        />
      </Form.Item>
      <Form.Item name="comment" label={t("flowRuns.comment")}>
        <Input.TextArea aria-label={t("flowRuns.comment")} rows={2} maxLength={COMMENT_MAX} />
      </Form.Item>
    </FormDialog>
  );
}
