// Sections, timetables, holidays, classes and attendance.

export const sectionNotFound = 'Section not found';
export const sectionNameTaken = 'This course already has a section with this name';
export const capacity = 'Capacity must be a whole number from 1 to 1000';
export const sectionFull = (name: string, capacity: number) =>
  `Section ${name} has room for ${capacity} student${capacity === 1 ? '' : 's'}`;
export const capacityBelowStudents = (students: number) =>
  `The section has ${students} student${students === 1 ? '' : 's'}: its capacity cannot be lower`;
export const mainSectionKept = "A course's main section cannot be deleted";
export const sectionDeleted = 'Section deleted';
export const sectionHasStudents = 'Move its students to another section before deleting it';
export const oneSectionPerCourse = 'Choose at most one section of each course';
export const alreadyInCourse = (course: string) =>
  `The student is already in a section of ${course}: move them between its sections on the course's Sections page`;
export const notInCourse = "Every student moved must be enrolled in the section's course";
export const weekday = 'Weekday must be a number from 1 (Monday) to 7 (Sunday)';
export const time = (label: string) => `${label} must be a time of day as HH:MM`;
export const endAfterStart = 'A class must end after it starts';
export const slotsOverlap = 'Two classes of this timetable overlap on the same weekday';
export const timetableTooLong = 'A timetable can cover at most 366 days';
export const timetableChanged =
  'Someone else changed this timetable after you opened it, so your changes were not saved. Reload it and make them again.';
export const notAnInstructor = 'Classes can be given only to active instructors or admins';
export const instructorClash = (instructor: string, section: string, when: string) =>
  `${instructor} already teaches ${section} at that time (${when})`;
export const roomClash = (room: string, section: string, when: string) =>
  `Room ${room} is taken by ${section} at that time (${when})`;
/** A clash the database refused, when the class in the way can no longer be found to name it. */
export const clash = 'Another class has this instructor or room at that time';
export const holidayTaken = 'There is already a holiday on this day';
export const holidayNotFound = 'Holiday not found';
export const holidayRemoved = 'Holiday removed';
export const classNotFound = 'Class not found';
export const classCancelled = 'This class was cancelled';
export const classMarked = 'This class has attendance marked: it can no longer be moved or cancelled';
export const classPast = 'A class that has taken place can no longer be moved';
export const nothingToChange = 'Nothing to change';
export const status = 'Status must be present, absent, late or excused';
export const rosterMismatch = "Mark every student of the class's section, each once";
export const attendanceChanged =
  'Someone else saved attendance for this class after you opened it, so your marks were not saved. Reload to see ' +
  'theirs, then mark again.';
export const notYourClass = 'Only the instructor of this class or an admin can mark its attendance';
export const classNotStarted = 'Attendance can be marked from the day of the class';
export const editWindowOver = (days: number) =>
  `Instructors can change attendance for ${days} day${days === 1 ? '' : 's'} after a class; ask an admin to correct it`;
export const reasonRequired = 'Give a reason for correcting attendance';
export const attendanceSaved = 'Attendance saved';
/** A student's warning on a course below the minimum now: they may not sit its exams. */
export const belowMinimum = (minPercent: number) => `Below the ${minPercent}% needed for exams`;
/** A student's warning on a course not below the minimum yet, which the next absence would take there. */
export const oneAbsenceFromBelow = (minPercent: number) => `One more absence takes you below ${minPercent}%`;
export const calendarLinkReset = 'Calendar link reset: the old link no longer works';
export const timetableRangeTooLong = (days: number) => `Ask for at most ${days} days of the timetable at a time`;
export const calendarLinkUnknown =
  'This calendar link no longer works: it was reset, or never existed. Copy the new link from Campus.';
export const month = 'Month must be written YYYY-MM';
export const belowFilter = 'The filter "below" must be true or false';
/**
 * Attendance saved with no connection, kept on the device until it is sent (#46). Those that name no class are an
 * assessment's marks' too (assessmentMessages.queued… has the rest).
 */
export const queuedWaiting =
  'Waiting to send. Your marks are kept on this device and sent when the connection returns.';
export const queuedWaitingFor = (label: string) =>
  `Waiting to send: your marks for ${label}. They are sent when the connection returns.`;
export const queuedConflict = (label: string) =>
  `Your marks for ${label} were not sent: someone else saved this class's attendance since. Open the class to see theirs and mark again.`;
export const queuedConflictHere =
  "Your marks were not sent: someone else saved this class's attendance since. Theirs are shown below: mark again if needed.";
export const queuedRefused = (label: string, why: string) => `Your marks for ${label} were not sent: ${why}`;
export const queuedRefusedHere = (why: string) => `Your marks were not sent: ${why}`;
/** Why a queued save was refused, when the server gave no words of its own. */
export const queuedRefusedUnexplained =
  'the server did not take them. They are sent again when the admin area next opens.';
export const queuedDiscard = 'Discard my marks';
export const queuedOpenClass = 'Open the class';
