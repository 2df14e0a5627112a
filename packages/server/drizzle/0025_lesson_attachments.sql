ALTER TYPE "public"."audit_action" ADD VALUE 'course.copied' BEFORE 'chapter.created';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'lesson.attachment_added' BEFORE 'outline.reordered';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'lesson.attachment_removed' BEFORE 'outline.reordered';--> statement-breakpoint
CREATE TABLE "lesson_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lesson_attachments" ADD CONSTRAINT "lesson_attachments_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_attachments" ADD CONSTRAINT "lesson_attachments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_attachments_lesson_idx" ON "lesson_attachments" USING btree ("lesson_id","created_at");--> statement-breakpoint
CREATE INDEX "lesson_attachments_storage_key_idx" ON "lesson_attachments" USING btree ("storage_key");