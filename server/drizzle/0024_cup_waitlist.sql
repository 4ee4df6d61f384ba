-- A cup's waitlist (docs/product/cups.md#the-waitlist): teams may register past max_teams, up to
-- waitlist_teams more; they are placed in registration order when a place opens (a team leaving
-- before seeding, a team that does not check in for stage 1), and their fees come back when the
-- waitlist closes without a place for them (dropped_at). paid_out keeps what the final paid, so a
-- finished cup still shows its prize once its pool is empty. And three foreign keys to cups go
-- (below).
ALTER TABLE "cups" ADD COLUMN "waitlist_teams" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cups" ADD COLUMN "paid_out" integer;--> statement-breakpoint
ALTER TABLE "cups" DROP CONSTRAINT "cups_teams_in_range";--> statement-breakpoint
ALTER TABLE "cups" ADD CONSTRAINT "cups_teams_in_range" CHECK ("cups"."registered_teams" >= 0 AND "cups"."waitlist_teams" >= 0 AND "cups"."registered_teams" <= "cups"."max_teams" + "cups"."waitlist_teams");--> statement-breakpoint
ALTER TABLE "cup_teams" ADD COLUMN "dropped_at" timestamp with time zone;--> statement-breakpoint
-- A cup's row is rewritten by every registration (its counters and pool): after a storm of
-- thousands, reading it through its key costs about a millisecond until it is vacuumed, and a
-- foreign key reads it once per inserted row (seeding's 2,048 entries took 1.6 s). These three
-- cup_id columns are copies kept for their indexes; each row still goes with its cup through a
-- key that cascades from it (team_id to cup_teams, tournament_id to tournaments).
ALTER TABLE "cup_players" DROP CONSTRAINT "cup_players_cup_id_fkey";--> statement-breakpoint
ALTER TABLE "cup_lobbies" DROP CONSTRAINT "cup_lobbies_cup_id_fkey";--> statement-breakpoint
ALTER TABLE "cup_entries" DROP CONSTRAINT "cup_entries_cup_id_fkey";
