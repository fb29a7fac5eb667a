import Button from "antd/es/button";
import Progress from "antd/es/progress";
import Space from "antd/es/space";
import Tooltip from "antd/es/tooltip";
import { useTranslation } from "react-i18next";
import { type A3ZipScope, downloadA3Zip, useA3ZipState } from "../api/a3-zip-state";
import { useStartA3Zip } from "../api/start-a3-zip";

/**
 * A unit's zip of A3 tables, or a meeting's packet (its agenda and its candidates' A3 tables): start building it,
 * how many are made while it builds, then download it (or build it again with the figures of now).
 */
export function A3ZipButton({ scope }: { scope: A3ZipScope }) {
  const { t } = useTranslation();
  const state = useA3ZipState(scope);
  const start = useStartA3Zip();
  const status = state.data?.status ?? "NONE";
  const words = scope.meetingId
    ? { start: t("a3Ui.packet.start"), rebuild: t("a3Ui.packet.rebuild"), download: t("a3Ui.packet.download") }
    : { start: t("a3Ui.zip.start"), rebuild: t("a3Ui.zip.rebuild"), download: t("a3Ui.zip.download") };
  if (status === "QUEUED" || status === "RUNNING")
    return (
      <Space size={4} data-testid="a3-zip">
        <span>{t("a3Ui.zip.progress", { done: state.data?.done ?? 0, total: state.data?.total ?? 0 })}</span>
        <Progress percent={state.data?.progress ?? 0} size="small" style={{ width: 120 }} />
      </Space>
    );
  return (
    <Space size={4} data-testid="a3-zip">
      {status === "DONE" && state.data && (
        <Button type="primary" ghost onClick={() => downloadA3Zip(state.data).catch(() => undefined)}>
          {words.download}
        </Button>
      )}
      <Tooltip title={status === "FAILED" ? t("a3Ui.zip.failed") : undefined}>
        <Button
          danger={status === "FAILED"}
          loading={start.isPending}
          onClick={() => start.mutateAsync(scope).catch(() => undefined)}
        >
          {status === "DONE" || status === "FAILED" ? words.rebuild : words.start}
        </Button>
      </Tooltip>
    </Space>
  );
}
