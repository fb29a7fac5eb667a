import type { ProfessorCountRow } from "@zcps/contracts/zcps/professor/api";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Table, { type ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { UnitBatchFilter } from "../kit/batch-select";
import { useLabels } from "../kit/declaration-labels";
import { useExportCount } from "./api/export-count";
import { useCount } from "./api/get-count";

const FIGURES = ["total", "awaiting", "recommended", "notRecommended"] as const;

/**
 * /ProfessorCom/JSWYHUserDeclareCountNew: the declarants put to the professor committees per unit and level (a
 * member's own unit, personnel's every unit), what the committees decided, the totals and the xlsx.
 */
export default function CountPage() {
  const { t } = useTranslation();
  const labels = useLabels();
  const [batchId, setBatchId] = useState<string>();
  const count = useCount(batchId);
  const exporter = useExportCount();
  const rows = count.data?.rows ?? [];
  const totals = count.data?.totals;

  const columns: ColumnsType<ProfessorCountRow> = [
    {
      title: t("profUi.unit"),
      key: "unit",
      width: 220,
      render: (_, row) => labels.named(row.unitName, row.unitNameEn),
    },
    { title: t("profUi.col.level"), dataIndex: "level", width: 150, render: (level: string) => labels.level(level) },
    ...FIGURES.map((figure) => ({
      title: t(`profUi.count.${figure}`),
      dataIndex: figure,
      width: 150,
      align: "center" as const,
    })),
  ];

  return (
    <Panel
      title={t("profUi.countTitle")}
      testId="professor-count"
      extra={
        <Flex gap={8}>
          <UnitBatchFilter value={batchId} onChange={setBatchId} />
          <Button
            loading={exporter.isPending}
            disabled={rows.length === 0}
            onClick={() => exporter.mutate(count.data?.projectTimeId ?? batchId)}
          >
            {t("profUi.export")}
          </Button>
        </Flex>
      }
    >
      <Table<ProfessorCountRow>
        rowKey={(row) => `${row.unitId}:${row.level}`}
        size="middle"
        bordered
        loading={count.isFetching}
        columns={columns}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t("profUi.noDeclarants") }}
        scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0) }}
        summary={() =>
          totals &&
          rows.length > 0 && (
            <Table.Summary fixed>
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={2}>
                  <strong>{t("profUi.count.totals")}</strong>
                </Table.Summary.Cell>
                {FIGURES.map((figure, i) => (
                  <Table.Summary.Cell index={i + 2} key={figure} align="center">
                    <strong>{totals[figure]}</strong>
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            </Table.Summary>
          )
        }
      />
    </Panel>
  );
}
