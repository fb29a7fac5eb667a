import type { BallotCandidate, GroupResult, MeetingGroup, VoteCount } from "@zcps/contracts/zcps/committee/api";
import { CANDIDATE_VERDICTS } from "@zcps/contracts/zcps/committee/vote";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { committeeLocales } from "./locales";
import {
  agreeCount,
  ballotChoices,
  clearDraft,
  contractText,
  currentCount,
  type DraftStore,
  draftKey,
  groupActions,
  loadDraft,
  markBallot,
  parseEventStream,
  parseVoteCount,
  reconnectDelay,
  saveDraft,
  tiedAtCap,
  VERDICT_TAGS,
  verdictTag,
} from "./logic";

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    lng: "zh",
    resources: { zh: { translation: committeeLocales.zh }, en: { translation: committeeLocales.en } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
});

/** A storage in memory, as localStorage behaves. */
function memoryStore(entries: Record<string, string> = {}): DraftStore & { entries: Record<string, string> } {
  return {
    entries,
    getItem: (key) => entries[key] ?? null,
    setItem: (key, value) => {
      entries[key] = value;
    },
    removeItem: (key) => {
      delete entries[key];
    },
  };
}

const candidate = (id: string, recused = false): BallotCandidate => ({
  declarationId: id,
  name: id,
  unitName: null,
  titleName: null,
  level: null,
  disciplineName: null,
  status: "SENIOR_COMMITTEE",
  recused,
  peer: null,
});

describe("the over-vote guard", () => {
  it("takes agree up to the cap and refuses the one beyond, with the figures", () => {
    let draft = {};
    for (const id of ["a", "b"]) {
      const mark = markBallot(draft, id, "AGREE", 2);
      expect(mark.ok).toBe(true);
      if (mark.ok) draft = mark.draft;
    }
    expect(markBallot(draft, "c", "AGREE", 2)).toEqual({ ok: false, cap: 2, count: 3 });
    // the refused mark leaves the ballot as it was
    expect(agreeCount(draft)).toBe(2);
  });

  it("lets disagree and abstain through at the cap, and an agree changed to agree stays one", () => {
    const draft = { a: "AGREE", b: "AGREE" } as const;
    expect(markBallot(draft, "c", "DISAGREE", 2)).toEqual({ ok: true, draft: { ...draft, c: "DISAGREE" } });
    expect(markBallot(draft, "c", "ABSTAIN", 2).ok).toBe(true);
    expect(markBallot(draft, "a", "AGREE", 2).ok).toBe(true);
  });

  it("frees a seat when an agree is changed or cleared", () => {
    const draft = { a: "AGREE", b: "AGREE" } as const;
    const changed = markBallot(draft, "a", "DISAGREE", 2);
    expect(changed.ok && markBallot(changed.draft, "c", "AGREE", 2).ok).toBe(true);
    const cleared = markBallot(draft, "b", null, 2);
    expect(cleared).toEqual({ ok: true, draft: { a: "AGREE" } });
  });

  it("has no limit when uncapped", () => {
    const draft = { a: "AGREE", b: "AGREE", c: "AGREE" } as const;
    expect(markBallot(draft, "d", "AGREE", null).ok).toBe(true);
  });

  it("sends only the candidates the member may vote on", () => {
    const draft = { a: "AGREE", b: "DISAGREE", gone: "AGREE" } as const;
    expect(ballotChoices(draft, [candidate("a"), candidate("b", true)])).toEqual({ a: "AGREE" });
  });

  it("words the refusal as the contract does", () => {
    expect(contractText(i18n.t, "committee.vote.ballot.OVER_VOTE", { cap: 3, count: 4 })).toBe(
      "最多可投 3 人同意票，您已选 4 人",
    );
  });
});

describe("the ballot's draft in the browser", () => {
  it("is kept per member, group and round", () => {
    expect(draftKey("u1", "g1", 1)).not.toBe(draftKey("u1", "g1", 2));
    expect(draftKey("u1", "g1", 1)).not.toBe(draftKey("u2", "g1", 1));
  });

  it("comes back as it was saved, and is gone once cleared", () => {
    const store = memoryStore();
    const key = draftKey("u1", "g1", 1);
    saveDraft(store, key, { a: "AGREE", b: "ABSTAIN" });
    expect(loadDraft(store, key)).toEqual({ a: "AGREE", b: "ABSTAIN" });
    clearDraft(store, key);
    expect(loadDraft(store, key)).toEqual({});
    expect(store.entries).toEqual({});
  });

  it("drops what it cannot read: bad JSON, unknown choices, candidates no longer on the ballot", () => {
    const store = memoryStore({
      broken: "{not json",
      list: "[1,2]",
      mixed: JSON.stringify({ a: "AGREE", b: "MAYBE", c: 3, gone: "DISAGREE" }),
    });
    expect(loadDraft(store, "broken")).toEqual({});
    expect(loadDraft(store, "list")).toEqual({});
    expect(loadDraft(store, "mixed", ["a", "b", "c"])).toEqual({ a: "AGREE" });
  });

  it("an empty draft leaves nothing behind, and a refusing storage does not break the page", () => {
    const store = memoryStore({ k: JSON.stringify({ a: "AGREE" }) });
    saveDraft(store, "k", {});
    expect(store.entries).toEqual({});
    const full: DraftStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => saveDraft(full, "k", { a: "AGREE" })).not.toThrow();
    expect(() => clearDraft(full, "k")).not.toThrow();
  });
});

describe("the live count's event stream", () => {
  const count: VoteCount = { groupId: "g1", state: "OPEN", round: 1, attending: 11, voted: 3 };

  it("reads complete events and keeps the one still arriving", () => {
    const first = `data: ${JSON.stringify(count)}\n\ndata: {"groupId":`;
    const { events, rest } = parseEventStream(first);
    expect(events).toEqual([JSON.stringify(count)]);
    expect(rest).toBe('data: {"groupId":');
    const next = parseEventStream(`${rest}"g1"}\n\n`);
    expect(next).toEqual({ events: ['{"groupId":"g1"}'], rest: "" });
  });

  it("skips the pings and other fields, joins multi-line data, reads CRLF", () => {
    const stream = ': ping\n\nevent: count\nid: 7\ndata: {"a":\ndata: 1}\n\r\n: ping\r\n\r\ndata:x\r\n\r\n';
    expect(parseEventStream(stream)).toEqual({ events: ['{"a":\n1}', "x"], rest: "" });
  });

  it("keeps a CR at the end for the LF that follows it in the next chunk", () => {
    const first = parseEventStream("data: 1\r\n\r");
    expect(first.events).toEqual([]);
    expect(parseEventStream(`${first.rest}\n`).events).toEqual(["1"]);
  });

  it("takes a vote count and nothing else", () => {
    expect(parseVoteCount(JSON.stringify(count))).toEqual(count);
    expect(parseVoteCount('{"groupId":"g1"}')).toBeNull();
    expect(parseVoteCount("ping")).toBeNull();
    expect(parseVoteCount("null")).toBeNull();
  });

  it("waits longer after each failed reconnection, up to 8 s", () => {
    expect([0, 1, 2, 3, 4, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it("shows the stream's count for the group's round, else the meeting's figure", () => {
    const group = { id: "g1", state: "OPEN", round: 2, voted: 1 } as MeetingGroup;
    expect(currentCount(group, 11, null)).toEqual({ groupId: "g1", state: "OPEN", round: 2, attending: 11, voted: 1 });
    // a count of the round before (a re-vote has begun) is not shown
    expect(currentCount(group, 11, { ...count, round: 1 }).voted).toBe(1);
    expect(currentCount(group, 11, { ...count, round: 2, voted: 9 }).voted).toBe(9);
  });
});

describe("verdicts and buttons", () => {
  it("gives every verdict its own colour and a label in both languages", () => {
    const colours = CANDIDATE_VERDICTS.map((v) => VERDICT_TAGS[v].color);
    expect(new Set(colours).size).toBe(CANDIDATE_VERDICTS.length);
    expect(verdictTag("PASS").color).toBe("success");
    expect(verdictTag("FAIL").color).toBe("error");
    expect(verdictTag("TIE_REVOTE").color).toBe("warning");
    expect(verdictTag(null)).toBe(VERDICT_TAGS.PENDING);
    expect(verdictTag("SOMETHING_NEW")).toBe(VERDICT_TAGS.PENDING);
    expect(i18n.t(verdictTag("TIE_REVOTE").key)).toBe("同票待重投");
    expect(i18n.t(verdictTag("NO_QUORUM").key, { lng: "en" })).toBe("No quorum");
  });

  it("offers the moves a group's state allows", () => {
    expect(groupActions("WAITING")).toEqual(["open"]);
    expect(groupActions("OPEN")).toEqual(["pause", "close"]);
    expect(groupActions("PAUSED")).toEqual(["resume", "close"]);
    expect(groupActions("CLOSED")).toEqual([]);
  });

  it("offers a re-vote only for a closed round that tied at the cap", () => {
    const tally = (verdict: string) =>
      ({
        rounds: [{ round: 1, candidates: [{ verdict: "PASS" }, { verdict }] }],
      }) as unknown as GroupResult;
    expect(tiedAtCap({ state: "CLOSED", round: 1 }, tally("TIE_REVOTE"))).toBe(true);
    expect(tiedAtCap({ state: "CLOSED", round: 1 }, tally("FAIL"))).toBe(false);
    expect(tiedAtCap({ state: "OPEN", round: 1 }, tally("TIE_REVOTE"))).toBe(false);
    // the tie was in round 1; round 2 (the re-vote) has not closed on one
    expect(tiedAtCap({ state: "CLOSED", round: 2 }, tally("TIE_REVOTE"))).toBe(false);
    expect(tiedAtCap({ state: "CLOSED", round: 1 }, undefined)).toBe(false);
  });
});
