import type { FlowFormField, FlowTaskRow } from "@zcps/contracts/flow";
import Alert from "antd/es/alert";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Radio from "antd/es/radio";
import Select from "antd/es/select";
import Spin from "antd/es/spin";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useCompleteTask } from "../api/complete-task";
import { useTaskForm } from "../api/get-task-form";

type FieldValue = string | number | boolean | null | undefined;
interface CompleteValues {
  variables: Record<string, FieldValue>;
  comment?: string;
}

const COMMENT_MAX = 500;

/** A field's model default as the value its input holds. */
function initialValue(field: FlowFormField): FieldValue {
  if (field.defaultValue === null) return undefined;
  if (field.type === "boolean") return field.defaultValue === "true";
  if (field.type === "long") {
    const number = Number(field.defaultValue);
    return Number.isSafeInteger(number) ? number : undefined;
  }
  return field.defaultValue;
}

/** A field's input; the form item hands it its value and change handler, passed on to the control. */
function FieldInput({
  field,
  t,
  ...control
}: {
  field: FlowFormField;
  t: TFunction;
  value?: FieldValue;
  onChange?: (value: unknown) => void;
}) {
  switch (field.type) {
    case "boolean":
      return (
        <Radio.Group
          {...control}
          aria-label={field.label}
          options={[
            { value: true, label: t("flowRuns.yes") },
            { value: false, label: t("flowRuns.no") },
          ]}
        />
      );
    case "long":
      return (
        <InputNumber
          value={typeof control.value === "number" ? control.value : null}
          onChange={control.onChange}
          aria-label={field.label}
          precision={0}
          style={{ width: 200 }}
        />
      );
    case "enum":
      return (
        <Select
          value={typeof control.value === "string" ? control.value : undefined}
          onChange={control.onChange}
          aria-label={field.label}
          options={field.values.map((value) => ({ value: value.id, label: value.name }))}
          allowClear={!field.required}
        />
      );
    default:
      return (
        <Input
          value={typeof control.value === "string" ? control.value : ""}
          onChange={(event) => control.onChange?.(event.target.value)}
          aria-label={field.label}
          maxLength={2000}
        />
      );
  }
}

/**
 * Completing a task: its form's fields (they become the process variables a gateway reads, e.g. `approved`) and a
 * comment. The server checks the fields again and refuses what does not fit, naming the field.
 */
export function CompleteDialog({ task, onClose }: { task: FlowTaskRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<CompleteValues>();
  const taskForm = useTaskForm(task?.id ?? null);
  const complete = useCompleteTask();
  const fields = taskForm.data?.fields ?? [];

  async function save() {
    if (!task) return;
    const values = await form.validateFields();
    const variables = Object.fromEntries(
      Object.entries(values.variables ?? {}).filter(
        ([, value]) => value !== undefined && value !== null && value !== "",
      ),
    ) as Record<string, string | number | boolean>;
    const reply = await complete.mutateAsync({ id: task.id, variables, comment: values.comment?.trim() || undefined });
    message.success(reply.message);
  }

  return (
    <FormDialog<CompleteValues>
      open={task !== null}
      title={t("flowRuns.completeTitle", { name: task?.name ?? "" })}
      okText={t("flowRuns.complete")}
      cancelText={t("flowRuns.close")}
      name="flowComplete"
      form={form}
      width={560}
      saving={complete.isPending}
      onSave={save}
      onClose={onClose}
    >
      {taskForm.isLoading ? (
        <Spin />
      ) : (
        <>
          {fields.length === 0 && (
            <Alert type="info" showIcon title={t("flowRuns.noForm")} style={{ marginBottom: 16 }} />
          )}
          {fields.map((field) => (
            <Form.Item
              key={field.id}
              name={["variables", field.id]}
              label={field.label}
              initialValue={initialValue(field)}
              rules={
                field.required ? [{ required: true, message: t("flowRuns.fieldRequired", { label: field.label }) }] : []
              }
            >
              <FieldInput field={field} t={t} />
            </Form.Item>
          ))}
        </>
      )}
      <Form.Item name="comment" label={t("flowRuns.comment")}>
        <Input.TextArea aria-label={t("flowRuns.comment")} rows={3} maxLength={COMMENT_MAX} showCount />
      </Form.Item>
    </FormDialog>
  );
}
