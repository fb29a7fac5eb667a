import { FilePdfOutlined } from "@ant-design/icons";
import type { PeerPacket } from "@zcps/contracts/zcps/peer-review/api";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Descriptions from "antd/es/descriptions";
import Empty from "antd/es/empty";
import Flex from "antd/es/flex";
import Table from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLabels } from "../../kit/declaration-labels";
import { type PacketFileRef, PacketFileViewer } from "./packet-file-viewer";

/**
 * What the expert reads: the declarant (a code in an anonymous round), the applied title and discipline, the
 * self-summary, the overview of materials by type and the representative works with their fields and files. The
 * server has removed the declarant's name, staff number and unit.
 */
export function PacketMaterials({ packet }: { packet: PeerPacket }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const [file, setFile] = useState<PacketFileRef | null>(null);

  return (
    <Flex vertical gap={16}>
      <Card title={t("erUi.packet.declarant")} size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, lg: 2 }}
          items={[
            {
              key: "code",
              label: packet.anonymous ? t("erUi.packet.code") : t("erUi.col.declarant"),
              children: <Typography.Text strong>{packet.declarant}</Typography.Text>,
            },
            { key: "level", label: t("erUi.packet.level"), children: labels.level(packet.level) },
            { key: "title", label: t("erUi.col.title"), children: labels.named(packet.titleName, packet.titleNameEn) },
            {
              key: "discipline",
              label: t("erUi.col.discipline"),
              children: labels.named(packet.disciplineName, packet.disciplineNameEn) || "-",
            },
          ]}
        />
        {packet.anonymous && (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0, marginTop: 8 }}>
            {t("erUi.packet.anonymousNote")}
          </Typography.Paragraph>
        )}
      </Card>

      <Card title={t("erUi.packet.summary")} size="small">
        {packet.summary ? (
          <Typography.Paragraph className="er-summary">{packet.summary}</Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">{t("erUi.packet.noSummary")}</Typography.Text>
        )}
      </Card>

      <Card title={t("erUi.packet.overview")} size="small">
        <Table
          size="small"
          rowKey="type"
          pagination={false}
          dataSource={packet.overview}
          locale={{ emptyText: t("erUi.packet.noMaterials") }}
          columns={[
            {
              title: t("erUi.packet.type"),
              key: "type",
              render: (_, row) => labels.named(row.label, row.labelEn),
            },
            { title: t("erUi.packet.count"), dataIndex: "count", width: 120, align: "right" },
          ]}
        />
      </Card>

      <Card title={t("erUi.packet.works", { count: packet.works.length })} size="small">
        {packet.works.length === 0 && <Empty description={t("erUi.packet.noWorks")} />}
        {packet.works.map((work, n) => (
          <Card
            key={work.id}
            type="inner"
            size="small"
            className="er-work"
            title={
              <Flex gap={8} align="center" wrap>
                <Tag color="blue">{labels.named(work.label, work.labelEn)}</Tag>
                <span>{`${n + 1}. ${work.title}`}</span>
              </Flex>
            }
          >
            <Descriptions
              size="small"
              column={{ xs: 1, lg: 2 }}
              items={work.fields.map((f, i) => ({
                key: `${i}`,
                label: labels.named(f.label, f.labelEn),
                children: labels.named(f.value, f.valueEn) || "-",
              }))}
            />
            <Flex gap={4} wrap style={{ marginTop: 8 }}>
              {work.files.map((f) => (
                <Button
                  key={f.id}
                  icon={<FilePdfOutlined />}
                  onClick={() => setFile({ assignmentId: packet.assignmentId, fileId: f.id, name: f.name })}
                >
                  {f.name}
                </Button>
              ))}
              {work.files.length === 0 && (
                <Typography.Text type="secondary">{t("erUi.packet.noFiles")}</Typography.Text>
              )}
            </Flex>
          </Card>
        ))}
      </Card>
      <PacketFileViewer file={file} onClose={() => setFile(null)} />
    </Flex>
  );
}
