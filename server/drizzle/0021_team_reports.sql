-- Teams report their own result (docs/product/results.md#team-reports): one report per team and
-- match, replaced by a teammate's later report. A single game is match 1. The screenshot is an
-- image like the others, but private: only the reports' own route serves it (never /uploads).
ALTER TABLE "images" ADD COLUMN "private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- backfill: a dispute's evidence stored before this column is private too.
UPDATE "images" SET "private" = true WHERE "id" IN (SELECT "image_id" FROM "dispute_evidence");--> statement-breakpoint
CREATE TABLE "match_reports" (
	"tournament_id" uuid NOT NULL,
	"match_number" integer NOT NULL,
	"team_number" integer NOT NULL,
	"reporter_id" uuid,
	"placement" integer NOT NULL,
	"kills" integer NOT NULL,
	"image_id" uuid,
	"read" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_reports_tournament_id_match_number_team_number_pk" PRIMARY KEY("tournament_id","match_number","team_number"),
	CONSTRAINT "match_reports_values" CHECK ("match_reports"."placement" >= 1 AND "match_reports"."kills" BETWEEN 0 AND 99 AND "match_reports"."match_number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "match_reports" ADD CONSTRAINT "match_reports_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reports" ADD CONSTRAINT "match_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reports" ADD CONSTRAINT "match_reports_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_reports_image_uq" ON "match_reports" USING btree ("image_id") WHERE "match_reports"."image_id" IS NOT NULL;--> statement-breakpoint
-- A screenshot belongs to its report: when the report is deleted (with its tournament) or
-- replaced by a teammate's, the image it named is deleted by the same statement.
CREATE FUNCTION delete_report_image() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM images WHERE id = OLD.image_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER match_reports_image_gone AFTER DELETE ON match_reports
  FOR EACH ROW WHEN (OLD.image_id IS NOT NULL) EXECUTE FUNCTION delete_report_image();
--> statement-breakpoint
CREATE TRIGGER match_reports_image_replaced AFTER UPDATE OF image_id ON match_reports
  FOR EACH ROW WHEN (OLD.image_id IS NOT NULL AND OLD.image_id IS DISTINCT FROM NEW.image_id)
  EXECUTE FUNCTION delete_report_image();
