import { APPLICATION_KINDS, APPLICATION_STATUSES, type ApplicationRow } from "@zcps/contracts/zcps/staff/api";
import { STAFF_ELEMENTS } from "@zcps/contracts/zcps/staff/elements";
import Button from "antd/es/button";
import Input from "antd/es/input";
import Popconfirm from "antd/es/popconfirm";
import Space from "antd/es/space";
import Tag from "antd/es/tag";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import dayjs from "../../../lib/dayjs";
import { ChoiceFilter, KeywordFilter, ListPage } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useDecideApplication } from "./api/decide-application";
import { type ApplicationQuery, useApplications } from "./api/get-applications";
import { ExpertApprovalDialog } from "./components/expert-approval-dialog";
import { useStaffListQuery } from "./components/staff-list";

const STATUS_COLORS = { pending: "gold", approved: "green", rejected: "red" } as const;

/** /zcps/userAudit: account applications from external experts and staff without an account. */
export default function UserAuditPage() {
  const { t } = useTranslation();
  const { message, modal } = useAntdApp();
  const can = useCan();
  const { filter, setFilter, query, search, listProps } = useStaffListQuery<ApplicationQuery>({
    page: 1,
    limit: 20,
    status: "pending",
  });
  const list = useApplications(query);
  const decide = useDecideApplication();
  // an expert's approval asks for the title's level and the disciplines; a staff member's is a confirmation
  const [approvingExpert, setApprovingExpert] = useState<ApplicationRow | null>(null);
  const approved = (reply: { message: string }) => message.success(reply.message);

  function reject(row: ApplicationRow) {
    let reason = "";
    modal.confirm({
      title: t("audit.rejectTitle", { name: row.name }),
      content: (
        <Input.TextArea
          aria-label={t("audit.reason")}
          placeholder={t("audit.reason")}
          onChange={(e) => {
            reason = e.target.value;
          }}
        />
      ),
      okText: t("audit.reject"),
      okButtonProps: { danger: true },
      cancelText: t("staff.cancel"),
      onOk: () =>
        decide.mutateAsync({ id: row.id, reject: { reason } }).then((reply) => message.success(reply.message)),
    });
  }

  return (
    <>
      <ListPage<ApplicationRow>
        filters={
          <>
            <ChoiceFilter
              placeholder={t("audit.status")}
              width={120}
              value={filter.status}
              onChange={(status) => setFilter((f) => ({ ...f, status }))}
              options={APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`list.status.${s}`) }))}
            />
            <ChoiceFilter
              placeholder={t("audit.kind")}
              width={140}
              value={filter.kind}
              onChange={(kind) => setFilter((f) => ({ ...f, kind }))}
              options={APPLICATION_KINDS.map((k) => ({ value: k, label: t(`audit.kind.${k}`) }))}
            />
            <KeywordFilter
              placeholder={t("staff.keyword")}
              width={180}
              value={filter.keyword}
              onChange={(keyword) => setFilter((f) => ({ ...f, keyword }))}
              onSearch={search}
            />
          </>
        }
        {...listProps}
        rowKey="id"
        data={list.data}
        loading={list.isFetching}
        columns={[
          { title: t("audit.kind"), dataIndex: "kind", width: 100, render: (k: string) => t(`audit.kind.${k}`) },
          { title: t("staff.field.name"), dataIndex: "name", width: 100 },
          { title: t("audit.username"), dataIndex: "username", width: 130 },
          { title: t("staff.field.phone"), dataIndex: "mobilePhone", width: 120 },
          { title: t("staff.field.email"), dataIndex: "email", width: 200 },
          {
            title: t("audit.institution"),
            key: "where",
            width: 200,
            render: (_, row) => row.institution ?? [row.unitName, row.employeeNo].filter(Boolean).join(" · "),
          },
          { title: t("audit.titleName"), dataIndex: "titleName", width: 100 },
          { title: t("audit.reasonApply"), dataIndex: "reason", width: 180, ellipsis: true },
          {
            title: t("audit.appliedAt"),
            dataIndex: "createdAt",
            width: 140,
            render: (v: string) => dayjs(v).format("YYYY-MM-DD HH:mm"),
          },
          {
            title: t("audit.status"),
            key: "status",
            width: 100,
            render: (_, row) => (
              <Tag color={STATUS_COLORS[row.status]} title={row.response ?? undefined}>
                {t(`list.status.${row.status}`)}
              </Tag>
            ),
          },
          {
            title: t("audit.step"),
            dataIndex: "step",
            width: 120,
            render: (step: string | null) => step ?? "—",
          },
          {
            title: t("staff.actions"),
            key: "actions",
            width: 150,
            fixed: "right",
            render: (_, row) =>
              row.status === "pending" && (
                <Space size={0}>
                  {can(STAFF_ELEMENTS.userAuditApprove) && row.kind === "expert" && (
                    <Button type="link" size="small" onClick={() => setApprovingExpert(row)}>
                      {t("audit.approve")}
                    </Button>
                  )}
                  {can(STAFF_ELEMENTS.userAuditApprove) && row.kind !== "expert" && (
                    <Popconfirm
                      title={t("audit.approveConfirm", { name: row.name })}
                      okText={t("staff.ok")}
                      cancelText={t("staff.cancel")}
                      onConfirm={() => decide.mutateAsync({ id: row.id }).then(approved, () => undefined)}
                    >
                      <Button type="link" size="small">
                        {t("audit.approve")}
                      </Button>
                    </Popconfirm>
                  )}
                  {can(STAFF_ELEMENTS.userAuditReject) && (
                    <Button type="link" size="small" danger onClick={() => reject(row)}>
                      {t("audit.reject")}
                    </Button>
                  )}
                </Space>
              ),
          },
        ]}
      />
      <ExpertApprovalDialog
        row={approvingExpert}
        saving={decide.isPending}
        onApprove={(row, expert) => decide.mutateAsync({ id: row.id, expert }).then(approved)}
        onClose={() => setApprovingExpert(null)}
      />
    </>
  );
}
