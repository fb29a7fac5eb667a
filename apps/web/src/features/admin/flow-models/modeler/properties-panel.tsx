import Button from "antd/es/button";
import Checkbox from "antd/es/checkbox";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Select from "antd/es/select";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import type Modeler from "bpmn-js/lib/Modeler";
import type { Element } from "bpmn-js/lib/model/Types";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { RoleGroupOption } from "../api/get-role-groups";
import {
  conditionText,
  DUE_DATE,
  defaultFlowState,
  formFieldsOf,
  joinCodes,
  kindOf,
  setCondition,
  setDefaultFlow,
  setFormFields,
  splitCodes,
  updateProperties,
} from "./bpmn-properties";
import { FormFieldsDialog } from "./form-fields-dialog";

interface Props {
  modeler: Modeler;
  /** the selected element, or the process when nothing is selected */
  element: Element;
  /** bumped on every change of the diagram: the panel reads the element again */
  revision: number;
  readOnly: boolean;
  roleGroups: RoleGroupOption[];
}

/** A text committed when it loses focus or on Enter: one undo step per edit, not per key. */
function CommitInput({
  value,
  onCommit,
  disabled,
  placeholder,
  check,
  label,
}: {
  value: string;
  onCommit: (value: string) => void;
  disabled: boolean;
  placeholder?: string;
  /** false keeps a typed value from being committed */
  check?: (value: string) => boolean;
  label: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const valid = !text.trim() || !check || check(text.trim());
  const commit = () => {
    if (text !== value && valid) onCommit(text.trim());
  };
  return (
    <Input
      value={text}
      aria-label={label}
      disabled={disabled}
      placeholder={placeholder}
      status={valid ? undefined : "error"}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onPressEnter={commit}
    />
  );
}

/** Codes chosen from a list (the tenant's role groups) or typed (any code, or an expression). */
function CodesSelect({
  value,
  onChange,
  options,
  disabled,
  label,
  placeholder,
}: {
  value: string[];
  onChange: (codes: string[]) => void;
  options: { value: string; label: string }[];
  disabled: boolean;
  label: string;
  placeholder?: string;
}) {
  return (
    <Select
      mode="tags"
      value={value}
      onChange={onChange}
      options={options}
      disabled={disabled}
      aria-label={label}
      placeholder={placeholder}
      tokenSeparators={[","]}
      showSearch={{ optionFilterProp: "label" }}
      style={{ width: "100%" }}
    />
  );
}

/**
 * The properties of the selected element that the engine here reads: its name; a user task's assignment, due date
 * and form; a sequence flow's condition and whether it is its gateway's default; the process's starter groups.
 */
export function PropertiesPanel({ modeler, element, revision, readOnly, roleGroups }: Props) {
  const { t, i18n } = useTranslation();
  const [editingForm, setEditingForm] = useState(false);
  const bo = element.businessObject;
  const kind = kindOf(element);
  const update = (properties: Record<string, unknown>) => updateProperties(modeler, element, properties);
  const groupOptions = roleGroups.map((group) => ({
    value: group.code,
    label: `${i18n.language === "en" && group.nameEn ? group.nameEn : group.name} (${group.code})`,
  }));
  const fields = kind === "userTask" || kind === "startEvent" ? formFieldsOf(element) : [];
  const flow = kind === "sequenceFlow" ? defaultFlowState(element) : null;

  return (
    <Form layout="vertical" size="small" data-testid="flow-properties" key={`${element.id}:${revision}`}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t(`flowModels.kind.${kind}`)}
        <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: "normal", marginLeft: 8 }}>
          {element.type.replace(/^bpmn:/, "")}
        </Typography.Text>
      </Typography.Title>
      <Form.Item label={t("flowModels.prop.id")}>
        <Input value={element.id} readOnly aria-label={t("flowModels.prop.id")} />
      </Form.Item>
      <Form.Item label={t("flowModels.prop.name")}>
        <CommitInput
          label={t("flowModels.prop.name")}
          value={bo.name ?? ""}
          disabled={readOnly}
          onCommit={(name) => update({ name: name || undefined })}
        />
      </Form.Item>

      {kind === "process" && (
        <Form.Item label={t("flowModels.prop.starterGroups")} extra={t("flowModels.prop.starterGroupsHint")}>
          <CodesSelect
            label={t("flowModels.prop.starterGroups")}
            value={splitCodes(bo.get("camunda:candidateStarterGroups"))}
            options={groupOptions}
            disabled={readOnly}
            onChange={(codes) => update({ "camunda:candidateStarterGroups": joinCodes(codes) })}
          />
        </Form.Item>
      )}

      {kind === "userTask" && (
        <>
          <Form.Item label={t("flowModels.prop.assignee")} extra={t("flowModels.prop.assigneeHint")}>
            <CommitInput
              label={t("flowModels.prop.assignee")}
              value={bo.get("camunda:assignee") ?? ""}
              disabled={readOnly}
              onCommit={(assignee) => update({ "camunda:assignee": assignee || undefined })}
            />
          </Form.Item>
          <Form.Item label={t("flowModels.prop.candidateUsers")} extra={t("flowModels.prop.candidateUsersHint")}>
            <CodesSelect
              label={t("flowModels.prop.candidateUsers")}
              value={splitCodes(bo.get("camunda:candidateUsers"))}
              options={[]}
              disabled={readOnly}
              onChange={(ids) => update({ "camunda:candidateUsers": joinCodes(ids) })}
            />
          </Form.Item>
          <Form.Item label={t("flowModels.prop.candidateGroups")}>
            <CodesSelect
              label={t("flowModels.prop.candidateGroups")}
              value={splitCodes(bo.get("camunda:candidateGroups"))}
              options={groupOptions}
              disabled={readOnly}
              onChange={(codes) => update({ "camunda:candidateGroups": joinCodes(codes) })}
            />
          </Form.Item>
          <Form.Item label={t("flowModels.prop.dueDate")} extra={t("flowModels.prop.dueDateHint")}>
            <CommitInput
              label={t("flowModels.prop.dueDate")}
              value={bo.get("camunda:dueDate") ?? ""}
              disabled={readOnly}
              placeholder="P3D"
              check={(value) => DUE_DATE.test(value)}
              onCommit={(dueDate) => update({ "camunda:dueDate": dueDate || undefined })}
            />
          </Form.Item>
        </>
      )}

      {(kind === "userTask" || kind === "startEvent") && (
        <Form.Item label={kind === "startEvent" ? t("flowModels.prop.startForm") : t("flowModels.prop.taskForm")}>
          <div data-testid="flow-form-fields">
            {fields.length === 0 ? (
              <Typography.Text type="secondary">{t("flowModels.prop.noFields")}</Typography.Text>
            ) : (
              fields.map((field) => (
                <Tag key={field.id} color={field.required ? "blue" : undefined} style={{ marginBottom: 4 }}>
                  {field.label || field.id} · {t(`flowModels.fieldType.${field.type}`)}
                </Tag>
              ))
            )}
          </div>
          {!readOnly && (
            <Button size="small" style={{ marginTop: 8 }} onClick={() => setEditingForm(true)}>
              {t("flowModels.prop.editForm")}
            </Button>
          )}
          <FormFieldsDialog
            open={editingForm}
            fields={fields}
            onClose={() => setEditingForm(false)}
            onSave={(next) => setFormFields(modeler, element, next)}
          />
        </Form.Item>
      )}

      {flow && (
        <>
          <Form.Item
            label={t("flowModels.prop.condition")}
            extra={flow.isDefault ? t("flowModels.prop.conditionOnDefault") : t("flowModels.prop.conditionHint")}
          >
            <CommitInput
              label={t("flowModels.prop.condition")}
              value={conditionText(bo.conditionExpression?.body)}
              disabled={readOnly || flow.isDefault}
              placeholder={flow.isDefault ? undefined : "approved == true"}
              onCommit={(text) => setCondition(modeler, element, text)}
            />
          </Form.Item>
          {flow.possible && (
            <Form.Item>
              <Checkbox
                checked={flow.isDefault}
                disabled={readOnly}
                onChange={(e) => setDefaultFlow(modeler, element, e.target.checked)}
              >
                {t("flowModels.prop.defaultFlow")}
              </Checkbox>
            </Form.Item>
          )}
        </>
      )}
    </Form>
  );
}
