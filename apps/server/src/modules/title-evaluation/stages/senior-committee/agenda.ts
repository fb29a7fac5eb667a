import { type Language, translate } from "@zcps/contracts/messages";
import type { Content, TableCell } from "pdfmake/interfaces";
import type { Executor } from "../../../../db/client";
import { a4Portrait, createDocument, HEAD_FILL, streamBytes, THIN_LINES, wallClock } from "../../kit";
import * as repo from "./repo";

export interface AgendaInput {
  tenantId: string;
  meetingId: string;
  lang: Language;
  timeZone?: string;
}

/**
 * The first paper of a meeting's packet (会议议程与候选人名单), A4 portrait with the CJK font embedded: when and
 * where, how many members, the agenda, and each voting group with its rule and its candidates in ballot order. The
 * members read it before the meeting; nothing in it comes from the vote. Null when the meeting is not the tenant's.
 */
export async function meetingAgendaPdf(db: Executor, input: AgendaInput): Promise<Buffer | null> {
  const { tenantId, meetingId, lang } = input;
  const meeting = await repo.findMeeting(db, tenantId, meetingId);
  if (!meeting) return null;
  const members = await repo.members(db, meetingId);
  const groups = await repo.groups(db, meetingId);
  const placed = await repo.meetingCandidates(db, meetingId);
  const people = new Map(
    (await repo.candidatesByIds(db, tenantId, [...new Set(placed.map((c) => c.declarationId))])).map((c) => [
      c.declarationId,
      c,
    ]),
  );
  const m = (key: string, values?: Record<string, string | number>) =>
    translate(`committeeMinutes.${key}`, lang, values);
  const a = (key: string, values?: Record<string, string | number>) =>
    translate(`committeeAgenda.${key}`, lang, values);
  const en = lang === "en";
  const head = (text: string): TableCell => ({ text, bold: true, fillColor: HEAD_FILL });
  const centred = (value: string | number): TableCell => ({ text: String(value), alignment: "center" });
  const gap = (bottom: number): [number, number, number, number] => [0, 0, 0, bottom];

  const groupBlock = (group: (typeof groups)[number]): Content[] => {
    const rows = placed.filter((c) => c.groupId === group.id).flatMap((c) => people.get(c.declarationId) ?? []);
    return [
      { text: m("group", { name: group.name }), bold: true, margin: [0, 8, 0, 2] },
      {
        text: a("rule", {
          rule: group.cap !== null ? m("capped", { cap: group.cap }) : m("uncapped"),
          count: rows.length,
        }),
        margin: gap(4),
      },
      {
        table: {
          headerRows: 1,
          widths: [30, 70, "*", "*", 60],
          body: [
            [m("no"), m("candidate"), m("unit"), m("titleName"), a("discipline")].map(head),
            ...rows.map((c, i): TableCell[] => [
              centred(i + 1),
              c.name,
              (en ? c.unitNameEn : null) || c.unitName || "—",
              (en ? c.titleNameEn : null) || c.titleName || "—",
              centred(c.disciplineCode ?? "—"),
            ]),
          ],
        },
        layout: THIN_LINES,
        margin: gap(6),
      },
    ];
  };

  const subtitle = a("title");
  const zone = input.timeZone ?? "Asia/Shanghai";
  const stream = await createDocument(
    a4Portrait(`${meeting.name} ${subtitle}`, (page, pages) => m("page", { page, pages }), [
      { text: meeting.name, fontSize: 16, bold: true, alignment: "center", margin: gap(4) },
      { text: subtitle, fontSize: 13, alignment: "center", margin: gap(12) },
      {
        table: {
          widths: [64, "*", 64, "*"],
          body: [
            [
              head(m("startsAt")),
              meeting.startsAt ? wallClock(meeting.startsAt, zone) : "—",
              head(m("place")),
              meeting.place || "—",
            ],
            [head(m("members")), String(members.length || meeting.size), head(a("total")), String(placed.length)],
          ],
        },
        layout: THIN_LINES,
        margin: gap(10),
      },
      ...(meeting.agenda
        ? [
            { text: m("agenda"), bold: true, margin: gap(2) },
            { text: meeting.agenda, margin: gap(10) },
          ]
        : []),
      ...(groups.length > 0 ? groups.flatMap(groupBlock) : [{ text: a("noGroups"), margin: gap(10) }]),
      { text: a("papers"), color: "#555555", margin: [0, 12, 0, 0] },
    ]),
  );
  return streamBytes(stream);
}
