import { msg } from '@lingui/core/macro';
import { assessmentMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('assessments', {
  absentOrExempt: [assessmentMessages.absentOrExempt, msg`A student is either absent or exempt, not both`],
  alreadyPublished: [assessmentMessages.alreadyPublished, msg`This assessment is already published`],
  assessmentDeleted: [assessmentMessages.assessmentDeleted, msg`Assessment deleted`],
  assessmentNotFound: [assessmentMessages.assessmentNotFound, msg`Assessment not found`],
  deleteReasonRequired: [
    assessmentMessages.deleteReasonRequired,
    msg`This assessment has marks: give a reason for deleting it`,
  ],
  grade: [assessmentMessages.grade, msg`Each band needs a grade of at most 20 letters, digits, +, - or *`],
  gradeScaleSaved: [assessmentMessages.gradeScaleSaved, msg`Grading scale saved`],
  importAbsent: [assessmentMessages.importAbsent, msg`Absent must be yes or no (or empty)`],
  importAbsentWithMarks: [
    assessmentMessages.importAbsentWithMarks,
    msg`A student marked absent has no marks: clear one of the two`,
  ],
  importNoRows: [assessmentMessages.importNoRows, msg`The file has no marks in it`],
  importUnknownStudent: [assessmentMessages.importUnknownStudent, msg`No student of this assessment has this email`],
  kind: [assessmentMessages.kind, msg`Kind must be test, assignment, practical or exam`],
  marksChanged: [
    assessmentMessages.marksChanged,
    msg`Someone else saved marks for this assessment after you opened it, so your marks were not saved. Reload to see theirs, then enter yours again.`,
  ],
  marksSaved: [assessmentMessages.marksSaved, msg`Marks saved`],
  marksWithAbsence: [assessmentMessages.marksWithAbsence, msg`A student marked absent or exempt has no marks`],
  maxMarks: [
    assessmentMessages.maxMarks,
    msg`Maximum marks must be a number above 0 and at most 9999.99, with at most 2 decimals`,
  ],
  minPercent: [
    assessmentMessages.minPercent,
    msg`A band starts at a percentage from 0 to 100, with at most 2 decimals`,
  ],
  notOnRoster: [
    assessmentMessages.notOnRoster,
    msg`Every student marked must be in the assessment's course (and section), each once`,
  ],
  notPublishedYet: [assessmentMessages.notPublishedYet, msg`No results have been published for this course yet`],
  nothingToChange: [assessmentMessages.nothingToChange, msg`Nothing to change`],
  points: [assessmentMessages.points, msg`Grade points must be a number from 0 to 100, with at most 2 decimals`],
  publishedMaxMarks: [
    assessmentMessages.publishedMaxMarks,
    msg`This assessment is published: its maximum marks can no longer change (students were told their percentage)`,
  ],
  reasonRequired: [
    assessmentMessages.reasonRequired,
    msg`This assessment is published: give a reason for changing its marks`,
  ],
  reportCardNotFound: [
    assessmentMessages.reportCardNotFound,
    msg`No report card has this code: check that it was typed as printed (letters and digits, dashes optional)`,
  ],
  scaleChanged: [
    assessmentMessages.scaleChanged,
    msg`Someone else changed the grading scale after you opened it, so your changes were not saved. Reload it and make them again.`,
  ],
  scaleGradesAlike: [assessmentMessages.scaleGradesAlike, msg`Each band must have its own grade`],
  scaleNoPass: [assessmentMessages.scaleNoPass, msg`At least one band must pass (grade points above 0)`],
  scaleNoZeroBand: [assessmentMessages.scaleNoZeroBand, msg`The lowest band must start at 0%`],
  scalePointsPartly: [assessmentMessages.scalePointsPartly, msg`Give grade points to every band, or to none`],
  scalePointsRising: [
    assessmentMessages.scalePointsRising,
    msg`A higher band cannot have fewer grade points than a lower one`,
  ],
  scaleTooFewBands: [assessmentMessages.scaleTooFewBands, msg`A grading scale needs at least two bands`],
  sectionNotInCourse: [assessmentMessages.sectionNotInCourse, msg`The section must be one of the course's`],
  weight: [assessmentMessages.weight, msg`Weight must be a number from 0 to 100, with at most 2 decimals`],
});
