CREATE TYPE "public"."backup_reason" AS ENUM('scheduled', 'manual', 'import');--> statement-breakpoint
CREATE TYPE "public"."backup_state" AS ENUM('running', 'done', 'failed');--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'backup.created';--> statement-breakpoint
ALTER TYPE "public"."audit_entity_type" ADD VALUE 'backup';--> statement-breakpoint
CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reason" "backup_reason" NOT NULL,
	"state" "backup_state" DEFAULT 'running' NOT NULL,
	"scheduled_on" date,
	"file_name" text NOT NULL,
	"size" bigint,
	"error" text,
	"started_by" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "backups_state_shape" CHECK (case "backups"."state"
        when 'running' then "backups"."finished_at" is null and "backups"."size" is null and "backups"."error" is null
        when 'done' then "backups"."finished_at" is not null and "backups"."size" is not null and "backups"."error" is null
        else "backups"."finished_at" is not null and "backups"."error" is not null
      end)
);
--> statement-breakpoint
ALTER TABLE "backups" ADD CONSTRAINT "backups_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "backups_scheduled_on_key" ON "backups" USING btree ("scheduled_on");--> statement-breakpoint
CREATE INDEX "backups_started_at_idx" ON "backups" USING btree ("started_at");