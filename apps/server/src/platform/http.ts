import type { Envelope } from "@zcps/contracts/api";
import { type Language, languageFrom, type MessageKey, translate } from "@zcps/contracts/messages";
import type { FastifyRequest } from "fastify";

export function requestLanguage(request: FastifyRequest): Language {
  return languageFrom(request.headers["accept-language"]);
}

/** The spec's envelope with a message in the caller's language. */
export function ok<T>(request: FastifyRequest, data: T, key: MessageKey = "common.ok"): Envelope<T> {
  return { status: 200, message: translate(key, requestLanguage(request)), data };
}
