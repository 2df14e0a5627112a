CREATE TYPE "public"."attendance_status" AS ENUM('present', 'absent', 'late', 'excused');--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'section.created';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'section.updated';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'section.deleted';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'section.students_moved';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'timetable.changed';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'holiday.added';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'holiday.removed';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'class_session.added';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'class_session.changed';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'attendance.marked';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'attendance.corrected';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'calendar_link.reset';--> statement-breakpoint
ALTER TYPE "public"."audit_entity_type" ADD VALUE 'section';--> statement-breakpoint
ALTER TYPE "public"."audit_entity_type" ADD VALUE 'holiday';--> statement-breakpoint
ALTER TYPE "public"."audit_entity_type" ADD VALUE 'class_session';--> statement-breakpoint
CREATE TABLE "attendance_marks" (
	"class_session_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"status" "attendance_status" NOT NULL,
	"note" text,
	"marked_by" uuid,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_status" "attendance_status" NOT NULL,
	"first_note" text,
	"first_marked_by" uuid,
	"first_marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_marks_class_session_id_student_id_pk" PRIMARY KEY("class_session_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "class_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section_id" uuid NOT NULL,
	"slot_id" uuid,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"room" text,
	"instructor_id" uuid,
	"cancelled" boolean DEFAULT false NOT NULL,
	"marked_at" timestamp with time zone,
	"attendance_version" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_sessions_end_after_start" CHECK ("class_sessions"."end_time" > "class_sessions"."start_time")
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"name" text NOT NULL,
	"capacity" integer,
	"main" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "sections_capacity_positive" CHECK ("sections"."capacity" is null or "sections"."capacity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "timetable_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"room" text,
	"instructor_id" uuid,
	CONSTRAINT "timetable_slots_weekday" CHECK ("timetable_slots"."weekday" between 1 and 7),
	CONSTRAINT "timetable_slots_end_after_start" CHECK ("timetable_slots"."end_time" > "timetable_slots"."start_time")
);
--> statement-breakpoint
CREATE TABLE "timetables" (
	"section_id" uuid PRIMARY KEY NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "section_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar_token" text;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_class_session_id_class_sessions_id_fk" FOREIGN KEY ("class_session_id") REFERENCES "public"."class_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_first_marked_by_users_id_fk" FOREIGN KEY ("first_marked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_slot_id_timetable_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."timetable_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_instructor_id_users_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_slots" ADD CONSTRAINT "timetable_slots_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_slots" ADD CONSTRAINT "timetable_slots_instructor_id_users_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetables" ADD CONSTRAINT "timetables_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_marks_student_idx" ON "attendance_marks" USING btree ("student_id","class_session_id");--> statement-breakpoint
CREATE INDEX "class_sessions_date_idx" ON "class_sessions" USING btree ("date","start_time");--> statement-breakpoint
CREATE INDEX "class_sessions_section_date_idx" ON "class_sessions" USING btree ("section_id","date","start_time");--> statement-breakpoint
CREATE INDEX "class_sessions_instructor_date_idx" ON "class_sessions" USING btree ("instructor_id","date","start_time");--> statement-breakpoint
CREATE INDEX "class_sessions_unmarked_idx" ON "class_sessions" USING btree ("date") WHERE "class_sessions"."marked_at" is null and not "class_sessions"."cancelled";--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_date_key" ON "holidays" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "sections_course_name_key" ON "sections" USING btree ("course_id",lower("name")) WHERE "sections"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sections_course_main_key" ON "sections" USING btree ("course_id") WHERE "sections"."main" and "sections"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "timetable_slots_section_idx" ON "timetable_slots" USING btree ("section_id");--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrollments_section_idx" ON "enrollments" USING btree ("section_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_calendar_token_key" ON "users" USING btree ("calendar_token");--> statement-breakpoint
-- Every course has its main section, made with it; an enrolment that names no section is in its course's main one.
-- Kept by the database, so every way a course or an enrolment is written (the services, the seeds, an import) follows.
CREATE FUNCTION courses_add_main_section() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sections (course_id, name, main) VALUES (NEW.id, 'Main', true);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER courses_add_main_section AFTER INSERT ON courses FOR EACH ROW EXECUTE FUNCTION courses_add_main_section();--> statement-breakpoint
CREATE FUNCTION enrollments_main_section() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.section_id IS NULL THEN
    SELECT id INTO NEW.section_id FROM sections WHERE course_id = NEW.course_id AND main AND deleted_at IS NULL;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER enrollments_main_section BEFORE INSERT ON enrollments FOR EACH ROW EXECUTE FUNCTION enrollments_main_section();--> statement-breakpoint
INSERT INTO sections (course_id, name, main) SELECT id, 'Main', true FROM courses;--> statement-breakpoint
UPDATE enrollments e SET section_id = s.id FROM sections s WHERE s.course_id = e.course_id AND s.main;--> statement-breakpoint
ALTER TABLE "enrollments" ALTER COLUMN "section_id" SET NOT NULL;--> statement-breakpoint
-- An instructor or a room is in one class at a time: refused by the database even for two requests at the same moment.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_instructor_clash" EXCLUDE USING gist (
  "instructor_id" WITH =, tsrange("date" + "start_time", "date" + "end_time") WITH &&
) WHERE (NOT "cancelled" AND "instructor_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_room_clash" EXCLUDE USING gist (
  lower("room") WITH =, tsrange("date" + "start_time", "date" + "end_time") WITH &&
) WHERE (NOT "cancelled" AND "room" IS NOT NULL);
