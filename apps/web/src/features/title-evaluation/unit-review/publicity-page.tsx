import type { NoticeSummary } from "@zcps/contracts/zcps/unit-review/api";
import { UNIT_REVIEW_ELEMENTS } from "@zcps/contracts/zcps/unit-review/elements";
import Badge from "antd/es/badge";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Flex from "antd/es/flex";
import Space from "antd/es/space";
import Statistic from "antd/es/statistic";
import Table from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { useCan } from "../../../lib/access";
import { LazyDeclarationDrawer } from "../kit/lazy-declaration-drawer";
import { useNoticeStatus } from "./api/get-notice-status";
import { CloseNoticeButton } from "./components/close-notice-button";
import { NoticeDrawer } from "./components/notice-drawer";
import { NoticeStatusTag } from "./components/notice-status-tag";
import { PublishDialog } from "./components/publish-dialog";
import "./unit-review.css";

/** /UnitAuditMan/UnitFomal: the unit's publicity: notices of approved declarants, objections, and closing them. */
export default function PublicityPage() {
  const { t } = useTranslation();
  const can = useCan();
  const status = useNoticeStatus();
  const [publishing, setPublishing] = useState(false);
  const [noticeId, setNoticeId] = useState<string | null>(null);
  const [declarationId, setDeclarationId] = useState<string | null>(null);
  const mayPublish = can(UNIT_REVIEW_ELEMENTS.publicityPublish);
  const data = status.data;
  const open = (data?.notices ?? []).filter((n) => n.status === "OPEN").length;

  return (
    <Flex vertical gap={16} className="unit-page">
      <Panel
        title={t("unitReview.publicity")}
        extra={
          mayPublish && (
            <Button type="primary" disabled={!data || data.awaiting === 0} onClick={() => setPublishing(true)}>
              {t("unitReview.publishNew")}
            </Button>
          )
        }
      >
        <Flex gap={12} wrap>
          <Card size="small" style={{ minWidth: 160 }}>
            <Statistic title={t("unitReview.awaiting")} value={data?.awaiting ?? 0} loading={status.isLoading} />
          </Card>
          <Card size="small" style={{ minWidth: 160 }}>
            <Statistic title={t("unitReview.openNotices")} value={open} loading={status.isLoading} />
          </Card>
          <Card size="small" style={{ minWidth: 160 }}>
            <Statistic
              title={t("unitReview.workingDays")}
              value={data?.workingDays ?? 0}
              suffix={t("unitReview.daysUnit")}
              loading={status.isLoading}
            />
          </Card>
          <Card size="small" style={{ minWidth: 200 }}>
            <Statistic
              title={t("unitReview.endsOnIfToday")}
              value={data?.endsOnIfToday ?? "-"}
              loading={status.isLoading}
            />
          </Card>
        </Flex>
      </Panel>

      <Panel title={t("unitReview.notices")}>
        <Table<NoticeSummary>
          rowKey="id"
          size="middle"
          loading={status.isFetching}
          dataSource={data?.notices ?? []}
          pagination={false}
          locale={{ emptyText: t("unitReview.noNotices") }}
          scroll={{ x: 1000 }}
          columns={[
            {
              title: t("unitReview.noticeTitle"),
              dataIndex: "title",
              width: 300,
              render: (title: string, row) => (
                <Button
                  type="link"
                  size="small"
                  onClick={() => setNoticeId(row.id)}
                  style={{ whiteSpace: "normal", textAlign: "left", height: "auto" }}
                >
                  {title}
                </Button>
              ),
            },
            { title: t("unitReview.startsOn"), dataIndex: "startsOn", width: 110 },
            { title: t("unitReview.endsOn"), dataIndex: "endsOn", width: 110 },
            {
              title: t("unitReview.workingDays"),
              dataIndex: "workingDays",
              width: 100,
              render: (n: number) => t("unitReview.days", { count: n }),
            },
            {
              title: t("declareUser.col.status"),
              dataIndex: "status",
              width: 110,
              render: (s: string, row) => <NoticeStatusTag status={s} elapsed={row.elapsed} />,
            },
            { title: t("unitReview.col.declarants"), dataIndex: "declarants", width: 90 },
            {
              title: t("unitReview.col.objections"),
              dataIndex: "openObjections",
              width: 100,
              render: (n: number) => (n > 0 ? <Badge count={n} /> : "-"),
            },
            {
              title: t("unitReview.col.actions"),
              key: "actions",
              width: 150,
              fixed: "right",
              render: (_, row) => (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => setNoticeId(row.id)}>
                    {t("unitReview.detail")}
                  </Button>
                  {mayPublish && <CloseNoticeButton notice={row} link />}
                </Space>
              ),
            },
          ]}
        />
      </Panel>

      <PublishDialog status={data} open={publishing} onClose={() => setPublishing(false)} />
      <NoticeDrawer
        id={noticeId}
        onClose={() => setNoticeId(null)}
        onOpenDeclaration={setDeclarationId}
        closeButton={(notice) => (mayPublish ? <CloseNoticeButton notice={notice} /> : null)}
      />
      <LazyDeclarationDrawer id={declarationId} onClose={() => setDeclarationId(null)} />
    </Flex>
  );
}
