import Button from "antd/es/button";
import Progress from "antd/es/progress";
import Space from "antd/es/space";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDownloadPackets } from "../api/download-packets";
import { usePacketStatus } from "../api/get-packet-status";
import { useStartPackets } from "../api/start-packets";

/**
 * The unit's declaration packets: a background task zips each submitted declarant's declaration (PDF) with its
 * attachments; the button starts it, shows how far it is, then offers the zip.
 */
export function PacketsButton({ projectTimeId }: { projectTimeId: string | undefined }) {
  const { t } = useTranslation();
  const [taskId, setTaskId] = useState<string | null>(null);
  const start = useStartPackets();
  const status = usePacketStatus(taskId);
  const download = useDownloadPackets();
  const task = status.data;
  const running = taskId !== null && (!task || (!task.ready && task.state !== "failed" && task.state !== "cancelled"));

  return (
    <Space size={8} data-testid="packets">
      {task?.ready && taskId ? (
        <Button type="primary" loading={download.isPending} onClick={() => download.mutate(taskId)}>
          {t("unitReview.packetsDownload")}
        </Button>
      ) : (
        <Button
          loading={start.isPending || running}
          onClick={() =>
            start
              .mutateAsync({ projectTimeId })
              .then((reply) => setTaskId(reply.data.taskId))
              .catch(() => undefined)
          }
        >
          {running ? t("unitReview.packetsRunning") : t("unitReview.packets")}
        </Button>
      )}
      {running && task && task.total > 0 && (
        <Progress
          percent={Math.round((task.done / task.total) * 100)}
          size="small"
          style={{ width: 120 }}
          format={() => `${task.done}/${task.total}`}
        />
      )}
      {task?.error && !task.ready && <Typography.Text type="danger">{task.error}</Typography.Text>}
    </Space>
  );
}
