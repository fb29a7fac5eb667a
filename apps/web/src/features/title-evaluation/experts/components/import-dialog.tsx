import type { ExpertImportResult, ExpertKind } from "@zcps/contracts/zcps/experts/api";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Modal from "antd/es/modal";
import Table from "antd/es/table";
import Upload from "antd/es/upload";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { saveFile } from "../../../../lib/request";
import { poolApi } from "../api/get-experts";
import { useImportExperts } from "../api/import-experts";

/** A pool's xlsx import: template, a dry run that reports row errors, then the import (all rows or none). */
export function ImportDialog({ kind, open, onClose }: { kind: ExpertKind; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ExpertImportResult | null>(null);
  const upload = useImportExperts(kind);

  async function run(apply: boolean) {
    if (!file) return;
    const reply = await upload.mutateAsync({ file, apply });
    setResult(reply.data);
  }

  function close() {
    setFile(null);
    setResult(null);
    onClose();
  }

  return (
    <Modal
      open={open}
      title={t("ex.importTitle")}
      width={760}
      onCancel={close}
      footer={<Button onClick={close}>{t("ex.close")}</Button>}
      destroyOnHidden
    >
      <Flex gap={8} wrap align="center">
        <Button onClick={() => saveFile(`${poolApi(kind)}/template`).catch(() => undefined)}>
          {t("ex.import.template")}
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
          <Button>{t("ex.import.choose")}</Button>
        </Upload>
        <Button
          type="primary"
          disabled={!file}
          loading={upload.isPending}
          onClick={() => run(false).catch(() => undefined)}
        >
          {t("ex.import.check")}
        </Button>
        <Button
          type="primary"
          danger
          disabled={!file || result?.status !== "checked"}
          loading={upload.isPending}
          onClick={() => run(true).catch(() => undefined)}
        >
          {t("ex.import.apply")}
        </Button>
      </Flex>
      <p style={{ color: "var(--ant-color-text-secondary)" }}>{t("ex.import.hint")}</p>
      {result && (
        <>
          <Alert
            showIcon
            type={result.status === "failed" ? "error" : "success"}
            title={t(`ex.import.result.${result.status}`, {
              rows: result.rows,
              inserted: result.inserted,
              updated: result.updated,
              errors: result.errors.length,
            })}
            style={{ marginBottom: 12 }}
          />
          {result.errors.length > 0 && (
            <Table
              size="small"
              rowKey={(e) => `${e.row}-${e.column}-${e.message}`}
              dataSource={result.errors}
              pagination={{ pageSize: 8 }}
              columns={[
                { title: t("ex.import.row"), dataIndex: "row", width: 70 },
                { title: t("ex.import.column"), dataIndex: "column", width: 150 },
                { title: t("ex.import.message"), dataIndex: "message" },
              ]}
            />
          )}
        </>
      )}
    </Modal>
  );
}
