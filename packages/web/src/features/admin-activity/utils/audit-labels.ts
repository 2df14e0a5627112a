import type { AuditAction, AuditChanges } from '@campus/domain';

/** What each kind of event is called on screen. */
export const ACTION_LABELS: Record<AuditAction, string> = {
  'staff.signed_in': 'Signed in',
  'staff.sign_in_failed': 'Failed sign-in',
  'staff.sign_in_locked': 'Staff sign-in locked: someone may be guessing',
  'staff.sign_in_unlocked': 'Staff sign-in unlocked',
  'staff.created': 'Staff member added',
  'staff.updated': 'Staff member changed',
  'staff.password_changed': 'Password changed',
  'student.created': 'Student added',
  'student.updated': 'Student edited',
  'student.deleted': 'Student deleted',
  'student.picture_changed': 'Profile picture changed',
  'student.sign_in_locked': 'Student sign-in locked: someone may be guessing',
  'student.sign_in_unlocked': 'Student sign-in unlocked',
  'students.imported': 'Students imported',
  'course.created': 'Course added',
  'course.updated': 'Course edited',
  'course.deleted': 'Course deleted',
  'course.instructors_changed': 'Instructors changed',
  'course.copied': 'Course copied',
  'course.fee_plan_changed': 'Fee plan set',
  'course.fee_plan_applied': 'Fee plan applied to enrolments',
  'chapter.created': 'Chapter added',
  'chapter.updated': 'Chapter renamed',
  'chapter.deleted': 'Chapter deleted',
  'lesson.created': 'Lesson added',
  'lesson.updated': 'Lesson edited',
  'lesson.deleted': 'Lesson deleted',
  'lesson.attachment_added': 'File attached',
  'lesson.attachment_removed': 'File removed',
  'outline.reordered': 'Outline reordered',
  'certificate.issued': 'Certificate issued',
  'certificate.revoked': 'Certificate revoked',
  'notice.created': 'Notice sent',
  'payment.recorded': 'Payment recorded',
  'fee.total_corrected': 'Fee total corrected',
  'payment.reversed': 'Payment reversed',
  'concession.granted': 'Concession granted',
  'concession.reversed': 'Concession reversed',
  'fee.late_fee_charged': 'Late fee charged',
  'payment_claim.submitted': 'UPI payment reported',
  'payment_claim.confirmed': 'UPI payment confirmed',
  'payment_claim.rejected': 'UPI payment rejected',
  'email.retried': 'Failed emails retried',
  'message.retried': 'Failed messages retried',
  'backup.created': 'Backup taken',
  'section.created': 'Section added',
  'section.updated': 'Section edited',
  'section.deleted': 'Section deleted',
  'section.students_moved': 'Students moved to a section',
  'timetable.changed': 'Timetable set',
  'holiday.added': 'Holiday added',
  'holiday.removed': 'Holiday removed',
  'class_session.added': 'Extra class added',
  'class_session.changed': 'Class changed',
  'attendance.marked': 'Attendance marked',
  'attendance.corrected': 'Attendance corrected',
  'calendar_link.reset': 'Calendar link reset',
  'assessment.created': 'Assessment added',
  'assessment.updated': 'Assessment edited',
  'assessment.deleted': 'Assessment deleted',
  'assessment.published': 'Marks published',
  'marks.saved': 'Marks saved',
  'marks.corrected': 'Published marks changed',
  'marks.imported': 'Marks imported',
  'grade_scale.changed': 'Grading scale changed',
  'report_card.issued': 'Report card issued',
  'guardian.created': 'Guardian added',
  'guardian.linked': 'Guardian linked',
  'guardian.updated': 'Guardian edited',
  'guardian.removed': 'Guardian removed',
  'guardian.signed_in': 'Guardian signed in',
  'message_preferences.changed': 'Message preferences changed',
};

const FIELD_NAMES: Record<string, string> = { dob: 'Date of birth' };

/** A changed field's name as a person reads it: `totalFee` → "Total fee", `payment_mode` → "Payment mode". */
export function fieldLabel(field: string): string {
  const named = FIELD_NAMES[field];
  if (named) return named;
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
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.join(', ');
  return String(value);
}
