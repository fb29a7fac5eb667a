import { type Language, translate } from "@zcps/contracts/messages";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { invalidInput } from "./db-errors";
import { AppError } from "./errors";
import { requestLanguage } from "./http";
import { fastifyIssue, issueMessage } from "./validation-messages";

/** Every failure in the spec's envelope, its message in the caller's language. */

/** A refusal's figures (e.g. `retryAfter`) fill its message's placeholders. */
/** A value named in both languages (a unit's name, say): the message takes the caller's, else the Chinese. */
const isNamed = (v: unknown): v is { zh: string; en?: string | null } =>
  typeof v === "object" && v !== null && typeof (v as { zh?: unknown }).zh === "string";

function messageValues(data: unknown, lang: Language): Record<string, string | number> | undefined {
  if (!data || typeof data !== "object" || Array.isArray(data)) return undefined;
  const entries = Object.entries(data).flatMap(([k, v]): [string, string | number][] => {
    if (typeof v === "string" || typeof v === "number") return [[k, v]];
    if (isNamed(v)) return [[k, (lang === "en" && v.en) || v.zh]];
    return [];
  });
  return entries.length ? Object.fromEntries(entries) : undefined;
}

function badRequest(reply: FastifyReply, message: string) {
  return reply.code(400).send({ status: 400, message, data: null });
}

/** The root error handler: refusals, schema errors and bad values are 400s; anything else a logged 500. */
export function replyToError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = requestLanguage(request);
  if (error instanceof AppError) {
    return reply.code(error.httpStatus).send({
      status: error.status,
      message: translate(error.key, lang, messageValues(error.data, lang)),
      data: error.data,
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    return badRequest(reply, issueMessage(first && fastifyIssue(first), lang, error.validationContext));
  }
  if (error instanceof ZodError) return badRequest(reply, issueMessage(error.issues[0], lang));
  const code = error.statusCode ?? 500;
  if (code === 429)
    return reply.code(429).send({ status: 429, message: translate("common.tooManyRequests", lang), data: null });
  if (code >= 400 && code < 500) {
    // a body over the limit (413), or an upload route sent no multipart body (406), is a bad request
    return reply
      .code(code === 413 || code === 406 ? 400 : code)
      .send({ status: code, message: translate("common.badRequest", lang), data: null });
  }
  // a value a schema let through but the database cannot take (a NUL byte, a malformed uuid) is still the caller's
  const invalid = invalidInput(error);
  if (invalid) {
    request.log.warn({ err: error }, "a request value reached the database unvalidated");
    return badRequest(reply, translate("common.badParam", lang, { detail: translate(invalid, lang) }));
  }
  request.log.error(error);
  return reply.code(500).send({ status: 500, message: translate("common.serverError", lang), data: null });
}

/** Fastify's own refusals before any route is found: a path parameter over the router's length, a malformed %-escape. */
export function replyToFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const detail =
    error.code === "FST_ERR_MAX_PARAM_LENGTH"
      ? "param.pathTooLong"
      : error.code === "FST_ERR_BAD_URL"
        ? "param.badUrl"
        : null;
  if (!detail) return replyToError(error, request, reply);
  const lang = requestLanguage(request);
  return badRequest(reply, translate("common.badParam", lang, { detail: translate(detail, lang) }));
}
