import { APPEAL_STATUSES, type AppealRow } from "@zcps/contracts/zcps/department-review/api";
import { DEPARTMENT_REVIEW_ELEMENTS } from "@zcps/contracts/zcps/department-review/elements";
import Button from "antd/es/button";
import Descriptions from "antd/es/descriptions";
import Flex from "antd/es/flex";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Radio from "antd/es/radio";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import dayjs from "../../../lib/dayjs";
import { ChoiceFilter, ListPage } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { pickName } from "../../../lib/use-local-name";
import { useAppeal } from "./api/get-appeal";
import { type AppealQuery, useAppeals } from "./api/get-appeals";
import { openAppealEvidence } from "./api/open-appeal-evidence";
import { useReplyAppeal } from "./api/reply-appeal";
import { useMaterialName } from "./components/item-fields";
import { VerifyTag } from "./components/verify-tag";

/** /bbccksh/DepartCheckAppeal: appeals against my department's verdicts, each answered upheld or overturned. */
export default function AppealPage() {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  const can = useCan();
  const { message } = useAntdApp();
  const materialName = useMaterialName();
  const [query, setQuery] = useState<AppealQuery>({ page: 1, limit: 20 });
  const appeals = useAppeals(query);
  const [openId, setOpenId] = useState<string | null>(null);
  const appeal = useAppeal(openId);
  const reply = useReplyAppeal();
  const [outcome, setOutcome] = useState<"UPHELD" | "OVERTURNED">("UPHELD");
  const [text, setText] = useState("");
  const canReply = can(DEPARTMENT_REVIEW_ELEMENTS.appealReply);
  const current = appeal.data;

  async function submit() {
    if (!openId) return;
    const answer = await reply.mutateAsync({ id: openId, outcome, reply: text });
    message.success(answer.message);
    setOpenId(null);
  }

  const columns: ColumnsType<AppealRow> = [
    {
      title: t("departUi.col.declarant"),
      dataIndex: "declarantName",
      width: 110,
      render: (name: string, row) => (
        <Button
          type="link"
          size="small"
          onClick={() => {
            setOutcome("UPHELD");
            setText("");
            setOpenId(row.id);
          }}
        >
          {name}
        </Button>
      ),
    },
    {
      title: t("departUi.col.unit"),
      dataIndex: "unitName",
      width: 160,
      render: (_, row) => pickName(en, row.unitName, row.unitNameEn) || "-",
    },
    { title: t("departUi.col.type"), dataIndex: "materialType", width: 120, render: materialName },
    { title: t("departUi.col.verdictReason"), dataIndex: "verdictReason", width: 200, ellipsis: true },
    { title: t("departUi.col.appealReason"), dataIndex: "reason", width: 240, ellipsis: true },
    {
      title: t("departUi.col.status"),
      dataIndex: "status",
      width: 100,
      render: (s: string) => <VerifyTag status={s} />,
    },
    {
      title: t("departUi.col.filedAt"),
      dataIndex: "createdAt",
      width: 140,
      render: (v: string) => dayjs(v).format("YYYY-MM-DD HH:mm"),
    },
  ];

  return (
    <ListPage<AppealRow>
      filters={
        <ChoiceFilter<(typeof APPEAL_STATUSES)[number]>
          value={query.status}
          onChange={(status) => setQuery({ ...query, page: 1, status })}
          options={APPEAL_STATUSES.map((s) => ({ value: s, label: t(`departUi.status.${s}`) }))}
          placeholder={t("departUi.col.status")}
        />
      }
      onSearch={() => appeals.refetch()}
      searchLabel={t("departUi.search")}
      columns={columns}
      rowKey="id"
      data={appeals.data}
      loading={appeals.isFetching}
      paging={query}
      onPaging={(paging) => setQuery((q) => ({ ...q, ...paging }))}
      totalText={(total) => t("departUi.total", { total })}
    >
      <Modal
        open={openId !== null}
        title={t("departUi.appeal")}
        okText={t("departUi.reply")}
        cancelText={t("departUi.cancel")}
        okButtonProps={{
          disabled: !canReply || current?.status !== "OPEN",
          style: canReply ? undefined : { display: "none" },
        }}
        confirmLoading={reply.isPending}
        onOk={submit}
        onCancel={() => setOpenId(null)}
        width={640}
        destroyOnHidden
      >
        {current && (
          <Flex vertical gap={12}>
            <Descriptions
              size="small"
              column={1}
              bordered
              items={[
                { key: "who", label: t("departUi.col.declarant"), children: current.declarantName },
                { key: "type", label: t("departUi.col.type"), children: materialName(current.materialType) },
                { key: "verdict", label: t("departUi.col.verdictReason"), children: current.verdictReason ?? "-" },
                { key: "reason", label: t("departUi.col.appealReason"), children: current.reason },
                ...(current.evidenceFileIds.length
                  ? [
                      {
                        key: "evidence",
                        label: t("departUi.evidence"),
                        children: (
                          <Flex wrap gap={8}>
                            {current.evidenceFileIds.map((fileId, i) => (
                              <Button
                                key={fileId}
                                size="small"
                                onClick={() => openAppealEvidence(current.id, fileId).catch(() => undefined)}
                              >
                                {t("departUi.evidenceFile", { n: i + 1 })}
                              </Button>
                            ))}
                          </Flex>
                        ),
                      },
                    ]
                  : []),
                { key: "status", label: t("departUi.col.status"), children: <VerifyTag status={current.status} /> },
                ...(current.reply ? [{ key: "reply", label: t("departUi.reply"), children: current.reply }] : []),
              ]}
            />
            {canReply && current.status === "OPEN" && (
              <>
                <Radio.Group
                  value={outcome}
                  onChange={(e) => setOutcome(e.target.value)}
                  options={(["UPHELD", "OVERTURNED"] as const).map((o) => ({
                    value: o,
                    label: t(`departUi.outcome.${o}`),
                  }))}
                  optionType="button"
                  buttonStyle="solid"
                  aria-label={t("departUi.outcomeLabel")}
                />
                <Input.TextArea
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  rows={3}
                  maxLength={1000}
                  placeholder={t("departUi.replyPlaceholder")}
                  aria-label={t("departUi.replyPlaceholder")}
                />
              </>
            )}
          </Flex>
        )}
      </Modal>
    </ListPage>
  );
}
