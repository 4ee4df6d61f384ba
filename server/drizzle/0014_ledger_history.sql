-- A player's money history (docs/product/money.md#money-history) reads their own rows newest
-- first, a page at a time: one index walk from the cursor, no sort of all their rows. It starts
-- with user_id, so it also serves everything the plain user_id index did (counts, the foreign key).
CREATE INDEX "ledger_user_history_idx" ON "ledger_entries" USING btree ("user_id","id" DESC);
--> statement-breakpoint
DROP INDEX IF EXISTS "ledger_user_idx";
--> statement-breakpoint
-- The winnings chart reads the latest winnings rows only: a partial index skips the (many more)
-- purchased rows and costs nothing on their inserts.
CREATE INDEX "ledger_user_winnings_idx" ON "ledger_entries" USING btree ("user_id","id" DESC) WHERE "bucket" = 'winnings';
--> statement-breakpoint
-- The id and title of every removed tournament, so a ledger row that refers to one still names it
-- after the sweep has deleted the tournament (winner records keep their title the same way).
CREATE TABLE "removed_tournaments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION keep_removed_tournament_title() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO removed_tournaments (id, title) VALUES (OLD.id, OLD.title) ON CONFLICT (id) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tournaments_keep_title AFTER DELETE ON tournaments
  FOR EACH ROW EXECUTE FUNCTION keep_removed_tournament_title();
