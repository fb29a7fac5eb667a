import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ballotMarks, ballotOfMarks } from "./repo";

const ids = ["c1", "c2", "c3", "c4"];

describe("a ballot as stored: one mark per candidate of its round", () => {
  it("keeps each choice in the round's order, and a candidate without one as '-'", () => {
    const marks = ballotMarks({ c1: "AGREE", c2: "DISAGREE", c4: "ABSTAIN" }, ids);
    expect(marks).toBe("AD-B");
    expect(ballotOfMarks(marks, ids)).toEqual({ c1: "AGREE", c2: "DISAGREE", c4: "ABSTAIN" });
  });

  it("holds no candidate id: 300 candidates are 300 letters", () => {
    const many = Array.from({ length: 300 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    const marks = ballotMarks(Object.fromEntries(many.map((id) => [id, "AGREE" as const])), many);
    expect(marks).toBe("A".repeat(300));
    expect(Object.keys(ballotOfMarks(marks, many))).toEqual(many);
  });
});

describe("the migration to marks", () => {
  const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../db/migrations");
  const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  const statements = (tag: string) =>
    fs
      .readFileSync(path.join(folder, `${tag}.sql`), "utf8")
      .split("--> statement-breakpoint")
      .filter((s) => s.trim());
  const marksMigration = journal.entries.find((e) => e.tag.endsWith("_ballot_marks"));
  let db: PGlite;

  beforeAll(async () => {
    db = new PGlite();
    for (const entry of journal.entries) {
      if (entry.idx >= (marksMigration?.idx ?? 0)) break;
      for (const statement of statements(entry.tag)) await db.exec(statement);
    }
  }, 60_000);
  afterAll(async () => db.close());

  it("turns the ballots already cast (candidate id -> choice) into their round's marks", async () => {
    expect(marksMigration).toBeDefined();
    // the parents do not matter here: their keys are not checked while the rows go in
    await db.exec("set session_replication_role = replica");
    await db.query(`insert into committee_rounds (group_id, round, candidate_ids) values ('g', 1, $1), ('g', 2, $2)`, [
      JSON.stringify(ids),
      JSON.stringify(["c3", "c4"]),
    ]);
    await db.query(
      `insert into committee_ballots (id, group_id, round, choices) values ($1, 'g', 1, $2), ($3, 'g', 2, $4)`,
      ["b1", JSON.stringify({ c1: "AGREE", c2: "DISAGREE", c4: "ABSTAIN" }), "b2", JSON.stringify({ c4: "AGREE" })],
    );
    await db.exec("set session_replication_role = origin");
    for (const statement of statements(marksMigration?.tag ?? "")) await db.exec(statement);
    const rows = await db.query<{ id: string; marks: string }>("select id, marks from committee_ballots order by id");
    expect(rows.rows).toEqual([
      { id: "b1", marks: "AD-B" },
      { id: "b2", marks: "-A" },
    ]);
  });
});
