import {
  CORRECTION_STATUSES,
  type CorrectionRow,
  type CorrectionStatus,
  correctionRejectSchema,
} from "@zcps/contracts/zcps/workflow/api";
import { WORKFLOW_ELEMENTS } from "@zcps/contracts/zcps/workflow/elements";
import Button from "antd/es/button";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Popconfirm from "antd/es/popconfirm";
import Space from "antd/es/space";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import { zodRule } from "../../../lib/form-rules";
import { ChoiceFilter, KeywordFilter, ListPage } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { type CorrectionPageQuery, useCorrections } from "./api/get-corrections";
import { useOffices } from "./api/get-offices";
import { useAcceptCorrection, useRejectCorrection } from "./api/handle-correction";
import { correctionColumns } from "./components/correction-columns";

/** /zcps/errorCorrection: the requests addressed to my department (personnel: every department). */
export default function ErrorCorrectionPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  const { message } = useAntdApp();
  const can = useCan();
  const [keyword, setKeyword] = useState("");
  const [query, setQuery] = useState<CorrectionPageQuery>({ page: 1, limit: 20, status: "SUBMITTED" });
  const [rejecting, setRejecting] = useState<CorrectionRow | null>(null);
  const [form] = Form.useForm<{ response: string }>();
  const corrections = useCorrections(query, false);
  const offices = useOffices(true);
  const accept = useAcceptCorrection();
  const reject = useRejectCorrection();

  async function confirmReject() {
    const { response } = await form.validateFields();
    if (!rejecting) return;
    const reply = await reject.mutateAsync({ id: rejecting.id, response });
    message.success(reply.message);
    setRejecting(null);
    form.resetFields();
  }

  const columns = [
    {
      title: t("corrections.col.declarant"),
      dataIndex: "staffName",
      width: 120,
      render: (name: string, row: CorrectionRow) => `${name} (${row.employeeNo})`,
    },
    ...correctionColumns(t, lang, (row, fileId) => `/api/zcps-sh/errorCorrection/${row.id}/evidence/${fileId}`),
    {
      title: t("corrections.col.actions"),
      key: "actions",
      width: 130,
      // the decision stays in reach when the table scrolls sideways
      fixed: "right" as const,
      render: (_: unknown, row: CorrectionRow) =>
        row.status === "SUBMITTED" && (
          <Space size={0}>
            {can(WORKFLOW_ELEMENTS.correctionAccept) && (
              <Popconfirm
                title={t("corrections.acceptConfirm")}
                okText={t("corrections.ok")}
                cancelText={t("corrections.cancel")}
                onConfirm={async () => {
                  const reply = await accept.mutateAsync(row.id);
                  message.success(reply.message);
                }}
              >
                <Button type="link" size="small">
                  {t("corrections.accept")}
                </Button>
              </Popconfirm>
            )}
            {can(WORKFLOW_ELEMENTS.correctionReject) && (
              <Button type="link" size="small" danger onClick={() => setRejecting(row)}>
                {t("corrections.reject")}
              </Button>
            )}
          </Space>
        ),
    },
  ];

  return (
    <ListPage<CorrectionRow>
      filters={
        <>
          <ChoiceFilter<CorrectionStatus>
            placeholder={t("corrections.col.status")}
            width={140}
            value={query.status}
            onChange={(status) => setQuery((q) => ({ ...q, page: 1, status }))}
            options={CORRECTION_STATUSES.map((s) => ({ value: s, label: t(`corrections.status.${s}`) }))}
          />
          <ChoiceFilter
            placeholder={t("corrections.col.depart")}
            width={180}
            value={query.departId}
            onChange={(departId) => setQuery((q) => ({ ...q, page: 1, departId }))}
            options={(offices.data ?? []).map((o) => ({
              value: o.id,
              label: lang === "en" ? o.nameEn || o.name : o.name,
            }))}
          />
          <KeywordFilter
            value={keyword}
            onChange={setKeyword}
            onSearch={() => setQuery((q) => ({ ...q, page: 1, keyword }))}
            placeholder={t("corrections.keyword")}
          />
        </>
      }
      onSearch={() => setQuery((q) => ({ ...q, page: 1, keyword }))}
      searchLabel={t("corrections.search")}
      columns={columns}
      rowKey="id"
      data={corrections.data}
      loading={corrections.isFetching}
      paging={query}
      onPaging={(paging) => setQuery((q) => ({ ...q, ...paging }))}
      totalText={(total) => t("corrections.total", { total })}
    >
      <Modal
        open={rejecting !== null}
        title={t("corrections.rejectTitle")}
        onCancel={() => setRejecting(null)}
        onOk={() => confirmReject().catch(() => undefined)}
        okText={t("corrections.reject")}
        cancelText={t("corrections.cancel")}
        okButtonProps={{ danger: true }}
        confirmLoading={reject.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="response"
            label={t("corrections.rejectReason")}
            rules={[zodRule(correctionRejectSchema.shape.response)]}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} />
          </Form.Item>
        </Form>
      </Modal>
    </ListPage>
  );
}
