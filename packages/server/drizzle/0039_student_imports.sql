CREATE TABLE "student_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"file_name" text NOT NULL,
	"started_by" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_imports_state" CHECK ("student_imports"."state" in ('running', 'undoing', 'done', 'undone'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "student_imports" ADD CONSTRAINT "student_imports_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_imports_unfinished_idx" ON "student_imports" USING btree ("heartbeat_at") WHERE "student_imports"."state" in ('running', 'undoing');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_import_id_student_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."student_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_import_idx" ON "users" USING btree ("import_id") WHERE "users"."import_id" is not null;--> statement-breakpoint
-- The audit trail stays append-only, but for one thing: an import being undone takes back the events about the students
-- it created (the import never was, for the office, as a transaction rolled back; the students themselves go too).
CREATE OR REPLACE FUNCTION audit_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND EXISTS (
    SELECT 1 FROM users u JOIN student_imports i ON i.id = u.import_id
    WHERE u.id IN (OLD.student_id, OLD.actor_id) AND i.state = 'undoing'
  ) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit events are append-only';
END;
$$;
