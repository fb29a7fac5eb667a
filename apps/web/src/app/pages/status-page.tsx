import Button from "antd/es/button";
import type { ResultProps } from "antd/es/result";
import Result from "antd/es/result";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

/** The 401 and 404 pages: a status, a sentence and the way back home. */
export function StatusPage({ status, code, text }: { status: ResultProps["status"]; code: string; text: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div style={{ minHeight: "100vh", display: "grid", placeItems: "center", background: "#fff" }}>
      <Result
        data-testid={`page-${code}`}
        status={status}
        title={code}
        subTitle={text}
        extra={
          <Button type="primary" onClick={() => navigate("/")}>
            {t("page.backHome")}
          </Button>
        }
      />
    </div>
  );
}
