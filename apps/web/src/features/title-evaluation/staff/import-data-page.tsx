import type { ImportError, ImportResult } from "@zcps/contracts/zcps/staff/api";
import { STAFF_ELEMENTS } from "@zcps/contracts/zcps/staff/elements";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Flex from "antd/es/flex";
import Select from "antd/es/select";
import Table from "antd/es/table";
import Tag from "antd/es/tag";
import Upload from "antd/es/upload";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import dayjs from "../../../lib/dayjs";
import { saveFile } from "../../../lib/request";
import { useImportKinds } from "./api/get-import-kinds";
import { useImports } from "./api/get-imports";
import { useUploadImport } from "./api/upload-import";

const STATUS_COLORS: Record<ImportResult["status"], string> = { checked: "blue", failed: "red", applied: "green" };

/** /zcps/importData: staff and source-record imports from xlsx: template, dry run, apply, history. */
export default function ImportDataPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  const can = useCan();
  const kinds = useImportKinds();
  const [kind, setKind] = useState("staff");
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [paging, setPaging] = useState({ page: 1, limit: 10 });
  const history = useImports(paging);
  const upload = useUploadImport();
  const kindLabel = (code: string) => {
    const found = kinds.data?.find((k) => k.kind === code);
    return found ? found[lang] : code;
  };

  async function run(apply: boolean) {
    if (!file) return;
    const reply = await upload.mutateAsync({ kind, file, apply });
    setResult(reply.data);
  }

  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t("imp.title")}>
        <Flex gap={8} wrap align="center">
          <Select
            value={kind}
            onChange={(value) => {
              setKind(value);
              setResult(null);
            }}
            aria-label={t("imp.kind")}
            style={{ width: 220 }}
            showSearch={{ optionFilterProp: "label" }}
            options={(kinds.data ?? []).map((k) => ({ value: k.kind, label: k[lang] }))}
          />
          <Button onClick={() => saveFile(`/api/zcps-sh/importData/template/${kind}`).catch(() => undefined)}>
            {t("imp.template")}
          </Button>
          <Upload
            accept=".xlsx"
            maxCount={1}
            beforeUpload={(chosen) => {
              setFile(chosen);
              setResult(null);
              return false;
            }}
            onRemove={() => setFile(null)}
            fileList={file ? [{ uid: "file", name: file.name, status: "done" }] : []}
          >
            <Button>{t("imp.choose")}</Button>
          </Upload>
          {can(STAFF_ELEMENTS.importDataImport) && (
            <>
              <Button
                type="primary"
                disabled={!file}
                loading={upload.isPending}
                onClick={() => run(false).catch(() => undefined)}
              >
                {t("imp.check")}
              </Button>
              <Button
                type="primary"
                danger
                disabled={!file || result?.status !== "checked"}
                loading={upload.isPending}
                onClick={() => run(true).catch(() => undefined)}
              >
                {t("imp.apply")}
              </Button>
            </>
          )}
        </Flex>
        <p style={{ color: "var(--ant-color-text-secondary)", marginBottom: 0 }}>{t("imp.hint")}</p>
      </Card>
      {result && (
        <Card size="small" title={t("imp.report")}>
          <Alert
            showIcon
            type={result.status === "failed" ? "error" : "success"}
            title={t(`imp.result.${result.status}`, {
              rows: result.rows,
              inserted: result.inserted,
              updated: result.updated,
              errors: result.errors.length,
            })}
            style={{ marginBottom: result.errors.length > 0 ? 12 : 0 }}
          />
          {result.errors.length > 0 && (
            <Table<ImportError>
              size="small"
              rowKey={(e) => `${e.row}-${e.column}-${e.message}`}
              dataSource={result.errors}
              pagination={{ pageSize: 10 }}
              columns={[
                { title: t("imp.row"), dataIndex: "row", width: 80 },
                { title: t("imp.column"), dataIndex: "column", width: 160 },
                { title: t("imp.message"), dataIndex: "message" },
              ]}
            />
          )}
        </Card>
      )}
      <Card size="small" title={t("imp.history")}>
        <Table<ImportResult>
          size="small"
          rowKey="id"
          loading={history.isFetching}
          dataSource={history.data?.rows ?? []}
          pagination={{
            current: paging.page,
            pageSize: paging.limit,
            total: history.data?.total ?? 0,
            onChange: (page, limit) => setPaging({ page, limit }),
          }}
          columns={[
            {
              title: t("imp.time"),
              dataIndex: "createdAt",
              width: 150,
              render: (v: string) => dayjs(v).format("YYYY-MM-DD HH:mm"),
            },
            { title: t("imp.kind"), dataIndex: "kind", width: 150, render: kindLabel },
            { title: t("imp.file"), dataIndex: "fileName", ellipsis: true },
            {
              title: t("imp.status"),
              dataIndex: "status",
              width: 100,
              render: (status: ImportResult["status"]) => (
                <Tag color={STATUS_COLORS[status]}>{t(`imp.status.${status}`)}</Tag>
              ),
            },
            { title: t("imp.rows"), dataIndex: "rows", width: 80 },
            { title: t("imp.inserted"), dataIndex: "inserted", width: 80 },
            { title: t("imp.updated"), dataIndex: "updated", width: 80 },
            { title: t("imp.errors"), key: "errors", width: 80, render: (_, row) => row.errors.length },
            { title: t("imp.by"), dataIndex: "createdByName", width: 100 },
          ]}
        />
      </Card>
    </Flex>
  );
}
