-- The host record (docs/product/trust.md#host-record): one row per tournament ever created, kept
-- by triggers so that no code path can forget it and no API edits it. It outlives the sweep that
-- deletes finalized tournaments (services/play/sweep.ts): no foreign key to tournaments.
CREATE TABLE "hosted_events" (
	"tournament_id" uuid PRIMARY KEY NOT NULL,
	"host_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"approved" boolean NOT NULL,
	-- The start the room code is judged against: start_date, or entries_closed_at for when_full.
	"start_at" timestamp with time zone,
	"first_code_sent_at" timestamp with time zone,
	"void_reason" text,
	"results_recorded_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	-- Coins paid to winners: the sum of the tournament's tournament_winners rows.
	"prize_coins" bigint DEFAULT 0 NOT NULL,
	-- A dispute of its results was upheld: a completed event that does not earn trust.
	"upheld_dispute" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	-- Deleted before it was played (cancelled, declined, or deleted by an admin with refunds):
	-- kept, but not counted as hosted.
	"withdrawn" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
-- GET /api/hosts/{username} and the new-host rule read one host's rows, every column they count
-- from the index alone.
CREATE INDEX "hosted_events_host_idx" ON "hosted_events" USING btree ("host_id") INCLUDE ("approved", "withdrawn", "start_at", "first_code_sent_at", "void_reason", "results_recorded_at", "paid_at", "prize_coins", "upheld_dispute", "created_at");
--> statement-breakpoint
-- Facts, once recorded, stay: the first code, the void and the payout are never unset, and the
-- start a code was judged against is frozen once the code went out (a later reschedule cannot
-- turn a late code into an early one).
CREATE FUNCTION keep_hosted_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO hosted_events AS h (tournament_id, host_id, approved, start_at, first_code_sent_at, void_reason,
    results_recorded_at, paid_at, created_at)
  VALUES (NEW.id, NEW.creator_id, NEW.approval_status = 'approved',
    CASE WHEN NEW.start_type = 'when_full' THEN NEW.entries_closed_at ELSE NEW.start_date END,
    NEW.first_code_sent_at, NEW.void_reason, NEW.results_recorded_at, NEW.paid_at, NEW.created_at)
  ON CONFLICT (tournament_id) DO UPDATE SET
    host_id = EXCLUDED.host_id,
    approved = h.approved OR EXCLUDED.approved,
    start_at = CASE WHEN h.first_code_sent_at IS NULL THEN EXCLUDED.start_at ELSE h.start_at END,
    first_code_sent_at = coalesce(h.first_code_sent_at, EXCLUDED.first_code_sent_at),
    void_reason = coalesce(h.void_reason, EXCLUDED.void_reason),
    results_recorded_at = coalesce(h.results_recorded_at, EXCLUDED.results_recorded_at),
    paid_at = coalesce(h.paid_at, EXCLUDED.paid_at);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only the columns the record reads: a join or a chat line (current_players, version) costs nothing.
CREATE TRIGGER tournaments_keep_hosted_event AFTER INSERT OR UPDATE OF approval_status, creator_id, start_type,
  start_date, entries_closed_at, first_code_sent_at, void_reason, results_recorded_at, paid_at ON "tournaments"
  FOR EACH ROW EXECUTE FUNCTION keep_hosted_event();
--> statement-breakpoint
CREATE FUNCTION keep_removed_hosted_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE hosted_events
  SET removed_at = now(), withdrawn = NOT OLD.is_finalized AND OLD.void_reason IS NULL AND OLD.paid_at IS NULL
  WHERE tournament_id = OLD.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tournaments_keep_removed_hosted_event AFTER DELETE ON "tournaments"
  FOR EACH ROW EXECUTE FUNCTION keep_removed_hosted_event();
--> statement-breakpoint
-- Prizes: what the ledger paid the winners (services/play/winners.ts writes a winner row beside
-- each prize movement). Winner rows are only ever inserted.
CREATE FUNCTION count_hosted_event_prize() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE hosted_events SET prize_coins = prize_coins + NEW.coins_awarded WHERE tournament_id = NEW.tournament_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tournament_winners_count_hosted_prize AFTER INSERT ON "tournament_winners"
  FOR EACH ROW EXECUTE FUNCTION count_hosted_event_prize();
--> statement-breakpoint
-- An upheld dispute marks its event for good (the dispute loses its tournament_id at the sweep).
CREATE FUNCTION mark_hosted_event_upheld() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'upheld' AND NEW.tournament_id IS NOT NULL THEN
    UPDATE hosted_events SET upheld_dispute = true WHERE tournament_id = NEW.tournament_id AND NOT upheld_dispute;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER disputes_mark_hosted_event AFTER INSERT OR UPDATE OF status ON "disputes"
  FOR EACH ROW EXECUTE FUNCTION mark_hosted_event_upheld();
--> statement-breakpoint
-- backfill: the tournaments and disputes recorded before this migration. Each statement sets the
-- rows from what is there, so running it again (bench/lib/volume-fill.ts does, after a bulk load
-- that skipped the triggers) leaves them right. A tournament paid before paid_at existed counts
-- as paid when its winners were (or, with no prize, when it was finalized). Tournaments the sweep
-- removed before this migration are gone and cannot be counted.
INSERT INTO "hosted_events" ("tournament_id", "host_id", "approved", "start_at", "first_code_sent_at", "void_reason",
  "results_recorded_at", "paid_at", "prize_coins", "created_at")
SELECT t."id", t."creator_id", t."approval_status" = 'approved',
  CASE WHEN t."start_type" = 'when_full' THEN t."entries_closed_at" ELSE t."start_date" END,
  t."first_code_sent_at", t."void_reason", t."results_recorded_at",
  coalesce(t."paid_at", w.paid_at, CASE WHEN t."is_finalized" AND t."void_reason" IS NULL THEN t."finalized_at" END),
  coalesce(w.coins, 0), t."created_at"
FROM "tournaments" t
LEFT JOIN (
  SELECT "tournament_id", sum("coins_awarded") AS coins, min("awarded_at") AS paid_at
  FROM "tournament_winners" WHERE "tournament_id" IS NOT NULL GROUP BY "tournament_id"
) w ON w."tournament_id" = t."id"
ON CONFLICT ("tournament_id") DO UPDATE SET
  "approved" = EXCLUDED."approved", "start_at" = EXCLUDED."start_at", "first_code_sent_at" = EXCLUDED."first_code_sent_at",
  "void_reason" = EXCLUDED."void_reason", "results_recorded_at" = EXCLUDED."results_recorded_at",
  "paid_at" = EXCLUDED."paid_at", "prize_coins" = EXCLUDED."prize_coins";
--> statement-breakpoint
-- backfill
UPDATE "hosted_events" h SET "upheld_dispute" = true
FROM "disputes" d WHERE d."tournament_id" = h."tournament_id" AND d."status" = 'upheld' AND NOT h."upheld_dispute";
