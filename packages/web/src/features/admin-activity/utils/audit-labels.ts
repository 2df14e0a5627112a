import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { auditMessages, type AuditAction, type AuditChanges } from '@campus/domain';
import '@/lib/domain-text/audit';
import { domainText } from '@/lib/domain-text/registry';
import { i18n } from '@/lib/i18n';

/** What each kind of event is called on screen (`i18n._`, or `actionLabel`). */
export const ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  'staff.signed_in': msg`Signed in`,
  'staff.sign_in_failed': msg`Failed sign-in`,
  'staff.sign_in_locked': msg`Staff sign-in locked: someone may be guessing`,
  'staff.sign_in_unlocked': msg`Staff sign-in unlocked`,
  'staff.created': msg`Staff member added`,
  'staff.updated': msg`Staff member changed`,
  'staff.password_changed': msg`Password changed`,
  'student.created': msg`Student added`,
  'student.updated': msg`Student edited`,
  'student.deleted': msg`Student deleted`,
  'student.picture_changed': msg`Profile picture changed`,
  'student.sign_in_locked': msg`Student sign-in locked: someone may be guessing`,
  'student.sign_in_unlocked': msg`Student sign-in unlocked`,
  'students.imported': msg`Students imported`,
  'course.created': msg`Course added`,
  'course.updated': msg`Course edited`,
  'course.deleted': msg`Course deleted`,
  'course.instructors_changed': msg`Instructors changed`,
  'course.copied': msg`Course copied`,
  'course.fee_plan_changed': msg`Fee plan set`,
  'course.fee_plan_applied': msg`Fee plan applied to enrolments`,
  'chapter.created': msg`Chapter added`,
  'chapter.updated': msg`Chapter renamed`,
  'chapter.deleted': msg`Chapter deleted`,
  'lesson.created': msg`Lesson added`,
  'lesson.updated': msg`Lesson edited`,
  'lesson.deleted': msg`Lesson deleted`,
  'lesson.attachment_added': msg`File attached`,
  'lesson.attachment_removed': msg`File removed`,
  'outline.reordered': msg`Outline reordered`,
  'certificate.issued': msg`Certificate issued`,
  'certificate.revoked': msg`Certificate revoked`,
  'notice.created': msg`Notice sent`,
  'payment.recorded': msg`Payment recorded`,
  'fee.total_corrected': msg`Fee total corrected`,
  'payment.reversed': msg`Payment reversed`,
  'concession.granted': msg`Concession granted`,
  'concession.reversed': msg`Concession reversed`,
  'fee.late_fee_charged': msg`Late fee charged`,
  'payment_claim.submitted': msg`UPI payment reported`,
  'payment_claim.confirmed': msg`UPI payment confirmed`,
  'payment_claim.rejected': msg`UPI payment rejected`,
  'email.retried': msg`Failed emails retried`,
  'message.retried': msg`Failed messages retried`,
  'backup.created': msg`Backup taken`,
  'section.created': msg`Section added`,
  'section.updated': msg`Section edited`,
  'section.deleted': msg`Section deleted`,
  'section.students_moved': msg`Students moved to a section`,
  'timetable.changed': msg`Timetable set`,
  'holiday.added': msg`Holiday added`,
  'holiday.removed': msg`Holiday removed`,
  'class_session.added': msg`Extra class added`,
  'class_session.changed': msg`Class changed`,
  'attendance.marked': msg`Attendance marked`,
  'attendance.corrected': msg`Attendance corrected`,
  'calendar_link.reset': msg`Calendar link reset`,
  'assessment.created': msg`Assessment added`,
  'assessment.updated': msg`Assessment edited`,
  'assessment.deleted': msg`Assessment deleted`,
  'assessment.published': msg`Marks published`,
  'marks.saved': msg`Marks saved`,
  'marks.corrected': msg`Published marks changed`,
  'marks.imported': msg`Marks imported`,
  'grade_scale.changed': msg`Grading scale changed`,
  'report_card.issued': msg`Report card issued`,
  'guardian.created': msg`Guardian added`,
  'guardian.linked': msg`Guardian linked`,
  'guardian.updated': msg`Guardian edited`,
  'guardian.removed': msg`Guardian removed`,
  'guardian.signed_in': msg`Guardian signed in`,
  'message_preferences.changed': msg`Message preferences changed`,
  'language.changed': msg`Language changed`,
};

/** An event's kind as it is called on screen, in the language shown. */
export const actionLabel = (action: AuditAction): string => i18n._(ACTION_LABELS[action]);

/**
 * The fields the trail records most, named in the language shown; in English each is the name `fieldWords` makes of it
 * (audit-labels.test.ts), but for `dob`. Another field is named by `fieldWords`, in English.
 */
export const FIELD_NAMES: Record<string, MessageDescriptor> = {
  active: msg`Active`,
  amount: msg`Amount`,
  attachment: msg`Attachment`,
  batch: msg`Batch`,
  body: msg`Body`,
  cancelled: msg`Cancelled`,
  capacity: msg`Capacity`,
  category: msg`Category`,
  course: msg`Course`,
  courses: msg`Courses`,
  date: msg`Date`,
  description: msg`Description`,
  dob: msg`Date of birth`,
  duration: msg`Duration`,
  email: msg`Email`,
  end: msg`End`,
  from: msg`From`,
  grade: msg`Grade`,
  image: msg`Image`,
  instalment: msg`Instalment`,
  instalments: msg`Instalments`,
  instructors: msg`Instructors`,
  issuedOn: msg`Issued on`,
  kind: msg`Kind`,
  language: msg`Language`,
  lateFee: msg`Late fee`,
  maxMarks: msg`Max marks`,
  minutes: msg`Minutes`,
  name: msg`Name`,
  note: msg`Note`,
  number: msg`Number`,
  paymentDate: msg`Payment date`,
  paymentMode: msg`Payment mode`,
  phone: msg`Phone`,
  price: msg`Price`,
  profilePicture: msg`Profile picture`,
  program: msg`Program`,
  published: msg`Published`,
  reason: msg`Reason`,
  receiptNumber: msg`Receipt number`,
  relation: msg`Relation`,
  revoked: msg`Revoked`,
  role: msg`Role`,
  room: msg`Room`,
  section: msg`Section`,
  sections: msg`Sections`,
  slots: msg`Slots`,
  start: msg`Start`,
  status: msg`Status`,
  title: msg`Title`,
  to: msg`To`,
  totalFee: msg`Total fee`,
  utr: msg`UTR`,
  videoUrl: msg`Video link`,
  weight: msg`Weight`,
};

/**
 * A changed field's name as a person reads it, in the language shown when it is one of FIELD_NAMES. A change named by
 * what it is about (a student's marks, under "Isha Gupta (isha.gupta6@…)") is shown as it is: it is data.
 */
export function fieldLabel(field: string): string {
  const named = FIELD_NAMES[field];
  if (named) return i18n._(named);
  return /^[A-Za-z0-9_.]+$/.test(field) ? fieldWords(field) : field;
}

/** A field's name made into English words: `totalFee` → "Total fee", `payment_mode` → "Payment mode". */
export function fieldWords(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type ChangedValue = AuditChanges[string]['from'];

/** A value before or after a change (the server formats amounts): yes/no, lists joined, nothing as a dash. */
export function formatChangedValue(value: ChangedValue): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? t`Yes` : t`No`;
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.join(', ');
  // A date of birth is never shown: the trail says that it changed (a domain text).
  if (value === auditMessages.notRecorded) return domainText(value);
  return String(value);
}
