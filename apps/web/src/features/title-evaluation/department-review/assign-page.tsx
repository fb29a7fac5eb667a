import type { AssignRow } from "@zcps/contracts/zcps/department-review/api";
import { departmentPageElements } from "@zcps/contracts/zcps/department-review/elements";
import { departmentPage } from "@zcps/contracts/zcps/department-review/material-pages";
import Button from "antd/es/button";
import Checkbox from "antd/es/checkbox";
import Flex from "antd/es/flex";
import Modal from "antd/es/modal";
import Result from "antd/es/result";
import Select from "antd/es/select";
import type { ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import { ChoiceFilter, KeywordFilter, ListPage } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { pickName } from "../../../lib/use-local-name";
import { useAssignEvenly } from "./api/assign-evenly";
import { useAssignItems as useAssign } from "./api/assign-items";
import { type AssignQuery, useAssignItems } from "./api/get-assign-items";
import { useReviewers } from "./api/get-reviewers";
import { useItemSummary, useMaterialName } from "./components/item-fields";
import { VerifyTag } from "./components/verify-tag";
import { usePageCode } from "./page-code";

/**
 * /DepartmentAudit/<code>: my department's items of one material page with their reviewer; chosen items are assigned
 * (or reassigned) to one reviewer, or every unassigned item is spread evenly over the chosen reviewers.
 */
export default function AssignPage() {
  const code = usePageCode();
  const { t } = useTranslation();
  if (!code) return <Result status="404" title={t("departUi.unknownPage")} />;
  return <Assignment key={code} code={code} />;
}

function Assignment({ code }: { code: string }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  const can = useCan();
  const { message } = useAntdApp();
  const canAssign = can(departmentPageElements(code).assign);
  const summary = useItemSummary();
  const materialName = useMaterialName();
  const page = departmentPage(code);
  const [keyword, setKeyword] = useState("");
  const [query, setQuery] = useState<AssignQuery>({ type: code, assigned: "all", page: 1, limit: 20 });
  const items = useAssignItems(query);
  const reviewers = useReviewers();
  const [selected, setSelected] = useState<string[]>([]);
  const [reviewerId, setReviewerId] = useState<string | undefined>();
  const [evenly, setEvenly] = useState<string[] | null>(null);
  const assign = useAssign();
  const spread = useAssignEvenly();

  const reviewerOptions = (reviewers.data ?? []).map((r) => ({
    value: r.userId,
    label: `${r.name}${t("departUi.load", { assigned: r.assigned, decided: r.decided })}`,
  }));

  async function assignChosen() {
    if (!reviewerId) return;
    const reply = await assign.mutateAsync({ itemIds: selected, reviewerId });
    message.success(reply.message);
    setSelected([]);
  }

  async function assignEvenly() {
    if (!evenly) return;
    const reply = await spread.mutateAsync({ type: code, reviewerIds: evenly });
    message.success(`${reply.message}: ${reply.data.count}`);
    setEvenly(null);
  }

  const columns: ColumnsType<AssignRow> = [
    { title: t("departUi.col.declarant"), dataIndex: "declarantName", width: 100 },
    { title: t("departUi.col.employeeNo"), dataIndex: "employeeNo", width: 110 },
    {
      title: t("departUi.col.unit"),
      dataIndex: "unitName",
      width: 160,
      ellipsis: true,
      render: (_, row) => pickName(en, row.unitName, row.unitNameEn) || "-",
    },
    ...((page?.materialTypes.length ?? 0) > 1
      ? [{ title: t("departUi.col.type"), dataIndex: "materialType", width: 120, render: materialName }]
      : []),
    {
      title: t("departUi.col.item"),
      dataIndex: "payload",
      width: 300,
      ellipsis: true,
      render: (_, row) => summary(row.materialType, row.payload),
    },
    {
      title: t("departUi.col.status"),
      dataIndex: "verifyStatus",
      width: 110,
      render: (s: string) => <VerifyTag status={s} />,
    },
    {
      title: t("departUi.col.assignee"),
      dataIndex: "reviewerName",
      width: 110,
      render: (name: string | null) => name ?? <Tag>{t("departUi.unassigned")}</Tag>,
    },
  ];

  const set = (patch: Partial<AssignQuery>) => setQuery((q) => ({ ...q, page: 1, ...patch }));
  return (
    <ListPage<AssignRow>
      filters={
        <>
          <ChoiceFilter<AssignQuery["assigned"]>
            value={query.assigned}
            onChange={(assigned) => set({ assigned: assigned ?? "all" })}
            options={(["all", "no", "yes"] as const).map((a) => ({ value: a, label: t(`departUi.assigned.${a}`) }))}
            placeholder={t("departUi.col.assignee")}
          />
          <KeywordFilter
            value={keyword}
            onChange={setKeyword}
            onSearch={() => set({ keyword: keyword.trim() || undefined })}
            placeholder={t("departUi.keyword")}
          />
        </>
      }
      onSearch={() => set({ keyword: keyword.trim() || undefined })}
      searchLabel={t("departUi.search")}
      actions={
        canAssign && (
          <>
            <Select<string>
              value={reviewerId}
              onChange={setReviewerId}
              options={reviewerOptions}
              placeholder={t("departUi.reviewer")}
              aria-label={t("departUi.reviewer")}
              style={{ width: 200 }}
            />
            <Button disabled={!reviewerId || selected.length === 0} loading={assign.isPending} onClick={assignChosen}>
              {t("departUi.assignChosen", { count: selected.length })}
            </Button>
            <Button type="primary" onClick={() => setEvenly((reviewers.data ?? []).map((r) => r.userId))}>
              {t("departUi.assignEvenly")}
            </Button>
          </>
        )
      }
      columns={columns}
      rowKey="itemId"
      data={items.data}
      loading={items.isFetching}
      paging={query}
      onPaging={(paging) => setQuery((q) => ({ ...q, ...paging }))}
      totalText={(total) => t("departUi.total", { total })}
      rowSelection={
        canAssign
          ? {
              selectedRowKeys: selected,
              onChange: (keys) => setSelected(keys as string[]),
              getCheckboxProps: (row) => ({ disabled: row.verifyStatus !== "PENDING" }),
            }
          : undefined
      }
    >
      <Modal
        open={evenly !== null}
        title={t("departUi.assignEvenly")}
        okText={t("departUi.assign")}
        cancelText={t("departUi.cancel")}
        okButtonProps={{ disabled: !evenly?.length }}
        confirmLoading={spread.isPending}
        onOk={assignEvenly}
        onCancel={() => setEvenly(null)}
        destroyOnHidden
      >
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{t("departUi.assignEvenlyHelp")}</Typography.Text>
          <Checkbox.Group value={evenly ?? []} onChange={(v) => setEvenly(v as string[])} options={reviewerOptions} />
        </Flex>
      </Modal>
    </ListPage>
  );
}
