import { materialType } from "@zcps/contracts/zcps/materials";
import type { DepartmentVerdictRow, DuplicateClaim } from "@zcps/contracts/zcps/team-review/api";
import Empty from "antd/es/empty";
import List from "antd/es/list";
import Space from "antd/es/space";
import Table from "antd/es/table";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import dayjs from "../../../../lib/dayjs";
import { pickName } from "../../../../lib/use-local-name";
import { StateTag, VerifyStatusTag } from "../../kit/declaration-labels";

/** The departments' verdicts on the declaration's items (stage 3), as the team reads them. */
export function VerdictsTable({
  verdicts,
  itemName,
}: {
  verdicts: DepartmentVerdictRow[];
  itemName: (itemId: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  const lang = en ? "en" : "zh";
  return (
    <div data-testid="department-verdicts">
      <Table<DepartmentVerdictRow>
        rowKey="itemId"
        size="small"
        pagination={false}
        dataSource={verdicts}
        locale={{ emptyText: t("teamUi.noVerdicts") }}
        scroll={{ x: 750 }}
        columns={[
          {
            title: t("teamUi.col.materialType"),
            dataIndex: "materialType",
            width: 110,
            render: (code: string) => materialType(code)?.label[lang] ?? code,
          },
          { title: t("teamUi.col.item"), dataIndex: "itemId", width: 170, ellipsis: true, render: itemName },
          {
            title: t("teamUi.col.department"),
            dataIndex: "departName",
            width: 100,
            render: (_, row) => pickName(en, row.departName, row.departNameEn) || "-",
          },
          {
            title: t("teamUi.col.verdict"),
            dataIndex: "verifyStatus",
            width: 90,
            render: (s: string) => <VerifyStatusTag status={s} />,
          },
          {
            title: t("teamUi.col.verdictComment"),
            dataIndex: "verifyComment",
            width: 150,
            render: (v: string | null) => v ?? "-",
          },
          {
            title: t("teamUi.col.verifiedBy"),
            key: "by",
            width: 130,
            render: (_, row) =>
              row.verifiedBy
                ? `${row.verifiedBy} ${row.verifiedAt ? dayjs(row.verifiedAt).format("MM-DD HH:mm") : ""}`
                : "-",
          },
        ]}
      />
    </div>
  );
}

/** Items other declarants of the batch claim too (the same DOI, patent or project number). */
export function DuplicatesList({
  duplicates,
  itemName,
}: {
  duplicates: DuplicateClaim[];
  itemName: (itemId: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  if (duplicates.length === 0) return <Empty description={t("team.hint.noDuplicateFound")} />;
  return (
    <div data-testid="duplicates">
      <List
        size="small"
        dataSource={duplicates}
        renderItem={(d) => (
          <List.Item>
            <Space direction="vertical" size={2}>
              <Typography.Text strong>
                {materialType(d.materialType)?.label[lang] ?? d.materialType}
                {t("teamUi.colon")}
                {itemName(d.itemId)}
              </Typography.Text>
              <Typography.Text type="secondary">{d.claimKey}</Typography.Text>
              <Space size={[4, 4]} wrap>
                {t("teamUi.claimedBy")}
                {d.others.map((o) => (
                  <span key={o.declarationId}>
                    {o.staffName}
                    {o.unitName ? `（${o.unitName}）` : ""} <StateTag state={o.state} />
                  </span>
                ))}
              </Space>
            </Space>
          </List.Item>
        )}
      />
    </div>
  );
}
