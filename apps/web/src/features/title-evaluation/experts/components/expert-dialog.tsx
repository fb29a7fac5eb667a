import { LIMITS } from "@zcps/contracts/validation";
import {
  DISCIPLINE_CODE_PATTERN,
  EXPERT_DEFAULT_LOAD,
  EXPERT_LOAD_MAX,
  EXPERT_MAX_KEYWORDS,
  EXPERT_TITLE_LEVELS,
  type ExpertKind,
  type ExpertRow,
  type ExpertStaffOption,
} from "@zcps/contracts/zcps/experts/api";
import Checkbox from "antd/es/checkbox";
import Col from "antd/es/col";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Row from "antd/es/row";
import Select from "antd/es/select";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useLocalName } from "../../../../lib/use-local-name";
import { searchExpertStaff } from "../api/get-expert-lookups";
import { useSaveExpert } from "../api/save-expert";

export type ExpertDialogState = { open: false } | { open: true; row?: ExpertRow };

interface Values {
  name?: string;
  institution?: string;
  staffId?: string;
  titleName: string;
  titleLevel: string;
  doctoralSupervisor: boolean;
  disciplineCodes: string[];
  keywords: string[];
  phone?: string;
  email?: string;
  maxLoad: number;
  active: boolean;
  remark?: string;
}

/** Add or change an expert of a pool: an external one by name and institution, an internal one chosen from the staff. */
export function ExpertDialog({
  kind,
  state,
  disciplineOptions,
  onClose,
}: {
  kind: ExpertKind;
  state: ExpertDialogState;
  disciplineOptions: { value: string; label: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const localName = useLocalName();
  const [form] = Form.useForm<Values>();
  const save = useSaveExpert(kind);
  const [staffOptions, setStaffOptions] = useState<ExpertStaffOption[]>([]);
  const row = state.open ? state.row : undefined;
  const external = kind === "external";
  const required = (key: string) => [{ required: true, message: t(key) }];

  useEffect(() => {
    if (!state.open) return;
    if (row) {
      if (row.staffId)
        setStaffOptions([
          {
            id: row.staffId,
            employeeNo: row.employeeNo ?? "",
            name: row.name,
            unitName: row.unitName,
            unitNameEn: row.unitNameEn,
            titleName: row.titleName,
          },
        ]);
      form.setFieldsValue({
        name: row.name,
        institution: row.institution ?? undefined,
        staffId: row.staffId ?? undefined,
        titleName: row.titleName,
        titleLevel: row.titleLevel,
        doctoralSupervisor: row.doctoralSupervisor,
        disciplineCodes: row.disciplineCodes,
        keywords: row.keywords,
        phone: row.phone ?? undefined,
        email: row.email ?? undefined,
        maxLoad: row.maxLoad,
        active: row.active,
        remark: row.remark ?? undefined,
      });
    } else {
      form.setFieldsValue({
        titleLevel: "FULL_SENIOR",
        doctoralSupervisor: false,
        disciplineCodes: [],
        keywords: [],
        maxLoad: EXPERT_DEFAULT_LOAD,
        active: true,
      });
    }
  }, [state.open, row, form]);

  async function submit() {
    const values = await form.validateFields();
    const common = {
      titleName: values.titleName,
      titleLevel: values.titleLevel as ExpertRow["titleLevel"],
      doctoralSupervisor: values.doctoralSupervisor ?? false,
      disciplineCodes: values.disciplineCodes,
      keywords: values.keywords ?? [],
      maxLoad: values.maxLoad,
      active: values.active ?? true,
      remark: values.remark || null,
    };
    const input = external
      ? {
          ...common,
          name: values.name ?? "",
          institution: values.institution ?? "",
          phone: values.phone ?? "",
          email: values.email ?? "",
        }
      : { ...common, staffId: values.staffId ?? "", phone: values.phone || null, email: values.email || null };
    const reply = await save.mutateAsync({ id: row?.id, input });
    message.success(reply.message);
  }

  return (
    <FormDialog<Values>
      open={state.open}
      title={row ? t("ex.editTitle") : t("ex.addTitle")}
      okText={t("ex.ok")}
      cancelText={t("ex.cancel")}
      name={`${kind}-expert-form`}
      form={form}
      width={720}
      saving={save.isPending}
      onSave={submit}
      onClose={onClose}
    >
      <Row gutter={16}>
        {external ? (
          <>
            <Col span={12}>
              <Form.Item name="name" label={t("ex.field.name")} rules={required("v.nameRequired")}>
                <Input maxLength={LIMITS.name} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="institution"
                label={t("ex.field.institution")}
                rules={required("expert.v.institutionRequired")}
              >
                <Input maxLength={100} />
              </Form.Item>
            </Col>
          </>
        ) : (
          <Col span={24}>
            <Form.Item name="staffId" label={t("ex.field.staff")} rules={required("expert.v.staffRequired")}>
              <Select
                showSearch={{
                  filterOption: false,
                  onSearch: (keyword) => {
                    if (keyword.trim()) searchExpertStaff(kind, keyword.trim()).then(setStaffOptions, () => undefined);
                  },
                }}
                placeholder={t("ex.field.staffHint")}
                onChange={(id: string) => {
                  const picked = staffOptions.find((s) => s.id === id);
                  if (picked?.titleName && !form.getFieldValue("titleName"))
                    form.setFieldValue("titleName", picked.titleName);
                }}
                options={staffOptions.map((s) => ({
                  value: s.id,
                  label: `${s.name} (${s.employeeNo})${s.unitName ? ` · ${localName(s.unitName, s.unitNameEn)}` : ""}`,
                }))}
              />
            </Form.Item>
          </Col>
        )}
        <Col span={8}>
          <Form.Item name="titleName" label={t("ex.field.titleName")} rules={required("expert.v.titleNameRequired")}>
            <Input maxLength={50} placeholder="教授" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="titleLevel" label={t("ex.field.titleLevel")} rules={required("expert.v.titleLevel")}>
            <Select options={EXPERT_TITLE_LEVELS.map((level) => ({ value: level, label: t(`ex.level.${level}`) }))} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="maxLoad" label={t("ex.field.maxLoad")} rules={required("expert.v.maxLoad")}>
            <InputNumber min={1} max={EXPERT_LOAD_MAX} precision={0} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="disciplineCodes"
            label={t("ex.field.disciplines")}
            extra={t("ex.field.disciplinesHint")}
            rules={[
              { required: true, type: "array", min: 1, message: t("expert.v.disciplines") },
              {
                validator: (_, codes: string[] | undefined) =>
                  (codes ?? []).every((code) => DISCIPLINE_CODE_PATTERN.test(code))
                    ? Promise.resolve()
                    : Promise.reject(new Error(t("expert.v.disciplineCode"))),
              },
            ]}
          >
            <Select mode="tags" options={disciplineOptions} tokenSeparators={[",", "，", " "]} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="keywords" label={t("ex.field.keywords")} extra={t("ex.field.keywordsHint")}>
            <Select mode="tags" open={false} maxCount={EXPERT_MAX_KEYWORDS} tokenSeparators={[",", "，", "、"]} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="phone"
            label={t("ex.field.phone")}
            extra={external ? undefined : t("ex.field.contactHint")}
            rules={external ? required("v.mobileRequired") : []}
          >
            <Input maxLength={LIMITS.phone} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="email" label={t("ex.field.email")} rules={external ? required("v.emailRequired") : []}>
            <Input maxLength={LIMITS.email} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="doctoralSupervisor" valuePropName="checked">
            <Checkbox>{t("ex.field.doctoralSupervisor")}</Checkbox>
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="active" valuePropName="checked">
            <Checkbox>{t("ex.field.active")}</Checkbox>
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={t("ex.field.remark")}>
            <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
