CREATE TYPE "public"."assessment_kind" AS ENUM('test', 'assignment', 'practical', 'exam');--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'assessment.created';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'assessment.updated';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'assessment.deleted';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'assessment.published';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'marks.saved';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'marks.corrected';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'marks.imported';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'grade_scale.changed';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'report_card.issued';--> statement-breakpoint
ALTER TYPE "public"."audit_entity_type" ADD VALUE 'assessment';--> statement-breakpoint
ALTER TYPE "public"."audit_entity_type" ADD VALUE 'grade_scale';--> statement-breakpoint
ALTER TYPE "public"."audit_entity_type" ADD VALUE 'report_card';--> statement-breakpoint
ALTER TYPE "public"."email_kind" ADD VALUE 'result_published';--> statement-breakpoint
ALTER TYPE "public"."email_kind" ADD VALUE 'result_changed';--> statement-breakpoint
CREATE TABLE "assessment_marks" (
	"assessment_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"marks" numeric(7, 2),
	"absent" boolean DEFAULT false NOT NULL,
	"exempt" boolean DEFAULT false NOT NULL,
	"remark" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_marks_assessment_id_student_id_pk" PRIMARY KEY("assessment_id","student_id"),
	CONSTRAINT "assessment_marks_shape" CHECK (case when "assessment_marks"."absent" or "assessment_marks"."exempt" then "assessment_marks"."marks" is null and not ("assessment_marks"."absent" and "assessment_marks"."exempt")
        else "assessment_marks"."marks" is not null and "assessment_marks"."marks" >= 0 end)
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"section_id" uuid,
	"title" text NOT NULL,
	"kind" "assessment_kind" NOT NULL,
	"date" date NOT NULL,
	"max_marks" numeric(7, 2) NOT NULL,
	"weight" numeric(5, 2) NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" uuid,
	"marks_version" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "assessments_max_marks_positive" CHECK ("assessments"."max_marks" > 0),
	CONSTRAINT "assessments_weight_range" CHECK ("assessments"."weight" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "grade_scales" (
	"version" integer PRIMARY KEY NOT NULL,
	"bands" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"student_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"student_name" text NOT NULL,
	"course_name" text NOT NULL,
	"result_percent" numeric(5, 2),
	"grade" text,
	"content_hash" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind_shape";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "assessment_marks" ADD CONSTRAINT "assessment_marks_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_marks" ADD CONSTRAINT "assessment_marks_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_marks" ADD CONSTRAINT "assessment_marks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_scales" ADD CONSTRAINT "grade_scales_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_marks_student_idx" ON "assessment_marks" USING btree ("student_id","assessment_id");--> statement-breakpoint
CREATE INDEX "assessments_course_idx" ON "assessments" USING btree ("course_id","date","id") WHERE "assessments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "assessments_published_idx" ON "assessments" USING btree ("published_at" DESC NULLS LAST) WHERE "assessments"."published_at" is not null and "assessments"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "report_cards_code_key" ON "report_cards" USING btree ("code");--> statement-breakpoint
CREATE INDEX "report_cards_student_course_idx" ON "report_cards" USING btree ("student_id","course_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_shape" CHECK (case "email_outbox"."kind"::text
        when 'receipt' then "email_outbox"."payment_id" is not null
        when 'notice' then "email_outbox"."notice_id" is not null
        when 'reminder' then "email_outbox"."due_fees" is not null
        when 'absence' then "email_outbox"."missed_classes" is not null
        when 'attendance_warning' then "email_outbox"."low_attendance" is not null
        else "email_outbox"."result" is not null
      end);
