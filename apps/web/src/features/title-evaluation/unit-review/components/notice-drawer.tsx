import type { NoticeDetail, ObjectionRow } from "@zcps/contracts/zcps/unit-review/api";
import { UNIT_REVIEW_ELEMENTS } from "@zcps/contracts/zcps/unit-review/elements";
import Button from "antd/es/button";
import Descriptions from "antd/es/descriptions";
import Drawer from "antd/es/drawer";
import Space from "antd/es/space";
import Spin from "antd/es/spin";
import Table from "antd/es/table";
import Typography from "antd/es/typography";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../../lib/access";
import dayjs from "../../../../lib/dayjs";
import { StateTag } from "../../kit/declaration-labels";
import { useNotice } from "../api/get-notice";
import { NoticeStatusTag, ObjectionStatusTag } from "./notice-status-tag";
import { DismissDialog, UpholdDialog } from "./objection-dialogs";

/** One notice: its dates, the declarants on it and the objections raised, each open one dismissed or upheld here. */
export function NoticeDrawer({
  id,
  onClose,
  onOpenDeclaration,
  closeButton,
}: {
  id: string | null;
  onClose: () => void;
  onOpenDeclaration: (id: string) => void;
  closeButton: (notice: NoticeDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const notice = useNotice(id);
  const data = notice.data;
  const [dismissing, setDismissing] = useState<ObjectionRow | null>(null);
  const [upholding, setUpholding] = useState<ObjectionRow | null>(null);
  const mayHandle = can(UNIT_REVIEW_ELEMENTS.objectionHandle);

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={980}
      title={t("unitReview.noticeDetail")}
      destroyOnHidden
      extra={data && closeButton(data)}
    >
      {!data ? (
        <Spin />
      ) : (
        <Space direction="vertical" size="large" style={{ width: "100%" }}>
          <Descriptions size="small" bordered column={2}>
            <Descriptions.Item label={t("unitReview.noticeTitle")} span={2}>
              {data.title}
            </Descriptions.Item>
            <Descriptions.Item label={t("unitReview.period")}>
              {data.startsOn} ~ {data.endsOn}
            </Descriptions.Item>
            <Descriptions.Item label={t("declareUser.col.status")}>
              <NoticeStatusTag status={data.status} elapsed={data.elapsed} />
            </Descriptions.Item>
            <Descriptions.Item label={t("unitReview.workingDays")}>
              {t("unitReview.days", { count: data.workingDays })}
            </Descriptions.Item>
            <Descriptions.Item label={t("declareUser.col.unit")}>{data.unitName}</Descriptions.Item>
          </Descriptions>

          <div>
            <Typography.Title level={5}>
              {t("unitReview.noticeDeclarants", { count: data.declarations.length })}
            </Typography.Title>
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={data.declarations}
              columns={[
                {
                  title: t("declareUser.col.name"),
                  dataIndex: "staffName",
                  render: (name: string, row) => (
                    <Button type="link" size="small" onClick={() => onOpenDeclaration(row.id)}>
                      {name}
                    </Button>
                  ),
                },
                { title: t("declareUser.col.employeeNo"), dataIndex: "employeeNo" },
                { title: t("declareUser.col.title"), dataIndex: "titleName" },
                {
                  title: t("declareUser.col.status"),
                  dataIndex: "status",
                  render: (s: string) => <StateTag state={s} />,
                },
              ]}
            />
          </div>

          <div>
            <Typography.Title level={5}>
              {t("unitReview.objections", { count: data.objections.length })}
            </Typography.Title>
            <Table<ObjectionRow>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={data.objections}
              locale={{ emptyText: t("unitReview.noObjections") }}
              scroll={{ x: 920 }}
              columns={[
                { title: t("unitReview.col.declarant"), dataIndex: "declarantName", width: 90 },
                {
                  title: t("unitReview.col.submitter"),
                  dataIndex: "submitterName",
                  width: 120,
                  render: (name: string, row) => (
                    <span>
                      {name}
                      {row.contact ? <Typography.Text type="secondary"> · {row.contact}</Typography.Text> : null}
                    </span>
                  ),
                },
                {
                  title: t("unitReview.col.content"),
                  dataIndex: "content",
                  width: 220,
                  render: (content: string, row) => (
                    <Space direction="vertical" size={0}>
                      <span>{content}</span>
                      {row.evidence.map((file) => (
                        <Typography.Text key={file.id} type="secondary">
                          {file.name}
                        </Typography.Text>
                      ))}
                    </Space>
                  ),
                },
                {
                  title: t("unitReview.col.raisedAt"),
                  dataIndex: "createdAt",
                  width: 130,
                  render: (v: string) => dayjs(v).format("YYYY-MM-DD HH:mm"),
                },
                {
                  title: t("declareUser.col.status"),
                  dataIndex: "status",
                  width: 100,
                  render: (s: string) => <ObjectionStatusTag status={s} />,
                },
                {
                  title: t("unitReview.resolution"),
                  dataIndex: "resolution",
                  width: 150,
                  render: (v: string | null) => v ?? "-",
                },
                ...(mayHandle
                  ? [
                      {
                        title: t("unitReview.col.actions"),
                        key: "actions",
                        width: 130,
                        fixed: "right" as const,
                        render: (_: unknown, row: ObjectionRow) =>
                          row.status === "OPEN" && (
                            <Space size={0}>
                              <Button type="link" size="small" onClick={() => setDismissing(row)}>
                                {t("unitReview.dismiss")}
                              </Button>
                              <Button type="link" size="small" danger onClick={() => setUpholding(row)}>
                                {t("unitReview.uphold")}
                              </Button>
                            </Space>
                          ),
                      },
                    ]
                  : []),
              ]}
            />
          </div>
        </Space>
      )}
      <DismissDialog objection={dismissing} onClose={() => setDismissing(null)} />
      <UpholdDialog objection={upholding} onClose={() => setUpholding(null)} />
    </Drawer>
  );
}
