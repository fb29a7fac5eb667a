import { materialSummary, materialType } from "@zcps/contracts/zcps/materials";
import type { SourceRecordRow, StaffRow } from "@zcps/contracts/zcps/staff/api";
import Drawer from "antd/es/drawer";
import Table from "antd/es/table";
import { useTranslation } from "react-i18next";
import dayjs from "../../../../lib/dayjs";
import { useStaffRecords } from "../api/get-staff-records";

/** A staff member's imported source records, read-only (they change through imports and corrections). */
export function StaffRecordsDrawer({ staff, onClose }: { staff: StaffRow | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  const records = useStaffRecords(staff?.id);
  return (
    <Drawer
      open={Boolean(staff)}
      onClose={onClose}
      size={760}
      title={staff ? t("staff.records.title", { name: staff.name, no: staff.employeeNo }) : ""}
    >
      <Table<SourceRecordRow>
        rowKey="id"
        size="small"
        loading={records.isFetching}
        dataSource={records.data ?? []}
        pagination={false}
        locale={{ emptyText: t("staff.records.empty") }}
        columns={[
          {
            title: t("staff.records.type"),
            dataIndex: "materialType",
            width: 120,
            render: (code: string) => materialType(code)?.label[lang] ?? code,
          },
          {
            title: t("staff.records.summary"),
            key: "summary",
            render: (_, row) => materialSummary(row.materialType, row.payload, lang),
          },
          { title: t("staff.records.sourceRef"), dataIndex: "sourceRef", width: 150 },
          {
            title: t("staff.records.updatedAt"),
            dataIndex: "updatedAt",
            width: 110,
            render: (value: string) => dayjs(value).format("YYYY-MM-DD"),
          },
        ]}
      />
    </Drawer>
  );
}
