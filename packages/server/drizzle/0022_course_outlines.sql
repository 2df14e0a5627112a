ALTER TYPE "public"."audit_action" ADD VALUE 'chapter.created' BEFORE 'notice.created';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'chapter.updated' BEFORE 'notice.created';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'chapter.deleted' BEFORE 'notice.created';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'lesson.created' BEFORE 'notice.created';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'lesson.updated' BEFORE 'notice.created';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'lesson.deleted' BEFORE 'notice.created';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'outline.reordered' BEFORE 'notice.created';--> statement-breakpoint
ALTER TYPE "public"."audit_entity_type" ADD VALUE 'chapter' BEFORE 'notice';--> statement-breakpoint
ALTER TYPE "public"."audit_entity_type" ADD VALUE 'lesson' BEFORE 'notice';--> statement-breakpoint
CREATE TABLE "chapters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_completions" (
	"student_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_completions_student_id_lesson_id_pk" PRIMARY KEY("student_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chapter_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"video_url" text,
	"minutes" integer,
	"position" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lessons_minutes_positive" CHECK ("lessons"."minutes" is null or "lessons"."minutes" >= 1)
);
--> statement-breakpoint
ALTER TABLE "enrollments" DROP CONSTRAINT "enrollments_progress_range";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "lesson_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "completed_lessons" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "last_lesson_id" uuid;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_chapter_id_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chapters_course_idx" ON "chapters" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "lesson_completions_lesson_idx" ON "lesson_completions" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "lesson_completions_student_course_idx" ON "lesson_completions" USING btree ("student_id","course_id");--> statement-breakpoint
CREATE INDEX "lessons_chapter_idx" ON "lessons" USING btree ("chapter_id","position");--> statement-breakpoint
CREATE INDEX "lessons_course_idx" ON "lessons" USING btree ("course_id");--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_last_lesson_id_lessons_id_fk" FOREIGN KEY ("last_lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrollments_course_progress_idx" ON "enrollments" USING btree ("course_id","completed_lessons" DESC NULLS FIRST,"id");--> statement-breakpoint
ALTER TABLE "enrollments" DROP COLUMN "progress";--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_completed_lessons_not_negative" CHECK ("enrollments"."completed_lessons" >= 0);--> statement-breakpoint
-- Progress now follows from lessons completed: no course has lessons yet, so no enrollment is complete.
UPDATE enrollments SET completed_at = NULL;
--> statement-breakpoint
-- courses.lesson_count: the lessons of the course's outline, kept by every insert and delete of a lesson.
CREATE FUNCTION lessons_count_in_course() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE courses SET lesson_count = lesson_count + 1 WHERE id = NEW.course_id;
  ELSE
    UPDATE courses SET lesson_count = lesson_count - 1 WHERE id = OLD.course_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER lessons_count_in_course AFTER INSERT OR DELETE ON lessons
  FOR EACH ROW EXECUTE FUNCTION lessons_count_in_course();
--> statement-breakpoint
-- enrollments.completed_lessons: the student's completions of the course's lessons. completed_at is when they last
-- completed the last lesson they had not; an undone lesson clears it, a deleted lesson (its completions go with it)
-- does not.
CREATE FUNCTION lesson_completions_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE enrollments e
    SET completed_lessons = e.completed_lessons + 1,
        completed_at = CASE WHEN e.completed_lessons + 1 >= c.lesson_count THEN NEW.completed_at ELSE e.completed_at END
    FROM courses c
    WHERE c.id = e.course_id AND e.student_id = NEW.student_id AND e.course_id = NEW.course_id;
  ELSE
    UPDATE enrollments e
    SET completed_lessons = greatest(e.completed_lessons - 1, 0),
        completed_at = CASE WHEN EXISTS (SELECT 1 FROM lessons WHERE id = OLD.lesson_id) THEN NULL ELSE e.completed_at END
    WHERE e.student_id = OLD.student_id AND e.course_id = OLD.course_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER lesson_completions_count AFTER INSERT OR DELETE ON lesson_completions
  FOR EACH ROW EXECUTE FUNCTION lesson_completions_count();
--> statement-breakpoint
-- A student enrolled again finds the lessons they had completed still completed.
CREATE FUNCTION enrollments_count_completions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.completed_lessons := (
    SELECT count(*) FROM lesson_completions WHERE student_id = NEW.student_id AND course_id = NEW.course_id
  );
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER enrollments_count_completions BEFORE INSERT ON enrollments
  FOR EACH ROW EXECUTE FUNCTION enrollments_count_completions();
