/**
 * The sentence of each audit event ("Recorded ₹1,200.00 by UPI for Kabir Shah, Data Structures"), written by the server as
 * it records the event; the web app ships none of them.
 */
export const auditSummaries = {
  signedIn: 'Signed in',
  signInFailed: (email: string) => `Failed sign-in as ${email}`,
  signInLocked: (who: string, failures: number, minutes: number) =>
    `Someone may be guessing the sign-in of ${who}: locked for ${minutes} minutes after ${failures} wrong attempts`,
  signInUnlocked: (who: string) => `Unlocked the sign-in of ${who}`,
  staffCreated: (role: string, name: string, email: string) => `Added ${role} ${name} (${email})`,
  roleChanged: (name: string, from: string, to: string) => `Changed the role of ${name} from ${from} to ${to}`,
  deactivated: (name: string) => `Deactivated ${name}`,
  reactivated: (name: string) => `Reactivated ${name}`,
  passwordChanged: 'Changed their own password',
  messagesRetried: (count: number) => `Queued ${count} failed ${count === 1 ? 'message' : 'messages'} to be sent again`,
  emailsRetried: (count: number) => `Queued ${count} failed ${count === 1 ? 'email' : 'emails'} to be sent again`,
  studentCreated: (student: string) => `Added student ${student}`,
  studentUpdated: (student: string) => `Edited student ${student}`,
  studentDeleted: (student: string) => `Deleted student ${student}`,
  pictureChanged: (student: string) => `Changed the profile picture of ${student}`,
  courseCreated: (course: string) => `Added course ${course}`,
  courseUpdated: (course: string) => `Edited course ${course}`,
  courseDeleted: (course: string) => `Deleted course ${course}`,
  instructorsChanged: (course: string) => `Changed the instructors of ${course}`,
  claimSubmitted: (student: string, amount: string, course: string, utr: string) =>
    `${student} reported a UPI payment of ${amount} for ${course} (UTR ${utr})`,
  claimConfirmed: (amount: string, student: string, course: string, utr: string) =>
    `Confirmed the UPI payment of ${amount} by ${student} for ${course} (UTR ${utr})`,
  claimRejected: (amount: string, student: string, course: string, utr: string, reason: string) =>
    `Rejected the UPI payment of ${amount} by ${student} for ${course} (UTR ${utr}): ${reason}`,
  lateFeeCharged: (amount: string, student: string, course: string, instalments: number[]) =>
    `Charged a late fee of ${amount} to ${student}, ${course} (instalment ${instalments.join(', ')})`,
  feePlanApplied: (course: string, version: number, accounts: number) =>
    `Applied version ${version} of the fee plan of ${course} to ${accounts} existing ${accounts === 1 ? 'enrolment' : 'enrolments'}`,
  feePlanChanged: (course: string, version: number, instalments: number) =>
    `Set version ${version} of the fee plan of ${course}: ${instalments} ${instalments === 1 ? 'instalment' : 'instalments'}`,
  certificateIssued: (number: string, student: string, course: string) =>
    `Issued certificate ${number} to ${student} for ${course}`,
  certificateRevoked: (number: string, student: string, course: string, reason: string) =>
    `Revoked certificate ${number} of ${student} for ${course}: ${reason}`,
  chapterCreated: (chapter: string, course: string) => `Added the chapter "${chapter}" to ${course}`,
  chapterUpdated: (chapter: string, course: string) => `Edited the chapter "${chapter}" of ${course}`,
  chapterDeleted: (chapter: string, course: string, lessons: number) =>
    `Deleted the chapter "${chapter}" of ${course}` +
    (lessons > 0 ? ` with its ${lessons} ${lessons === 1 ? 'lesson' : 'lessons'}` : ''),
  lessonCreated: (lesson: string, course: string) => `Added the lesson "${lesson}" to ${course}`,
  lessonUpdated: (lesson: string, course: string) => `Edited the lesson "${lesson}" of ${course}`,
  lessonDeleted: (lesson: string, course: string) => `Deleted the lesson "${lesson}" of ${course}`,
  attachmentAdded: (file: string, lesson: string, course: string) =>
    `Attached ${file} to the lesson "${lesson}" of ${course}`,
  attachmentRemoved: (file: string, lesson: string, course: string) =>
    `Removed ${file} from the lesson "${lesson}" of ${course}`,
  courseCopied: (copy: string, original: string, chapters: number, lessons: number) =>
    `Added course ${copy} as a copy of ${original} with ${chapters} ${chapters === 1 ? 'chapter' : 'chapters'} and ` +
    `${lessons} ${lessons === 1 ? 'lesson' : 'lessons'}`,
  outlineReordered: (course: string) => `Reordered the outline of ${course}`,
  noticeCreated: (title: string) => `Published the notice "${title}"`,
  noticeEmailed: (title: string, students: number) =>
    `Published the notice "${title}" and queued it by email to ${students} ${students === 1 ? 'student' : 'students'}`,
  paymentRecorded: (amount: string, mode: string, student: string, course: string) =>
    `Recorded ${amount} by ${mode} for ${student}, ${course}`,
  paymentReversed: (receipt: string, amount: string, mode: string, student: string, course: string, reason: string) =>
    `Reversed receipt ${receipt} (${amount} by ${mode}) for ${student}, ${course}: ${reason}`,
  concessionGranted: (amount: string, student: string, course: string, reason: string, instalment?: number) =>
    `Granted a concession of ${amount} to ${student}, ${course}${instalment ? ` (instalment ${instalment})` : ''}: ${reason}`,
  concessionReversed: (amount: string, student: string, course: string, reason: string) =>
    `Reversed the concession of ${amount} to ${student}, ${course}: ${reason}`,
  backupStarted: 'Started a backup of the database and the stored files',
  totalCorrected: (student: string, course: string, from: string, to: string) =>
    `Corrected the total fee of ${student}, ${course}, from ${from} to ${to}`,
  sectionCreated: (section: string, course: string) => `Added the section ${section} to ${course}`,
  sectionUpdated: (section: string, course: string) => `Edited the section ${section} of ${course}`,
  sectionDeleted: (section: string, course: string, classes: number) =>
    `Deleted the section ${section} of ${course}` +
    (classes > 0 ? ` and its ${classes} coming ${classes === 1 ? 'class' : 'classes'}` : ''),
  studentMovedToSection: (student: string, course: string, from: string, to: string) =>
    `Moved ${student} from section ${from} to section ${to} of ${course}`,
  timetableChanged: (section: string, course: string, slots: number, classes: number) =>
    `Set the timetable of ${course}, section ${section}: ${slots} ${slots === 1 ? 'class' : 'classes'} a week, ` +
    `${classes} coming ${classes === 1 ? 'class' : 'classes'} made`,
  holidayAdded: (name: string, date: string, classesRemoved: number) =>
    `Added the holiday ${name} on ${date}` +
    (classesRemoved > 0 ? `, taking off ${classesRemoved} ${classesRemoved === 1 ? 'class' : 'classes'}` : ''),
  holidayRemoved: (name: string, date: string, classesMade: number) =>
    `Removed the holiday ${name} on ${date}` +
    (classesMade > 0 ? `, putting back ${classesMade} ${classesMade === 1 ? 'class' : 'classes'}` : ''),
  classAdded: (course: string, section: string, when: string) =>
    `Added an extra class of ${course}, section ${section}: ${when}`,
  classChanged: (course: string, section: string, when: string) =>
    `Changed the class of ${course}, section ${section} on ${when}`,
  classCancelled: (course: string, section: string, when: string) =>
    `Cancelled the class of ${course}, section ${section} on ${when}`,
  attendanceMarked: (course: string, section: string, when: string, attended: number, students: number) =>
    `Marked the attendance of ${course}, ${section}, ${when}: ${attended} of ${students} ` +
    `${students === 1 ? 'student' : 'students'} attended`,
  attendanceCorrected: (course: string, section: string, when: string, changed: number, reason: string | undefined) =>
    `Corrected the attendance of ${changed} ${changed === 1 ? 'student' : 'students'} at ${course}, ${section}, ` +
    `${when}${reason ? `: ${reason}` : ''}`,
  calendarLinkReset: 'Reset their calendar link: the old one no longer works',
  assessmentCreated: (assessment: string, course: string) => `Added the assessment "${assessment}" to ${course}`,
  assessmentUpdated: (assessment: string, course: string) => `Edited the assessment "${assessment}" of ${course}`,
  assessmentDeleted: (assessment: string, course: string, marked: number, reason: string | undefined) =>
    `Deleted the assessment "${assessment}" of ${course}` +
    (marked > 0 ? ` with the marks of ${marked} ${marked === 1 ? 'student' : 'students'}` : '') +
    (reason ? `: ${reason}` : ''),
  assessmentPublished: (assessment: string, course: string, students: number) =>
    `Published the marks of "${assessment}" of ${course} and emailed ${students} ${students === 1 ? 'student' : 'students'}`,
  marksSaved: (assessment: string, course: string, changed: number) =>
    `Saved the marks of ${changed} ${changed === 1 ? 'student' : 'students'} in "${assessment}" of ${course}`,
  marksCorrected: (assessment: string, course: string, changed: number, reason: string) =>
    `Changed the published marks of ${changed} ${changed === 1 ? 'student' : 'students'} in "${assessment}" of ` +
    `${course}: ${reason}`,
  marksImported: (file: string, assessment: string, course: string, changed: number) =>
    `Imported ${file} into "${assessment}" of ${course}: the marks of ${changed} ${changed === 1 ? 'student' : 'students'} changed`,
  gradeScaleChanged: (version: number, bands: number) =>
    `Set version ${version} of the grading scale: ${bands} ${bands === 1 ? 'band' : 'bands'}`,
  reportCardIssued: (code: string, student: string, course: string) =>
    `Issued report card ${code} to ${student} for ${course}`,
  guardianCreated: (guardian: string, relation: string, student: string) =>
    `Added ${guardian} (${relation}) as a guardian of ${student}`,
  guardianLinked: (guardian: string, relation: string, student: string) =>
    `Linked guardian ${guardian} (${relation}), already a guardian of another student, to ${student}`,
  guardianUpdated: (guardian: string) => `Edited guardian ${guardian}`,
  guardianRemoved: (guardian: string, student: string) => `Removed ${guardian} as a guardian of ${student}`,
  messagePreferencesChanged: (person: string) => `${person} changed which messages they receive`,
  languageChanged: (person: string, language: string) => `${person} chose to see Campus in ${language}`,
};
