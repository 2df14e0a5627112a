ALTER TYPE "public"."email_kind" ADD VALUE 'absence';--> statement-breakpoint
ALTER TYPE "public"."email_kind" ADD VALUE 'attendance_warning';--> statement-breakpoint
CREATE TABLE "attendance_email_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"absences" integer NOT NULL,
	"warnings" integer NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_warnings" (
	"student_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"warned_on" date NOT NULL,
	CONSTRAINT "attendance_warnings_student_id_course_id_pk" PRIMARY KEY("student_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind_shape";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "missed_classes" jsonb;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "low_attendance" jsonb;--> statement-breakpoint
ALTER TABLE "attendance_warnings" ADD CONSTRAINT "attendance_warnings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_warnings" ADD CONSTRAINT "attendance_warnings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind_shape" CHECK (case "email_outbox"."kind"::text
        when 'receipt' then "email_outbox"."payment_id" is not null
        when 'notice' then "email_outbox"."notice_id" is not null
        when 'reminder' then "email_outbox"."due_fees" is not null
        when 'absence' then "email_outbox"."missed_classes" is not null
        else "email_outbox"."low_attendance" is not null
      end);