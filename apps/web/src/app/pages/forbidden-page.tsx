import { useTranslation } from "react-i18next";
import { StatusPage } from "./status-page";

export default function ForbiddenPage() {
  const { t } = useTranslation();
  return <StatusPage status="403" code="401" text={t("page.401.text")} />;
}
