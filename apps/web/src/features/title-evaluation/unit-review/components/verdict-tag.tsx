import type { PrecheckVerdict } from "@zcps/contracts/zcps/unit-review/api";
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import { verdictOf } from "../logic";

const COLORS = { pass: "success", advisory: "warning", fail: "error", none: "default" } as const;

/** The pre-check verdict: pass, hard conditions met with N advisory ones unmet, hard conditions failed. */
export function VerdictTag({ precheck }: { precheck: PrecheckVerdict }) {
  const { t } = useTranslation();
  const kind = verdictOf(precheck);
  return (
    <Tag color={COLORS[kind]} data-testid="verdict">
      {kind === "advisory"
        ? t("unitReview.verdict.advisory", { count: precheck.softFailed })
        : t(`unitReview.verdict.${kind}`)}
    </Tag>
  );
}

/** The declarant's named-list entry keeps them out of the quota. */
export function QuotaExemptTag({ exempt }: { exempt: boolean }) {
  const { t } = useTranslation();
  return exempt ? <Tag color="purple">{t("unitReview.quotaExempt")}</Tag> : null;
}
