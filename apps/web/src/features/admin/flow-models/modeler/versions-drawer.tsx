import Button from "antd/es/button";
import Drawer from "antd/es/drawer";
import Modal from "antd/es/modal";
import Space from "antd/es/space";
import Table from "antd/es/table";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BpmnDiagram } from "../../../../lib/bpmn-diagram";
import { formatFullDateTime } from "../../../../lib/format";
import { type FlowModelVersion, useModelVersions } from "../api/get-model-versions";

interface Props {
  modelId: string;
  open: boolean;
  /** false: older versions are only looked at */
  canLoad: boolean;
  onLoad: (version: FlowModelVersion) => void;
  onClose: () => void;
}

/** A model's saved versions, newest first: each opened read-only, or loaded into the modeler as the draft. */
export function VersionsDrawer({ modelId, open, canLoad, onLoad, onClose }: Props) {
  const { t } = useTranslation();
  const versions = useModelVersions(modelId, open);
  const [viewing, setViewing] = useState<FlowModelVersion | null>(null);

  return (
    <Drawer open={open} onClose={onClose} title={t("flowModels.versionsTitle")} size={560} destroyOnHidden>
      <Table<FlowModelVersion>
        rowKey="id"
        size="small"
        loading={versions.isFetching}
        dataSource={versions.data ?? []}
        pagination={false}
        columns={[
          { title: t("flowModels.col.version"), dataIndex: "version", width: 70, render: (v: number) => `v${v}` },
          {
            title: t("flowModels.col.comment"),
            dataIndex: "comment",
            render: (comment: string | null, row) => (
              <Space direction="vertical" size={0}>
                <Typography.Text>{comment ?? "—"}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {row.createdBy ?? ""} · {formatFullDateTime(row.createdAt)}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t("flowModels.col.actions"),
            key: "actions",
            width: 150,
            render: (_, row) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  aria-label={`${t("flowModels.view")} v${row.version}`}
                  onClick={() => setViewing(row)}
                >
                  {t("flowModels.view")}
                </Button>
                {canLoad && (
                  <Button
                    type="link"
                    size="small"
                    aria-label={`${t("flowModels.loadVersion")} v${row.version}`}
                    onClick={() => onLoad(row)}
                  >
                    {t("flowModels.loadVersion")}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={viewing !== null}
        title={viewing ? t("flowModels.versionTitle", { version: viewing.version }) : ""}
        width="80%"
        footer={null}
        onCancel={() => setViewing(null)}
        destroyOnHidden
      >
        {viewing && (
          <BpmnDiagram
            xml={viewing.xml}
            height={520}
            label={t("flowModels.versionTitle", { version: viewing.version })}
          />
        )}
      </Modal>
    </Drawer>
  );
}
