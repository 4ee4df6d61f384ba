-- Money players can trust (docs/product/trust.md): the columns every trust rule reads, in one
-- migration so the void, payout and host-record work share one shape.
-- The room-code deadline: a tournament's start plus its grace; a when_full tournament starts when
-- its entries close (it filled up, or entries were stopped).
ALTER TABLE "tournaments" ADD COLUMN "code_grace_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "entries_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "first_code_sent_at" timestamp with time zone;--> statement-breakpoint
-- A void: every fee refunded by the deadline job, no admin involved.
ALTER TABLE "tournaments" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
-- The results deadline: admins alerted at half of it, unless an admin placed it under review.
ALTER TABLE "tournaments" ADD COLUMN "results_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "under_review_at" timestamp with time zone;--> statement-breakpoint
-- The payout hold: results recorded with a planned payout, paid when the hold ends.
ALTER TABLE "tournaments" ADD COLUMN "payout_hold_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "results_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "payout_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "payout_plan" jsonb;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_code_grace_minutes" CHECK ("tournaments"."code_grace_minutes" BETWEEN 5 AND 60);--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_void_reason" CHECK ("tournaments"."void_reason" IN ('no_room_code', 'no_results'));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_payout_hold_minutes" CHECK ("tournaments"."payout_hold_minutes" IN (0, 15, 30, 60, 180, 720, 1440));--> statement-breakpoint
-- A dispute of a tournament's results. Kept after the tournament is swept (tournament_id set
-- null): the host record counts disputes filed and upheld against its creator.
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid,
	"host_id" uuid NOT NULL,
	"filer_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"match_number" integer,
	"team_number" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution_note" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_status" CHECK ("disputes"."status" IN ('open', 'upheld', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_filer_id_users_id_fk" FOREIGN KEY ("filer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disputes_tournament_idx" ON "disputes" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "disputes_host_idx" ON "disputes" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "disputes_open_idx" ON "disputes" USING btree ("created_at") WHERE "disputes"."status" = 'open';--> statement-breakpoint
-- One open dispute per player per tournament.
CREATE UNIQUE INDEX "disputes_one_open_uq" ON "disputes" USING btree ("tournament_id","filer_id") WHERE "disputes"."status" = 'open';--> statement-breakpoint
-- Evidence images of a dispute (at most 3, checked by the service under the dispute's lock).
CREATE TABLE "dispute_evidence" (
	"dispute_id" uuid NOT NULL,
	"image_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_evidence_pk" PRIMARY KEY("dispute_id","image_id")
);
--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The trust pushes (docs/product/trust.md): `voided` to the players and the creator (in the
-- seat-changes switch); `results_overdue` to admins, `dispute_filed` to the host and
-- `dispute_resolved` to the filer (in the approvals switch). Devices that had the switch on get
-- the new kinds with it.
ALTER TABLE "push_subscriptions" DROP CONSTRAINT "push_subscriptions_kinds_known";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_kinds_known" CHECK ("push_subscriptions"."kinds" <@ ARRAY['room_code','kicked','moved','reminder','check_in_open','cashout_status','approved','declined','team_joined','waitlist_offer','voided','results_overdue','dispute_filed','dispute_resolved']::text[]);--> statement-breakpoint
ALTER TABLE "push_subscriptions" ALTER COLUMN "kinds" SET DEFAULT ARRAY['room_code','kicked','moved','reminder','check_in_open','cashout_status','approved','declined','team_joined','waitlist_offer','voided','results_overdue','dispute_filed','dispute_resolved']::text[];--> statement-breakpoint
UPDATE "push_subscriptions" SET "kinds" = "kinds" || ARRAY['voided']::text[] WHERE 'kicked' = ANY("kinds") AND NOT 'voided' = ANY("kinds");--> statement-breakpoint
UPDATE "push_subscriptions" SET "kinds" = "kinds" || ARRAY['results_overdue','dispute_filed','dispute_resolved']::text[] WHERE 'approved' = ANY("kinds") AND NOT 'results_overdue' = ANY("kinds");
