import {
  DECLARATION_METHOD_LABELS,
  DECLARATION_METHODS,
  TITLE_LEVELS,
  TRACKS,
} from "@zcps/contracts/zcps/catalogue/catalogue";
import { type PeerRound, type PeerRoundSettings, peerRoundSettingsSchema } from "@zcps/contracts/zcps/peer-review/api";
import type { PassRule } from "@zcps/contracts/zcps/peer-review/pass-rule";
import Button from "antd/es/button";
import Checkbox from "antd/es/checkbox";
import Divider from "antd/es/divider";
import Flex from "antd/es/flex";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Select from "antd/es/select";
import Switch from "antd/es/switch";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useLabels } from "../../kit/declaration-labels";
import { useSaveRound } from "../api/save-round";

type PassRuleForm = {
  kind: PassRule["kind"];
  numerator?: number;
  denominator?: number;
  maxDisagree?: number;
  minPassing?: number;
  maxD?: number;
  supplementOnBorderline?: boolean;
  supplementCount?: number;
};

interface RoundForm {
  name: string;
  nameEn?: string | null;
  settings: Omit<PeerRoundSettings, "passRule" | "relatedDisciplines"> & { passRule: PassRuleForm };
}

export type RoundDialogState = { open: false } | { open: true; round?: PeerRound };

/** The pass rule of the form's fields: only the fields of its kind. */
function passRuleOf(form: PassRuleForm): PassRule {
  const supplement = form.supplementOnBorderline
    ? { supplementOnBorderline: true, supplementCount: form.supplementCount ?? 2 }
    : {};
  switch (form.kind) {
    case "RATIO":
      return { kind: "RATIO", numerator: form.numerator ?? 2, denominator: form.denominator ?? 3, ...supplement };
    case "VETO":
      return { kind: "VETO", maxDisagree: form.maxDisagree ?? 1, ...supplement };
    case "GRADED":
      return { kind: "GRADED", minPassing: form.minPassing ?? 3, maxD: form.maxD ?? 0 };
  }
}

const count = (max: number) => <InputNumber min={0} max={max} precision={0} style={{ width: 90 }} />;

/** A round of the batch, new or changed: experts per level and per track or method, days, pass rule, criteria, notice. */
export function RoundDialog({
  state,
  projectTimeId,
  onClose,
  onSaved,
}: {
  state: RoundDialogState;
  projectTimeId: string | undefined;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  const { message } = useAntdApp();
  const labels = useLabels();
  const [form] = Form.useForm<RoundForm>();
  const save = useSaveRound();
  const round = state.open ? state.round : undefined;
  const ruleKind = Form.useWatch(["settings", "passRule", "kind"], form);
  const supplement = Form.useWatch(["settings", "passRule", "supplementOnBorderline"], form);

  useEffect(() => {
    if (!state.open) return;
    const settings = round?.settings ?? peerRoundSettingsSchema.parse({});
    form.setFieldsValue({
      name: round?.name ?? "",
      nameEn: round?.nameEn ?? "",
      settings: { ...settings, passRule: { ...settings.passRule } },
    });
  }, [state, round, form]);

  async function onSave() {
    const values = await form.validateFields();
    const parsed = peerRoundSettingsSchema.safeParse({
      ...values.settings,
      relatedDisciplines: round?.settings.relatedDisciplines ?? {},
      passRule: passRuleOf(values.settings.passRule),
    });
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((issue) => ({
          // the schema's path under the form's settings
          name: ["settings", ...issue.path] as unknown as ["settings"],
          errors: [t(issue.message)],
        })),
      );
      throw new Error("invalid");
    }
    const reply = round
      ? await save.mutateAsync({
          id: round.id,
          input: { name: values.name, nameEn: values.nameEn, settings: parsed.data },
        })
      : await save.mutateAsync({
          input: {
            projectTimeId: projectTimeId as string,
            name: values.name,
            nameEn: values.nameEn,
            settings: parsed.data,
          },
        });
    message.success(reply.message);
    onSaved(reply.data.id);
  }

  const levelOptions = TITLE_LEVELS.map((level) => ({ value: level, label: labels.level(level) }));
  const trackOptions = TRACKS.map((track) => ({ value: track.code, label: track.label[lang] }));
  const methodOptions = DECLARATION_METHODS.map((m) => ({ value: m, label: DECLARATION_METHOD_LABELS[m][lang] }));

  return (
    <FormDialog<RoundForm>
      open={state.open}
      title={t(round ? "peerUi.editRound" : "peerUi.newRound")}
      okText={t("peerUi.save")}
      cancelText={t("peerUi.cancel")}
      name="peer-round"
      form={form}
      width={860}
      saving={save.isPending}
      onSave={onSave}
      onClose={onClose}
    >
      <Form.Item name="name" label={t("peerUi.roundName")} rules={[{ required: true, message: t("peer.v.roundName") }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="nameEn" label={t("peerUi.roundNameEn")} extra={t("peerUi.roundNameEnHelp")}>
        <Input maxLength={100} />
      </Form.Item>
      <Divider titlePlacement="start">{t("peerUi.section.experts")}</Divider>
      {(["FULL_SENIOR", "ASSOC_SENIOR"] as const).map((level) => (
        <Flex key={level} gap={16} align="baseline" wrap>
          <span style={{ width: 110 }}>{labels.level(level)}</span>
          <Form.Item name={["settings", "byLevel", level, "required"]} label={t("peerUi.required")} layout="horizontal">
            {count(15)}
          </Form.Item>
          <Form.Item
            name={["settings", "byLevel", level, "externalMin"]}
            label={t("peerUi.externalMin")}
            layout="horizontal"
          >
            {count(15)}
          </Form.Item>
        </Flex>
      ))}
      <Form.List name={["settings", "rules"]}>
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Flex key={field.key} gap={8} align="baseline" wrap data-testid="peer-round-rule">
                <Form.Item name={[field.name, "level"]}>
                  <Select
                    allowClear
                    options={levelOptions}
                    placeholder={t("peerUi.col.level")}
                    style={{ width: 120 }}
                  />
                </Form.Item>
                <Form.Item name={[field.name, "track"]}>
                  <Select
                    allowClear
                    options={trackOptions}
                    placeholder={t("peerUi.track")}
                    style={{ width: 170 }}
                    popupMatchSelectWidth={false}
                  />
                </Form.Item>
                <Form.Item name={[field.name, "method"]}>
                  <Select
                    allowClear
                    options={methodOptions}
                    placeholder={t("peerUi.method")}
                    style={{ width: 150 }}
                    popupMatchSelectWidth={false}
                  />
                </Form.Item>
                <Form.Item name={[field.name, "required"]} label={t("peerUi.required")} layout="horizontal">
                  {count(15)}
                </Form.Item>
                <Form.Item name={[field.name, "externalMin"]} label={t("peerUi.externalMin")} layout="horizontal">
                  {count(15)}
                </Form.Item>
                <Button type="link" danger onClick={() => remove(field.name)}>
                  {t("peerUi.remove")}
                </Button>
              </Flex>
            ))}
            <Button type="dashed" onClick={() => add({ required: 5, externalMin: 3 })} style={{ marginBottom: 16 }}>
              {t("peerUi.addRule")}
            </Button>
          </>
        )}
      </Form.List>
      <Divider titlePlacement="start">{t("peerUi.section.review")}</Divider>
      <Flex gap={16} wrap>
        <Form.Item name={["settings", "replyDays"]} label={t("peerUi.replyDays")}>
          {count(30)}
        </Form.Item>
        <Form.Item name={["settings", "reviewDays"]} label={t("peerUi.reviewDays")}>
          {count(60)}
        </Form.Item>
        <Form.Item name={["settings", "commentMinLength"]} label={t("peerUi.commentMinLength")}>
          <InputNumber min={0} max={2000} precision={0} style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name={["settings", "anonymous"]} label={t("peerUi.anonymousLabel")} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap align="end">
        <Form.Item name={["settings", "passRule", "kind"]} label={t("peerUi.passRule")}>
          <Select
            style={{ width: 200 }}
            options={(["RATIO", "VETO", "GRADED"] as const).map((kind) => ({
              value: kind,
              label: t(`peerUi.ruleKind.${kind}`),
            }))}
          />
        </Form.Item>
        {ruleKind === "RATIO" && (
          <>
            <Form.Item name={["settings", "passRule", "numerator"]} label={t("peerUi.numerator")}>
              {count(10)}
            </Form.Item>
            <Form.Item name={["settings", "passRule", "denominator"]} label={t("peerUi.denominator")}>
              {count(10)}
            </Form.Item>
          </>
        )}
        {ruleKind === "VETO" && (
          <Form.Item name={["settings", "passRule", "maxDisagree"]} label={t("peerUi.maxDisagree")}>
            {count(10)}
          </Form.Item>
        )}
        {ruleKind === "GRADED" && (
          <>
            <Form.Item name={["settings", "passRule", "minPassing"]} label={t("peerUi.minPassing")}>
              {count(15)}
            </Form.Item>
            <Form.Item name={["settings", "passRule", "maxD"]} label={t("peerUi.maxD")}>
              {count(15)}
            </Form.Item>
          </>
        )}
        {ruleKind !== "GRADED" && (
          <>
            <Form.Item name={["settings", "passRule", "supplementOnBorderline"]} valuePropName="checked">
              <Checkbox>{t("peerUi.supplementOnBorderline")}</Checkbox>
            </Form.Item>
            {supplement && (
              <Form.Item name={["settings", "passRule", "supplementCount"]} label={t("peerUi.supplementCount")}>
                {count(5)}
              </Form.Item>
            )}
          </>
        )}
      </Flex>
      <Divider titlePlacement="start">{t("peerUi.section.criteria")}</Divider>
      <Form.List name={["settings", "criteria"]}>
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Flex key={field.key} gap={8} align="baseline" wrap>
                <Form.Item name={[field.name, "key"]}>
                  <Input placeholder={t("peerUi.criterionKey")} style={{ width: 120 }} />
                </Form.Item>
                <Form.Item name={[field.name, "zh"]}>
                  <Input placeholder={t("peerUi.criterionZh")} style={{ width: 160 }} />
                </Form.Item>
                <Form.Item name={[field.name, "en"]}>
                  <Input placeholder={t("peerUi.criterionEn")} style={{ width: 180 }} />
                </Form.Item>
                <Form.Item name={[field.name, "max"]} label={t("peerUi.criterionMax")} layout="horizontal">
                  {count(100)}
                </Form.Item>
                <Button type="link" danger onClick={() => remove(field.name)}>
                  {t("peerUi.remove")}
                </Button>
              </Flex>
            ))}
            <Button
              type="dashed"
              onClick={() => add({ key: "", zh: "", en: "", max: 10 })}
              style={{ marginBottom: 16 }}
            >
              {t("peerUi.addCriterion")}
            </Button>
          </>
        )}
      </Form.List>
      <Form.Item name={["settings", "notice"]} label={t("peerUi.notice")}>
        <Input.TextArea rows={4} maxLength={4000} showCount />
      </Form.Item>
    </FormDialog>
  );
}
