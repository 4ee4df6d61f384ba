-- Cups (docs/product/cups.md): a competition of stages whose lobbies are tournaments (series).
-- The cup keeps only what it adds: registration and its pool, the stages, which team plays in
-- which lobby, and its co-hosts.
CREATE TABLE "cups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE RESTRICT,
	"title" text NOT NULL,
	"rules" text NOT NULL,
	"tiktok_username" text NOT NULL,
	"template_type" text NOT NULL,
	"game_mode" text NOT NULL,
	"slots_per_team" integer NOT NULL,
	"max_teams" integer NOT NULL,
	"registered_teams" integer DEFAULT 0 NOT NULL,
	-- Teams ever registered: the next team's number (registration order), never reused.
	"teams_numbered" integer DEFAULT 0 NOT NULL,
	"entry_fee" integer NOT NULL,
	"prize_pool" integer DEFAULT 0 NOT NULL,
	"owner_contribution" integer DEFAULT 0 NOT NULL,
	"contribution_purchased" integer DEFAULT 0 NOT NULL,
	"contribution_winnings" integer DEFAULT 0 NOT NULL,
	"payout" integer[] NOT NULL,
	"payout_hold_minutes" integer DEFAULT 0 NOT NULL,
	"stages" jsonb NOT NULL,
	"registration_opens_at" timestamp with time zone DEFAULT now() NOT NULL,
	"registration_closes_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'registration' NOT NULL,
	"current_stage" integer DEFAULT 0 NOT NULL,
	"seeding" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cups_status" CHECK ("status" IN ('registration', 'running', 'finished', 'cancelled')),
	CONSTRAINT "cups_seeding" CHECK ("seeding" IS NULL OR "seeding" IN ('random', 'snake')),
	CONSTRAINT "cups_money_non_negative" CHECK ("entry_fee" >= 0 AND "prize_pool" >= 0 AND "owner_contribution" >= 0),
	CONSTRAINT "cups_teams_in_range" CHECK ("registered_teams" >= 0 AND "registered_teams" <= "max_teams")
);
--> statement-breakpoint
CREATE INDEX "cups_listed_idx" ON "cups" USING btree ("status", "created_at" DESC);
--> statement-breakpoint
-- A registered team, in registration order (`number`, the last tiebreak of every ranking).
CREATE TABLE "cup_teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cup_id" uuid NOT NULL REFERENCES "cups"("id") ON DELETE CASCADE,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"captain_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"invite_code_hash" text,
	"members" integer DEFAULT 1 NOT NULL,
	"stage_reached" integer DEFAULT 0 NOT NULL,
	"final_rank" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cup_teams_number_uq" UNIQUE ("cup_id", "number")
);
--> statement-breakpoint
CREATE INDEX "cup_teams_invite_idx" ON "cup_teams" USING btree ("cup_id", "invite_code_hash");
--> statement-breakpoint
-- Every registered player, with how their fee was paid so a refund returns each part to its bucket.
-- One registration per player per cup.
CREATE TABLE "cup_players" (
	"cup_id" uuid NOT NULL REFERENCES "cups"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"team_id" uuid NOT NULL REFERENCES "cup_teams"("id") ON DELETE CASCADE,
	"fee_purchased" integer DEFAULT 0 NOT NULL,
	"fee_winnings" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	-- When the fee came back (the cup cancelled, their lobby voided, a kick): once per player.
	"refunded_at" timestamp with time zone,
	CONSTRAINT "cup_players_pk" PRIMARY KEY ("cup_id", "user_id")
);
--> statement-breakpoint
CREATE INDEX "cup_players_team_idx" ON "cup_players" USING btree ("team_id", "joined_at");
--> statement-breakpoint
CREATE INDEX "cup_players_user_idx" ON "cup_players" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE "cup_co_hosts" (
	"cup_id" uuid NOT NULL REFERENCES "cups"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	CONSTRAINT "cup_co_hosts_pk" PRIMARY KEY ("cup_id", "user_id")
);
--> statement-breakpoint
-- Each lobby of each stage is a tournament; a team's place in a stage is its team number there.
CREATE TABLE "cup_lobbies" (
	"tournament_id" uuid PRIMARY KEY NOT NULL REFERENCES "tournaments"("id") ON DELETE CASCADE,
	"cup_id" uuid NOT NULL REFERENCES "cups"("id") ON DELETE CASCADE,
	"stage" integer NOT NULL,
	"lobby" integer NOT NULL,
	CONSTRAINT "cup_lobbies_position_uq" UNIQUE ("cup_id", "stage", "lobby")
);
--> statement-breakpoint
CREATE TABLE "cup_entries" (
	"cup_id" uuid NOT NULL REFERENCES "cups"("id") ON DELETE CASCADE,
	"stage" integer NOT NULL,
	"team_id" uuid NOT NULL REFERENCES "cup_teams"("id") ON DELETE CASCADE,
	"tournament_id" uuid NOT NULL REFERENCES "tournaments"("id") ON DELETE CASCADE,
	"team_number" integer NOT NULL,
	CONSTRAINT "cup_entries_pk" PRIMARY KEY ("cup_id", "stage", "team_id"),
	CONSTRAINT "cup_entries_seat_uq" UNIQUE ("tournament_id", "team_number")
);
--> statement-breakpoint
CREATE INDEX "cup_entries_team_idx" ON "cup_entries" USING btree ("team_id");
--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "cup_id" uuid REFERENCES "cups"("id") ON DELETE CASCADE;
--> statement-breakpoint
-- A cup's co-host runs this lobby besides its creator (the cup's owner): room code, stop entries,
-- kick with a refund, results. Nothing more.
ALTER TABLE "tournaments" ADD COLUMN "co_host_id" uuid REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "tournaments_co_host_idx" ON "tournaments" USING btree ("co_host_id") WHERE "co_host_id" IS NOT NULL;
--> statement-breakpoint
-- Cup lobbies are not listed in the grid (the cup page lists them), so the listed count leaves
-- them out.
CREATE OR REPLACE FUNCTION count_listed_tournament() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.approval_status = 'approved' AND OLD.cup_id IS NULL THEN delta := delta - 1; END IF;
  IF TG_OP <> 'DELETE' AND NEW.approval_status = 'approved' AND NEW.cup_id IS NULL THEN delta := delta + 1; END IF;
  IF delta <> 0 THEN UPDATE listed_tournaments SET n = n + delta; END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The cup pushes (docs/product/cups.md): a player's lobby and their team's final rank, in a switch
-- of their own; devices that get room codes get them too.
ALTER TABLE "push_subscriptions" DROP CONSTRAINT "push_subscriptions_kinds_known";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_kinds_known" CHECK ("push_subscriptions"."kinds" <@ ARRAY['room_code','kicked','moved','reminder','check_in_open','cashout_status','approved','declined','team_joined','waitlist_offer','voided','results_overdue','dispute_filed','dispute_resolved','cup_placed','cup_finished']::text[]);--> statement-breakpoint
ALTER TABLE "push_subscriptions" ALTER COLUMN "kinds" SET DEFAULT ARRAY['room_code','kicked','moved','reminder','check_in_open','cashout_status','approved','declined','team_joined','waitlist_offer','voided','results_overdue','dispute_filed','dispute_resolved','cup_placed','cup_finished']::text[];--> statement-breakpoint
UPDATE "push_subscriptions" SET "kinds" = "kinds" || ARRAY['cup_placed','cup_finished']::text[] WHERE 'room_code' = ANY("kinds") AND NOT 'cup_placed' = ANY("kinds");
