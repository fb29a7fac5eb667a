import BugOutlined from "@ant-design/icons/es/icons/BugOutlined";
import Badge from "antd/es/badge";
import Button from "antd/es/button";
import Tooltip from "antd/es/tooltip";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import ErrorLogDialog from "./error-log-dialog";

export default function ErrorLogControl({ count }: { count: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t("errorLog.button")}>
        <Badge count={count} size="small" offset={[-4, 4]}>
          <Button
            type="text"
            danger
            aria-label={t("errorLog.button")}
            data-testid="error-log-button"
            icon={<BugOutlined />}
            onClick={() => setOpen(true)}
          />
        </Badge>
      </Tooltip>
      <ErrorLogDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
