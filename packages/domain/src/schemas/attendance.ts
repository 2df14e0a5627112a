import { z } from 'zod';
import { ATTENDANCE_STATUSES } from '../attendance.js';
import { attendanceMessages, inputMessages } from '../messages.js';
import {
  SECTION_CAPACITY_MAX,
  TIME_SHAPE,
  TIMETABLE_MAX_DAYS,
  TIMETABLE_SLOTS_MAX,
  slotsProblem,
} from '../timetable.js';
import { daysBetween, isRealDate } from '../dates.js';
import {
  dateRangeInOrder,
  idSchema,
  isoDateSchema,
  listQuerySchema,
  pageSchema,
  textSchema,
  versionSchema,
} from './common.js';

// Sections of a course, their weekly timetables, the institute's holidays, the classes (class sessions) those make,
// and the attendance marked at each class.

export const SECTION_NAME_MAX_LENGTH = 60;
export const ROOM_MAX_LENGTH = 40;
export const ATTENDANCE_NOTE_MAX_LENGTH = 200;
export const ATTENDANCE_REASON_MAX_LENGTH = 500;
export const HOLIDAY_NAME_MAX_LENGTH = 100;
/** At most this many students are marked in one save, and moved between sections in one request. */
export const ROSTER_MAX = SECTION_CAPACITY_MAX;

const capacitySchema = z
  .number({ error: attendanceMessages.capacity })
  .int(attendanceMessages.capacity)
  .min(1, attendanceMessages.capacity)
  .max(SECTION_CAPACITY_MAX, attendanceMessages.capacity);

/** A route under a course: /courses/{courseId}/sections. */
export const courseIdParamsSchema = z.object({ courseId: idSchema });

export const sectionInputSchema = z
  .object({
    name: textSchema('Section name', SECTION_NAME_MAX_LENGTH),
    capacity: capacitySchema.nullable().optional(),
  })
  .strict();
export type SectionInput = z.infer<typeof sectionInputSchema>;

export const sectionPatchSchema = z
  .object({
    name: textSchema('Section name', SECTION_NAME_MAX_LENGTH).optional(),
    capacity: capacitySchema.nullable().optional(),
  })
  .strict()
  .refine((input) => input.name !== undefined || input.capacity !== undefined, attendanceMessages.nothingToChange);
export type SectionPatch = z.infer<typeof sectionPatchSchema>;

export const sectionStudentsSchema = z.object({ studentIds: z.array(idSchema).min(1).max(ROSTER_MAX) }).strict();
export type SectionStudentsInput = z.infer<typeof sectionStudentsSchema>;

/** GET /admin/sections/{id}/students: the section's students by name, a page at a time; `search` matches name or email. */
export const sectionStudentsQuerySchema = listQuerySchema;
export const sectionStudentSchema = z.object({ studentId: z.uuid(), name: z.string(), email: z.string() });
export type SectionStudent = z.infer<typeof sectionStudentSchema>;
export const sectionStudentPageSchema = pageSchema(sectionStudentSchema);

export const sectionSchema = z.object({
  _id: z.uuid(),
  courseId: z.uuid(),
  name: z.string(),
  capacity: z.number().int().nullable(),
  /** The course's main section (`MAIN_SECTION_NAME` when made): students join it unless another is named. */
  main: z.boolean(),
  students: z.number().int(),
  version: versionSchema,
});
export type Section = z.infer<typeof sectionSchema>;
export const sectionResponseSchema = z.object({ section: sectionSchema });
export const sectionListSchema = z.object({ sections: z.array(sectionSchema) });

const timeSchema = (label: string) =>
  z.string({ error: attendanceMessages.time(label) }).regex(TIME_SHAPE, attendanceMessages.time(label));
const roomSchema = textSchema('Room', ROOM_MAX_LENGTH, { optional: true }).nullable().optional();

export const timetableSlotSchema = z
  .object({
    weekday: z
      .number({ error: attendanceMessages.weekday })
      .int(attendanceMessages.weekday)
      .min(1, attendanceMessages.weekday)
      .max(7, attendanceMessages.weekday),
    start: timeSchema('Start'),
    end: timeSchema('End'),
    room: roomSchema,
    instructorId: idSchema.nullable().optional(),
  })
  .strict();

export const timetableInputSchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    slots: z.array(timetableSlotSchema).max(TIMETABLE_SLOTS_MAX, inputMessages.atMost('Slots', TIMETABLE_SLOTS_MAX)),
  })
  .strict()
  .refine(...dateRangeInOrder)
  .refine(({ from, to }) => from > to || daysBetween(from, to) < TIMETABLE_MAX_DAYS, {
    message: attendanceMessages.timetableTooLong,
    path: ['to'],
  })
  .superRefine(({ slots }, context) => {
    const problem = slotsProblem(slots);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['slots'] });
  });
export type TimetableInput = z.infer<typeof timetableInputSchema>;

export const timetableSchema = z.object({
  sectionId: z.uuid(),
  /** Whose timetable it is, for the page's title and its way back to the course's sections. */
  sectionName: z.string(),
  courseId: z.uuid(),
  courseName: z.string(),
  /** Null while the section has no timetable (version 0: the first PUT sends If-Match "0" or none). */
  from: z.string().nullable(),
  to: z.string().nullable(),
  slots: z.array(
    z.object({
      weekday: z.number().int(),
      start: z.string(),
      end: z.string(),
      room: z.string().nullable(),
      instructorId: z.uuid().nullable(),
      instructorName: z.string().nullable(),
    }),
  ),
  version: z.number().int(),
});
export type Timetable = z.infer<typeof timetableSchema>;
export const timetableResponseSchema = z.object({
  timetable: timetableSchema,
  /** After a PUT: how many classes the section has from now on (not cancelled), with those just made. */
  upcomingClasses: z.number().int().optional(),
});

export const holidayInputSchema = z
  .object({ date: isoDateSchema, name: textSchema('Holiday name', HOLIDAY_NAME_MAX_LENGTH) })
  .strict();
export type HolidayInput = z.infer<typeof holidayInputSchema>;
export const holidaySchema = z.object({ _id: z.uuid(), date: z.string(), name: z.string() });
export type Holiday = z.infer<typeof holidaySchema>;
export const holidayResponseSchema = z.object({ holiday: holidaySchema });
export const holidayListSchema = z.object({ holidays: z.array(holidaySchema) });
export const holidayQuerySchema = z
  .object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
  .refine(...dateRangeInOrder);

/** One meeting of a section: made from its timetable, or added on its own (`extra`). */
export const classSessionSchema = z.object({
  _id: z.uuid(),
  sectionId: z.uuid(),
  sectionName: z.string(),
  courseId: z.uuid(),
  courseName: z.string(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  room: z.string().nullable(),
  instructorId: z.uuid().nullable(),
  instructorName: z.string().nullable(),
  cancelled: z.boolean(),
  extra: z.boolean(),
  /** Attendance has been saved for it. */
  marked: z.boolean(),
  version: versionSchema,
});
export type ClassSession = z.infer<typeof classSessionSchema>;
export const classSessionResponseSchema = z.object({ classSession: classSessionSchema });
export const classSessionListSchema = z.object({ classSessions: z.array(classSessionSchema) });
export const classSessionQuerySchema = z.object({ date: isoDateSchema });

export const classSessionInputSchema = z
  .object({
    date: isoDateSchema,
    start: timeSchema('Start'),
    end: timeSchema('End'),
    room: roomSchema,
    instructorId: idSchema.nullable().optional(),
  })
  .strict()
  .refine(({ start, end }) => start < end, { message: attendanceMessages.endAfterStart, path: ['end'] });
export type ClassSessionInput = z.infer<typeof classSessionInputSchema>;

export const classSessionPatchSchema = z
  .object({
    cancelled: z.boolean().optional(),
    date: isoDateSchema.optional(),
    start: timeSchema('Start').optional(),
    end: timeSchema('End').optional(),
    room: roomSchema,
  })
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), attendanceMessages.nothingToChange);
export type ClassSessionPatch = z.infer<typeof classSessionPatchSchema>;

export const attendanceStatusSchema = z.enum(ATTENDANCE_STATUSES, { error: attendanceMessages.status });

export const attendanceInputSchema = z
  .object({
    marks: z
      .array(
        z
          .object({
            studentId: idSchema,
            status: attendanceStatusSchema,
            note: textSchema('Note', ATTENDANCE_NOTE_MAX_LENGTH, { optional: true }).nullable().optional(),
          })
          .strict(),
      )
      .min(1, attendanceMessages.rosterMismatch)
      .max(ROSTER_MAX, attendanceMessages.rosterMismatch),
    reason: textSchema('Reason', ATTENDANCE_REASON_MAX_LENGTH, { optional: true, multiline: true }).optional(),
  })
  .strict();
export type AttendanceInput = z.infer<typeof attendanceInputSchema>;

/** A student on a class's roster: their mark (null before the class is marked), and the first one if since corrected. */
export const rosterEntrySchema = z.object({
  studentId: z.uuid(),
  name: z.string(),
  email: z.string(),
  status: attendanceStatusSchema.nullable(),
  note: z.string().nullable(),
  firstStatus: attendanceStatusSchema.nullable(),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;

export const attendanceRosterSchema = z.object({
  classSession: classSessionSchema,
  students: z.array(rosterEntrySchema),
  /** The attendance's version: 0 until first saved; a save sends it as If-Match. */
  version: z.number().int(),
  markedAt: z.string().nullable(),
  /** The last day the class's instructor may change the marks; after it, only an admin, with a reason. */
  instructorEditableUntil: z.string(),
});
export type AttendanceRoster = z.infer<typeof attendanceRosterSchema>;

/** A student's standing in one course (`attendanceStanding`). */
export const courseAttendanceSchema = z.object({
  courseId: z.uuid(),
  courseName: z.string(),
  sectionName: z.string(),
  present: z.number().int(),
  absent: z.number().int(),
  late: z.number().int(),
  excused: z.number().int(),
  held: z.number().int(),
  attended: z.number().int(),
  percent: z.number().nullable(),
  minPercent: z.number(),
  below: z.boolean(),
  atRisk: z.boolean(),
});
export type CourseAttendance = z.infer<typeof courseAttendanceSchema>;
export const myAttendanceSchema = z.object({ courses: z.array(courseAttendanceSchema) });

/**
 * A course's students as the office and its instructors list them: the lowest attendance first; `below=true` keeps
 * those below the minimum or one absence from it; `search` matches name or email.
 */
export const courseAttendanceQuerySchema = listQuerySchema.extend({
  below: z
    .enum(['true', 'false'], { error: attendanceMessages.belowFilter })
    .transform((below) => below === 'true')
    .optional()
    .meta({ description: 'true: only the students below the minimum or one absence from it' }),
});
export type CourseAttendanceQuery = z.infer<typeof courseAttendanceQuerySchema>;

/** A student of a course with their standing in it (`attendanceStanding`), and the section they are in. */
export const studentAttendanceSchema = courseAttendanceSchema
  .omit({ courseId: true, courseName: true })
  .extend({ studentId: z.uuid(), name: z.string(), email: z.string() });
export type StudentAttendance = z.infer<typeof studentAttendanceSchema>;
export const courseAttendancePageSchema = pageSchema(studentAttendanceSchema);

export const monthQuerySchema = z.object({
  month: z
    .string({ error: attendanceMessages.month })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, attendanceMessages.month)
    // Year 0000 does not exist (the year before 1 is 1 BC), and the database refuses it.
    .refine((month) => isRealDate(`${month}-01`), attendanceMessages.month),
});

/** A student asks for at most this many days of their timetable at once (a month and a bit, either way). */
export const MY_TIMETABLE_MAX_DAYS = 62;

/** Either may be left out: `from` is then today (or a week before `to`), `to` the 6th day after `from`. */
export const myTimetableQuerySchema = z
  .object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
  .refine(...dateRangeInOrder)
  .refine(({ from, to }) => !from || !to || from > to || daysBetween(from, to) <= MY_TIMETABLE_MAX_DAYS, {
    message: attendanceMessages.timetableRangeTooLong(MY_TIMETABLE_MAX_DAYS),
    path: ['to'],
  });
export type MyTimetableQuery = z.infer<typeof myTimetableQuerySchema>;

/** One of a student's classes: in one of their sections, with their own mark (null until marked). */
export const myClassSchema = z.object({
  _id: z.uuid(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  courseId: z.uuid(),
  courseName: z.string(),
  sectionName: z.string(),
  room: z.string().nullable(),
  instructorName: z.string().nullable(),
  cancelled: z.boolean(),
  status: attendanceStatusSchema.nullable(),
  note: z.string().nullable(),
});
export type MyClass = z.infer<typeof myClassSchema>;
/** A student's classes from `from` to `to` in date and time order, and the holidays between. */
export const myTimetableSchema = z.object({
  from: z.string(),
  to: z.string(),
  classes: z.array(myClassSchema),
  holidays: z.array(holidaySchema),
});
export type MyTimetable = z.infer<typeof myTimetableSchema>;

export const attendanceHistoryQuerySchema = z.object({ courseId: idSchema.optional() });
/** A student's mark at one class, as their history lists it. */
export const attendanceHistoryEntrySchema = z.object({
  classSessionId: z.uuid(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  courseId: z.uuid(),
  courseName: z.string(),
  sectionName: z.string(),
  status: attendanceStatusSchema,
  note: z.string().nullable(),
});
export type AttendanceHistoryEntry = z.infer<typeof attendanceHistoryEntrySchema>;
export const attendanceHistorySchema = z.object({ marks: z.array(attendanceHistoryEntrySchema) });

/** The address of a student's private calendar feed (iCalendar), for a calendar app to subscribe to. */
export const calendarLinkSchema = z.object({ url: z.string() });
export type CalendarLink = z.infer<typeof calendarLinkSchema>;

/** A month's register of a section: its classes held so far (not cancelled, up to today) × its students. */
export const attendanceRegisterSchema = z.object({
  sectionId: z.uuid(),
  sectionName: z.string(),
  courseId: z.uuid(),
  courseName: z.string(),
  month: z.string(),
  minPercent: z.number(),
  classes: z.array(
    z.object({ _id: z.uuid(), date: z.string(), start: z.string(), end: z.string(), marked: z.boolean() }),
  ),
  students: z.array(
    courseAttendanceSchema
      .pick({
        present: true,
        absent: true,
        late: true,
        excused: true,
        held: true,
        attended: true,
        percent: true,
        below: true,
        atRisk: true,
      })
      .extend({
        studentId: z.uuid(),
        name: z.string(),
        email: z.string(),
        /** The student's mark at each of `classes`, in their order; null where none was saved. */
        marks: z.array(attendanceStatusSchema.nullable()),
      }),
  ),
});
export type AttendanceRegister = z.infer<typeof attendanceRegisterSchema>;
