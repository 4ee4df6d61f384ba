-- The grid's first tiers, live and starting soon (docs/scale/query-plans.md#tournament-list), each
-- in its own order: a page walks a few rows of one of these instead of reading every open
-- tournament and sorting them, which with a thousand open tournaments was most of a player's page.
CREATE INDEX "tournaments_live_idx" ON "tournaments" USING btree ("created_at" DESC, "id" DESC) WHERE "approval_status" = 'approved' AND NOT "is_finalized" AND "status" = 'live';
--> statement-breakpoint
CREATE INDEX "tournaments_soon_idx" ON "tournaments" USING btree ("start_date", "created_at" DESC, "id" DESC) WHERE "approval_status" = 'approved' AND NOT "is_finalized" AND "status" <> 'live' AND "start_type" = 'scheduled';
