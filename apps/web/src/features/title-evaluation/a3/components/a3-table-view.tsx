import type { A3EditableSection, A3Section, A3Table } from "@zcps/contracts/zcps/results/a3";
import { A3_TEXT_MAX } from "@zcps/contracts/zcps/results/a3";
import Card from "antd/es/card";
import Descriptions from "antd/es/descriptions";
import Flex from "antd/es/flex";
import Input from "antd/es/input";
import Table from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";

const pre = { whiteSpace: "pre-wrap" as const, margin: 0 };

function SectionBody({
  section,
  draft,
  onDraft,
}: {
  section: A3Section;
  draft?: string;
  onDraft?: (text: string) => void;
}) {
  const { t } = useTranslation();
  const editing = section.editable && onDraft !== undefined;
  return (
    <Flex vertical gap={8}>
      {section.fields && (
        <Descriptions
          bordered
          size="small"
          column={3}
          items={section.fields.map((f) => ({
            key: f.label,
            label: f.label,
            children: <span style={pre}>{f.value}</span>,
          }))}
        />
      )}
      {section.table && (
        <Table<{ key: string; cells: string[] }>
          size="small"
          bordered
          pagination={false}
          dataSource={section.table.rows.map((cells, n) => ({ key: String(n), cells }))}
          locale={{ emptyText: t("a3Ui.empty") }}
          columns={section.table.columns.map((title, index) => ({
            title,
            key: String(index),
            render: (_: unknown, row: { cells: string[] }) => <span style={pre}>{row.cells[index]}</span>,
          }))}
        />
      )}
      {editing ? (
        <Input.TextArea
          value={draft ?? section.text ?? ""}
          onChange={(e) => onDraft?.(e.target.value)}
          autoSize={{ minRows: 3, maxRows: 12 }}
          maxLength={A3_TEXT_MAX}
          showCount
          aria-label={section.heading}
        />
      ) : (
        section.text !== undefined &&
        section.text !== "" && <Typography.Paragraph style={pre}>{section.text}</Typography.Paragraph>
      )}
    </Flex>
  );
}

/**
 * The A3 table as the console shows it: its title, the declarant, then each section of the layout in its order;
 * while editing, the editable sections' texts are text areas over the drafts given.
 */
export function A3TableView({
  table,
  drafts,
  onDraft,
}: {
  table: A3Table;
  drafts?: Partial<Record<A3EditableSection, string>>;
  onDraft?: (section: A3EditableSection, text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12} data-testid="a3-table">
      <Typography.Title level={4} style={{ textAlign: "center", margin: 0 }}>
        {table.title}
      </Typography.Title>
      <Typography.Text type="secondary" style={{ textAlign: "right" }}>
        {table.version ? `${t("a3Ui.version", { version: table.version })} · ` : ""}
        {t("a3Ui.printedAt", { at: table.printedAt })}
      </Typography.Text>
      <Descriptions
        bordered
        size="small"
        column={3}
        items={table.identity.map((f) => ({ key: f.label, label: f.label, children: f.value }))}
      />
      {table.sections.map((section) => (
        <Card
          key={section.section}
          size="small"
          title={
            <Flex gap={8} align="center">
              {section.heading}
              {section.edited && <Tag color="orange">{t("a3Ui.editedTag")}</Tag>}
            </Flex>
          }
          data-testid={`a3-section-${section.section}`}
        >
          <SectionBody
            section={section}
            draft={drafts?.[section.section as A3EditableSection]}
            onDraft={onDraft ? (text) => onDraft(section.section as A3EditableSection, text) : undefined}
          />
        </Card>
      ))}
    </Flex>
  );
}
