CREATE TABLE "series_results" (
	"tournament_id" uuid NOT NULL,
	"match_number" integer NOT NULL,
	"team_number" integer NOT NULL,
	"placement" integer NOT NULL,
	"kills" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_results_tournament_id_match_number_team_number_pk" PRIMARY KEY("tournament_id","match_number","team_number"),
	CONSTRAINT "series_results_values" CHECK ("series_results"."placement" >= 1 AND "series_results"."kills" BETWEEN 0 AND 99 AND "series_results"."match_number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "series" jsonb;--> statement-breakpoint
ALTER TABLE "series_results" ADD CONSTRAINT "series_results_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "series_results_placement_uq" ON "series_results" USING btree ("tournament_id","match_number","placement");