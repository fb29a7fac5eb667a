import {
  APPLICATION_LEVEL_LABELS,
  APPLICATION_SOURCE_LABELS,
  APPLICATION_STATUS_LABELS,
  APPLICATION_TRACK_LABELS,
  type ApplicationRow,
  type ApplicationStatus,
} from "@zcps/contracts/zcps/applications/api";
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import dayjs from "../../../../lib/dayjs";
import { pickName } from "../../../../lib/use-local-name";

const STATUS_COLORS: Record<ApplicationStatus, string> = {
  SUBMITTED: "default",
  ASSIGNED: "processing",
  APPROVED: "success",
  REJECTED: "error",
};

type Labels = Readonly<Record<string, { zh: string; en: string }>>;

/** The application's codes (track, status, level, source), batch and dates in the console's language. */
export function useApplicationLabels() {
  const { t, i18n } = useTranslation();
  const lang: "zh" | "en" = i18n.language.startsWith("en") ? "en" : "zh";
  const label = (labels: Labels, code: string | null) => (code ? (labels[code]?.[lang] ?? code) : "-");
  return {
    lang,
    track: (code: string) => label(APPLICATION_TRACK_LABELS, code),
    status: (code: string) => label(APPLICATION_STATUS_LABELS, code),
    level: (code: string | null) => label(APPLICATION_LEVEL_LABELS, code),
    source: (code: string) => label(APPLICATION_SOURCE_LABELS, code),
    batch: (row: Pick<ApplicationRow, "projectTimeId" | "batchName" | "batchNameEn">) =>
      row.projectTimeId ? pickName(lang === "en", row.batchName, row.batchNameEn) : t("appReview.everyBatch"),
    unit: (row: Pick<ApplicationRow, "unitName" | "unitNameEn">) =>
      pickName(lang === "en", row.unitName, row.unitNameEn) || "-",
    time: (iso: string | null) => (iso ? dayjs(iso).format("YYYY-MM-DD HH:mm") : "-"),
    date: (iso: string | null) => (iso ? dayjs(iso).format("YYYY-MM-DD") : "-"),
  };
}

/** An application's status as a coloured tag. */
export function ApplicationStatusTag({ status }: { status: string }) {
  const labels = useApplicationLabels();
  return <Tag color={STATUS_COLORS[status as ApplicationStatus] ?? "default"}>{labels.status(status)}</Tag>;
}
