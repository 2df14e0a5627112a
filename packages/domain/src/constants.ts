// Plain values and helpers, apart from the schemas that use them: a page that needs only these loads no zod.

export const MAX_PAGE_SIZE = 100;
/** Far beyond the last page of any list, and small enough that the row offset stays a safe number. */
export const MAX_PAGE = 1_000_000;
/** ₹10 crore in paise: far above any fee, far below integer precision. */
export const MAX_AMOUNT_PAISE = 10_000_000_000;
/**
 * The long lists (students, fees, outstanding fees, recent enrollments, the ledger, the audit trail) count their matches
 * exactly up to this many; a `total` of exactly this means this many or more (more pages than anyone pages through).
 */
export const COUNT_LIMIT = 1_000;

/** The day book covers at most this many days: a whole financial year, leap day included. */
export const DAY_BOOK_MAX_DAYS = 366;

/** The batch the profile shows for a student who has none. */
export const DEFAULT_BATCH = '2023-2024';

/** Every kind of change the audit trail records. */
export const AUDIT_ACTIONS = [
  'staff.signed_in',
  'staff.sign_in_failed',
  'staff.sign_in_locked',
  'staff.sign_in_unlocked',
  'staff.created',
  'staff.updated',
  'staff.password_changed',
  'student.created',
  'student.updated',
  'student.deleted',
  'student.picture_changed',
  'student.sign_in_locked',
  'student.sign_in_unlocked',
  'students.imported',
  'course.created',
  'course.updated',
  'course.deleted',
  'course.instructors_changed',
  'course.copied',
  'course.fee_plan_changed',
  'course.fee_plan_applied',
  'chapter.created',
  'chapter.updated',
  'chapter.deleted',
  'lesson.created',
  'lesson.updated',
  'lesson.deleted',
  'lesson.attachment_added',
  'lesson.attachment_removed',
  'outline.reordered',
  'certificate.issued',
  'certificate.revoked',
  'notice.created',
  'payment.recorded',
  'payment.reversed',
  'concession.granted',
  'concession.reversed',
  'fee.total_corrected',
  'fee.late_fee_charged',
  'payment_claim.submitted',
  'payment_claim.confirmed',
  'payment_claim.rejected',
  'email.retried',
  'message.retried',
  'backup.created',
  'section.created',
  'section.updated',
  'section.deleted',
  'section.students_moved',
  'timetable.changed',
  'holiday.added',
  'holiday.removed',
  'class_session.added',
  'class_session.changed',
  'attendance.marked',
  'attendance.corrected',
  'calendar_link.reset',
  'assessment.created',
  'assessment.updated',
  'assessment.deleted',
  'assessment.published',
  'marks.saved',
  'marks.corrected',
  'marks.imported',
  'grade_scale.changed',
  'report_card.issued',
  'guardian.created',
  'guardian.linked',
  'guardian.updated',
  'guardian.removed',
  'guardian.signed_in',
  'message_preferences.changed',
  'language.changed',
] as const;

/** Payments are recorded as they happen, or copied from the paper ledger of recent years; never from before this. */
export const EARLIEST_PAYMENT_DATE = '2000-01-01';

/** The length of a reason given for a concession, a reversal and the like (the web shows its problems without zod). */
export const REASON_MIN_LENGTH = 5;
export const REASON_MAX_LENGTH = 500;

export const REFERENCE_MAX_LENGTH = 100;
/** A cheque's or demand draft's number as printed on it, and its bank's name. */
export const INSTRUMENT_NUMBER_MAX_LENGTH = 20;
export const INSTRUMENT_BANK_MAX_LENGTH = 100;

/** No student alive was born earlier; 1800-01-01 is a typing slip, not a person. */
export const EARLIEST_DATE_OF_BIRTH = '1900-01-01';

export const STUDENT_IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** The If-Match header value for a version read earlier (`ifMatchHeadersSchema` reads it). */
export const ifMatch = (version: number) => `"${version}"`;

/**
 * What the email outbox sends (a receipt, a notice, an overdue-fee reminder, instalments due soon, a day's absences, a warning of attendance
 * below the minimum, a student's marks when published and when changed after), and the states an email goes through.
 */
export const EMAIL_KINDS = [
  'receipt',
  'notice',
  'reminder',
  'fee_due',
  'absence',
  'attendance_warning',
  'result_published',
  'result_changed',
] as const;
export const EMAIL_STATES = ['queued', 'sending', 'sent', 'failed'] as const;
/**
 * The states of a message in the outbox, on any channel: an SMS or WhatsApp message the provider took is `sent`, and
 * its delivery receipt makes it `delivered` or `failed` (an email stays `sent`).
 */
export const MESSAGE_STATES = ['queued', 'sending', 'sent', 'delivered', 'failed'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];
/**
 * What Campus tells students and their guardians, on the channels each of them keeps on (email, SMS, WhatsApp): an
 * absence, attendance below the minimum, a fee due in 3 days or overdue, a receipt, a result, a notice.
 */
export const MESSAGE_KINDS = [
  'absence',
  'attendance_warning',
  'fee_due',
  'fee_overdue',
  'receipt',
  'result',
  'notice',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
/** The kinds no one can switch off: a receipt is the record of a payment. */
export const MANDATORY_KINDS = ['receipt'] as const satisfies readonly MessageKind[];
export const CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type Channel = (typeof CHANNELS)[number];
/** The Email page lists at most this many of the emails not sent. */
export const WAITING_EMAILS_LIMIT = 50;

/** The orders of the staff's progress view of a course (`courseProgressQuerySchema`). */
export const COURSE_PROGRESS_SORTS = ['progress', '-progress', 'name', 'lastAccessed'] as const;
/** "Not opened for N days" goes back at most this far. */
export const INACTIVE_DAYS_MAX = 3650;

/** A certificate's verification code: letters and digits that cannot be mistaken for each other (no 0/O, 1/I). */
export const CERTIFICATE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CERTIFICATE_CODE_LENGTH = 12;

/** A lesson's attachments: PDFs and pictures, told by their content, each at most this large. */
export const LESSON_ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
export const LESSON_ATTACHMENTS_MAX = 20;

/** A fee plan's limits. */
export const FEE_PLAN_INSTALMENTS_MAX = 24;
export const DUE_AFTER_DAYS_MAX = 3650;
export const LATE_FEE_DAYS_MAX = 365;
/** How far before the day a plan is set one of its instalments may fall due (a year already under way). */
export const DUE_DATE_DAYS_BEFORE_MAX = 366;

/** A student has at most this many guardians (issue #44). */
export const MAX_GUARDIANS = 4;

/** A sign-in code is this many digits, valid this long, and spent after this many wrong tries. */
export const GUARDIAN_CODE_DIGITS = 6;
export const GUARDIAN_CODE_VALID_MINUTES = 10;
export const GUARDIAN_CODE_MAX_TRIES = 5;
/**
 * How many codes are sent at most to one phone or email, and to one guardian over all their contacts: per 10 minutes,
 * and per day.
 */
export const GUARDIAN_CODE_LIMITS = [
  { codes: 3, minutes: 10 },
  { codes: 10, minutes: 24 * 60 },
] as const;

/** Instalments due within this many days (in India) are announced once each, by the daily fee-due run. */
export const FEE_DUE_NOTICE_DAYS = 3;
