import {
  SETTING_GROUPS,
  type SettingDef,
  type SettingKey,
  type SettingView,
  settingValueSchema,
} from "@zcps/contracts/zcps/config/api";
import { CONFIG_ELEMENTS } from "@zcps/contracts/zcps/config/elements";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Col from "antd/es/col";
import Flex from "antd/es/flex";
import Form, { type Rule } from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Popconfirm from "antd/es/popconfirm";
import Row from "antd/es/row";
import Select from "antd/es/select";
import Spin from "antd/es/spin";
import Switch from "antd/es/switch";
import Tag from "antd/es/tag";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import { zodRule } from "../../../lib/form-rules";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useSettings } from "./api/get-settings";
import { useResetSetting } from "./api/reset-setting";
import { useSaveSettings } from "./api/save-settings";
import "./zcps-config.css";

/** A json setting is edited as JSON text; the form keeps the text, the wire the value. */
const toFormValue = (def: SettingDef, value: unknown) => (def.type === "json" ? JSON.stringify(value) : value);

function fromFormValue(def: SettingDef, value: unknown): unknown {
  if (def.type !== "json") return value;
  try {
    return JSON.parse(String(value ?? ""));
  } catch {
    return undefined;
  }
}

function rulesFor(key: SettingKey, def: SettingDef, jsonMessage: string): Rule[] {
  if (def.type !== "json") return [zodRule(settingValueSchema(key))];
  const schema = settingValueSchema(key);
  return [
    {
      validator: async (_rule, text: unknown) => {
        if (!schema.safeParse(fromFormValue(def, text)).success) throw new Error(jsonMessage);
      },
    },
  ];
}

const formValues = (views: SettingView[]) => Object.fromEntries(views.map((s) => [s.key, toFormValue(s.def, s.value)]));

/** /zcps/sysConfig: the typed system settings, grouped; a changed value can be reset to its default. */
export default function SysConfigPage() {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const [form] = Form.useForm<Record<string, unknown>>();
  const settings = useSettings();
  const save = useSaveSettings();
  const reset = useResetSetting();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  const canEdit = can(CONFIG_ELEMENTS.settingsEdit);
  const views = settings.data ?? [];

  useEffect(() => {
    if (settings.data) form.setFieldsValue(formValues(settings.data));
  }, [settings.data, form]);

  async function submit() {
    const values = await form.validateFields();
    const changed = Object.fromEntries(
      views
        .map((s) => [s.key, fromFormValue(s.def, values[s.key])] as const)
        .filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(views.find((s) => s.key === key)?.value)),
    );
    if (Object.keys(changed).length === 0) {
      message.info(t("zcfg.settings.unchanged"));
      return;
    }
    const reply = await save.mutateAsync(changed);
    message.success(reply.message);
  }

  async function resetOne(key: SettingKey) {
    const reply = await reset.mutateAsync(key);
    message.success(reply.message);
  }

  const control = (view: SettingView) => {
    const def = view.def;
    switch (def.type) {
      case "number":
        // no min/max clamping: an out-of-range value gets the rule's message instead of silently changing
        return <InputNumber disabled={!canEdit} style={{ width: 160 }} />;
      case "boolean":
        return <Switch disabled={!canEdit} checkedChildren={t("zcfg.yes")} unCheckedChildren={t("zcfg.no")} />;
      case "enum":
        return (
          <Select
            disabled={!canEdit}
            style={{ width: 160 }}
            options={def.options.map((option) => ({ value: option, label: option }))}
          />
        );
      case "json":
        return <Input.TextArea disabled={!canEdit} autoSize={{ minRows: 1, maxRows: 4 }} />;
      default:
        return <Input disabled={!canEdit} maxLength={def.max} />;
    }
  };

  const bounds = (def: SettingDef) =>
    def.type === "number"
      ? t("zcfg.settings.range", { min: def.min, max: def.max, default: def.default })
      : t("zcfg.settings.default", {
          default: def.type === "boolean" ? t(def.default ? "zcfg.yes" : "zcfg.no") : JSON.stringify(def.default),
        });

  return (
    <Spin spinning={settings.isFetching && !settings.data}>
      <Form form={form} layout="vertical" name="settings-form" className="zcfg-settings">
        <Flex vertical gap={16}>
          {SETTING_GROUPS.map((group) => (
            <Card key={group} size="small" title={t(`zcfg.settings.group.${group}`)} className="zcfg-settings-group">
              <Row gutter={24}>
                {views
                  .filter((view) => view.def.group === group)
                  .map((view) => (
                    <Col key={view.key} xs={24} md={12} xl={8}>
                      <Form.Item
                        name={view.key}
                        label={
                          <Flex gap={4} align="center">
                            <span>{view.def.label[lang]}</span>
                            {view.overridden && <Tag color="blue">{t("zcfg.settings.changed")}</Tag>}
                            {view.overridden && canEdit && (
                              <Popconfirm
                                title={t("zcfg.settings.resetConfirm")}
                                okText={t("zcfg.ok")}
                                cancelText={t("zcfg.cancel")}
                                onConfirm={() => resetOne(view.key).catch(() => undefined)}
                              >
                                <Button type="link" size="small">
                                  {t("zcfg.settings.reset")}
                                </Button>
                              </Popconfirm>
                            )}
                          </Flex>
                        }
                        extra={t("zcfg.settings.extra", { help: view.def.help[lang], bounds: bounds(view.def) })}
                        valuePropName={view.def.type === "boolean" ? "checked" : "value"}
                        rules={rulesFor(view.key, view.def, t("config.settingJson"))}
                      >
                        {control(view)}
                      </Form.Item>
                    </Col>
                  ))}
              </Row>
            </Card>
          ))}
          {canEdit && (
            <Flex gap={8}>
              <Button type="primary" loading={save.isPending} onClick={() => submit().catch(() => undefined)}>
                {t("zcfg.save")}
              </Button>
              <Button onClick={() => form.setFieldsValue(formValues(views))}>{t("zcfg.settings.undo")}</Button>
            </Flex>
          )}
        </Flex>
      </Form>
    </Spin>
  );
}
