import { msg } from '@lingui/core/macro';
import { attendanceMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('attendance', {
  attendanceChanged: [
    attendanceMessages.attendanceChanged,
    msg`Someone else saved attendance for this class after you opened it, so your marks were not saved. Reload to see theirs, then mark again.`,
  ],
  attendanceSaved: [attendanceMessages.attendanceSaved, msg`Attendance saved`],
  belowFilter: [attendanceMessages.belowFilter, msg`The filter "below" must be true or false`],
  calendarLinkReset: [attendanceMessages.calendarLinkReset, msg`Calendar link reset: the old link no longer works`],
  calendarLinkUnknown: [
    attendanceMessages.calendarLinkUnknown,
    msg`This calendar link no longer works: it was reset, or never existed. Copy the new link from Campus.`,
  ],
  capacity: [attendanceMessages.capacity, msg`Capacity must be a whole number from 1 to 1000`],
  clash: [attendanceMessages.clash, msg`Another class has this instructor or room at that time`],
  classCancelled: [attendanceMessages.classCancelled, msg`This class was cancelled`],
  classMarked: [
    attendanceMessages.classMarked,
    msg`This class has attendance marked: it can no longer be moved or cancelled`,
  ],
  classNotFound: [attendanceMessages.classNotFound, msg`Class not found`],
  classNotStarted: [attendanceMessages.classNotStarted, msg`Attendance can be marked from the day of the class`],
  classPast: [attendanceMessages.classPast, msg`A class that has taken place can no longer be moved`],
  endAfterStart: [attendanceMessages.endAfterStart, msg`A class must end after it starts`],
  holidayNotFound: [attendanceMessages.holidayNotFound, msg`Holiday not found`],
  holidayRemoved: [attendanceMessages.holidayRemoved, msg`Holiday removed`],
  holidayTaken: [attendanceMessages.holidayTaken, msg`There is already a holiday on this day`],
  mainSectionKept: [attendanceMessages.mainSectionKept, msg`A course's main section cannot be deleted`],
  month: [attendanceMessages.month, msg`Month must be written YYYY-MM`],
  notAnInstructor: [attendanceMessages.notAnInstructor, msg`Classes can be given only to active instructors or admins`],
  notInCourse: [attendanceMessages.notInCourse, msg`Every student moved must be enrolled in the section's course`],
  notYourClass: [
    attendanceMessages.notYourClass,
    msg`Only the instructor of this class or an admin can mark its attendance`,
  ],
  nothingToChange: [attendanceMessages.nothingToChange, msg`Nothing to change`],
  oneSectionPerCourse: [attendanceMessages.oneSectionPerCourse, msg`Choose at most one section of each course`],
  queuedConflictHere: [
    attendanceMessages.queuedConflictHere,
    msg`Your marks were not sent: someone else saved this class's attendance since. Theirs are shown below: mark again if needed.`,
  ],
  queuedDiscard: [attendanceMessages.queuedDiscard, msg`Discard my marks`],
  queuedOpenClass: [attendanceMessages.queuedOpenClass, msg`Open the class`],
  queuedRefusedUnexplained: [
    attendanceMessages.queuedRefusedUnexplained,
    msg`the server did not take them. They are sent again when the admin area next opens.`,
  ],
  queuedWaiting: [
    attendanceMessages.queuedWaiting,
    msg`Waiting to send. Your marks are kept on this device and sent when the connection returns.`,
  ],
  reasonRequired: [attendanceMessages.reasonRequired, msg`Give a reason for correcting attendance`],
  rosterMismatch: [attendanceMessages.rosterMismatch, msg`Mark every student of the class's section, each once`],
  sectionDeleted: [attendanceMessages.sectionDeleted, msg`Section deleted`],
  sectionHasStudents: [
    attendanceMessages.sectionHasStudents,
    msg`Move its students to another section before deleting it`,
  ],
  sectionNameTaken: [attendanceMessages.sectionNameTaken, msg`This course already has a section with this name`],
  sectionNotFound: [attendanceMessages.sectionNotFound, msg`Section not found`],
  slotsOverlap: [attendanceMessages.slotsOverlap, msg`Two classes of this timetable overlap on the same weekday`],
  status: [attendanceMessages.status, msg`Status must be present, absent, late or excused`],
  timetableChanged: [
    attendanceMessages.timetableChanged,
    msg`Someone else changed this timetable after you opened it, so your changes were not saved. Reload it and make them again.`,
  ],
  timetableTooLong: [attendanceMessages.timetableTooLong, msg`A timetable can cover at most 366 days`],
  weekday: [attendanceMessages.weekday, msg`Weekday must be a number from 1 (Monday) to 7 (Sunday)`],
});
