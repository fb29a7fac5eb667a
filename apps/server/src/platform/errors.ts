import { STATUS } from "@zcps/contracts/api";
import type { MessageKey } from "@zcps/contracts/messages";

/** A refusal the console understands: HTTP status, body status and a message key translated per caller. */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly status: number,
    readonly key: MessageKey,
    readonly data: unknown = null,
  ) {
    super(key);
  }
}

export const badRequest = (key: MessageKey, data: unknown = null) => new AppError(400, 400, key, data);
export const notFound = () => new AppError(404, 404, "common.notFound");
export const tokenInvalid = () => new AppError(401, STATUS.tokenInvalid, "auth.tokenInvalid");
export const forbidden = () => new AppError(403, STATUS.forbidden, "auth.forbidden");
export const clientInvalid = () => new AppError(401, STATUS.clientInvalid, "auth.badClient");
/** An authenticated client asking for a grant type it was not given. */
export const grantNotAllowed = () => new AppError(401, STATUS.clientInvalid, "auth.grantNotAllowed");
export const tooManyAttempts = () => new AppError(429, 429, "auth.tooManyAttempts");
