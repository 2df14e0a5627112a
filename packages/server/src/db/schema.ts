import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  ASSESSMENT_KINDS,
  ATTENDANCE_STATUSES,
  AUDIT_ACTIONS,
  type InstalmentSpec,
  type LateFeeRule,
  AUDIT_ENTITY_TYPES,
  BACKUP_REASONS,
  BACKUP_STATES,
  LATE_FEE_RUN_STATES,
  EMAIL_KINDS,
  CHANNELS,
  MESSAGE_STATES,
  INSTRUMENT_BANK_MAX_LENGTH,
  INSTRUMENT_MODES,
  INSTRUMENT_NUMBER_MAX_LENGTH,
  LEDGER_KINDS,
  STORED_PAYMENT_CLAIM_STATUSES,
  PAYMENT_MODES,
  REASON_MAX_LENGTH,
  REASON_MIN_LENGTH,
  REFERENCE_MAX_LENGTH,
  USER_ROLES,
  type AssessmentKind,
  type AuditChanges,
  type DueFee,
  type Language,
  type LowAttendance,
  type MessagePreferences,
  type MissedClass,
  type ResultEmail,
  type GradeBand,
} from '@campus/domain';
import * as feeRules from '../repositories/fee-rules-sql.js';

export const roleEnum = pgEnum('role', USER_ROLES);
export const paymentModeEnum = pgEnum('payment_mode', PAYMENT_MODES);
export const ledgerKindEnum = pgEnum('ledger_kind', LEDGER_KINDS);
export const auditActionEnum = pgEnum('audit_action', AUDIT_ACTIONS);
export const paymentClaimStatusEnum = pgEnum('payment_claim_status', STORED_PAYMENT_CLAIM_STATUSES);
export const backupReasonEnum = pgEnum('backup_reason', BACKUP_REASONS);
export const backupStateEnum = pgEnum('backup_state', BACKUP_STATES);
export const lateFeeRunStateEnum = pgEnum('late_fee_run_state', LATE_FEE_RUN_STATES);
export const auditEntityTypeEnum = pgEnum('audit_entity_type', AUDIT_ENTITY_TYPES);
export const attendanceStatusEnum = pgEnum('attendance_status', ATTENDANCE_STATUSES);
export const assessmentKindEnum = pgEnum('assessment_kind', ASSESSMENT_KINDS);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const deletedAt = () => timestamp('deleted_at', { withTimezone: true });
/** Raised by one on every change of the row (If-Match on edits, decisions.md "Edit conflicts"). */
const version = () => integer('version').notNull().default(1);
/** Money: integer paise. bigint in SQL, a JS number in code (safe far beyond any fee). */
const paise = (name: string) => bigint(name, { mode: 'number' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A short number a person can read out and type (the student ID shown as S-000123), given in order. */
    number: integer('number').notNull().generatedByDefaultAsIdentity(),
    role: roleEnum('role').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    dob: date('dob', { mode: 'string' }),
    passwordHash: text('password_hash'),
    profilePicture: text('profile_picture'),
    /** Set when an admin gives a staff member a password: they must choose their own before anything else. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    program: text('program'),
    batch: text('batch'),
    /** The student import that created this student: until it is done, undoing it removes them. */
    importId: uuid('import_id').references((): AnyPgColumn => studentImports.id),
    /** The secret in the address of a student's calendar feed (iCalendar); a reset gives a new one. */
    calendarToken: text('calendar_token'),
    /** Which messages they receive on which channels; null: `defaultMessagePreferences()`. */
    messagePreferences: jsonb('message_preferences').$type<MessagePreferences>(),
    /** The language they chose to see Campus and get its messages in (#46); null: the institute's. */
    language: text('language').$type<Language>(),
    version: version(),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('users_number_key').on(t.number),
    index('users_import_idx')
      .on(t.importId)
      .where(sql`${t.importId} is not null`),
    uniqueIndex('users_calendar_token_key').on(t.calendarToken),
    uniqueIndex('users_email_active_key')
      .on(t.email)
      .where(sql`${t.deletedAt} is null`),
    // The students list is newest first; a bulk import gives thousands the same created_at, so the id is in it too.
    index('users_role_created_idx').on(t.role, t.createdAt.desc().nullsFirst(), t.id),
    // The admin fee list is ordered by student name: a page reads the first names instead of sorting them all.
    index('users_active_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.deletedAt} is null`),
    // Trigram indexes for the case-insensitive substring searches (ILIKE '%term%') on students; the ledger's search
    // finds the entries of deleted students too.
    index('users_student_name_trgm_idx')
      .using('gin', t.name.op('gin_trgm_ops'))
      .where(sql`${t.role} = 'student'`),
    index('users_student_email_trgm_idx')
      .using('gin', t.email.op('gin_trgm_ops'))
      .where(sql`${t.role} = 'student'`),
    index('users_student_phone_trgm_idx')
      .using('gin', t.phone.op('gin_trgm_ops'))
      .where(sql`${t.role} = 'student'`),
  ],
);

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    durationWeeks: integer('duration_weeks').notNull(),
    price: paise('price').notNull(),
    category: text('category').notNull(),
    image: text('image'),
    /** The lessons of its outline, kept by the triggers on lessons. */
    lessonCount: integer('lesson_count').notNull().default(0),
    version: version(),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('courses_created_idx').on(t.createdAt),
    // Course names are unique among courses not deleted, whatever their case (imports name courses by name).
    uniqueIndex('courses_name_active_key')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    index('courses_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check('courses_duration_positive', sql`${t.durationWeeks} >= 1`),
    check('courses_price_not_negative', sql`${t.price} >= 0`),
  ],
);

export const enrollments = pgTable(
  'enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    /**
     * The section of the course the student is taught in (one of the course's). Not null: an insert that names none
     * gets the course's main section from a trigger (migration 0040), which is why it may be left out here.
     */
    sectionId: uuid('section_id')
      .notNull()
      .references((): AnyPgColumn => sections.id)
      .$default(() => sql`null`),
    /** The lessons of the course the student has completed, kept by the triggers on lesson_completions. */
    completedLessons: integer('completed_lessons').notNull().default(0),
    /** The last lesson the student opened, and when. */
    lastLessonId: uuid('last_lesson_id').references((): AnyPgColumn => lessons.id, { onDelete: 'set null' }),
    lastAccessed: timestamp('last_accessed', { withTimezone: true }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the student last completed the course's last lesson not yet done; null while some are not done. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('enrollments_student_course_key').on(t.studentId, t.courseId),
    index('enrollments_course_idx').on(t.courseId),
    index('enrollments_section_idx').on(t.sectionId),
    // Recent enrollments, newest first; with the id, an import's thousands of equal times are in order too.
    index('enrollments_enrolled_at_idx').on(t.enrolledAt.desc().nullsFirst(), t.id),
    index('enrollments_completed_at_idx').on(t.completedAt),
    // The staff's progress view of a course, most done first.
    index('enrollments_course_progress_idx').on(t.courseId, t.completedLessons.desc().nullsFirst(), t.id),
    check('enrollments_completed_lessons_not_negative', sql`${t.completedLessons} >= 0`),
  ],
);

/** The instructors of each course: staff with the instructor role, who edit its outline and follow its students. */
export const courseInstructors = pgTable(
  'course_instructors',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.staffId] }), index('course_instructors_staff_idx').on(t.staffId)],
);

/**
 * A group of a course's students taught together (a morning and a weekend section, say). Every course has one main
 * section, made with it, which students join unless another is named; it cannot be deleted.
 */
export const sections = pgTable(
  'sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    name: text('name').notNull(),
    capacity: integer('capacity'),
    main: boolean('main').notNull().default(false),
    version: version(),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    uniqueIndex('sections_course_name_key')
      .on(t.courseId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('sections_course_main_key')
      .on(t.courseId)
      .where(sql`${t.main} and ${t.deletedAt} is null`),
    check('sections_capacity_positive', sql`${t.capacity} is null or ${t.capacity} >= 1`),
  ],
);

/** A section's weekly pattern over a date range (its slots below); `version` guards edits (If-Match). */
export const timetables = pgTable('timetables', {
  sectionId: uuid('section_id')
    .primaryKey()
    .references(() => sections.id),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  endsOn: date('ends_on', { mode: 'string' }).notNull(),
  version: version(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One weekly class of a section's timetable: weekday 1–7 (Monday = 1), times in India. */
export const timetableSlots = pgTable(
  'timetable_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id),
    weekday: smallint('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    room: text('room'),
    instructorId: uuid('instructor_id').references(() => users.id),
  },
  (t) => [
    index('timetable_slots_section_idx').on(t.sectionId),
    check('timetable_slots_weekday', sql`${t.weekday} between 1 and 7`),
    check('timetable_slots_end_after_start', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/** The days the institute holds no classes. */
export const holidays = pgTable(
  'holidays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('holidays_date_key').on(t.date)],
);

/**
 * One meeting of a section (a class session; "sessions" are sign-ins): made from a slot of its timetable, or added on
 * its own (no slot). Times are India's, on `date`. An instructor or a room is never in two classes at once: exclusion
 * constraints in the migration refuse it even between two requests at the same moment. `attendanceVersion` counts the
 * saves of its attendance (0: never marked).
 */
export const classSessions = pgTable(
  'class_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id),
    slotId: uuid('slot_id').references(() => timetableSlots.id, { onDelete: 'set null' }),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    room: text('room'),
    instructorId: uuid('instructor_id').references(() => users.id),
    cancelled: boolean('cancelled').notNull().default(false),
    markedAt: timestamp('marked_at', { withTimezone: true }),
    attendanceVersion: integer('attendance_version').notNull().default(0),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    index('class_sessions_date_idx').on(t.date, t.startTime),
    index('class_sessions_section_date_idx').on(t.sectionId, t.date, t.startTime),
    index('class_sessions_instructor_date_idx').on(t.instructorId, t.date, t.startTime),
    index('class_sessions_unmarked_idx')
      .on(t.date)
      .where(sql`${t.markedAt} is null and not ${t.cancelled}`),
    check('class_sessions_end_after_start', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * A student's attendance at a class: the mark as it stands, and the first one saved beside it (who marked it and
 * when), so a later correction never hides what the teacher marked in class.
 */
export const attendanceMarks = pgTable(
  'attendance_marks',
  {
    classSessionId: uuid('class_session_id')
      .notNull()
      .references(() => classSessions.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    status: attendanceStatusEnum('status').notNull(),
    note: text('note'),
    markedBy: uuid('marked_by').references(() => users.id),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
    firstStatus: attendanceStatusEnum('first_status').notNull(),
    firstNote: text('first_note'),
    firstMarkedBy: uuid('first_marked_by').references(() => users.id),
    firstMarkedAt: timestamp('first_marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.classSessionId, t.studentId] }),
    // With the status, a student's marks are counted from the index alone (their standing, the daily warnings).
    index('attendance_marks_student_idx').on(t.studentId, t.classSessionId, t.status),
    // The absences at a day's or a week's classes (the daily emails), without reading every mark of those classes.
    index('attendance_marks_absent_idx')
      .on(t.classSessionId, t.studentId)
      .where(sql`${t.status} = 'absent'`),
  ],
);

/**
 * A student's certificate of a course they completed: issued once, with the day they completed it, and never issued
 * again with another day; an admin may revoke it (the row stays, so its code tells that it was revoked).
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').notNull().generatedByDefaultAsIdentity(),
    code: text('code').notNull(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    /** The names as they were when it was issued: a certificate says what it said. */
    studentName: text('student_name').notNull(),
    courseName: text('course_name').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id),
    revokedReason: text('revoked_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('certificates_code_key').on(t.code),
    uniqueIndex('certificates_student_course_key').on(t.studentId, t.courseId),
  ],
);

/** A course's outline: its chapters in order, each with its lessons in order. */
export const chapters = pgTable(
  'chapters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [index('chapters_course_idx').on(t.courseId, t.position)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    /** The chapter's course, so that a course's lessons are counted without its chapters. */
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    title: text('title').notNull(),
    /** Markdown, shown sanitised. */
    body: text('body').notNull().default(''),
    videoUrl: text('video_url'),
    /** The estimated time to work through it. */
    minutes: integer('minutes'),
    position: integer('position').notNull(),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    index('lessons_chapter_idx').on(t.chapterId, t.position),
    index('lessons_course_idx').on(t.courseId),
    check('lessons_minutes_positive', sql`${t.minutes} is null or ${t.minutes} >= 1`),
  ],
);

/**
 * A file attached to a lesson, kept in the storage's private part (never under /uploads/). Copies of a course share
 * their files: a file is removed from storage once no attachment names its key.
 */
export const lessonAttachments = pgTable(
  'lesson_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('lesson_attachments_lesson_idx').on(t.lessonId, t.createdAt),
    index('lesson_attachments_storage_key_idx').on(t.storageKey),
  ],
);

/** A lesson a student has completed; undone by deleting the row. A deleted lesson takes its completions with it. */
/**
 * When each student first opened each lesson (its GET): a lesson is marked done only after it was opened, and, with an
 * estimated time, some of that time later (`lessonDoneFrom` in the domain).
 */
export const lessonViews = pgTable(
  'lesson_views',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.lessonId] }), index('lesson_views_lesson_idx').on(t.lessonId)],
);

export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.lessonId] }),
    index('lesson_completions_lesson_idx').on(t.lessonId),
    index('lesson_completions_student_course_idx').on(t.studentId, t.courseId),
  ],
);

/**
 * The versions of a course's fee plan, never changed once written: setting a plan adds the next version, which
 * applies to enrolments from then on. The current plan is the highest version.
 */
export const feePlans = pgTable(
  'fee_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    version: integer('version').notNull(),
    instalments: jsonb('instalments').$type<InstalmentSpec[]>().notNull(),
    lateFee: jsonb('late_fee').$type<LateFeeRule>(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('fee_plans_course_version_key').on(t.courseId, t.version)],
);

/**
 * What one student owes for one course. `paid` is the sum of its payments less the reversed ones, `concession` the sum
 * of its concessions less the reversed ones, `lateFee` the sum of its late fees, all kept by the insert trigger on the
 * ledger (`fee-account-trigger.sql`). `netFee` (total and late fees less concession) is what every fee rule
 * compares `paid` with. `feePlanId` is the fee plan version its instalments came from (none: the fixed due rule). `closedAt` is set when the course is
 * deleted or the student leaves it with nothing paid or conceded: the account then owes nothing and leaves every list
 * and figure. An account with money or a concession in it is never closed.
 */
export const feeAccounts = pgTable(
  'fee_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    totalFee: paise('total_fee').notNull(),
    paid: paise('paid').notNull().default(0),
    concession: paise('concession').notNull().default(0),
    lateFee: paise('late_fee').notNull().default(0),
    /** Of `concession`, what the concessions that name an instalment add up to (kept by the ledger's trigger). */
    namedConcession: paise('named_concession').notNull().default(0),
    /** Of `concession`, the late fees waived by concessions naming no instalment (kept by the ledger's trigger). */
    lateFeeWaived: paise('late_fee_waived').notNull().default(0),
    netFee: paise('net_fee')
      .notNull()
      .generatedAlwaysAs(sql`total_fee + late_fee - concession`),
    dueDate: date('due_date', { mode: 'string' }),
    feePlanId: uuid('fee_plan_id').references(() => feePlans.id),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * The account's short pay link is PUBLIC_URL/pay/<pay_code> (it opens the UPI payment of what is due next, short
     * enough for an SMS): 12 hex digits of a random UUID (48 bits), never shown but in the student's own messages.
     */
    payCode: text('pay_code')
      .notNull()
      .default(sql`substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)`),
  },
  (t) => [
    uniqueIndex('fee_accounts_student_course_key').on(t.studentId, t.courseId),
    uniqueIndex('fee_accounts_pay_code_key').on(t.payCode),
    index('fee_accounts_course_idx').on(t.courseId),
    index('fee_accounts_created_idx').on(t.createdAt),
    // The outstanding report, largest debt first; its condition is the report's own.
    index('fee_accounts_outstanding_idx')
      .on(sql`(${feeRules.unpaidBalance(t.paid, t.netFee)}) desc`)
      .where(feeRules.isOutstanding(t.paid, t.netFee, t.closedAt)),
    check('fee_accounts_total_not_negative', sql`${t.totalFee} >= 0`),
    check('fee_accounts_paid_not_negative', sql`${t.paid} >= 0`),
    check('fee_accounts_concession_not_negative', sql`${t.concession} >= 0`),
    check('fee_accounts_late_fee_not_negative', sql`${t.lateFee} >= 0`),
    check(
      'fee_accounts_closed_unpaid',
      sql`${t.closedAt} is null or (${t.paid} = 0 and ${t.concession} = 0 and ${t.lateFee} = 0)`,
    ),
  ],
);

/**
 * An account's instalments, written with the account from its fee plan (`scheduleOf`) and never changed but for the
 * late fees: `lateFee` and `lateFeePeriods` are the sum and the number of its `late_fee` ledger entries, kept by the
 * ledger's insert trigger. What was paid towards each follows from the account's sums (`allocate`).
 */
export const feeInstalments = pgTable(
  'fee_instalments',
  {
    feeAccountId: uuid('fee_account_id')
      .notNull()
      .references(() => feeAccounts.id),
    number: integer('number').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amount: paise('amount').notNull(),
    lateFee: paise('late_fee').notNull().default(0),
    lateFeePeriods: integer('late_fee_periods').notNull().default(0),
    /** What the concessions that name this instalment add up to, less their reversals (kept by the ledger's trigger). */
    namedConcession: paise('named_concession').notNull().default(0),
    /**
     * Of `lateFee`, what concessions naming no instalment waived, less their reversals (kept by the ledger's trigger):
     * each waived the late fees charged by its time, and keeps them whatever is charged after it.
     */
    lateFeeWaived: paise('late_fee_waived').notNull().default(0),
    // Running sums, so that the fee SQL can allocate an account's instalments row by row (`allocatedInstalments`):
    // the amounts of the instalments before this one and whether it is the last (fixed with the schedule), the late
    // fees, named concessions and waived late fees of those after it (kept by the ledger's trigger).
    amountBefore: paise('amount_before').notNull().default(0),
    last: boolean('last').notNull().default(false),
    lateFeeAfter: paise('late_fee_after').notNull().default(0),
    namedConcessionAfter: paise('named_concession_after').notNull().default(0),
    lateFeeWaivedAfter: paise('late_fee_waived_after').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.feeAccountId, t.number] }),
    // The daily late-fee run starts from the instalments past their due day.
    index('fee_instalments_due_date_idx').on(t.dueDate),
    check('fee_instalments_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

/**
 * The append-only fee ledger (a trigger refuses UPDATE and DELETE): payments, concessions and reversals (`kind`).
 * `amount` is always positive; the kind gives its sign, a reversal cancelling the whole of the entry it `reversesId`.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feeAccountId: uuid('fee_account_id')
      .notNull()
      .references(() => feeAccounts.id),
    kind: ledgerKindEnum('kind').notNull().default('payment'),
    amount: paise('amount').notNull(),
    /** The day the money came in; for a concession or a reversal, the day (in India) it was recorded. */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    /** A payment's mode; a reversal has the mode of the payment it cancels; a concession has none. */
    mode: paymentModeEnum('mode'),
    /** The entry a reversal cancels: at most one reversal per entry. */
    reversesId: uuid('reverses_id').references((): AnyPgColumn => payments.id),
    /** Why a concession was granted or an entry reversed. */
    reason: text('reason'),
    /** A payment's UPI transaction id, card slip or bank reference. */
    reference: text('reference'),
    /** A payment by Cheque or Demand Draft: the instrument's number, bank and the date written on it. */
    instrumentNumber: text('instrument_number'),
    instrumentBank: text('instrument_bank'),
    instrumentDate: date('instrument_date', { mode: 'string' }),
    /**
     * A late fee's instalment (its number) and period (0 for the first charge): each is charged once. A concession may
     * name an instalment too (without a period).
     */
    instalment: integer('instalment'),
    period: integer('period'),
    /**
     * A concession naming no instalment: what it waived of each instalment's late fees when it was granted (the first
     * element is instalment 1's), written by the insert trigger (`lateFeeWaiver`); null when it waived none. Its
     * reversal gives back exactly these.
     */
    lateFeesWaived: bigint('late_fees_waived', { mode: 'number' }).array(),
    /** Every payment's number, sequential within its financial year (2026-27/000001); other entries have none. */
    receiptNumber: text('receipt_number'),
    recordedBy: uuid('recorded_by').references(() => users.id),
    idempotencyKey: text('idempotency_key'),
    /**
     * The account's total, what was paid into it and its concession right after this entry, written by the insert
     * trigger from the account row it adds the entry to: a repeated request answers with them exactly as the first one
     * did, whatever changed since. The default is never kept.
     */
    accountTotal: paise('account_total').notNull().default(0),
    accountPaid: paise('account_paid').notNull().default(0),
    accountConcession: paise('account_concession').notNull().default(0),
    accountLateFee: paise('account_late_fee').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // An account's payments (its last payment date) read from the index.
    index('payments_fee_account_amount_idx').on(t.feeAccountId, t.amount),
    // The ledger's order (newest first, read backwards); its leading date also serves the day book's range.
    index('payments_order_idx').on(t.paidOn, t.createdAt, t.id),
    // The ledger search's receipt number and reference (ILIKE '%term%').
    index('payments_receipt_number_trgm_idx').using('gin', t.receiptNumber.op('gin_trgm_ops')),
    index('payments_reference_trgm_idx').using('gin', t.reference.op('gin_trgm_ops')),
    // The UPI payments by their UTR (upi_reference_key, migration 0033): a UTR is recorded once among the payments
    // still standing, which the insert trigger payments_upi_reference_standing holds to under a lock on the UTR.
    index('payments_upi_reference_idx')
      .on(sql`upi_reference_key(${t.reference})`)
      .where(sql`${t.kind} = 'payment' and ${t.mode} = 'UPI'`),
    uniqueIndex('payments_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('payments_reverses_id_key').on(t.reversesId),
    uniqueIndex('payments_receipt_number_key').on(t.receiptNumber),
    // Each late fee once, however many instances run the day's pass (other entries have no period).
    uniqueIndex('payments_late_fee_key').on(t.feeAccountId, t.instalment, t.period),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check(
      'payments_reason_length',
      sql`${t.reason} is null or char_length(${t.reason}) between ${sql.raw(String(REASON_MIN_LENGTH))} and ${sql.raw(String(REASON_MAX_LENGTH))}`,
    ),
    check(
      'payments_reference_length',
      sql`${t.reference} is null or char_length(${t.reference}) <= ${sql.raw(String(REFERENCE_MAX_LENGTH))}`,
    ),
    // The kind is compared as text: a migration that adds a kind cannot use the new enum value in its transaction.
    check(
      'payments_kind_shape',
      sql`case ${t.kind}::text
        when 'payment' then ${t.mode} is not null and ${t.receiptNumber} is not null and ${t.reversesId} is null
          and ${t.reason} is null
        when 'concession' then ${t.mode} is null and ${t.receiptNumber} is null and ${t.reversesId} is null
          and ${t.reason} is not null and ${t.reference} is null
        when 'late_fee' then ${t.mode} is null and ${t.receiptNumber} is null and ${t.reversesId} is null
          and ${t.reason} is null and ${t.reference} is null
        else ${t.receiptNumber} is null and ${t.reversesId} is not null and ${t.reason} is not null
          and ${t.reference} is null
      end`,
    ),
    check(
      'payments_late_fee_shape',
      sql`(${t.kind}::text = 'late_fee') = (${t.period} is not null)
        and (${t.instalment} is not null or ${t.kind}::text <> 'late_fee')
        and (${t.instalment} is null or ${t.kind}::text in ('late_fee', 'concession'))`,
    ),
    // The mode is compared as text: a migration that adds a mode cannot use the new enum value in its transaction.
    check(
      'payments_instrument_shape',
      sql`case when ${t.kind} = 'payment' and ${t.mode}::text in (${sql.raw(INSTRUMENT_MODES.map((mode) => `'${mode}'`).join(', '))})
        then ${t.instrumentNumber} is not null and ${t.instrumentBank} is not null and ${t.instrumentDate} is not null
          and char_length(${t.instrumentNumber}) <= ${sql.raw(String(INSTRUMENT_NUMBER_MAX_LENGTH))}
          and char_length(${t.instrumentBank}) <= ${sql.raw(String(INSTRUMENT_BANK_MAX_LENGTH))}
        else ${t.instrumentNumber} is null and ${t.instrumentBank} is null and ${t.instrumentDate} is null
      end`,
    ),
  ],
);

/**
 * A UPI payment a student reports (its amount and UTR) for an accountant to confirm against the bank: confirming
 * records the payment (`paymentId`, with the UTR as its reference), rejecting keeps the reason the student sees. A UTR
 * is taken by one claim that is pending or confirmed; a rejected one may be sent in again.
 */
export const paymentClaims = pgTable(
  'payment_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feeAccountId: uuid('fee_account_id')
      .notNull()
      .references(() => feeAccounts.id),
    amount: paise('amount').notNull(),
    utr: text('utr').notNull(),
    status: paymentClaimStatusEnum('status').notNull().default('pending'),
    reason: text('reason'),
    paymentId: uuid('payment_id').references(() => payments.id),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // A student reports a UTR once while it waits; other students may report it too (the office sees them all). A
    // confirmed claim's UTR is held by its payment while that stands.
    uniqueIndex('payment_claims_pending_utr_key')
      .on(t.feeAccountId, t.utr)
      .where(sql`${t.status} = 'pending'`),
    index('payment_claims_utr_idx').on(t.utr),
    // The queue: pending claims, oldest first.
    index('payment_claims_status_idx').on(t.status, t.createdAt),
    index('payment_claims_fee_account_idx').on(t.feeAccountId),
    check('payment_claims_amount_positive', sql`${t.amount} > 0`),
    check(
      'payment_claims_decision_shape',
      sql`case ${t.status}
        when 'pending' then ${t.decidedAt} is null and ${t.paymentId} is null and ${t.reason} is null
        when 'confirmed' then ${t.decidedAt} is not null and ${t.paymentId} is not null and ${t.reason} is null
        else ${t.decidedAt} is not null and ${t.paymentId} is null and ${t.reason} is not null
      end`,
    ),
  ],
);

/** The last receipt number given in each financial year; taken and raised inside the payment's transaction. */
export const receiptCounters = pgTable('receipt_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * The office's figures (dashboard and report), kept by the database's triggers (migration 0049) in the same
 * transaction as the change that moves them, one row per day in India and shard: a change adds to the row of the day
 * it counts on (a student's creation, a payment's date) and of its connection's shard, so that concurrent changes on
 * one day do not queue on one row. A total is the sum of every row, a window's the sum of its days'.
 * `npm run figures:check` (and test/office-figures.test.ts) recompute each from the rows it counts.
 */
export const officeFigureDays = pgTable(
  'office_figure_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    /** Students not deleted, by the day they were added. */
    students: integer('students').notNull().default(0),
    /** Courses not deleted, by the day they were added. */
    courses: integer('courses').notNull().default(0),
    /** Enrolments of students not deleted in courses not deleted, by the day of enrolment. */
    enrollments: integer('enrollments').notNull().default(0),
    /** Of those, the complete ones, by the day they were completed. */
    completions: integer('completions').notNull().default(0),
    /** What the ledger's entries dated that day brought in (`paidChange`). */
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
    /** How much what is due (open accounts of students not deleted) changed, on the day the change counts on. */
    dueChange: bigint('due_change', { mode: 'number' }).notNull().default(0),
    /** How much the number of outstanding accounts (`isOutstanding`, students not deleted) changed. */
    outstandingAccounts: integer('outstanding_accounts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.shard] })],
);

/** What each outstanding account of a student not deleted still owes by instalment (`allocatedInstalments`). */
export const feeAccountDues = pgTable(
  'fee_account_dues',
  {
    feeAccountId: uuid('fee_account_id').notNull(),
    number: integer('number').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    outstanding: bigint('outstanding', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.feeAccountId, t.number] })],
);

/** `fee_account_dues` summed by due day (and shard, as `office_figure_days`): the ageing of what is owed. */
export const officeDuesByDate = pgTable(
  'office_dues_by_date',
  {
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dueDate, t.shard] })],
);

/**
 * The marks of each day's classes (not cancelled) by status, kept as `office_figure_days` is (migration 0050), for the
 * dashboard's attendance today.
 */
export const officeAttendanceDays = pgTable(
  'office_attendance_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    present: integer('present').notNull().default(0),
    absent: integer('absent').notNull().default(0),
    late: integer('late').notNull().default(0),
    excused: integer('excused').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.shard] })],
);

/**
 * The mean result of each course's students as last counted (`counted_version`), for the dashboard: triggers raise
 * `version` in the transaction of every change that may move a course's results (marks, its assessments, its
 * enrolments, a student deleted), and the dashboard counts a course again only when the two differ (migration 0051).
 */
export const courseResultMeans = pgTable('course_result_means', {
  courseId: uuid('course_id').primaryKey(),
  version: integer('version').notNull().default(1),
  countedVersion: integer('counted_version').notNull().default(0),
  /** `classStatistics(…).mean` of the students' results, as a fraction of 100 (null: no student has a result). */
  meanPercent: doublePrecision('mean_percent'),
  students: integer('students').notNull().default(0),
});

export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [index('notices_created_idx').on(t.createdAt)],
);

/**
 * One-time codes that Google sign-in sends the browser back with (/auth-success?code=…). Only a SHA-256 hash is
 * kept; a code is deleted when exchanged for a token, and lives 60 seconds at most.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_codes_expires_idx').on(t.expiresAt)],
);

/**
 * Sign-ins: every token names its session (claim `sid`), which is looked up when a server first verifies the token.
 * Ending a session (logout, the user deleted) refuses its token from then on; rows go once they have expired.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A user's session, or (guardian_id) a guardian's: exactly one is set. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guardianId: uuid('guardian_id').references((): AnyPgColumn => guardians.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // Ending all of a user's sessions at once finds the live ones without reading the ended.
    index('sessions_user_live_idx')
      .on(t.userId)
      .where(sql`${t.endedAt} is null`),
    index('sessions_expires_idx').on(t.expiresAt),
    index('sessions_guardian_live_idx')
      .on(t.guardianId)
      .where(sql`${t.endedAt} is null`),
    check('sessions_one_holder', sql`(${t.userId} is null) <> (${t.guardianId} is null)`),
  ],
);

/**
 * The audit trail: one row per change, written in the change's own transaction (a trigger refuses UPDATE and DELETE).
 * Who did it is kept as they were then (name, email, role), beside their id.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id),
    /** A guardian who did it (a UPI claim for their child, their sign-in); actor_id is then null. */
    actorGuardianId: uuid('actor_guardian_id').references((): AnyPgColumn => guardians.id),
    actorName: text('actor_name'),
    actorEmail: text('actor_email'),
    actorRole: roleEnum('actor_role'),
    action: auditActionEnum('action').notNull(),
    entityType: auditEntityTypeEnum('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** The student the change concerns, so that a student's history is one index range. */
    studentId: uuid('student_id').references(() => users.id),
    summary: text('summary').notNull(),
    changes: jsonb('changes').$type<AuditChanges>().notNull().default({}),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_events_actor_idx').on(t.actorId, t.at.desc(), t.id.desc()),
    index('audit_events_action_idx').on(t.action, t.at.desc(), t.id.desc()),
    index('audit_events_entity_idx').on(t.entityType, t.entityId, t.at.desc(), t.id.desc()),
    index('audit_events_student_idx').on(t.studentId, t.at.desc(), t.id.desc()),
  ],
);

export const emailKindEnum = pgEnum('email_kind', EMAIL_KINDS);
export const emailStateEnum = pgEnum('email_state', MESSAGE_STATES);
export const messageChannelEnum = pgEnum('message_channel', CHANNELS);

/**
 * The transactional outbox of every channel (the table keeps its first name): each row is one message on one channel
 * (email, SMS, WhatsApp) to a student, or to a guardian about a student. Every message is a row written in the transaction of the change that causes it, and the
 * sender of some server instance delivers it. `queued` rows are due at `nextAttemptAt`; a claimed row is `sending`
 * until its sender records the outcome, or until its lease (from `attemptedAt`) runs out and another instance takes it
 * over. What a message says is made when it is sent, from the notice or payment it names (a reminder, an absence email
 * and an attendance warning keep their lists).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: emailKindEnum('kind').notNull(),
    channel: messageChannelEnum('channel').notNull().default('email'),
    state: emailStateEnum('state').notNull().default('queued'),
    /** The student it is for, or, with `guardianId`, the student it is about (a guardian's message names them). */
    recipientId: uuid('recipient_id').references(() => users.id),
    guardianId: uuid('guardian_id').references(() => guardians.id),
    /** The name and address (email, or phone as stored) as they were when it was queued. */
    toName: text('to_name').notNull(),
    toAddress: text('to_address').notNull(),
    /**
     * The language the recipient (the student, or the guardian) had chosen when it was queued, which it is written in
     * when sent; null: none chosen, so the institute's (INSTITUTE_LANGUAGE).
     */
    language: text('language').$type<Language>(),
    /** Sent at once even in the quiet hours (SMS, WhatsApp). */
    urgent: boolean('urgent').notNull().default(false),
    noticeId: uuid('notice_id').references(() => notices.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    dueFees: jsonb('due_fees').$type<DueFee[]>(),
    missedClasses: jsonb('missed_classes').$type<MissedClass[]>(),
    lowAttendance: jsonb('low_attendance').$type<LowAttendance[]>(),
    result: jsonb('result').$type<ResultEmail>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the latest attempt started: the rate limit counts these, and a lease runs from it. */
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The SMS or WhatsApp provider's id of the message, which its delivery receipts name. */
    providerMessageId: text('provider_message_id'),
    /** The parts an SMS went as (`smsParts`). */
    smsParts: integer('sms_parts'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_state_due_idx').on(t.channel, t.state, t.nextAttemptAt),
    index('email_outbox_attempted_idx')
      .on(t.channel, t.attemptedAt)
      .where(sql`${t.attemptedAt} is not null`),
    uniqueIndex('email_outbox_provider_message_key')
      .on(t.channel, t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    // Staff's list, newest first, of everything or of one student's messages.
    index('email_outbox_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('email_outbox_student_idx').on(t.recipientId, t.createdAt.desc(), t.id.desc()),
    // When each student was last reminded.
    index('email_outbox_reminders_idx')
      .on(t.recipientId, t.createdAt)
      .where(sql`${t.kind} = 'reminder'`),
    // Compared as text: a migration cannot use an enum value added in its own transaction, as a literal of the type.
    check(
      'email_outbox_kind_shape',
      sql`case ${t.kind}::text
        when 'receipt' then ${t.paymentId} is not null
        when 'notice' then ${t.noticeId} is not null
        when 'reminder' then ${t.dueFees} is not null
        when 'fee_due' then ${t.dueFees} is not null
        when 'absence' then ${t.missedClasses} is not null
        when 'attendance_warning' then ${t.lowAttendance} is not null
        else ${t.result} is not null
      end`,
    ),
  ],
);

/**
 * Delivery receipts that named no sent message when they arrived: a provider may report delivery before its sender
 * has recorded the provider's id (an SMSC sends deliver_sm right after submit_sm_resp; a callback may reach another
 * instance). Recording that id applies the receipt kept here and removes it (markSent).
 */
export const pendingDeliveryReceipts = pgTable(
  'pending_delivery_receipts',
  {
    channel: messageChannelEnum('channel').notNull(),
    providerMessageId: text('provider_message_id').notNull(),
    delivered: boolean('delivered').notNull(),
    reason: text('reason'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.channel, t.providerMessageId] }),
    index('pending_delivery_receipts_received_idx').on(t.receivedAt),
  ],
);

/** The days (in India) whose overdue-fee reminders were queued: whichever instance inserts the day queues them. */
export const reminderRuns = pgTable('reminder_runs', {
  day: date('day', { mode: 'string' }).primaryKey(),
  queued: integer('queued').notNull(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The instalments whose coming due day was announced (the daily fee-due run, FEE_DUE_NOTICE_DAYS before it): each
 * (account, instalment, due day) once, whichever run or instance inserts it first.
 */
export const feeDueNotices = pgTable(
  'fee_due_notices',
  {
    feeAccountId: uuid('fee_account_id')
      .notNull()
      .references(() => feeAccounts.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    noticedAt: timestamp('noticed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.feeAccountId, t.number, t.dueDate] })],
);

/**
 * The days (in India) whose attendance emails (absences, warnings) were queued: whichever instance inserts the day
 * queues them, and how many of each it queued.
 */
export const attendanceEmailRuns = pgTable('attendance_email_runs', {
  day: date('day', { mode: 'string' }).primaryKey(),
  absences: integer('absences').notNull(),
  warnings: integer('warnings').notNull(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The day (in India) each student was last warned of attendance below the minimum in each course. */
export const attendanceWarnings = pgTable(
  'attendance_warnings',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    warnedOn: date('warned_on', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.courseId] })],
);

/**
 * The late-fee runs an admin started (POST /api/admin/late-fees/run answers at once; the page follows the run here):
 * `applied` is how many late fees it added once done, `error` why it stopped when failed.
 */
export const lateFeeRuns = pgTable(
  'late_fee_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    state: lateFeeRunStateEnum('state').notNull().default('running'),
    applied: integer('applied'),
    error: text('error'),
    startedBy: uuid('started_by')
      .notNull()
      .references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'late_fee_runs_state_shape',
      sql`case ${t.state}
        when 'running' then ${t.finishedAt} is null and ${t.applied} is null and ${t.error} is null
        when 'done' then ${t.finishedAt} is not null and ${t.applied} is not null and ${t.error} is null
        else ${t.finishedAt} is not null and ${t.error} is not null
      end`,
    ),
  ],
);

/**
 * The student imports: one writes its new students in short transactions, so until it is done (or undone) it is
 * running, and the instance writing it says so every few seconds (heartbeatAt, the database's time). One that fails,
 * or whose instance stopped saying so, is undone: the students it created are removed (undoing while it does).
 */
export const studentImports = pgTable(
  'student_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    state: text('state').notNull().default('running'),
    fileName: text('file_name').notNull(),
    startedBy: uuid('started_by').references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('student_imports_unfinished_idx')
      .on(t.heartbeatAt)
      .where(sql`${t.state} in ('running', 'undoing')`),
    check('student_imports_state', sql`${t.state} in ('running', 'undoing', 'done', 'undone')`),
  ],
);

/**
 * The backups taken, where they are kept (BACKUP_DIR or BACKUP_S3_PREFIX, under `fileName`). A scheduled one names its
 * day (in India): whichever instance inserts the day takes it. Not itself backed up: it describes archives, not data.
 */
export const backups = pgTable(
  'backups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reason: backupReasonEnum('reason').notNull(),
    state: backupStateEnum('state').notNull().default('running'),
    scheduledOn: date('scheduled_on', { mode: 'string' }),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }),
    error: text('error'),
    startedBy: uuid('started_by').references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The database's time when the instance writing a running backup last said it still is. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('backups_scheduled_on_key').on(t.scheduledOn),
    index('backups_started_at_idx').on(t.startedAt),
    check(
      'backups_state_shape',
      sql`case ${t.state}
        when 'running' then ${t.finishedAt} is null and ${t.size} is null and ${t.error} is null
        when 'done' then ${t.finishedAt} is not null and ${t.size} is not null and ${t.error} is null
        else ${t.finishedAt} is not null and ${t.error} is not null
      end`,
    ),
  ],
);

/**
 * The institute's grading scale: each change is a new version (a row), the newest grading every result shown from then
 * on. With no row yet it is the common Indian 10-point scale (`DEFAULT_GRADE_SCALE`), as version 0.
 */
export const gradeScales = pgTable('grade_scales', {
  version: integer('version').primaryKey(),
  /** From the highest band to the lowest. */
  bands: jsonb('bands').$type<GradeBand[]>().notNull(),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: createdAt(),
});

/**
 * A test, assignment, practical or exam of a course (of one section, or of the whole course when `sectionId` is null).
 * Its marks are drafts until `publishedAt`; `marksVersion` counts the saves of its marks (If-Match on the grid), apart
 * from `version`, which guards edits of the assessment itself.
 */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    sectionId: uuid('section_id').references(() => sections.id),
    title: text('title').notNull(),
    kind: assessmentKindEnum('kind').notNull().$type<AssessmentKind>(),
    date: date('date', { mode: 'string' }).notNull(),
    maxMarks: numeric('max_marks', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    weight: numeric('weight', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: uuid('published_by').references(() => users.id),
    marksVersion: integer('marks_version').notNull().default(0),
    version: version(),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('assessments_course_idx')
      .on(t.courseId, t.date, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The dashboard's latest publications.
    index('assessments_published_idx')
      .on(t.publishedAt.desc())
      .where(sql`${t.publishedAt} is not null and ${t.deletedAt} is null`),
    check('assessments_max_marks_positive', sql`${t.maxMarks} > 0`),
    check('assessments_weight_range', sql`${t.weight} between 0 and 100`),
  ],
);

/**
 * A student's marks in an assessment: a number (two decimals), or absent (0 in the result), or exempt (left out of
 * it), with a remark. A student with none of these has no row.
 */
export const assessmentMarks = pgTable(
  'assessment_marks',
  {
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    marks: numeric('marks', { precision: 7, scale: 2, mode: 'number' }),
    absent: boolean('absent').notNull().default(false),
    exempt: boolean('exempt').notNull().default(false),
    remark: text('remark'),
    updatedBy: uuid('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.assessmentId, t.studentId] }),
    // A student's results: their marks, then each one's assessment.
    index('assessment_marks_student_idx').on(t.studentId, t.assessmentId),
    check(
      'assessment_marks_shape',
      sql`case when ${t.absent} or ${t.exempt} then ${t.marks} is null and not (${t.absent} and ${t.exempt})
        else ${t.marks} is not null and ${t.marks} >= 0 end`,
    ),
  ],
);

/**
 * A report card as it was issued (downloaded): its code, and the names, result and grade it printed. A download that
 * prints the same as the latest (`contentHash`) is that card again, with its code; one that prints otherwise is a new
 * card. The code tells anyone what the card said.
 */
export const reportCards = pgTable(
  'report_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    studentName: text('student_name').notNull(),
    courseName: text('course_name').notNull(),
    resultPercent: numeric('result_percent', { precision: 5, scale: 2, mode: 'number' }),
    grade: text('grade'),
    contentHash: text('content_hash').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('report_cards_code_key').on(t.code),
    index('report_cards_student_course_idx').on(t.studentId, t.courseId, t.issuedAt.desc()),
  ],
);

/**
 * A student's parent or guardian (#44): a person of their own, not a user (a parent may have only a phone). One guardian
 * may be linked to several students (`student_guardians`); the phone is stored normalised (`normalisePhone`), so the
 * same phone or email is the same guardian. Deleted (soft) when no student is left linked.
 */
export const guardians = pgTable(
  'guardians',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    relation: text('relation').notNull(),
    phone: text('phone'),
    email: text('email'),
    /** Which messages they receive on which channels; null: `defaultMessagePreferences()`. */
    messagePreferences: jsonb('message_preferences').$type<MessagePreferences>(),
    /** The language they chose to see Campus and get its messages in (#46); null: the institute's. */
    language: text('language').$type<Language>(),
    version: version(),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    check('guardians_contact', sql`${t.phone} is not null or ${t.email} is not null`),
    uniqueIndex('guardians_phone_active_key')
      .on(t.phone)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('guardians_email_active_key')
      .on(t.email)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const studentGuardians = pgTable(
  'student_guardians',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    guardianId: uuid('guardian_id')
      .notNull()
      .references(() => guardians.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.guardianId] }),
    index('student_guardians_guardian_idx').on(t.guardianId),
  ],
);

/**
 * A guardian's one-time sign-in code (#44): one at a time per guardian (a new one replaces it), only its keyed hash
 * kept, valid until expires_at and spent by its use or by GUARDIAN_CODE_MAX_TRIES wrong tries.
 */
export const guardianSignInCodes = pgTable('guardian_sign_in_codes', {
  guardianId: uuid('guardian_id')
    .primaryKey()
    .references(() => guardians.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  wrongTries: integer('wrong_tries').notNull().default(0),
});
