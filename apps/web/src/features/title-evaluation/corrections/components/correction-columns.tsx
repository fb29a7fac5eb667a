import { materialType } from "@zcps/contracts/zcps/materials";
import type { CorrectionRow } from "@zcps/contracts/zcps/workflow/api";
import Space from "antd/es/space";
import type { ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Tooltip from "antd/es/tooltip";
import Typography from "antd/es/typography";
import type { TFunction } from "i18next";
import dayjs from "../../../../lib/dayjs";

const STATUS_COLORS: Record<string, string> = {
  SUBMITTED: "processing",
  ACCEPTED: "success",
  REJECTED: "error",
  WITHDRAWN: "default",
};

/** The columns both correction lists share; `evidenceUrl` names the list's own evidence route. */
export function correctionColumns(
  t: TFunction,
  lang: "zh" | "en",
  evidenceUrl: (row: CorrectionRow, fileId: string) => string,
): ColumnsType<CorrectionRow> {
  return [
    {
      title: t("corrections.col.material"),
      dataIndex: "materialType",
      width: 110,
      render: (code: string) => materialType(code)?.label[lang] ?? code,
    },
    {
      title: t("corrections.col.field"),
      dataIndex: "field",
      width: 90,
      render: (name: string, row) =>
        materialType(row.materialType)?.fields.find((f) => f.name === name)?.label[lang] ?? name,
    },
    { title: t("corrections.col.current"), dataIndex: "currentValue", width: 120, ellipsis: true },
    { title: t("corrections.col.proposed"), dataIndex: "proposedValue", width: 120, ellipsis: true },
    {
      title: t("corrections.col.reason"),
      dataIndex: "reason",
      width: 140,
      ellipsis: true,
      render: (reason: string, row) => (
        <Space direction="vertical" size={0}>
          <Tooltip title={reason}>
            <span>{reason}</span>
          </Tooltip>
          {row.evidence.map((file) => (
            <Typography.Link key={file.id} href={evidenceUrl(row, file.id)} target="_blank">
              {file.name}
            </Typography.Link>
          ))}
        </Space>
      ),
    },
    {
      title: t("corrections.col.depart"),
      dataIndex: "targetDepartName",
      width: 110,
      render: (_, row) =>
        (lang === "en" ? row.targetDepartNameEn || row.targetDepartName : row.targetDepartName) ?? "-",
    },
    {
      title: t("corrections.col.status"),
      dataIndex: "status",
      width: 90,
      render: (status: string, row) => (
        <Tooltip title={row.response}>
          <Tag color={STATUS_COLORS[status]}>{t(`corrections.status.${status}`)}</Tag>
        </Tooltip>
      ),
    },
    {
      title: t("corrections.col.createdAt"),
      dataIndex: "createdAt",
      width: 130,
      render: (v: string) => dayjs(v).format("YYYY-MM-DD HH:mm"),
    },
  ];
}
