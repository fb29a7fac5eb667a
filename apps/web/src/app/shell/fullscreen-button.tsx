import FullscreenExitOutlined from "@ant-design/icons/es/icons/FullscreenExitOutlined";
import FullscreenOutlined from "@ant-design/icons/es/icons/FullscreenOutlined";
import Button from "antd/es/button";
import Tooltip from "antd/es/tooltip";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAntdApp } from "../../lib/use-antd-app";

export function FullscreenButton() {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [full, setFull] = useState(Boolean(document.fullscreenElement));

  useEffect(() => {
    const sync = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener("fullscreenchange", sync);
    return () => document.removeEventListener("fullscreenchange", sync);
  }, []);

  const toggle = () => {
    if (!document.fullscreenEnabled) {
      message.warning(t("shell.fullscreenUnsupported"));
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen();
  };

  const label = full ? t("shell.exitFullscreen") : t("shell.fullscreen");
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={toggle}
      />
    </Tooltip>
  );
}
