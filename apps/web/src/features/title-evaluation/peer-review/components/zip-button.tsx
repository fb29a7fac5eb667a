import Button from "antd/es/button";
import Progress from "antd/es/progress";
import Space from "antd/es/space";
import Tooltip from "antd/es/tooltip";
import { useTranslation } from "react-i18next";
import { downloadZip, type OpinionZip, useStartZip, useZipState } from "../api/opinion-zips";

/** One of the round's zips: start building it, its progress while it builds, then download it (or build again). */
export function ZipButton({ zip, roundId }: { zip: OpinionZip; roundId: string }) {
  const { t } = useTranslation();
  const state = useZipState(zip, roundId);
  const start = useStartZip(zip);
  const status = state.data?.status ?? "NONE";
  const building = status === "QUEUED" || status === "RUNNING";
  const label = t(`peerUi.zip.${zip}`);
  if (building)
    return (
      <Space size={4} data-testid={`peer-zip-${zip}`}>
        <span>{label}</span>
        <Progress percent={Math.round(state.data?.progress ?? 0)} size="small" style={{ width: 120 }} />
      </Space>
    );
  return (
    <Space size={4} data-testid={`peer-zip-${zip}`}>
      {status === "DONE" && state.data && (
        <Button type="primary" ghost onClick={() => downloadZip(state.data).catch(() => undefined)}>
          {t("peerUi.zipDownload", { name: label })}
        </Button>
      )}
      <Tooltip title={status === "FAILED" ? t("peerUi.zipFailed") : undefined}>
        <Button
          danger={status === "FAILED"}
          loading={start.isPending}
          onClick={() => start.mutateAsync(roundId).catch(() => undefined)}
        >
          {status === "DONE" || status === "FAILED"
            ? t("peerUi.zipRebuild", { name: label })
            : t("peerUi.zipStart", { name: label })}
        </Button>
      </Tooltip>
    </Space>
  );
}
