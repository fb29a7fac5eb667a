import { STATUS } from "@zcps/contracts/api";

/**
 * The error catalogue of spec section 8 as a pure mapping from what came back
 * (HTTP status, body) to what the console shows. The request layer performs it.
 * Fixed texts are i18n keys; body messages arrive already translated by the server.
 */
export type Feedback =
  | { kind: "message"; level: "error" | "warning"; text: string; translate: boolean; seconds: number }
  | { kind: "notification"; level: "error" | "warning"; titleKey: string; text: string; seconds: number }
  | { kind: "sessionExpired" };

export interface FailedReply {
  /** 0 when no response arrived (timed out, aborted, connection dropped, network down) */
  httpStatus: number;
  body?: { status?: unknown; message?: unknown } | null;
}

export const MESSAGE_SECONDS = 5;
export const NOTIFICATION_SECONDS = 2;

export const REQUEST_KEYS = {
  timeout: "request.timeout",
  gatewayDown: "request.gatewayDown",
  forbiddenTitle: "request.forbiddenTitle",
  failedTitle: "request.failedTitle",
  failed: "request.failed",
} as const;

export function isSuccess(httpStatus: number, body: unknown): boolean {
  if (httpStatus === 200) return true;
  return typeof body === "object" && body !== null && (body as { status?: unknown }).status === STATUS.ok;
}

export function feedbackFor(reply: FailedReply): Feedback {
  // spec 8's "no response" row: whatever kept the answer away, only a real answer carries its own message
  if (reply.httpStatus === 0) {
    return { kind: "message", level: "error", text: REQUEST_KEYS.timeout, translate: true, seconds: MESSAGE_SECONDS };
  }
  const bodyStatus = reply.body?.status;
  const bodyMessage = typeof reply.body?.message === "string" ? reply.body.message : "";
  const { httpStatus } = reply;

  if (httpStatus === 401 && bodyStatus === STATUS.tokenInvalid) return { kind: "sessionExpired" };
  if ((httpStatus === 401 && bodyStatus === STATUS.forbidden) || httpStatus === 403) {
    return {
      kind: "notification",
      level: "error",
      titleKey: REQUEST_KEYS.forbiddenTitle,
      text: bodyMessage,
      seconds: NOTIFICATION_SECONDS,
    };
  }
  if (bodyStatus === STATUS.business) {
    return {
      kind: "notification",
      level: "error",
      titleKey: REQUEST_KEYS.failedTitle,
      text: bodyMessage,
      seconds: NOTIFICATION_SECONDS,
    };
  }
  if (httpStatus === 400) {
    return bodyMessage
      ? { kind: "message", level: "warning", text: bodyMessage, translate: false, seconds: MESSAGE_SECONDS }
      : { kind: "message", level: "warning", text: REQUEST_KEYS.failed, translate: true, seconds: MESSAGE_SECONDS };
  }
  if (httpStatus === 504) {
    return {
      kind: "message",
      level: "error",
      text: REQUEST_KEYS.gatewayDown,
      translate: true,
      seconds: MESSAGE_SECONDS,
    };
  }
  return bodyMessage
    ? { kind: "message", level: "error", text: bodyMessage, translate: false, seconds: MESSAGE_SECONDS }
    : { kind: "message", level: "error", text: REQUEST_KEYS.failed, translate: true, seconds: MESSAGE_SECONDS };
}
