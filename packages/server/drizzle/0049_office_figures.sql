CREATE TABLE "fee_account_dues" (
	"fee_account_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"due_date" date NOT NULL,
	"outstanding" bigint NOT NULL,
	CONSTRAINT "fee_account_dues_fee_account_id_number_pk" PRIMARY KEY("fee_account_id","number")
);
--> statement-breakpoint
CREATE TABLE "office_dues_by_date" (
	"due_date" date NOT NULL,
	"shard" smallint NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "office_dues_by_date_due_date_shard_pk" PRIMARY KEY("due_date","shard")
);
--> statement-breakpoint
CREATE TABLE "office_figure_days" (
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"students" integer DEFAULT 0 NOT NULL,
	"courses" integer DEFAULT 0 NOT NULL,
	"enrollments" integer DEFAULT 0 NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"due_change" bigint DEFAULT 0 NOT NULL,
	"outstanding_accounts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "office_figure_days_day_shard_pk" PRIMARY KEY("day","shard")
);

--> statement-breakpoint
-- The ledger's trigger, as before (0036), but for one thing: while it runs, campus.ledger_entry is on, and the office's
-- figures pass over the updates it makes to the account and its instalments (they count the entry itself). Its live
-- source is src/db/fee-account-trigger.sql.
CREATE OR REPLACE FUNCTION payments_add_to_fee_account() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cancelled payments%ROWTYPE;
  paid_change bigint := 0;
  concession_change bigint := 0;
  late_fee_change bigint := 0;
  named_change bigint := 0;
  named_instalment integer;
  waiver bigint[];
  waived_change bigint := 0;
BEGIN
  PERFORM set_config('campus.ledger_entry', 'on', true);
  NEW.late_fees_waived := NULL;
  IF NEW.kind = 'payment' THEN
    paid_change := NEW.amount;
  ELSIF NEW.kind = 'concession' THEN
    concession_change := NEW.amount;
    IF NEW.instalment IS NOT NULL THEN
      named_change := NEW.amount;
      named_instalment := NEW.instalment;
    ELSE
      SELECT late_fee_waiver(array_agg(late_fee - late_fee_waived ORDER BY number), NEW.amount) INTO waiver
        FROM fee_instalments WHERE fee_account_id = NEW.fee_account_id;
      IF (SELECT sum(w) FROM unnest(waiver) AS w) > 0 THEN
        NEW.late_fees_waived := waiver;
      ELSE
        waiver := NULL;
      END IF;
    END IF;
  ELSIF NEW.kind = 'late_fee' THEN
    late_fee_change := NEW.amount;
    UPDATE fee_instalments SET late_fee = late_fee + NEW.amount, late_fee_periods = late_fee_periods + 1
      WHERE fee_account_id = NEW.fee_account_id AND number = NEW.instalment;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'a late fee is charged on an instalment of its own account';
    END IF;
    IF NEW.instalment > 1 THEN
      UPDATE fee_instalments SET late_fee_after = late_fee_after + NEW.amount
        WHERE fee_account_id = NEW.fee_account_id AND number < NEW.instalment;
    END IF;
  ELSE
    SELECT * INTO cancelled FROM payments WHERE id = NEW.reverses_id;
    IF cancelled.kind IS NULL OR cancelled.kind NOT IN ('payment', 'concession')
      OR cancelled.fee_account_id <> NEW.fee_account_id
      OR cancelled.amount <> NEW.amount OR cancelled.mode IS DISTINCT FROM NEW.mode THEN
      RAISE EXCEPTION 'a reversal cancels the whole of one payment or concession of its own account';
    END IF;
    IF cancelled.kind = 'payment' THEN
      paid_change := -NEW.amount;
    ELSE
      concession_change := -NEW.amount;
      IF cancelled.instalment IS NOT NULL THEN
        named_change := -NEW.amount;
        named_instalment := cancelled.instalment;
      ELSIF cancelled.late_fees_waived IS NOT NULL THEN
        SELECT array_agg(-w ORDER BY n) INTO waiver FROM unnest(cancelled.late_fees_waived) WITH ORDINALITY AS x(w, n);
      END IF;
    END IF;
  END IF;
  IF named_instalment IS NOT NULL THEN
    UPDATE fee_instalments SET named_concession = named_concession + named_change
      WHERE fee_account_id = NEW.fee_account_id AND number = named_instalment;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'a concession names an instalment of its own account';
    END IF;
    IF named_instalment > 1 THEN
      UPDATE fee_instalments SET named_concession_after = named_concession_after + named_change
        WHERE fee_account_id = NEW.fee_account_id AND number < named_instalment;
    END IF;
  END IF;
  IF waiver IS NOT NULL THEN
    waived_change := fee_instalments_add_waiver(NEW.fee_account_id, waiver);
  END IF;
  UPDATE fee_accounts
    SET paid = paid + paid_change, concession = concession + concession_change, late_fee = late_fee + late_fee_change,
      named_concession = named_concession + named_change, late_fee_waived = late_fee_waived + waived_change
    WHERE id = NEW.fee_account_id
    RETURNING total_fee, paid, concession, late_fee
    INTO NEW.account_total, NEW.account_paid, NEW.account_concession, NEW.account_late_fee;
  PERFORM set_config('campus.ledger_entry', '', true);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- The office's figures, kept in the transaction of every change that moves them (schema.ts: office_figure_days,
-- fee_account_dues, office_dues_by_date), by statement: a statement's rows are added up at once. A change counts on a
-- day in India: a row's own day where it has one (a student's or an enrolment's creation, an account's opening and
-- closing, a ledger entry's date, or its account's opening if later), else the day it is made. Each connection writes
-- its own shard of a day.
CREATE FUNCTION office_day(at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (at AT TIME ZONE 'Asia/Kolkata')::date
$$;
--> statement-breakpoint
CREATE FUNCTION office_shard() RETURNS smallint LANGUAGE sql STABLE AS $$
  SELECT (pg_backend_pid() % 4)::smallint
$$;
--> statement-breakpoint
-- The statement that adds rows of changes (day, students, courses, enrollments, completions, revenue, due_change,
-- outstanding_accounts), given as the text of a query, summed by day, in the order of the days (so that two
-- transactions lock them alike): run with EXECUTE by the trigger itself, whose transition tables the query may read.
CREATE FUNCTION office_figures_sum(changes text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    INSERT INTO office_figure_days AS f
    SELECT c.day, office_shard(), sum(c.students), sum(c.courses), sum(c.enrollments), sum(c.completions),
      sum(c.revenue), sum(c.due_change), sum(c.outstanding_accounts)
    FROM (%s) c (day, students, courses, enrollments, completions, revenue, due_change, outstanding_accounts)
    GROUP BY c.day
    HAVING sum(c.students) <> 0 OR sum(c.courses) <> 0 OR sum(c.enrollments) <> 0 OR sum(c.completions) <> 0
      OR sum(c.revenue) <> 0 OR sum(c.due_change) <> 0 OR sum(c.outstanding_accounts) <> 0
    ORDER BY c.day
    ON CONFLICT (day, shard) DO UPDATE SET students = f.students + excluded.students,
      courses = f.courses + excluded.courses, enrollments = f.enrollments + excluded.enrollments,
      completions = f.completions + excluded.completions, revenue = f.revenue + excluded.revenue,
      due_change = f.due_change + excluded.due_change,
      outstanding_accounts = f.outstanding_accounts + excluded.outstanding_accounts$q$, changes)
$$;
--> statement-breakpoint
-- One change on one day (the columns as office_figure_days has them), through office_figures_sum.
CREATE FUNCTION office_figures_add(
  on_day date, students integer DEFAULT 0, courses integer DEFAULT 0, enrollments integer DEFAULT 0,
  completions integer DEFAULT 0, revenue bigint DEFAULT 0, due_change bigint DEFAULT 0,
  outstanding_accounts integer DEFAULT 0
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE office_figures_sum('SELECT $1, $2, $3, $4, $5, $6, $7, $8')
    USING on_day, students, courses, enrollments, completions, revenue, due_change, outstanding_accounts;
END;
$$;
--> statement-breakpoint
-- The one SQL copy of the domain's allocate(accountSchedule(…)) (fee-rules-sql.ts's allocatedInstalments reads it):
-- the instalments of these accounts with what is still outstanding on each.
CREATE FUNCTION fee_account_allocation(accounts uuid[]) RETURNS TABLE (
  fee_account_id uuid, number integer, due_date date, amount bigint, late_fee bigint, amount_outstanding bigint,
  outstanding bigint
) LANGUAGE plpgsql STABLE
-- Each account and its instalments read by key, whatever the planner's statistics say (a table just filled may look
-- empty to it, and a scan of the whole of it for each account would take minutes); planned once (a plan made for each
-- call costs more than the call).
SET enable_seqscan = off SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    select fee_account_id, number, due_date, amount, late_fee,
      amount_owed - least(settled, amount_owed) as amount_outstanding,
      owed - settled as outstanding
    from (
      select *, least(owed, greatest(paid - owed_before, 0)) as settled
      from (
        select *, amount_owed + late_fee - waived as owed,
          amount_before + late_before - greatest(conceded - (amount - named + amount_after), 0) as owed_before
        from (
          select *,
            amount - named - least(amount - named, greatest(conceded - amount_after, 0)) as amount_owed
          from (
            select i.fee_account_id, i.number, i.due_date, a.paid, i.late_fee, i.named_concession as named,
              i.late_fee_waived as waived,
              case when i.last then a.total_fee - i.amount_before else i.amount end as amount,
              i.amount_before - (a.named_concession - i.named_concession - i.named_concession_after) as amount_before,
              case when i.last then 0 else a.total_fee - i.amount_before - i.amount end - i.named_concession_after
                as amount_after,
              (a.late_fee - i.late_fee - i.late_fee_after)
                - (a.late_fee_waived - i.late_fee_waived - i.late_fee_waived_after) as late_before,
              a.concession - a.named_concession - a.late_fee_waived as conceded
            from unnest(accounts) x (id)
              cross join lateral (select * from fee_accounts a where a.id = x.id offset 0) a
              cross join lateral (select * from fee_instalments i where i.fee_account_id = a.id offset 0) i
            where a.fee_plan_id is not null
            union all
            select a.id, 1, a.due_date, a.paid, 0, 0, 0, a.total_fee, 0, 0, 0, a.concession
            from unnest(accounts) x (id)
              cross join lateral (select * from fee_accounts a where a.id = x.id offset 0) a
            where a.fee_plan_id is null and a.due_date is not null
          ) sums
        ) owed_amounts
      ) owed
    ) settled;
END;
$$;
--> statement-breakpoint
-- What these accounts owe by instalment, kept in fee_account_dues while each is outstanding and its student not
-- deleted, the difference added to office_dues_by_date. One account at a time, each read by its key: a statement
-- joining many would be planned on the statistics of tables the same transaction may just have filled.
CREATE FUNCTION fee_account_dues_refresh(accounts uuid[]) RETURNS void LANGUAGE plpgsql
SET enable_seqscan = off SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  account uuid;
  owes boolean;
BEGIN
  FOREACH account IN ARRAY accounts LOOP
    SELECT a.closed_at IS NULL AND a.net_fee - a.paid > 0
        AND EXISTS (SELECT 1 FROM users u WHERE u.id = a.student_id AND u.role = 'student' AND u.deleted_at IS NULL)
      INTO owes FROM fee_accounts a WHERE a.id = account;
    INSERT INTO office_dues_by_date AS f (due_date, shard, amount)
      SELECT c.due_date, office_shard(), sum(c.amount)
      FROM (
        SELECT d.due_date, d.outstanding AS amount FROM fee_account_allocation(ARRAY[account]) d
        WHERE owes AND d.outstanding <> 0
        UNION ALL
        SELECT d.due_date, -d.outstanding FROM fee_account_dues d WHERE d.fee_account_id = account
      ) c
      GROUP BY c.due_date HAVING sum(c.amount) <> 0 ORDER BY c.due_date
      ON CONFLICT (due_date, shard) DO UPDATE SET amount = f.amount + excluded.amount;
    DELETE FROM fee_account_dues WHERE fee_account_id = account;
    INSERT INTO fee_account_dues (fee_account_id, number, due_date, outstanding)
      SELECT account, d.number, d.due_date, d.outstanding FROM fee_account_allocation(ARRAY[account]) d
      WHERE owes AND d.outstanding <> 0;
  END LOOP;
END;
$$;
--> statement-breakpoint
-- Every enrolment of a student (`of_student`, in courses not deleted) or of a course (`of_course`, of students not
-- deleted, the course counted as of `lessons` lessons), added `sign` times.
CREATE FUNCTION office_enrollments_add(sign integer, of_student uuid, of_course uuid, lessons integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF of_student IS NOT NULL THEN
    EXECUTE office_figures_sum(format($q$
      SELECT office_day(e.enrolled_at), 0, 0, %1$s, 0, 0, 0, 0
      FROM enrollments e JOIN courses k ON k.id = e.course_id WHERE e.student_id = %2$L AND k.deleted_at IS NULL
      UNION ALL
      SELECT office_day(coalesce(e.completed_at, e.enrolled_at)), 0, 0, 0, %1$s, 0, 0, 0
      FROM enrollments e JOIN courses k ON k.id = e.course_id
      WHERE e.student_id = %2$L AND k.deleted_at IS NULL AND k.lesson_count > 0
        AND e.completed_lessons >= k.lesson_count$q$, sign, of_student));
  ELSE
    EXECUTE office_figures_sum(format($q$
      SELECT office_day(e.enrolled_at), 0, 0, %1$s, 0, 0, 0, 0
      FROM enrollments e JOIN users u ON u.id = e.student_id
      WHERE e.course_id = %2$L AND u.role = 'student' AND u.deleted_at IS NULL
      UNION ALL
      SELECT office_day(coalesce(e.completed_at, e.enrolled_at)), 0, 0, 0, %1$s, 0, 0, 0
      FROM enrollments e JOIN users u ON u.id = e.student_id
      WHERE e.course_id = %2$L AND u.role = 'student' AND u.deleted_at IS NULL AND %3$s > 0
        AND e.completed_lessons >= %3$s$q$, sign, of_course, lessons));
  END IF;
END;
$$;
--> statement-breakpoint
-- Students added or removed, by statement.
CREATE FUNCTION users_office_figures_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE office_figures_sum($q$
      SELECT office_day(created_at), 1, 0, 0, 0, 0, 0, 0 FROM added WHERE role = 'student' AND deleted_at IS NULL$q$);
  ELSE
    EXECUTE office_figures_sum($q$
      SELECT office_day(created_at), -1, 0, 0, 0, 0, 0, 0 FROM removed WHERE role = 'student' AND deleted_at IS NULL$q$);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_office_figures_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION users_office_figures_rows();
--> statement-breakpoint
CREATE TRIGGER users_office_figures_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION users_office_figures_rows();
--> statement-breakpoint
-- A student deleted or back (or made staff): their own count, enrolments and what their accounts owe.
CREATE FUNCTION users_office_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := OLD.role = 'student' AND OLD.deleted_at IS NULL;
  is_now boolean := NEW.role = 'student' AND NEW.deleted_at IS NULL;
BEGIN
  IF was THEN
    PERFORM office_figures_add(office_day(OLD.created_at), students => -1);
  END IF;
  IF is_now THEN
    PERFORM office_figures_add(office_day(NEW.created_at), students => 1);
  END IF;
  IF was <> is_now THEN
    PERFORM office_enrollments_add(CASE WHEN is_now THEN 1 ELSE -1 END, NEW.id, NULL, NULL);
    PERFORM office_figures_add(office_day(coalesce(NEW.deleted_at, now())),
      due_change => (CASE WHEN is_now THEN 1 ELSE -1 END) * coalesce(sum(greatest(a.net_fee - a.paid, 0)), 0)::bigint,
      outstanding_accounts => (CASE WHEN is_now THEN 1 ELSE -1 END)
        * (count(*) FILTER (WHERE a.net_fee - a.paid > 0))::integer)
      FROM fee_accounts a WHERE a.student_id = NEW.id AND a.closed_at IS NULL;
    PERFORM fee_account_dues_refresh(ARRAY(SELECT id FROM fee_accounts WHERE student_id = NEW.id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_office_figures AFTER UPDATE OF role, deleted_at, created_at ON users FOR EACH ROW
  WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION users_office_figures();
--> statement-breakpoint
CREATE FUNCTION courses_office_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := false;
  is_now boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    was := OLD.deleted_at IS NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    is_now := NEW.deleted_at IS NULL;
  END IF;
  IF was THEN
    PERFORM office_figures_add(office_day(OLD.created_at), courses => -1);
  END IF;
  IF is_now THEN
    PERFORM office_figures_add(office_day(NEW.created_at), courses => 1);
  END IF;
  IF TG_OP = 'UPDATE' AND (was <> is_now OR (is_now AND OLD.lesson_count <> NEW.lesson_count)) THEN
    IF was THEN
      PERFORM office_enrollments_add(-1, NULL, NEW.id, OLD.lesson_count);
    END IF;
    IF is_now THEN
      PERFORM office_enrollments_add(1, NULL, NEW.id, NEW.lesson_count);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER courses_office_figures AFTER INSERT OR DELETE OR UPDATE OF deleted_at, created_at, lesson_count
  ON courses FOR EACH ROW EXECUTE FUNCTION courses_office_figures();
--> statement-breakpoint
-- Enrolments added or removed, by statement; one changed (its progress, mostly), by row.
CREATE FUNCTION enrollments_office_figures_rows() RETURNS trigger LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  rows_of text := CASE WHEN TG_OP = 'INSERT' THEN 'added' ELSE 'removed' END;
  sign integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  EXECUTE office_figures_sum(format($q$
    SELECT office_day(e.enrolled_at), 0, 0, %2$s, 0, 0, 0, 0
    FROM %1$I e CROSS JOIN LATERAL (SELECT u.role, u.deleted_at FROM users u WHERE u.id = e.student_id OFFSET 0) u
      CROSS JOIN LATERAL (SELECT k.deleted_at, k.lesson_count FROM courses k WHERE k.id = e.course_id OFFSET 0) k
    WHERE u.role = 'student' AND u.deleted_at IS NULL AND k.deleted_at IS NULL
    UNION ALL
    SELECT office_day(coalesce(e.completed_at, e.enrolled_at)), 0, 0, 0, %2$s, 0, 0, 0
    FROM %1$I e CROSS JOIN LATERAL (SELECT u.role, u.deleted_at FROM users u WHERE u.id = e.student_id OFFSET 0) u
      CROSS JOIN LATERAL (SELECT k.deleted_at, k.lesson_count FROM courses k WHERE k.id = e.course_id OFFSET 0) k
    WHERE u.role = 'student' AND u.deleted_at IS NULL AND k.deleted_at IS NULL AND k.lesson_count > 0
      AND e.completed_lessons >= k.lesson_count$q$, rows_of, sign));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER enrollments_office_figures_insert AFTER INSERT ON enrollments
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION enrollments_office_figures_rows();
--> statement-breakpoint
CREATE TRIGGER enrollments_office_figures_delete AFTER DELETE ON enrollments
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION enrollments_office_figures_rows();
--> statement-breakpoint
-- An enrolment changed (its progress, mostly), by row: what it counted before against what it counts now, written only
-- where the two differ (a lesson done that does not complete the course changes nothing).
CREATE FUNCTION enrollments_office_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_lessons integer;
  old_counted boolean;
  new_lessons integer;
  new_counted boolean;
BEGIN
  SELECT k.lesson_count INTO old_lessons FROM courses k JOIN users u ON u.id = OLD.student_id
    WHERE k.id = OLD.course_id AND k.deleted_at IS NULL AND u.role = 'student' AND u.deleted_at IS NULL;
  old_counted := FOUND;
  SELECT k.lesson_count INTO new_lessons FROM courses k JOIN users u ON u.id = NEW.student_id
    WHERE k.id = NEW.course_id AND k.deleted_at IS NULL AND u.role = 'student' AND u.deleted_at IS NULL;
  new_counted := FOUND;
  INSERT INTO office_figure_days AS f (day, shard, enrollments, completions)
    SELECT c.day, office_shard(), sum(c.enrolled), sum(c.completed)
    FROM (VALUES
      (office_day(OLD.enrolled_at), -old_counted::integer, 0),
      (office_day(coalesce(OLD.completed_at, OLD.enrolled_at)), 0,
        -(old_counted AND old_lessons > 0 AND OLD.completed_lessons >= old_lessons)::integer),
      (office_day(NEW.enrolled_at), new_counted::integer, 0),
      (office_day(coalesce(NEW.completed_at, NEW.enrolled_at)), 0,
        (new_counted AND new_lessons > 0 AND NEW.completed_lessons >= new_lessons)::integer)
    ) c (day, enrolled, completed)
    GROUP BY c.day HAVING sum(c.enrolled) <> 0 OR sum(c.completed) <> 0 ORDER BY c.day
    ON CONFLICT (day, shard) DO UPDATE
      SET enrollments = f.enrollments + excluded.enrollments, completions = f.completions + excluded.completions;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER enrollments_office_figures AFTER UPDATE OF student_id, course_id, enrolled_at, completed_lessons,
  completed_at ON enrollments FOR EACH ROW
  WHEN (OLD.student_id IS DISTINCT FROM NEW.student_id OR OLD.course_id IS DISTINCT FROM NEW.course_id
    OR OLD.enrolled_at IS DISTINCT FROM NEW.enrolled_at OR OLD.completed_lessons IS DISTINCT FROM NEW.completed_lessons
    OR OLD.completed_at IS DISTINCT FROM NEW.completed_at)
  EXECUTE FUNCTION enrollments_office_figures();
--> statement-breakpoint
-- What the ledger's entries change, by statement: what each brought in on its date; what is due and whether its
-- account is outstanding, from the account's figures the entry records right after it and before it (those less its
-- own change), for open accounts of students not deleted, on its date or its account's opening if later. Then what
-- their accounts owe by instalment.
CREATE FUNCTION payments_office_figures() RETURNS trigger LANGUAGE plpgsql SET enable_seqscan = off AS $$
BEGIN
  -- Static, not through office_figures_sum: a plan kept for the ledger's every statement.
  INSERT INTO office_figure_days AS f (day, shard, revenue, due_change, outstanding_accounts)
    SELECT ch.day, office_shard(), sum(ch.revenue), sum(ch.due_change), sum(ch.outstanding_accounts)
    FROM (
      SELECT p.paid_on, 0, 0, 0, 0,
        CASE WHEN p.kind = 'payment' THEN p.amount WHEN p.kind = 'reversal' AND c.kind = 'payment' THEN -p.amount
          ELSE 0 END, 0, 0
      FROM added p LEFT JOIN LATERAL (SELECT c.kind FROM payments c WHERE c.id = p.reverses_id OFFSET 0) c ON true
      UNION ALL
      SELECT greatest(p.paid_on, office_day(a.created_at)), 0, 0, 0, 0, 0,
        greatest(after_balance, 0) - greatest(after_balance - owed_change, 0),
        (after_balance > 0)::integer - (after_balance - owed_change > 0)::integer
      FROM (
        SELECT p.*, p.account_total + p.account_late_fee - p.account_concession - p.account_paid AS after_balance,
          CASE WHEN p.kind = 'late_fee' THEN p.amount WHEN p.kind = 'reversal' THEN p.amount ELSE -p.amount END
            AS owed_change
        FROM added p
      ) p
      CROSS JOIN LATERAL (
        SELECT a.created_at, a.student_id, a.closed_at FROM fee_accounts a WHERE a.id = p.fee_account_id OFFSET 0
      ) a
      CROSS JOIN LATERAL (SELECT u.role, u.deleted_at FROM users u WHERE u.id = a.student_id OFFSET 0) u
      WHERE u.role = 'student' AND u.deleted_at IS NULL AND a.closed_at IS NULL
    ) ch (day, students, courses, enrollments, completions, revenue, due_change, outstanding_accounts)
    GROUP BY ch.day HAVING sum(ch.revenue) <> 0 OR sum(ch.due_change) <> 0 OR sum(ch.outstanding_accounts) <> 0
    ORDER BY ch.day
    ON CONFLICT (day, shard) DO UPDATE SET revenue = f.revenue + excluded.revenue,
      due_change = f.due_change + excluded.due_change,
      outstanding_accounts = f.outstanding_accounts + excluded.outstanding_accounts;
  PERFORM fee_account_dues_refresh(ARRAY(SELECT DISTINCT fee_account_id FROM added));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payments_office_figures AFTER INSERT ON payments
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION payments_office_figures();
--> statement-breakpoint
-- Accounts opened, changed outside the ledger (a total corrected, closed, put on a plan) or removed, by statement: an
-- account's part of what is due while it is open and its student not deleted, on the day it opened, closed or
-- changed; what it was paid, always. Then what they owe by instalment.
CREATE FUNCTION fee_accounts_office_figures() RETURNS trigger LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  -- What an account (a) of a student (u) adds to what is due, and whether it is outstanding, while it is open.
  owed constant text := 'CASE WHEN u.role = ''student'' AND u.deleted_at IS NULL THEN greatest(%1$s.net_fee - %1$s.paid, 0) ELSE 0 END';
  owing constant text := '(u.role = ''student'' AND u.deleted_at IS NULL AND %1$s.net_fee > %1$s.paid)::integer';
BEGIN
  IF current_setting('campus.ledger_entry', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    EXECUTE office_figures_sum(format($q$
      SELECT office_day(a.created_at), 0, 0, 0, 0, a.paid, %1$s, %2$s
      FROM added a CROSS JOIN LATERAL (SELECT u.role, u.deleted_at FROM users u WHERE u.id = a.student_id OFFSET 0) u
      UNION ALL
      SELECT office_day(a.closed_at), 0, 0, 0, 0, 0, -%1$s, -%2$s
      FROM added a CROSS JOIN LATERAL (SELECT u.role, u.deleted_at FROM users u WHERE u.id = a.student_id OFFSET 0) u WHERE a.closed_at IS NOT NULL$q$,
      format(owed, 'a'), format(owing, 'a')));
    PERFORM fee_account_dues_refresh(ARRAY(SELECT id FROM added));
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE office_figures_sum(format($q$
      SELECT office_day(now()), 0, 0, 0, 0, -a.paid,
        CASE WHEN a.closed_at IS NULL THEN -%1$s ELSE 0 END, CASE WHEN a.closed_at IS NULL THEN -%2$s ELSE 0 END
      FROM removed a CROSS JOIN LATERAL (SELECT u.role, u.deleted_at FROM users u WHERE u.id = a.student_id OFFSET 0) u$q$,
      format(owed, 'a'), format(owing, 'a')));
    PERFORM fee_account_dues_refresh(ARRAY(SELECT id FROM removed));
  ELSE
    EXECUTE office_figures_sum(format($q$
      SELECT CASE WHEN o.closed_at IS NULL AND n.closed_at IS NOT NULL THEN office_day(n.closed_at)
          ELSE greatest(office_day(now()), office_day(n.created_at)) END,
        0, 0, 0, 0, n.paid - o.paid,
        CASE WHEN n.closed_at IS NULL THEN %1$s ELSE 0 END - CASE WHEN o.closed_at IS NULL THEN %2$s ELSE 0 END,
        CASE WHEN n.closed_at IS NULL THEN %3$s ELSE 0 END - CASE WHEN o.closed_at IS NULL THEN %4$s ELSE 0 END
      FROM added n JOIN removed o ON o.id = n.id CROSS JOIN LATERAL (SELECT u.role, u.deleted_at FROM users u WHERE u.id = n.student_id OFFSET 0) u$q$,
      format(owed, 'n'), format(owed, 'o'), format(owing, 'n'), format(owing, 'o')));
    PERFORM fee_account_dues_refresh(ARRAY(SELECT id FROM added));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER fee_accounts_office_figures_insert AFTER INSERT ON fee_accounts
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION fee_accounts_office_figures();
--> statement-breakpoint
CREATE TRIGGER fee_accounts_office_figures_update AFTER UPDATE ON fee_accounts
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION fee_accounts_office_figures();
--> statement-breakpoint
CREATE TRIGGER fee_accounts_office_figures_delete AFTER DELETE ON fee_accounts
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION fee_accounts_office_figures();
--> statement-breakpoint
-- Instalments written outside the ledger (a plan put on or taken off): their accounts owe by other days.
CREATE FUNCTION fee_instalments_office_figures() RETURNS trigger LANGUAGE plpgsql SET enable_seqscan = off AS $$
BEGIN
  IF current_setting('campus.ledger_entry', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM fee_account_dues_refresh(ARRAY(SELECT DISTINCT fee_account_id FROM removed));
  ELSE
    PERFORM fee_account_dues_refresh(ARRAY(SELECT DISTINCT fee_account_id FROM added));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER fee_instalments_office_figures_insert AFTER INSERT ON fee_instalments
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION fee_instalments_office_figures();
--> statement-breakpoint
CREATE TRIGGER fee_instalments_office_figures_update AFTER UPDATE ON fee_instalments
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION fee_instalments_office_figures();
--> statement-breakpoint
CREATE TRIGGER fee_instalments_office_figures_delete AFTER DELETE ON fee_instalments
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION fee_instalments_office_figures();
--> statement-breakpoint
-- Every figure again from the rows it counts, as the triggers would have kept them (a ledger entry's change on its
-- date, an account's total on the day it was opened and off again on the day it was closed; a deleted student's
-- figures as if they had never come): for the data already here, and for data written with the triggers off. (Enums
-- compared as text: on a new database this migration runs in the transaction that added their values.)
CREATE FUNCTION office_figures_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM office_figure_days;
  DELETE FROM office_dues_by_date;
  DELETE FROM fee_account_dues;
  INSERT INTO office_figure_days (day, shard, students, courses, enrollments, completions, revenue, due_change,
      outstanding_accounts)
    SELECT day, 0, sum(students), sum(courses), sum(enrollments), sum(completions), sum(revenue), sum(due_change),
      sum(outstanding_accounts)
    FROM (
      SELECT office_day(u.created_at) AS day, 1 AS students, 0 AS courses, 0 AS enrollments, 0 AS completions,
        0::bigint AS revenue, 0::bigint AS due_change, 0 AS outstanding_accounts
      FROM users u WHERE u.role::text = 'student' AND u.deleted_at IS NULL
      UNION ALL
      SELECT office_day(k.created_at), 0, 1, 0, 0, 0, 0, 0 FROM courses k WHERE k.deleted_at IS NULL
      UNION ALL
      SELECT office_day(e.enrolled_at), 0, 0, 1, 0, 0, 0, 0
      FROM enrollments e JOIN users u ON u.id = e.student_id JOIN courses k ON k.id = e.course_id
      WHERE u.role::text = 'student' AND u.deleted_at IS NULL AND k.deleted_at IS NULL
      UNION ALL
      SELECT office_day(coalesce(e.completed_at, e.enrolled_at)), 0, 0, 0, 1, 0, 0, 0
      FROM enrollments e JOIN users u ON u.id = e.student_id JOIN courses k ON k.id = e.course_id
      WHERE u.role::text = 'student' AND u.deleted_at IS NULL AND k.deleted_at IS NULL AND k.lesson_count > 0
        AND e.completed_lessons >= k.lesson_count
      UNION ALL
      -- What each entry brought in, on its date (paidChange).
      SELECT p.paid_on, 0, 0, 0, 0,
        CASE WHEN p.kind::text = 'payment' THEN p.amount WHEN c.kind::text = 'payment' THEN -p.amount ELSE 0 END, 0, 0
      FROM payments p LEFT JOIN payments c ON c.id = p.reverses_id
      UNION ALL
      -- What each entry changed in what its account owed, on its date (or the day the account opened, if later)…
      SELECT greatest(p.paid_on, office_day(a.created_at)), 0, 0, 0, 0, 0,
        CASE WHEN p.kind::text = 'late_fee' THEN p.amount WHEN p.kind::text = 'reversal' THEN p.amount ELSE -p.amount END, 0
      FROM payments p JOIN fee_accounts a ON a.id = p.fee_account_id JOIN users u ON u.id = a.student_id
      WHERE u.role::text = 'student' AND u.deleted_at IS NULL
      UNION ALL
      -- …an account's total on the day it opened, what it is overpaid by back on that day, and whether it is
      -- outstanding now; a closed one's total off again on the day it closed (it has no entries).
      SELECT office_day(a.created_at), 0, 0, 0, 0, 0, a.total_fee + greatest(a.paid - a.net_fee, 0),
        (a.closed_at IS NULL AND a.net_fee > a.paid)::integer
      FROM fee_accounts a JOIN users u ON u.id = a.student_id
      WHERE u.role::text = 'student' AND u.deleted_at IS NULL
      UNION ALL
      SELECT office_day(a.closed_at), 0, 0, 0, 0, 0, -a.total_fee, 0
      FROM fee_accounts a JOIN users u ON u.id = a.student_id
      WHERE u.role::text = 'student' AND u.deleted_at IS NULL AND a.closed_at IS NOT NULL
    ) c
    GROUP BY day;
  INSERT INTO fee_account_dues (fee_account_id, number, due_date, outstanding)
    SELECT d.fee_account_id, d.number, d.due_date, d.outstanding FROM fee_account_allocation(ARRAY(
      SELECT a.id FROM fee_accounts a JOIN users u ON u.id = a.student_id
      WHERE u.role::text = 'student' AND u.deleted_at IS NULL AND a.closed_at IS NULL AND a.net_fee - a.paid > 0)) d
    WHERE d.outstanding <> 0;
  INSERT INTO office_dues_by_date (due_date, shard, amount)
    SELECT due_date, 0, sum(outstanding) FROM fee_account_dues GROUP BY due_date;
END;
$$;
--> statement-breakpoint
SELECT office_figures_rebuild();
