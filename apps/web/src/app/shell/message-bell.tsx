import BellOutlined from "@ant-design/icons/es/icons/BellOutlined";
import Badge from "antd/es/badge";
import Button from "antd/es/button";
import Tooltip from "antd/es/tooltip";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCan } from "../../lib/access";
import { fetchUnreadCount, onUnreadChanged } from "../../lib/unread-messages";

const REFRESH_MS = 60_000;

/** The unread-message bell: refreshed every minute, on window focus and when the message centre changes. */
export function MessageBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  const [count, setCount] = useState(0);

  useEffect(() => {
    let live = true;
    const load = () =>
      fetchUnreadCount()
        .then((n) => live && setCount(n))
        .catch(() => undefined);
    void load();
    const timer = window.setInterval(load, REFRESH_MS);
    window.addEventListener("focus", load);
    const stop = onUnreadChanged(load);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener("focus", load);
      stop();
    };
  }, []);

  const canOpen = can("messageCenter");
  return (
    <Tooltip title={t("shell.messages")}>
      <Button
        type="text"
        aria-label={t("shell.messages")}
        data-testid="message-bell"
        disabled={!canOpen}
        onClick={() => navigate("/zcps/messageCenter")}
        icon={
          <Badge count={count} size="small" overflowCount={99}>
            <BellOutlined />
          </Badge>
        }
      />
    </Tooltip>
  );
}
