import type { ExpertVerificationRow } from "@zcps/contracts/zcps/peer-review/api";
import { PEER_REVIEW_ELEMENTS as E } from "@zcps/contracts/zcps/peer-review/element-codes";
import Button from "antd/es/button";
import Input from "antd/es/input";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../../lib/access";
import { ChoiceFilter, KeywordFilter, ListPage } from "../../../../lib/list-page";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useLocalName } from "../../../../lib/use-local-name";
import { useVerifications, type VerificationQuery } from "../api/get-verifications";
import { useVerifyByHand } from "../api/verify-by-hand";
import { timeText } from "./labels";

/**
 * The administrator's IdentityVerification: every approved expert, verified or not, how, when and by whom, with their
 * invitations in open rounds; an expert can be verified by hand with a note.
 */
export function VerificationsList() {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { message, modal } = useAntdApp();
  const can = useCan();
  const [filter, setFilter] = useState<Pick<VerificationQuery, "keyword" | "verified">>({});
  const [query, setQuery] = useState<VerificationQuery>({ page: 1, limit: 20 });
  const search = () => setQuery((q) => ({ ...filter, page: 1, limit: q.limit }));
  const list = useVerifications(query);
  const verify = useVerifyByHand();

  function askVerify(row: ExpertVerificationRow) {
    let note = "";
    modal.confirm({
      title: t("erUi.verifyByHandTitle", { name: row.name }),
      content: (
        <Input.TextArea
          aria-label={t("erUi.verifyNote")}
          placeholder={t("erUi.verifyNoteHint")}
          maxLength={200}
          rows={3}
          onChange={(e) => {
            note = e.target.value;
          }}
        />
      ),
      okText: t("erUi.verifyByHand"),
      cancelText: t("erUi.cancel"),
      onOk: () =>
        verify
          .mutateAsync({ expertId: row.expertId, note: note.trim() || undefined })
          .then((reply) => message.success(reply.message || t("erUi.verifiedByHand"))),
    });
  }

  return (
    <ListPage<ExpertVerificationRow>
      filters={
        <>
          <KeywordFilter
            placeholder={t("erUi.verifyKeyword")}
            value={filter.keyword}
            onChange={(keyword) => setFilter((f) => ({ ...f, keyword }))}
            onSearch={search}
          />
          <ChoiceFilter<"true" | "false">
            placeholder={t("erUi.field.verified")}
            width={150}
            value={filter.verified}
            onChange={(verified) => setFilter((f) => ({ ...f, verified }))}
            options={[
              { value: "true", label: t("erUi.verified") },
              { value: "false", label: t("erUi.unverified") },
            ]}
          />
        </>
      }
      onSearch={search}
      searchLabel={t("erUi.search")}
      paging={query}
      onPaging={(paging) => setQuery((q) => ({ ...q, ...paging }))}
      totalText={(total) => t("erUi.total", { total })}
      rowKey="expertId"
      data={list.data}
      loading={list.isFetching}
      columns={[
        {
          title: t("erUi.field.name"),
          key: "name",
          width: 120,
          fixed: "left" as const,
          render: (_, row) => (
            <>
              <div>{row.name}</div>
              <Typography.Text type="secondary" className="er-cell-note">
                {t(`erUi.kind.${row.kind}`)}
              </Typography.Text>
            </>
          ),
        },
        {
          title: t("erUi.field.institution"),
          key: "institution",
          width: 170,
          ellipsis: true,
          render: (_, row) => localName(row.institution, row.institutionEn) || "-",
        },
        { title: t("erUi.field.titleName"), dataIndex: "titleName", width: 100, ellipsis: true },
        { title: t("erUi.field.phone"), dataIndex: "phone", width: 120, render: (v: string | null) => v ?? "-" },
        {
          title: t("erUi.field.verified"),
          key: "verified",
          width: 100,
          render: (_, row) =>
            row.verified ? (
              <Tag color="success">{t("erUi.verified")}</Tag>
            ) : (
              <Tag color="warning">{t("erUi.unverified")}</Tag>
            ),
        },
        {
          title: t("erUi.field.how"),
          key: "how",
          width: 200,
          render: (_, row) =>
            row.verified ? (
              <div className="er-times">
                <span>{row.method ? t(`erUi.method.${row.method}`) : "-"}</span>
                <span>{timeText(row.verifiedAt)}</span>
                {row.method === "HR" && row.verifiedByName && <span>{t("erUi.by", { name: row.verifiedByName })}</span>}
                {row.note && (
                  <Typography.Text type="secondary" className="er-cell-note">
                    {row.note}
                  </Typography.Text>
                )}
              </div>
            ) : (
              "-"
            ),
        },
        { title: t("erUi.field.invitations"), dataIndex: "invitations", width: 80, align: "right" as const },
        {
          title: t("erUi.actions"),
          key: "actions",
          width: 110,
          fixed: "right" as const,
          render: (_, row) =>
            !row.verified && can(E.verifyByHand) ? (
              <Button type="link" size="small" onClick={() => askVerify(row)}>
                {t("erUi.verifyByHand")}
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
