-- A year of data (docs/scale/query-plans.md): indexes and precomputed leaderboard totals, so the
-- read paths measured by `npm run bench:volume` never read a large table whole.
--
-- The admin player search matches any part of the username, e-mail, phone, CODM name or full name
-- (ILIKE '%text%'): a trigram index answers that. pg_trgm ships with PostgreSQL (contrib) and with
-- PGlite, which loads it when the database opens (server/src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The fields one line apart: a search text is one line, so it never matches across two fields.
-- services/players/list.ts searches exactly this expression.
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (
  ("username" || E'\n' || "email" || E'\n' || coalesce("phone_number", '') || E'\n' || "codm_username" || E'\n' || "full_name") gin_trgm_ops
);
--> statement-breakpoint
-- The players list pages newest first by (created_at, id).
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC, "id" DESC);
--> statement-breakpoint
-- The payment requests page newest first by (created_at, id).
CREATE INDEX "cashout_created_idx" ON "cashout_requests" USING btree ("created_at" DESC, "id" DESC);
--> statement-breakpoint
-- The grid reads open and finalized listed tournaments apart (services/tournaments/list.ts): each
-- part walks its own index newest first, and the live and starting-soon part reads only open rows.
CREATE INDEX "tournaments_open_idx" ON "tournaments" USING btree ("created_at" DESC, "id" DESC)
  WHERE "approval_status" = 'approved' AND NOT "is_finalized";
--> statement-breakpoint
CREATE INDEX "tournaments_finalized_idx" ON "tournaments" USING btree ("created_at" DESC, "id" DESC)
  WHERE "approval_status" = 'approved' AND "is_finalized";
--> statement-breakpoint
-- How many tournaments are listed (the grid's `total`), so a page need not count them. One row,
-- written by a deferred trigger: at commit, the last lock a transaction takes, held only while it
-- commits, so it can never be part of a deadlock.
CREATE TABLE "listed_tournaments" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL CHECK ("id"),
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION count_listed_tournament() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.approval_status = 'approved' THEN delta := delta - 1; END IF;
  IF TG_OP <> 'DELETE' AND NEW.approval_status = 'approved' THEN delta := delta + 1; END IF;
  IF delta <> 0 THEN UPDATE listed_tournaments SET n = n + delta; END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tournaments_count_listed AFTER INSERT OR DELETE OR UPDATE OF approval_status ON "tournaments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_listed_tournament();
--> statement-breakpoint
-- Leaderboard totals, kept by the trigger below in the transaction that records the winners
-- (services/play/winners.ts). They count prizes for the boards; the ledger stays the record of
-- every coin. Winner rows are only ever inserted, so the totals only ever grow.
CREATE TABLE "leaderboard_totals" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"wins" integer NOT NULL,
	"coins" bigint NOT NULL,
	"last_win" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- The all-time board: its top 50 in this index's order (most coins, then most wins, then who got there first).
CREATE INDEX "leaderboard_totals_rank_idx" ON "leaderboard_totals" USING btree ("coins" DESC, "wins" DESC, "last_win");
--> statement-breakpoint
-- Per UK calendar day (LEADERBOARD_TIME_ZONE): coins paid, and players whose first win fell that
-- day, so the all-time figures are sums over days instead of over every winner row.
CREATE TABLE "leaderboard_days" (
	"day" date PRIMARY KEY NOT NULL,
	"coins" bigint NOT NULL,
	"new_players" integer NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION count_leaderboard_win() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  wins_now integer;
BEGIN
  INSERT INTO leaderboard_totals AS t (user_id, wins, coins, last_win)
  VALUES (NEW.user_id, 1, NEW.coins_awarded, NEW.awarded_at)
  ON CONFLICT (user_id) DO UPDATE
    SET wins = t.wins + 1, coins = t.coins + EXCLUDED.coins, last_win = greatest(t.last_win, EXCLUDED.last_win)
  RETURNING wins INTO wins_now;
  INSERT INTO leaderboard_days AS d (day, coins, new_players)
  VALUES ((NEW.awarded_at AT TIME ZONE 'Europe/London')::date, NEW.coins_awarded, CASE WHEN wins_now = 1 THEN 1 ELSE 0 END)
  ON CONFLICT (day) DO UPDATE SET coins = d.coins + EXCLUDED.coins, new_players = d.new_players + EXCLUDED.new_players;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deferred to the commit like the listed count: the day's row is shared by every payout of the
-- day, and its lock is then held only while the transaction commits.
CREATE CONSTRAINT TRIGGER tournament_winners_count AFTER INSERT ON "tournament_winners"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_leaderboard_win();
--> statement-breakpoint
-- backfill: the tournaments and winners recorded before this migration. Each statement sets the
-- sums from the rows, so running it again (bench/lib/volume-fill.ts does, after a bulk load that
-- skipped the triggers) leaves them right.
INSERT INTO "listed_tournaments" ("id", "n")
SELECT true, count(*) FROM "tournaments" WHERE "approval_status" = 'approved'
ON CONFLICT ("id") DO UPDATE SET "n" = EXCLUDED."n";
--> statement-breakpoint
-- backfill
INSERT INTO "leaderboard_totals" ("user_id", "wins", "coins", "last_win")
SELECT "user_id", count(*), sum("coins_awarded"), max("awarded_at") FROM "tournament_winners" GROUP BY "user_id"
ON CONFLICT ("user_id") DO UPDATE SET "wins" = EXCLUDED."wins", "coins" = EXCLUDED."coins", "last_win" = EXCLUDED."last_win";
--> statement-breakpoint
-- backfill
INSERT INTO "leaderboard_days" ("day", "coins", "new_players")
SELECT paid.day, paid.coins, coalesce(firsts.n, 0)
FROM (
  SELECT ("awarded_at" AT TIME ZONE 'Europe/London')::date AS day, sum("coins_awarded") AS coins
  FROM "tournament_winners" GROUP BY 1
) paid
LEFT JOIN (
  SELECT (first_win AT TIME ZONE 'Europe/London')::date AS day, count(*) AS n
  FROM (SELECT min("awarded_at") AS first_win FROM "tournament_winners" GROUP BY "user_id") f GROUP BY 1
) firsts ON firsts.day = paid.day
ON CONFLICT ("day") DO UPDATE SET "coins" = EXCLUDED."coins", "new_players" = EXCLUDED."new_players";
