import type { UnitAdminPerson, UnitAdminRole, UnitAdminRow } from "@zcps/contracts/zcps/staff/api";
import { STAFF_ELEMENTS } from "@zcps/contracts/zcps/staff/elements";
import Table from "antd/es/table";
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useLocalName } from "../../../lib/use-local-name";
import { searchUnitAdminCandidates, useUnitAdmins } from "./api/get-unit-admins";
import { useSetUnitAdmins } from "./api/set-unit-admins";
import { UserPicker } from "./components/user-picker";

/** /zcps/unitAdmin: who administers and who leads each unit. */
export default function UnitAdminPage() {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const editable = can(STAFF_ELEMENTS.unitAdminEdit);
  const rows = useUnitAdmins();
  const localName = useLocalName();
  const save = useSetUnitAdmins();

  const cell = (row: UnitAdminRow, role: UnitAdminRole, people: UnitAdminPerson[]) =>
    editable ? (
      <UserPicker
        value={people}
        search={searchUnitAdminCandidates}
        ariaLabel={`${localName(row.name, row.nameEn)} ${t(`unitAdmin.${role}`)}`}
        onChange={(userIds) =>
          save.mutateAsync({ unitId: row.unitId, role, userIds }).then(
            (reply) => message.success(reply.message),
            () => undefined,
          )
        }
      />
    ) : (
      people.map((p) => <Tag key={p.userId}>{`${p.name} (${p.username})`}</Tag>)
    );

  return (
    <Table<UnitAdminRow>
      rowKey="unitId"
      size="middle"
      loading={rows.isFetching}
      dataSource={rows.data ?? []}
      pagination={false}
      columns={[
        { title: t("unitAdmin.unit"), key: "unit", width: 240, render: (_, row) => localName(row.name, row.nameEn) },
        { title: t("unitAdmin.admin"), key: "admins", render: (_, row) => cell(row, "admin", row.admins) },
        { title: t("unitAdmin.leader"), key: "leaders", render: (_, row) => cell(row, "leader", row.leaders) },
      ]}
    />
  );
}
