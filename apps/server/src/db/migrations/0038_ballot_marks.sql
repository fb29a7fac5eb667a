-- a ballot's choices (candidate id -> AGREE / DISAGREE / ABSTAIN) become one letter per candidate of its round, in
-- the round's order: A agree, D disagree, B abstain, - no mark
ALTER TABLE "committee_ballots" ADD COLUMN "marks" text;--> statement-breakpoint
UPDATE "committee_ballots" b SET "marks" = coalesce((
  select string_agg(
    case b."choices" ->> c.id when 'AGREE' then 'A' when 'DISAGREE' then 'D' when 'ABSTAIN' then 'B' else '-' end,
    '' order by c.n)
  from "committee_rounds" r, jsonb_array_elements_text(r."candidate_ids") with ordinality as c(id, n)
  where r."group_id" = b."group_id" and r."round" = b."round"), '');--> statement-breakpoint
ALTER TABLE "committee_ballots" ALTER COLUMN "marks" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "committee_ballots" DROP COLUMN "choices";
