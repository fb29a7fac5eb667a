import type { MeetingDetail, PoolEntry } from "@zcps/contracts/zcps/committee/api";
import Modal from "antd/es/modal";
import Radio from "antd/es/radio";
import Table, { type ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { usePool } from "../api/get-pool";
import { useSetMembers } from "../api/set-members";
import { MemberTags } from "./tags";

/** Members chosen by hand from the pool (a declarant of the batch may not sit), and the chair among them. */
export function ChooseMembersDialog({
  open,
  meeting,
  onClose,
}: {
  open: boolean;
  meeting: MeetingDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const pool = usePool(meeting.id, open);
  const setMembers = useSetMembers();
  const [chosen, setChosen] = useState<string[]>([]);
  const [chairId, setChairId] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setChosen(meeting.members.map((m) => m.userId));
    setChairId(meeting.members.find((m) => m.chair)?.userId ?? null);
  }, [open, meeting]);

  async function save() {
    const reply = await setMembers.mutateAsync({
      id: meeting.id,
      userIds: chosen,
      chairId: chairId && chosen.includes(chairId) ? chairId : null,
    });
    message.success(reply.message);
    onClose();
  }

  const external = (pool.data ?? []).filter((p) => p.external && chosen.includes(p.userId)).length;
  const columns: ColumnsType<PoolEntry> = [
    {
      title: t("cmtUi.col.member"),
      key: "name",
      render: (_, p) => (
        <>
          {p.name} <MemberTags external={p.external} />
          {p.declares && <Tag color="error">{t("cmtUi.declares")}</Tag>}
        </>
      ),
    },
    { title: t("cmtUi.col.unit"), dataIndex: "unitName", render: (unit: string | null) => unit ?? "-" },
    {
      title: t("cmtUi.chair"),
      key: "chair",
      width: 90,
      render: (_, p) => (
        <Radio
          checked={chairId === p.userId}
          disabled={!chosen.includes(p.userId)}
          aria-label={t("cmtUi.chairOf", { name: p.name })}
          onChange={() => setChairId(p.userId)}
        />
      ),
    },
  ];

  return (
    <Modal
      open={open}
      title={t("cmtUi.chooseMembers")}
      width={720}
      okText={t("cmtUi.save")}
      cancelText={t("cmtUi.cancel")}
      okButtonProps={{ disabled: chosen.length === 0 }}
      confirmLoading={setMembers.isPending}
      onOk={() => save().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t("cmtUi.chosenCounts", { count: chosen.length, external, size: meeting.size })}
      </Typography.Paragraph>
      <Table<PoolEntry>
        rowKey="userId"
        size="small"
        columns={columns}
        dataSource={pool.data ?? []}
        loading={pool.isFetching}
        pagination={false}
        scroll={{ y: 420 }}
        rowSelection={{
          selectedRowKeys: chosen,
          onChange: (keys) => setChosen(keys.map(String)),
          getCheckboxProps: (p) => ({ disabled: p.declares, "aria-label": p.name }),
        }}
      />
    </Modal>
  );
}
