CREATE TYPE "public"."late_fee_run_state" AS ENUM('running', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "late_fee_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state" "late_fee_run_state" DEFAULT 'running' NOT NULL,
	"applied" integer,
	"error" text,
	"started_by" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "late_fee_runs_state_shape" CHECK (case "late_fee_runs"."state"
        when 'running' then "late_fee_runs"."finished_at" is null and "late_fee_runs"."applied" is null and "late_fee_runs"."error" is null
        when 'done' then "late_fee_runs"."finished_at" is not null and "late_fee_runs"."applied" is not null and "late_fee_runs"."error" is null
        else "late_fee_runs"."finished_at" is not null and "late_fee_runs"."error" is not null
      end)
);
--> statement-breakpoint
ALTER TABLE "late_fee_runs" ADD CONSTRAINT "late_fee_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;