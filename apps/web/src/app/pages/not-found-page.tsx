import { useTranslation } from "react-i18next";
import { StatusPage } from "./status-page";

export default function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusPage status="404" code="404" text={t("page.404.text")} />;
}
