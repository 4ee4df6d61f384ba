-- Game identity (docs/product/results.md#game-identity): a player's in-game UID and name. A UID
-- belongs to one account only; the unique index decides it, races included.
ALTER TABLE "users" ADD COLUMN "game_uid" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "game_name" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_game_uid_uq" ON "users" USING btree ("game_uid") WHERE "users"."game_uid" IS NOT NULL;--> statement-breakpoint
-- A tournament may seat only players who stored their game identity.
ALTER TABLE "tournaments" ADD COLUMN "require_game_identity" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The account's history that admins read on the player page: changes of the game identity.
CREATE TABLE "account_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_events_kind" CHECK ("account_events"."kind" IN ('game_identity_set'))
);
--> statement-breakpoint
ALTER TABLE "account_events" ADD CONSTRAINT "account_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_events_user_idx" ON "account_events" USING btree ("user_id","id");
