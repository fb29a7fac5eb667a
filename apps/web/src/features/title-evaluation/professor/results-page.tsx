import type { CommitteeDuty } from "@zcps/contracts/zcps/professor/api";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Table, { type ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { UnitBatchFilter } from "../kit/batch-select";
import { useLabels } from "../kit/declaration-labels";
import { useCommittees } from "./api/get-committees";
import { CommitteeResultPanel } from "./components/committee-result";
import { CommitteeStageTag } from "./components/tags";

/**
 * /ProfessorCom/TeacomResultsPersonnel: every unit's professor committee in the batch with its progress; a chosen
 * committee shows its round, its tally once every member has submitted, the confirmation and the send-back.
 */
export default function ResultsPage() {
  const { t } = useTranslation();
  const labels = useLabels();
  const [batchId, setBatchId] = useState<string>();
  const committees = useCommittees(batchId);
  const [unitId, setUnitId] = useState<string | null>(null);
  const rows = committees.data ?? [];

  const columns: ColumnsType<CommitteeDuty> = [
    {
      title: t("profUi.unit"),
      key: "unit",
      width: 200,
      fixed: "left",
      render: (_, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setUnitId(row.unitId)}>
          {labels.named(row.unitName, row.unitNameEn)}
        </Button>
      ),
    },
    { title: t("profUi.members"), dataIndex: "members", width: 90, align: "center" },
    {
      title: t("profUi.round"),
      dataIndex: "round",
      width: 90,
      align: "center",
      render: (n: number) => t("profUi.roundN", { round: n }),
    },
    { title: t("profUi.col.state"), key: "state", width: 150, render: (_, row) => <CommitteeStageTag duty={row} /> },
    {
      title: t("profUi.submitted"),
      key: "submitted",
      width: 110,
      align: "center",
      render: (_, row) => `${row.submitted} / ${row.members}`,
    },
    { title: t("profUi.col.quorum"), dataIndex: "quorum", width: 100, align: "center" },
    { title: t("profUi.awaiting"), dataIndex: "awaiting", width: 100, align: "center" },
    { title: t("profUi.col.decided"), dataIndex: "decided", width: 100, align: "center" },
    {
      title: t("profUi.col.actions"),
      key: "actions",
      width: 100,
      fixed: "right",
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setUnitId(row.unitId)}>
          {t("profUi.view")}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Panel
        title={t("profUi.committees")}
        extra={
          <UnitBatchFilter
            value={batchId}
            onChange={(id) => {
              setBatchId(id);
              setUnitId(null);
            }}
          />
        }
        testId="professor-committees"
      >
        <Table<CommitteeDuty>
          rowKey="unitId"
          size="middle"
          loading={committees.isFetching}
          dataSource={rows}
          columns={columns}
          pagination={false}
          locale={{ emptyText: t("profUi.noCommittees") }}
          scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0) }}
          rowClassName={(row) => (row.unitId === unitId ? "ant-table-row-selected" : "")}
          onRow={(row) => ({ onClick: () => setUnitId(row.unitId), style: { cursor: "pointer" } })}
        />
      </Panel>
      {unitId && <CommitteeResultPanel key={unitId} unitId={unitId} projectTimeId={batchId} />}
    </Flex>
  );
}
