CREATE TABLE "team_holds" (
	"tournament_id" uuid NOT NULL,
	"team_number" integer NOT NULL,
	"captain_id" uuid NOT NULL,
	"invite_code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_holds_tournament_id_team_number_pk" PRIMARY KEY("tournament_id","team_number")
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tournament_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"offer_team_number" integer,
	"offer_slot_index" integer,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_offer_whole" CHECK (("waitlist_entries"."offer_team_number" IS NULL) = ("waitlist_entries"."offer_slot_index" IS NULL) AND ("waitlist_entries"."offer_slot_index" IS NULL) = ("waitlist_entries"."offer_expires_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "tournament_slots" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "check_in_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "check_in_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "no_shows_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_holds" ADD CONSTRAINT "team_holds_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_holds" ADD CONSTRAINT "team_holds_captain_id_users_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_holds_code_uq" ON "team_holds" USING btree ("invite_code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "team_holds_captain_uq" ON "team_holds" USING btree ("tournament_id","captain_id");--> statement-breakpoint
CREATE INDEX "team_holds_expires_idx" ON "team_holds" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_player_uq" ON "waitlist_entries" USING btree ("tournament_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offer_seat_uq" ON "waitlist_entries" USING btree ("tournament_id","offer_team_number","offer_slot_index");--> statement-breakpoint
CREATE INDEX "waitlist_tournament_idx" ON "waitlist_entries" USING btree ("tournament_id","id");--> statement-breakpoint
CREATE INDEX "waitlist_offer_expires_idx" ON "waitlist_entries" USING btree ("offer_expires_at");--> statement-breakpoint
CREATE INDEX "tournaments_check_in_idx" ON "tournaments" USING btree ("start_date") WHERE "tournaments"."check_in_minutes" > 0 AND "tournaments"."no_shows_released_at" IS NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_check_in_range" CHECK ("tournaments"."check_in_minutes" BETWEEN 0 AND 60);