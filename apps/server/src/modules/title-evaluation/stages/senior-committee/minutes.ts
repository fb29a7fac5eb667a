import { type Language, translate } from "@zcps/contracts/messages";
import type { GroupResult, MeetingResults, RoundResult } from "@zcps/contracts/zcps/committee/api";
import type { Content, TableCell } from "pdfmake/interfaces";
import type { AuthContext } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { badRequest, notFound } from "../../../../platform/errors";
import { a4Portrait, createDocument, HEAD_FILL, streamBytes, THIN_LINES, wallClock } from "../../kit";
import * as repo from "./repo";
import type { createVoteService } from "./vote-service";

const ENDED = new Set(["ENDED", "ARCHIVED"]);

/**
 * The minutes of an ended meeting (会议纪要), A4 portrait with the CJK font embedded: when and where, the members
 * with their attendance, the agenda, each voting group's rounds with every candidate's figures and result, what the
 * chair was told (quorum, ties), the outcome, and the sign-off with the chair's and the recorder's signature lines.
 * Who voted how is never in it: ballots carry no voter.
 */
export function createMinutesService(
  { db, config }: Pick<AppDeps, "db" | "config">,
  vote: ReturnType<typeof createVoteService>,
) {
  return {
    async minutesPdf(auth: AuthContext, meetingId: string, lang: Language) {
      const meeting = await repo.findMeeting(db, auth.tenantId, meetingId);
      if (!meeting) throw notFound();
      if (!ENDED.has(meeting.state)) throw badRequest("committee.minutes.notEnded");
      const results = await vote.results(auth, meetingId, lang);
      const members = await repo.members(db, meetingId);
      const t = (key: string, values?: Record<string, string | number>) =>
        translate(`committeeMinutes.${key}`, lang, values);
      const zone = config.TIME_ZONE ?? "Asia/Shanghai";
      const head = (text: string): TableCell => ({ text, bold: true, fillColor: HEAD_FILL });
      const centred = (value: string | number): TableCell => ({ text: String(value), alignment: "center" });
      const required = Math.ceil((2 * results.members) / 3);

      const roster: Content = {
        table: {
          headerRows: 1,
          widths: [30, 70, "*", 70, 50],
          body: [
            [t("no"), t("name"), t("unit"), t("role"), t("present")].map(head),
            ...members.map((m, i): TableCell[] => [
              centred(i + 1),
              m.name,
              (lang === "en" ? m.unitNameEn : null) || m.unitName || "—",
              m.chair ? t("chair") : m.external ? t("external") : t("internal"),
              centred(m.attending ? t("yes") : t("absent")),
            ]),
          ],
        },
        layout: THIN_LINES,
        margin: [0, 4, 0, 12],
      };

      const roundTable = (round: RoundResult): Content[] => [
        {
          text:
            t("round", {
              round: round.round,
              ballots: round.ballots,
              attending: round.attending,
              quorum: round.quorumMet ? t("quorumMet") : t("quorumNotMet"),
            }) + (round.seats !== null && round.round > 1 ? t("revote", { seats: round.seats }) : ""),
          margin: [0, 6, 0, 4],
        },
        {
          table: {
            headerRows: 1,
            widths: [60, 84, "*", 32, 42, 42, 42, 42, 48],
            body: [
              ["candidate", "unit", "titleName", "agree", "disagree", "abstain", "recused", "threshold", "verdict"].map(
                (key) => head(t(key)),
              ),
              ...round.candidates.map((c): TableCell[] => [
                c.name,
                c.unitName ?? "—",
                c.titleName ?? "—",
                centred(c.agree),
                centred(c.disagree),
                centred(c.abstain),
                centred(c.recused),
                centred(c.threshold),
                { text: t(`verdict.${c.verdict}`), bold: c.verdict === "PASS", alignment: "center" },
              ]),
            ],
          },
          layout: THIN_LINES,
        },
        ...(round.flagMessages.length
          ? [{ ul: round.flagMessages, margin: [0, 4, 0, 0] as [number, number, number, number], fontSize: 9 }]
          : []),
      ];

      const groupBlock = (group: GroupResult): Content[] => {
        const verdicts = Object.values(group.verdicts);
        return [
          {
            text: t("group", { name: group.name }),
            bold: true,
            fontSize: 12,
            margin: [0, 10, 0, 2],
          },
          { text: group.cap === null ? t("uncapped") : t("capped", { cap: group.cap }), color: "#555555" },
          ...group.rounds.flatMap(roundTable),
          {
            text: t("final", {
              passed: verdicts.filter((v) => v === "PASS").length,
              failed: verdicts.filter((v) => v === "FAIL").length,
              deferred: verdicts.filter((v) => v === "NO_QUORUM").length,
            }),
            bold: true,
            margin: [0, 6, 0, 0],
          },
        ];
      };

      const signedOff = (r: MeetingResults): Content =>
        r.signedOffAt
          ? {
              text: t("signedOff", {
                name: r.signedOffBy ?? "",
                at: wallClock(new Date(r.signedOffAt), zone),
                comment: meeting.signOffComment ?? "",
              }),
              margin: [0, 14, 0, 0],
            }
          : { text: t("awaitingSignOff"), margin: [0, 14, 0, 0] };

      const title = t("title", { name: meeting.name });
      const stream = await createDocument(
        a4Portrait(title, (page, pages) => t("page", { page, pages }), [
          { text: title, fontSize: 16, bold: true, alignment: "center", margin: [0, 0, 0, 12] },
          {
            table: {
              widths: [64, "*", 64, "*"],
              body: [
                [
                  head(t("startsAt")),
                  meeting.startsAt ? wallClock(meeting.startsAt, zone) : "—",
                  head(t("place")),
                  meeting.place || "—",
                ],
                [
                  head(t("members")),
                  String(results.members),
                  head(t("attending")),
                  t("attendingOf", {
                    attending: results.attending,
                    required,
                    state: results.attending >= required ? t("met") : t("notMet"),
                  }),
                ],
              ],
            },
            layout: THIN_LINES,
            margin: [0, 0, 0, 10],
          },
          ...(meeting.agenda
            ? [
                { text: t("agenda"), bold: true, margin: [0, 0, 0, 2] as [number, number, number, number] },
                { text: meeting.agenda, margin: [0, 0, 0, 10] as [number, number, number, number] },
              ]
            : []),
          { text: t("roster"), bold: true },
          roster,
          ...results.groups.flatMap(groupBlock),
          signedOff(results),
          {
            columns: [
              { text: t("chairSignature"), margin: [0, 30, 0, 0] },
              { text: t("recorder"), margin: [0, 30, 0, 0] },
              { text: t("date"), margin: [0, 30, 0, 0] },
            ],
          },
        ]),
      );
      return { body: await streamBytes(stream), name: meeting.name };
    },
  };
}
