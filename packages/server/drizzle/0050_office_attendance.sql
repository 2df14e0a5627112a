CREATE TABLE "office_attendance_days" (
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"present" integer DEFAULT 0 NOT NULL,
	"absent" integer DEFAULT 0 NOT NULL,
	"late" integer DEFAULT 0 NOT NULL,
	"excused" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "office_attendance_days_day_shard_pk" PRIMARY KEY("day","shard")
);
--> statement-breakpoint
-- The marks of each day's classes by status, kept in the transaction that saves them (a statement's marks added up
-- at once): a class cancelled or moved takes its marks off its day (and onto its new one).
-- The statement that adds marks (day, status, sign), given as the text of a query, counted by day and status, in the
-- order of the days: run with EXECUTE by the trigger itself, whose transition tables the query may read.
CREATE FUNCTION office_attendance_sum(marks text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    INSERT INTO office_attendance_days AS f (day, shard, present, absent, late, excused)
    SELECT m.day, office_shard(), coalesce(sum(m.sign) FILTER (WHERE m.status = 'present'), 0),
      coalesce(sum(m.sign) FILTER (WHERE m.status = 'absent'), 0),
      coalesce(sum(m.sign) FILTER (WHERE m.status = 'late'), 0),
      coalesce(sum(m.sign) FILTER (WHERE m.status = 'excused'), 0)
    FROM (%s) m (day, status, sign)
    GROUP BY m.day ORDER BY m.day
    ON CONFLICT (day, shard) DO UPDATE SET present = f.present + excluded.present,
      absent = f.absent + excluded.absent, late = f.late + excluded.late, excused = f.excused + excluded.excused$q$,
    marks)
$$;
--> statement-breakpoint
-- A class's marks, added `marks_sign` times on `on_day`.
CREATE FUNCTION office_attendance_add(marks_sign integer, class_session uuid, on_day date) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE office_attendance_sum(
    'SELECT $1, m.status, $2 FROM attendance_marks m WHERE m.class_session_id = $3'
  ) USING on_day, marks_sign, class_session;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION attendance_marks_office_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE office_attendance_sum($q$
      SELECT cs.date, m.status, 1
      FROM added m JOIN class_sessions cs ON cs.id = m.class_session_id AND NOT cs.cancelled$q$);
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE office_attendance_sum($q$
      SELECT cs.date, m.status, m.sign
      FROM (
        SELECT class_session_id, status, 1 AS sign FROM added
        UNION ALL
        SELECT class_session_id, status, -1 FROM removed
      ) m JOIN class_sessions cs ON cs.id = m.class_session_id AND NOT cs.cancelled$q$);
  ELSE
    EXECUTE office_attendance_sum($q$
      SELECT cs.date, m.status, -1
      FROM removed m JOIN class_sessions cs ON cs.id = m.class_session_id AND NOT cs.cancelled$q$);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER attendance_marks_office_figures_insert AFTER INSERT ON attendance_marks
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION attendance_marks_office_figures();
--> statement-breakpoint
CREATE TRIGGER attendance_marks_office_figures_update AFTER UPDATE ON attendance_marks
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION attendance_marks_office_figures();
--> statement-breakpoint
CREATE TRIGGER attendance_marks_office_figures_delete AFTER DELETE ON attendance_marks
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION attendance_marks_office_figures();
--> statement-breakpoint
CREATE FUNCTION class_sessions_office_figures() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT OLD.cancelled THEN
    PERFORM office_attendance_add(-1, OLD.id, OLD.date);
  END IF;
  IF NOT NEW.cancelled THEN
    PERFORM office_attendance_add(1, NEW.id, NEW.date);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER class_sessions_office_figures AFTER UPDATE OF cancelled, date ON class_sessions
  FOR EACH ROW WHEN (OLD.cancelled IS DISTINCT FROM NEW.cancelled OR OLD.date IS DISTINCT FROM NEW.date)
  EXECUTE FUNCTION class_sessions_office_figures();
--> statement-breakpoint
CREATE FUNCTION office_attendance_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM office_attendance_days;
  INSERT INTO office_attendance_days (day, shard, present, absent, late, excused)
    SELECT cs.date, 0, count(*) FILTER (WHERE m.status::text = 'present'),
      count(*) FILTER (WHERE m.status::text = 'absent'), count(*) FILTER (WHERE m.status::text = 'late'),
      count(*) FILTER (WHERE m.status::text = 'excused')
    FROM attendance_marks m JOIN class_sessions cs ON cs.id = m.class_session_id AND NOT cs.cancelled
    GROUP BY cs.date;
$$;
--> statement-breakpoint
SELECT office_attendance_rebuild();
