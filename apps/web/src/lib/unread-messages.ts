import { http } from "./request";

/**
 * The top bar's unread count. The message centre announces reads and deletions here and the bell reloads; a DOM
 * event keeps the shell free of the pages' query machinery.
 */
const EVENT = "zcps:unread-messages-changed";

export async function fetchUnreadCount(): Promise<number> {
  return (await http.get<number>("/api/zcps-sh/message/unreadCount")).data ?? 0;
}

export function announceUnreadChanged(): void {
  window.dispatchEvent(new Event(EVENT));
}

export function onUnreadChanged(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
