import type { NoticeDeclarant, SchoolNotice } from "@zcps/contracts/zcps/results/api";
import { RESULTS_ELEMENTS as E } from "@zcps/contracts/zcps/results/element-codes";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Flex from "antd/es/flex";
import Table from "antd/es/table";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../../lib/access";
import dayjs from "../../../../lib/dayjs";
import { useLabels } from "../../kit/declaration-labels";
import { useSchoolNotices } from "../api/find-notices";
import { ObjectionDialog } from "./objection-dialog";
import { PublicityStatusTag } from "./tags";

/** One notice: its text and, for a result notice, its window and declarants, each open to an objection meanwhile. */
function NoticeItem({ notice, onObject }: { notice: SchoolNotice; onObject: (d: NoticeDeclarant) => void }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const publicity = notice.publicity;
  const open = publicity?.status === "OPEN";
  return (
    <div data-testid={`school-notice-${notice.id}`}>
      <Flex gap={8} align="center" wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {notice.title}
        </Typography.Title>
        {publicity && <PublicityStatusTag status={publicity.status} elapsed={publicity.elapsed} />}
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: "4px 0 8px" }}>
        {[
          notice.publisherName,
          dayjs(notice.createdAt).format("YYYY-MM-DD"),
          publicity && t("resultsUi.window", { startsOn: publicity.startsOn, endsOn: publicity.endsOn }),
        ]
          .filter(Boolean)
          .join(" · ")}
      </Typography.Paragraph>
      {notice.content && (
        <Typography.Paragraph style={{ whiteSpace: "pre-line" }}>{notice.content}</Typography.Paragraph>
      )}
      {notice.kind === "RESULT" && notice.declarants.length > 0 && (
        <Table<NoticeDeclarant>
          size="small"
          rowKey="declarationId"
          pagination={false}
          dataSource={notice.declarants}
          scroll={{ x: 720 }}
          columns={[
            { title: t("resultsUi.col.name"), dataIndex: "name", width: 100 },
            { title: t("resultsUi.col.employeeNo"), dataIndex: "employeeNo", width: 110 },
            { title: t("resultsUi.col.unit"), dataIndex: "unitName" },
            { title: t("resultsUi.col.title"), dataIndex: "titleName" },
            {
              title: t("resultsUi.col.level"),
              dataIndex: "level",
              width: 130,
              render: (level: string | null) => (level ? labels.level(level) : "-"),
            },
            ...(open
              ? [
                  {
                    title: t("resultsUi.col.actions"),
                    key: "actions",
                    width: 130,
                    render: (_: unknown, row: NoticeDeclarant) => (
                      <Button size="small" onClick={() => onObject(row)}>
                        {t("resultsUi.object")}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </div>
  );
}

/**
 * The school's notices on the declarant's home, newest first: announcements, and the results publicity with a
 * real-name objection against a declarant while it is open. Nothing shows when there is no notice.
 */
export function SchoolNoticeCard() {
  const { t } = useTranslation();
  const can = useCan();
  const allowed = can(E.noticeRead);
  const notices = useSchoolNotices(undefined, allowed);
  const [objecting, setObjecting] = useState<NoticeDeclarant | null>(null);
  if (!allowed || !notices.data?.length) return null;

  return (
    <Card title={t("resultsUi.schoolNotices")} data-testid="school-notices">
      <Flex vertical gap={24}>
        {notices.data.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} onObject={setObjecting} />
        ))}
      </Flex>
      <ObjectionDialog declarant={objecting} onClose={() => setObjecting(null)} />
    </Card>
  );
}
