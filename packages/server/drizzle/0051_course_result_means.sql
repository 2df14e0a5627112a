CREATE TABLE "course_result_means" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"counted_version" integer DEFAULT 0 NOT NULL,
	"mean_percent" double precision,
	"students" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- A course's results may have moved: its mean is counted again when next asked for.
CREATE FUNCTION course_results_changed(course uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO course_result_means AS r (course_id) VALUES (course)
  ON CONFLICT (course_id) DO UPDATE SET version = r.version + 1
$$;
--> statement-breakpoint
CREATE FUNCTION assessment_marks_course_results() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM course_results_changed(c.course_id)
      FROM (SELECT DISTINCT a.course_id FROM removed m JOIN assessments a ON a.id = m.assessment_id ORDER BY 1) c;
  ELSE
    PERFORM course_results_changed(c.course_id)
      FROM (SELECT DISTINCT a.course_id FROM added m JOIN assessments a ON a.id = m.assessment_id ORDER BY 1) c;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER assessment_marks_course_results_insert AFTER INSERT ON assessment_marks
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION assessment_marks_course_results();
--> statement-breakpoint
CREATE TRIGGER assessment_marks_course_results_update AFTER UPDATE ON assessment_marks
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION assessment_marks_course_results();
--> statement-breakpoint
CREATE TRIGGER assessment_marks_course_results_delete AFTER DELETE ON assessment_marks
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION assessment_marks_course_results();
--> statement-breakpoint
-- An assessment, an enrolment or a student changed: the courses they belong to.
CREATE FUNCTION course_results_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM course_results_changed(e.course_id) FROM enrollments e WHERE e.student_id = NEW.id ORDER BY e.course_id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM course_results_changed(NEW.course_id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM course_results_changed(OLD.course_id);
  ELSE
    PERFORM course_results_changed(OLD.course_id);
    IF NEW.course_id <> OLD.course_id THEN
      PERFORM course_results_changed(NEW.course_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER assessments_course_results AFTER INSERT OR DELETE
  OR UPDATE OF course_id, section_id, max_marks, weight, published_at, deleted_at
  ON assessments FOR EACH ROW EXECUTE FUNCTION course_results_row_changed();
--> statement-breakpoint
CREATE TRIGGER enrollments_course_results AFTER INSERT OR DELETE OR UPDATE OF course_id, section_id
  ON enrollments FOR EACH ROW EXECUTE FUNCTION course_results_row_changed();
--> statement-breakpoint
CREATE TRIGGER users_course_results AFTER UPDATE OF deleted_at ON users
  FOR EACH ROW WHEN (OLD.deleted_at IS DISTINCT FROM NEW.deleted_at) EXECUTE FUNCTION course_results_row_changed();
--> statement-breakpoint
INSERT INTO course_result_means (course_id) SELECT DISTINCT course_id FROM assessments;
