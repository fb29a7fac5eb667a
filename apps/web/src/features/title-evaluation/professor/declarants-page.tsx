import type { ProfessorDeclarationRow } from "@zcps/contracts/zcps/professor/api";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Table, { type ColumnsType } from "antd/es/table";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { UnitBatchFilter } from "../kit/batch-select";
import { StateTag, useLabels } from "../kit/declaration-labels";
import { useDeclarations } from "./api/get-declarations";
import { useDuty } from "./api/get-duty";
import { ProfessorDeclarationDrawer } from "./components/declaration-drawer";
import { DutyCard } from "./components/duty-card";
import { PeerFigures, PeerVerdictTag } from "./components/tags";

/**
 * /ProfessorCom/ReportperInformation: the member's committee and the declarants put to it, each with where they
 * stand, the unit's rank and the peer review's aggregate; their materials open in a drawer.
 */
export default function DeclarantsPage() {
  const { t } = useTranslation();
  const labels = useLabels();
  const [batchId, setBatchId] = useState<string>();
  const duty = useDuty(batchId);
  const declarations = useDeclarations(batchId);
  const [openId, setOpenId] = useState<string | null>(null);

  const columns: ColumnsType<ProfessorDeclarationRow> = [
    {
      title: t("declareUser.col.name"),
      dataIndex: "staffName",
      width: 110,
      fixed: "left",
      render: (name: string, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpenId(row.declarationId)}>
          {name}
        </Button>
      ),
    },
    { title: t("declareUser.col.employeeNo"), dataIndex: "employeeNo", width: 110 },
    {
      title: t("declareUser.col.title"),
      key: "title",
      width: 160,
      render: (_, row) => labels.named(row.titleName, row.titleNameEn),
    },
    { title: t("profUi.col.level"), dataIndex: "level", width: 130, render: (level: string) => labels.level(level) },
    {
      title: t("declareUser.col.status"),
      dataIndex: "status",
      width: 170,
      render: (s: string) => <StateTag state={s} />,
    },
    {
      title: t("profUi.col.unitRank"),
      dataIndex: "unitRank",
      width: 90,
      align: "center",
      render: (n: number | null) => n ?? "-",
    },
    { title: t("profUi.col.peer"), key: "peer", width: 150, render: (_, row) => <PeerFigures peer={row.peer} /> },
    {
      title: t("profUi.col.peerVerdict"),
      key: "verdict",
      width: 130,
      render: (_, row) => <PeerVerdictTag verdict={row.peer?.verdict} />,
    },
    {
      title: t("profUi.col.actions"),
      key: "actions",
      width: 120,
      fixed: "right",
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setOpenId(row.declarationId)}>
          {t("profUi.viewMaterials")}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Panel
        title={
          duty.data
            ? t("profUi.committeeOf", { unit: labels.named(duty.data.unitName, duty.data.unitNameEn) })
            : t("profUi.committee")
        }
        extra={<UnitBatchFilter value={batchId} onChange={setBatchId} />}
      >
        {duty.data ? (
          <Flex vertical gap={12}>
            <DutyCard duty={duty.data} />
            {duty.data.rejectReason && (
              <Alert type="warning" showIcon title={t("profUi.rejectedRound")} description={duty.data.rejectReason} />
            )}
          </Flex>
        ) : (
          <Typography.Text type="secondary">
            {duty.isError ? t("profUi.noCommittee") : t("profUi.loading")}
          </Typography.Text>
        )}
      </Panel>
      <Panel title={t("profUi.declarants")} testId="professor-declarants">
        <Table<ProfessorDeclarationRow>
          rowKey="declarationId"
          size="middle"
          loading={declarations.isFetching}
          dataSource={declarations.data ?? []}
          columns={columns}
          pagination={false}
          locale={{ emptyText: t("profUi.noDeclarants") }}
          scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0) }}
        />
      </Panel>
      <ProfessorDeclarationDrawer id={openId} onClose={() => setOpenId(null)} />
    </Flex>
  );
}
