ALTER TYPE "public"."audit_action" ADD VALUE 'course.instructors_changed' BEFORE 'chapter.created';--> statement-breakpoint
ALTER TYPE "public"."role" ADD VALUE 'instructor';--> statement-breakpoint
CREATE TABLE "course_instructors" (
	"course_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	CONSTRAINT "course_instructors_course_id_staff_id_pk" PRIMARY KEY("course_id","staff_id")
);
--> statement-breakpoint
ALTER TABLE "course_instructors" ADD CONSTRAINT "course_instructors_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_instructors" ADD CONSTRAINT "course_instructors_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_instructors_staff_idx" ON "course_instructors" USING btree ("staff_id");