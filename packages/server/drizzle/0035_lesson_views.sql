CREATE TABLE "lesson_views" (
	"student_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"first_opened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lesson_views_student_id_lesson_id_pk" PRIMARY KEY("student_id","lesson_id")
);
--> statement-breakpoint
ALTER TABLE "lesson_views" ADD CONSTRAINT "lesson_views_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_views" ADD CONSTRAINT "lesson_views_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_views_lesson_idx" ON "lesson_views" USING btree ("lesson_id");--> statement-breakpoint
-- A student whose last lesson not done was deleted has completed the course, but only completing a lesson used to date
-- it: such an enrollment takes the time of the student's last completion in the course.
UPDATE enrollments e
SET completed_at = (
  SELECT max(lc.completed_at) FROM lesson_completions lc WHERE lc.student_id = e.student_id AND lc.course_id = e.course_id
)
FROM courses c
WHERE c.id = e.course_id AND e.completed_at IS NULL AND c.lesson_count > 0 AND e.completed_lessons >= c.lesson_count;
