// Assessments, marks, the grading scale, results and report cards.

export const assessmentNotFound = 'Assessment not found';
export const kind = 'Kind must be test, assignment, practical or exam';
export const maxMarks = 'Maximum marks must be a number above 0 and at most 9999.99, with at most 2 decimals';
export const weight = 'Weight must be a number from 0 to 100, with at most 2 decimals';
export const marks = (max: number) => `Marks must be a number from 0 to ${max}, with at most 2 decimals`;
export const marksAboveMax = (max: number) => `Marks cannot be more than the maximum of ${max}`;
export const absentOrExempt = 'A student is either absent or exempt, not both';
export const marksWithAbsence = 'A student marked absent or exempt has no marks';
export const weightsOver = (total: number) =>
  `The weights of this course's assessments would add up to ${total}: together they can weigh at most 100`;
export const maxBelowMarks = (highest: number) => `A student already has ${highest} marks: the maximum cannot be lower`;
export const publishedMaxMarks =
  'This assessment is published: its maximum marks can no longer change (students were told their percentage)';
export const sectionNotInCourse = "The section must be one of the course's";
export const nothingToChange = 'Nothing to change';
export const alreadyPublished = 'This assessment is already published';
export const notOnRoster = "Every student marked must be in the assessment's course (and section), each once";
export const reasonRequired = 'This assessment is published: give a reason for changing its marks';
export const deleteReasonRequired = 'This assessment has marks: give a reason for deleting it';
export const marksChanged =
  'Someone else saved marks for this assessment after you opened it, so your marks were not saved. Reload to see ' +
  'theirs, then enter yours again.';
export const scaleChanged =
  'Someone else changed the grading scale after you opened it, so your changes were not saved. Reload it and make ' +
  'them again.';
export const marksSaved = 'Marks saved';
export const published = (students: number) =>
  `Published: ${students} ${students === 1 ? 'student was' : 'students were'} emailed their result`;
export const assessmentDeleted = 'Assessment deleted';
export const gradeScaleSaved = 'Grading scale saved';

// Marks saved with no connection, kept on the device until they are sent (#46); the texts that name no assessment are
// attendance's (attendanceMessages.queued…).
export const queuedConflict = (label: string) =>
  `Your marks for ${label} were not sent: someone else saved this assessment's marks since. Open the assessment to see theirs and enter yours again.`;
export const queuedConflictHere =
  "Your marks were not sent: someone else saved this assessment's marks since. Theirs are shown below: enter yours again if needed.";
export const queuedOpenAssessment = 'Open the assessment';

// The grading scale's rules (`gradeScaleProblem`).
export const minPercent = 'A band starts at a percentage from 0 to 100, with at most 2 decimals';
export const grade = 'Each band needs a grade of at most 20 letters, digits, +, - or *';
export const points = 'Grade points must be a number from 0 to 100, with at most 2 decimals';
export const scaleTooFewBands = 'A grading scale needs at least two bands';
export const scaleTooManyBands = (max: number) => `A grading scale has at most ${max} bands`;
export const scaleNoZeroBand = 'The lowest band must start at 0%';
export const scaleBandsAlike = (percent: number) => `Two bands start at ${percent}%`;
export const scaleGradesAlike = 'Each band must have its own grade';
export const scalePointsPartly = 'Give grade points to every band, or to none';
export const scalePointsRising = 'A higher band cannot have fewer grade points than a lower one';
export const scaleNoPass = 'At least one band must pass (grade points above 0)';

// The marks import (a CSV or Excel file of one assessment's marks).
export const importNoRows = 'The file has no marks in it';
export const importUnknownStudent = 'No student of this assessment has this email';
export const importEmailRepeated = (row: number) => `This email is already on row ${row} of this file`;
export const importMarks = (max: number) =>
  `Marks must be a number from 0 to ${max} with at most 2 decimals, AB (absent) or EX (exempt)`;
export const importAbsent = 'Absent must be yes or no (or empty)';
export const importAbsentWithMarks = 'A student marked absent has no marks: clear one of the two';

// What students see.
export const notPublishedYet = 'No results have been published for this course yet';
export const reportCardNotFound =
  'No report card has this code: check that it was typed as printed (letters and digits, dashes optional)';
