-- Sessions ended one at a time (docs/product/accounts.md#sessions): a logout adds its session here,
-- and a token of a session listed here is refused on every instance. A row is needed only until
-- the token's own expiry; the user's rows are pruned at their next logout and whenever every
-- session of the user ends (the session version then refuses the tokens anyway).
CREATE TABLE "ended_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ended_sessions" ADD CONSTRAINT "ended_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ended_sessions_user_idx" ON "ended_sessions" USING btree ("user_id");
