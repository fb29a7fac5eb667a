import Result from "antd/es/result";
import { useTranslation } from "react-i18next";
import { VerdictQueue } from "./components/verdict-queue";
import { usePageCode } from "./page-code";

/**
 * /DepartmentAudS/<code>S: my queue of one material page (items assigned to me, or to nobody yet), each opened to
 * check and decide; items that agree can be decided together.
 */
export default function ReviewPage() {
  const code = usePageCode();
  const { t } = useTranslation();
  if (!code) return <Result status="404" title={t("departUi.unknownPage")} />;
  return <VerdictQueue key={code} code={code} />;
}
