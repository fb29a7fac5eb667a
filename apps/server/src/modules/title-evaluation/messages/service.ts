import type { Language } from "@zcps/contracts/messages";
import type { MessageRow } from "@zcps/contracts/zcps/workflow/api";
import type { AppDeps } from "../../../platform/deps";
import { notFound } from "../../../platform/errors";
import * as repo from "./repo";

export interface Reader {
  tenantId: string;
  userId: string;
  lang: Language;
}

type MessageRecord = NonNullable<Awaited<ReturnType<typeof repo.readMessage>>>;

function toRow(row: MessageRecord, lang: Language): MessageRow {
  return {
    id: row.id,
    kind: row.kind,
    title: lang === "en" ? row.titleEn : row.title,
    body: lang === "en" ? row.bodyEn : row.body,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** messageCenter: the caller's own inbox; nobody reads or deletes another user's messages. */
export function createMessageService({ db }: Pick<AppDeps, "db">) {
  return {
    async page(reader: Reader, query: { unread?: boolean; kind?: string; page: number; limit: number }) {
      const { rows, total } = await repo.pageMessages(db, { ...reader, ...query });
      return { rows: rows.map((row) => toRow(row, reader.lang)), total };
    },

    unreadCount: (reader: Reader) => repo.countUnread(db, reader.tenantId, reader.userId),

    async read(reader: Reader, id: string) {
      const row = await repo.readMessage(db, reader.tenantId, reader.userId, id);
      if (!row) throw notFound();
      return toRow(row, reader.lang);
    },

    readAll: (reader: Reader) => repo.readAll(db, reader.tenantId, reader.userId),

    async remove(reader: Reader, id: string) {
      if (!(await repo.deleteMessage(db, reader.tenantId, reader.userId, id))) throw notFound();
    },
  };
}
