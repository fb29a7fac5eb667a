import type { BranchCount } from "@zcps/contracts/zcps/department-review/api";
import { departmentPageElements } from "@zcps/contracts/zcps/department-review/elements";
import { departmentPage } from "@zcps/contracts/zcps/department-review/material-pages";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Flex from "antd/es/flex";
import Progress from "antd/es/progress";
import Space from "antd/es/space";
import Statistic from "antd/es/statistic";
import Table, { type ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCan } from "../../../lib/access";
import { useBranchCounts } from "./api/get-branch-counts";
import { useMaterialName } from "./components/item-fields";

/** /DepartmentAudit/AuditMain: my department's material pages with their items, assigned, decided and returned. */
export default function AuditMainPage() {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  const can = useCan();
  const navigate = useNavigate();
  const materialName = useMaterialName();
  const counts = useBranchCounts();
  const rows = counts.data ?? [];
  const sum = (key: "total" | "assigned" | "decided" | "returned") => rows.reduce((n, r) => n + r[key], 0);

  const columns: ColumnsType<BranchCount> = [
    {
      title: t("departUi.col.page"),
      dataIndex: "code",
      width: 180,
      render: (code: string) => {
        const page = departmentPage(code);
        return page ? (en ? page.en : page.zh) : code;
      },
    },
    {
      title: t("departUi.col.types"),
      dataIndex: "materialTypes",
      width: 260,
      render: (types: string[]) => types.map(materialName).join(t("departUi.listSeparator")),
    },
    { title: t("departUi.col.total"), dataIndex: "total", width: 90 },
    { title: t("departUi.col.assignedCount"), dataIndex: "assigned", width: 90 },
    { title: t("departUi.col.decided"), dataIndex: "decided", width: 90 },
    { title: t("departUi.col.returned"), dataIndex: "returned", width: 90 },
    {
      title: t("departUi.col.progress"),
      key: "progress",
      width: 160,
      render: (_, row) => (
        <Progress percent={row.total ? Math.round((row.decided / row.total) * 100) : 0} size="small" />
      ),
    },
    {
      title: t("departUi.col.actions"),
      key: "actions",
      width: 170,
      render: (_, row) => (
        <Space size={0}>
          {can(departmentPageElements(row.code).view) && (
            <Button type="link" size="small" onClick={() => navigate(`/DepartmentAudit/${row.code}`)}>
              {t("departUi.toAssign")}
            </Button>
          )}
          {can(departmentPageElements(row.code).reviewView) && (
            <Button type="link" size="small" onClick={() => navigate(`/DepartmentAudS/${row.code}S`)}>
              {t("departUi.toReview")}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex gap={16} wrap>
        {(["total", "assigned", "decided", "returned"] as const).map((key) => (
          <Card key={key} size="small" style={{ minWidth: 160 }}>
            <Statistic title={t(`departUi.sum.${key}`)} value={sum(key)} />
          </Card>
        ))}
      </Flex>
      <Table<BranchCount>
        rowKey="code"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={counts.isFetching}
        pagination={false}
        scroll={{ x: 1130 }}
      />
    </Flex>
  );
}
