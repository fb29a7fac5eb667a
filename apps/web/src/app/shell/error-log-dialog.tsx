import Button from "antd/es/button";
import Modal from "antd/es/modal";
import Table from "antd/es/table";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import { type ErrorLogEntry, useErrorLog } from "../../stores/error-log";

export default function ErrorLogDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const logs = useErrorLog((s) => s.logs);
  const clear = useErrorLog((s) => s.clear);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t("errorLog.title")}
      width="80%"
      footer={
        <Button
          danger
          onClick={() => {
            clear();
            onClose();
          }}
        >
          {t("errorLog.clear")}
        </Button>
      }
    >
      <Table<ErrorLogEntry>
        rowKey={(row) => `${row.time}-${row.error.message}`}
        dataSource={logs}
        size="small"
        pagination={false}
        scroll={{ y: 480 }}
        columns={[
          {
            title: t("errorLog.message"),
            key: "message",
            width: "35%",
            render: (_, row) => (
              <>
                <Typography.Text strong>{row.error.message}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{row.info}</Typography.Text>
                <br />
                <Typography.Text type="secondary">
                  {t("errorLog.url")}: {row.url}
                </Typography.Text>
              </>
            ),
          },
          {
            title: t("errorLog.stack"),
            key: "stack",
            render: (_, row) => <pre className="error-log-stack">{row.error.stack}</pre>,
          },
        ]}
      />
    </Modal>
  );
}
