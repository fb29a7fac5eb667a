import ArrowDownOutlined from "@ant-design/icons/es/icons/ArrowDownOutlined";
import ArrowUpOutlined from "@ant-design/icons/es/icons/ArrowUpOutlined";
import { TITLE_LEVEL_LABELS, type TitleLevel } from "@zcps/contracts/zcps/catalogue/catalogue";
import {
  DEFAULT_TABLE_SECTIONS,
  TABLE_SECTIONS,
  type TableLayoutInput,
  type TableLayoutRow,
  type TableSection,
  tableLayoutSchema,
  VOTE_STAGES,
} from "@zcps/contracts/zcps/config/api";
import Button from "antd/es/button";
import Checkbox from "antd/es/checkbox";
import Col from "antd/es/col";
import Drawer from "antd/es/drawer";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Row from "antd/es/row";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Switch from "antd/es/switch";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useCreateTableLayout } from "../api/create-table-layout";
import type { SeriesOption } from "../api/get-title-series";
import { useUpdateTableLayout } from "../api/update-table-layout";
import { A3Preview } from "./a3-preview";

export type TableLayoutDrawerState = { open: false } | { open: true; layout?: TableLayoutRow };

type SectionStep = { section: TableSection; enabled: boolean };

const fields = tableLayoutSchema.shape;
export const LEVELS = Object.keys(TITLE_LEVEL_LABELS) as TitleLevel[];

function swap(list: readonly SectionStep[], index: number, by: -1 | 1): SectionStep[] {
  const next = [...list];
  const a = next[index];
  const b = next[index + by];
  if (!a || !b) return next;
  next[index] = b;
  next[index + by] = a;
  return next;
}

interface Props {
  state: TableLayoutDrawerState;
  series: SeriesOption[];
  onClose: () => void;
}

/** A layout's form beside its A3 outline: the outline follows every change before it is saved. */
export function TableLayoutDrawer({ state, series, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  const [form] = Form.useForm<Pick<TableLayoutInput, "seriesCode" | "level" | "title">>();
  const [sections, setSections] = useState<SectionStep[]>(DEFAULT_TABLE_SECTIONS);
  const [voteStages, setVoteStages] = useState<string[]>([...VOTE_STAGES]);
  const create = useCreateTableLayout();
  const update = useUpdateTableLayout();
  const layout = state.open ? state.layout : undefined;
  const title = Form.useWatch("title", form) ?? "";

  useEffect(() => {
    if (!state.open) return;
    form.resetFields();
    form.setFieldsValue(layout ?? { title: "" });
    // sections added by a later release appear, switched off, after the stored ones
    const stored = layout?.sections ?? DEFAULT_TABLE_SECTIONS;
    const missing = DEFAULT_TABLE_SECTIONS.filter((d) => !stored.some((s) => s.section === d.section)).map((d) => ({
      ...d,
      enabled: false,
    }));
    setSections([...stored, ...missing]);
    setVoteStages(layout?.voteStages ?? [...VOTE_STAGES]);
  }, [state.open, layout, form]);

  async function save() {
    const values = await form.validateFields();
    const input: TableLayoutInput = { ...values, sections, voteStages: voteStages as TableLayoutInput["voteStages"] };
    const reply = layout ? await update.mutateAsync({ id: layout.id, input }) : await create.mutateAsync(input);
    message.success(reply.message);
    onClose();
  }

  return (
    <Drawer
      open={state.open}
      title={t(layout ? "zcfg.table.editTitle" : "zcfg.table.addTitle")}
      size={1080}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t("zcfg.cancel")}</Button>
          <Button
            type="primary"
            loading={create.isPending || update.isPending}
            onClick={() => save().catch(() => undefined)}
          >
            {t("zcfg.save")}
          </Button>
        </Space>
      }
    >
      <Row gutter={24}>
        <Col xs={24} lg={11}>
          <Form form={form} layout="vertical" name="table-layout-form">
            <Row gutter={12}>
              <Col span={12}>
                <Form.Item
                  name="seriesCode"
                  label={t("zcfg.table.series")}
                  rules={[{ required: true, message: t("config.seriesRequired") }, zodRule(fields.seriesCode)]}
                >
                  <Select options={series.map((s) => ({ value: s.code, label: lang === "en" ? s.nameEn : s.name }))} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item
                  name="level"
                  label={t("zcfg.table.level")}
                  rules={[{ required: true, message: t("config.levelRequired") }, zodRule(fields.level)]}
                >
                  <Select options={LEVELS.map((l) => ({ value: l, label: TITLE_LEVEL_LABELS[l][lang] }))} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item
              name="title"
              label={t("zcfg.table.tableTitle")}
              rules={[{ required: true }, zodRule(fields.title)]}
            >
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item label={t("zcfg.table.sections")} extra={t("zcfg.table.sectionsHelp")}>
              <ol className="zcfg-sections">
                {sections.map((step, index) => (
                  <li key={step.section} data-section={step.section}>
                    <span className="zcfg-section-name">{TABLE_SECTIONS[step.section][lang]}</span>
                    <Switch
                      size="small"
                      checked={step.enabled}
                      aria-label={`${t("zcfg.table.print")} ${TABLE_SECTIONS[step.section][lang]}`}
                      onChange={(enabled) =>
                        setSections((list) => list.map((s, i) => (i === index ? { ...s, enabled } : s)))
                      }
                    />
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowUpOutlined />}
                      disabled={index === 0}
                      aria-label={`${t("zcfg.batch.moveUp")} ${TABLE_SECTIONS[step.section][lang]}`}
                      onClick={() => setSections((list) => swap(list, index, -1))}
                    />
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowDownOutlined />}
                      disabled={index === sections.length - 1}
                      aria-label={`${t("zcfg.batch.moveDown")} ${TABLE_SECTIONS[step.section][lang]}`}
                      onClick={() => setSections((list) => swap(list, index, 1))}
                    />
                  </li>
                ))}
              </ol>
            </Form.Item>
            <Form.Item label={t("zcfg.table.voteStages")}>
              <Checkbox.Group
                value={voteStages}
                onChange={(values) => setVoteStages(values as string[])}
                options={VOTE_STAGES.map((stage) => ({ value: stage, label: t(`decl.state.${stage}`) }))}
              />
            </Form.Item>
          </Form>
        </Col>
        <Col xs={24} lg={13}>
          <A3Preview title={title} sections={sections} voteStages={voteStages} />
        </Col>
      </Row>
    </Drawer>
  );
}
