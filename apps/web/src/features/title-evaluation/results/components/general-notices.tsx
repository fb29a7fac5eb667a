import type { SchoolNotice } from "@zcps/contracts/zcps/results/api";
import { RESULTS_ELEMENTS as E } from "@zcps/contracts/zcps/results/element-codes";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Table from "antd/es/table";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../../components/panel";
import { useCan } from "../../../../lib/access";
import dayjs from "../../../../lib/dayjs";
import { useSchoolNotices } from "../api/find-notices";
import { NoticeDialog } from "./notice-dialog";
import { WithdrawNoticeLink } from "./withdraw-notice-link";

/** The batch's school notices that publish no result: published, edited and withdrawn by personnel. */
export function GeneralNotices({ projectTimeId }: { projectTimeId: string | undefined }) {
  const { t } = useTranslation();
  const can = useCan();
  const mayEdit = can(E.publicityEdit);
  const notices = useSchoolNotices(projectTimeId);
  const general = (notices.data ?? []).filter((n) => n.kind === "GENERAL");
  // undefined: no dialog; null: a new notice
  const [editing, setEditing] = useState<SchoolNotice | null | undefined>(undefined);

  return (
    <Panel
      title={t("resultsUi.generalNotices")}
      testId="general-notices"
      extra={
        mayEdit && (
          <Button onClick={() => setEditing(null)} disabled={!projectTimeId}>
            {t("resultsUi.publishNotice")}
          </Button>
        )
      }
    >
      <Table<SchoolNotice>
        size="middle"
        rowKey="id"
        loading={notices.isLoading}
        dataSource={general}
        pagination={false}
        scroll={{ x: 760 }}
        locale={{ emptyText: t("resultsUi.noGeneralNotices") }}
        expandable={{
          expandedRowRender: (row) => (
            <Typography.Paragraph style={{ whiteSpace: "pre-line", margin: 0 }}>
              {row.content || t("resultsUi.noContent")}
            </Typography.Paragraph>
          ),
        }}
        columns={[
          { title: t("resultsUi.noticeTitle"), dataIndex: "title" },
          {
            title: t("resultsUi.col.publisher"),
            dataIndex: "publisherName",
            width: 120,
            render: (name: string) => name || "-",
          },
          {
            title: t("resultsUi.col.publishedAt"),
            dataIndex: "createdAt",
            width: 150,
            render: (v: string) => dayjs(v).format("YYYY-MM-DD HH:mm"),
          },
          ...(mayEdit
            ? [
                {
                  title: t("resultsUi.col.actions"),
                  key: "actions",
                  width: 150,
                  render: (_: unknown, row: SchoolNotice) => (
                    <Flex wrap>
                      <Button type="link" size="small" onClick={() => setEditing(row)}>
                        {t("resultsUi.edit")}
                      </Button>
                      <WithdrawNoticeLink id={row.id} title={row.title} result={false} />
                    </Flex>
                  ),
                },
              ]
            : []),
        ]}
      />
      <NoticeDialog
        projectTimeId={projectTimeId}
        notice={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
    </Panel>
  );
}
