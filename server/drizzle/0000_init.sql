CREATE TABLE "auth_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashout_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"sender_type" text NOT NULL,
	"sender_id" uuid,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashout_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"coins_to_convert" integer NOT NULL,
	"requested_amount_pence" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text NOT NULL,
	"paypal_email" text,
	"paypal_first_name" text,
	"paypal_surname" text,
	"whatsapp_number" text,
	"account_holder_name" text,
	"account_holder_surname" text,
	"bank_name" text,
	"country" text,
	"account_number" text,
	"sort_code" text,
	"swift_bic" text,
	"iban" text,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"postal_code" text,
	"admin_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "cashout_amount_positive" CHECK ("cashout_requests"."coins_to_convert" > 0)
);
--> statement-breakpoint
CREATE TABLE "class_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"type" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"bucket" text NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"ref_type" text,
	"ref_id" text,
	"idempotency_key" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_delta_non_zero" CHECK ("ledger_entries"."delta" <> 0)
);
--> statement-breakpoint
CREATE TABLE "open_lobbies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"room_code" text NOT NULL,
	"room_link" text,
	"map_selection" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"stripe_session_id" text NOT NULL,
	"provider" text DEFAULT 'stripe' NOT NULL,
	"package_id" text NOT NULL,
	"coins" integer NOT NULL,
	"amount_pence" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"team_number" integer NOT NULL,
	"slot_index" integer NOT NULL,
	"player_id" uuid NOT NULL,
	"fee_purchased" integer DEFAULT 0 NOT NULL,
	"fee_winnings" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_winners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid,
	"tournament_title" text NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"coins_awarded" integer NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT 'Tournament Rules' NOT NULL,
	"image_url" text,
	"tournament_format" text NOT NULL,
	"template_type" text NOT NULL,
	"game_mode" text NOT NULL,
	"map_name" text NOT NULL,
	"slots_per_team" integer NOT NULL,
	"max_teams" integer NOT NULL,
	"max_players" integer NOT NULL,
	"current_players" integer DEFAULT 0 NOT NULL,
	"entry_fee" integer NOT NULL,
	"prize_pool" integer DEFAULT 0 NOT NULL,
	"creator_prize_contribution" integer DEFAULT 0 NOT NULL,
	"contribution_purchased" integer DEFAULT 0 NOT NULL,
	"contribution_winnings" integer DEFAULT 0 NOT NULL,
	"start_type" text DEFAULT 'scheduled' NOT NULL,
	"start_date" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"approval_status" text DEFAULT 'pending' NOT NULL,
	"entries_stopped" boolean DEFAULT false NOT NULL,
	"is_finalized" boolean DEFAULT false NOT NULL,
	"finalized_at" timestamp with time zone,
	"deletion_scheduled_at" timestamp with time zone,
	"room_code" text,
	"room_link" text,
	"room_password" text,
	"room_updated_at" timestamp with time zone,
	"rules" text NOT NULL,
	"tiktok_username" text NOT NULL,
	"creator_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_players_in_range" CHECK ("tournaments"."current_players" >= 0 AND "tournaments"."current_players" <= "tournaments"."max_players"),
	CONSTRAINT "tournaments_money_non_negative" CHECK ("tournaments"."entry_fee" >= 0 AND "tournaments"."prize_pool" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"codm_username" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone_number" text,
	"country_code" text DEFAULT '+44' NOT NULL,
	"tiktok_link" text NOT NULL,
	"role" text DEFAULT 'player' NOT NULL,
	"purchased_coins" integer DEFAULT 0 NOT NULL,
	"winnings_coins" integer DEFAULT 0 NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"is_test_user" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_balances_non_negative" CHECK ("users"."purchased_coins" >= 0 AND "users"."winnings_coins" >= 0)
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashout_messages" ADD CONSTRAINT "cashout_messages_request_id_cashout_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."cashout_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashout_requests" ADD CONSTRAINT "cashout_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_images" ADD CONSTRAINT "class_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_lobbies" ADD CONSTRAINT "open_lobbies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_chat_messages" ADD CONSTRAINT "tournament_chat_messages_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_chat_messages" ADD CONSTRAINT "tournament_chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_slots" ADD CONSTRAINT "tournament_slots_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_slots" ADD CONSTRAINT "tournament_slots_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_winners" ADD CONSTRAINT "tournament_winners_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_winners" ADD CONSTRAINT "tournament_winners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_uq" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "cashout_messages_request_idx" ON "cashout_messages" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "cashout_user_idx" ON "cashout_requests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_idempotency_uq" ON "ledger_entries" USING btree ("idempotency_key","user_id","bucket");--> statement-breakpoint
CREATE INDEX "ledger_user_idx" ON "ledger_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "open_lobbies_created_idx" ON "open_lobbies" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_stripe_session_uq" ON "purchases" USING btree ("stripe_session_id");--> statement-breakpoint
CREATE INDEX "purchases_user_idx" ON "purchases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_tournament_idx" ON "tournament_chat_messages" USING btree ("tournament_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "slots_position_uq" ON "tournament_slots" USING btree ("tournament_id","team_number","slot_index");--> statement-breakpoint
CREATE UNIQUE INDEX "slots_player_uq" ON "tournament_slots" USING btree ("tournament_id","player_id");--> statement-breakpoint
CREATE INDEX "slots_player_idx" ON "tournament_slots" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "winners_tournament_idx" ON "tournament_winners" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "winners_awarded_idx" ON "tournament_winners" USING btree ("awarded_at");--> statement-breakpoint
CREATE INDEX "winners_user_idx" ON "tournament_winners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tournaments_approval_created_idx" ON "tournaments" USING btree ("approval_status","created_at");--> statement-breakpoint
CREATE INDEX "tournaments_creator_idx" ON "tournaments" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "tournaments_deletion_idx" ON "tournaments" USING btree ("deletion_scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone_number");