import type { MessageInstance } from "antd/es/message/interface";
import type { NotificationInstance } from "antd/es/notification/interface";

/**
 * The antd message and notification instances of the mounted antd root, so
 * code outside React (the request layer, stores) shows feedback with the
 * current theme and locale. The login page does not load antd up front; its
 * rare messages load antd's static message API on demand.
 */
type Level = "success" | "error" | "warning" | "info";

let messageApi: MessageInstance | null = null;
let notificationApi: NotificationInstance | null = null;

export function registerFeedback(message: MessageInstance, notification: NotificationInstance): () => void {
  messageApi = message;
  notificationApi = notification;
  return () => {
    if (messageApi === message) messageApi = null;
    if (notificationApi === notification) notificationApi = null;
  };
}

export function showMessage(level: Level, content: string, seconds: number): void {
  if (messageApi) {
    messageApi.open({ type: level, content, duration: seconds });
    return;
  }
  void import("antd/es/message").then(({ default: message }) =>
    message.open({ type: level, content, duration: seconds }),
  );
}

export function showNotification(level: Level, title: string, description: string, seconds: number): void {
  if (notificationApi) {
    notificationApi.open({ type: level, title, description, duration: seconds });
    return;
  }
  void import("antd/es/notification").then(({ default: notification }) =>
    notification.open({ type: level, title, description, duration: seconds }),
  );
}
