import type { Readable } from "node:stream";
import type { Envelope } from "@zcps/contracts/api";
import { type Language, languageFrom, type MessageKey, translate } from "@zcps/contracts/messages";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AccessCache } from "./access-cache";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * A download's Content-Disposition: the real, possibly Chinese, name in UTF-8 (RFC 5987 `filename*`) and an ASCII
 * fallback for clients that read only `filename`.
 */
export function attachmentDisposition(asciiName: string, name: string): string {
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A generated document to send: its bytes or stream and size, the name in the reader's language and an ASCII one. */
export interface Download<Body = Buffer> {
  body: Body;
  size: number;
  fileName: string;
  asciiName: string;
}

/** Sends a generated document as an attachment of the given type, never cached. */
export function sendDownload<B>(reply: FastifyReply, type: string, file: Download<B>) {
  return reply
    .type(type)
    .header("content-length", file.size)
    .header("content-disposition", attachmentDisposition(file.asciiName, file.fileName))
    .header("cache-control", "no-store")
    .send(file.body);
}

/** An xlsx download (a buffer or a stream): an ASCII fallback name and the real, possibly Chinese, one. */
export function sendXlsx(reply: FastifyReply, body: Buffer | Readable, asciiName: string, name: string) {
  return reply
    .type(XLSX_TYPE)
    .header("content-disposition", attachmentDisposition(asciiName, name))
    .header("cache-control", "no-store")
    .send(body);
}

/** The same, named `<name>-<stamp>.xlsx` in the caller's language (the stamp: today as yyyymmdd unless given). */
export function sendNamedXlsx(
  reply: FastifyReply,
  body: Buffer | Readable,
  names: { en: string; zh: string },
  lang: Language,
  stamp = new Date().toISOString().slice(0, 10).replace(/-/g, ""),
) {
  return sendXlsx(reply, body, `${names.en}-${stamp}.xlsx`, `${names[lang]}-${stamp}.xlsx`);
}

export function requestLanguage(request: FastifyRequest): Language {
  return languageFrom(request.headers["accept-language"]);
}

/** The spec's envelope with a message in the caller's language. */
export function ok<T>(request: FastifyRequest, data: T, key: MessageKey = "common.ok"): Envelope<T> {
  return { status: 200, message: translate(key, requestLanguage(request)), data };
}

/**
 * Sends a per-user answer kept serialised in the access cache (dropped whenever something about the user
 * changes), for calls the console makes on every navigation.
 */
export async function sendUserCached(
  reply: FastifyReply,
  cache: AccessCache,
  userId: string,
  key: string,
  produce: () => Promise<Envelope<unknown>>,
) {
  // kept as encoded bytes: a repeated answer is written as it is, without serialising or encoding it again
  let body = cache.userValue<Buffer>(userId, key);
  if (!body) {
    body = Buffer.from(JSON.stringify(await produce()));
    cache.keepUserValue(userId, key, body);
  }
  return reply.type("application/json; charset=utf-8").send(body);
}
