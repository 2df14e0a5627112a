import { describe, expect, it } from 'vitest';
import { EARLIEST_DATE_OF_BIRTH } from './constants.js';
import { errorMessages, inputMessages, loginMessages } from './messages.js';
import { createStudentSchema } from './schemas/students.js';
import { readNewStudent, type NewStudentFields } from './students.js';

const COURSE = '0b6f0f4e-0a53-4c1c-9d7e-2f0d5d0e6a11';
const MEERA: NewStudentFields = {
  name: 'Meera Iyer',
  email: 'meera@example.com',
  phone: '+91 98765 43210',
  dob: '2002-03-04',
  course: COURSE,
};
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

// The add-student form checks with readNewStudent, the server with createStudentSchema: both must send and refuse the
// same, with the same first reason for each field. The one difference: the form calls an empty date of birth missing,
// where the server (which never gets one from the form) calls it badly written; the third column says so.
const CASES: [NewStudentFields, ReturnType<typeof readNewStudent>, Partial<NewStudentFields>?][] = [
  [MEERA, { student: MEERA }],
  [
    { name: ' Meera Iyer ', email: ' Meera@Example.COM ', phone: ' 98765-43210 ', dob: '2002-03-04', course: COURSE },
    { student: { ...MEERA, email: 'meera@example.com', phone: '98765-43210' } },
  ],
  [
    { name: '', email: '', phone: '', dob: '', course: '' },
    {
      problems: {
        name: inputMessages.required('Name'),
        email: loginMessages.emailRequired,
        phone: inputMessages.required('Phone'),
        dob: loginMessages.dateOfBirthRequired,
        course: errorMessages.selectCourse,
      },
    },
    { dob: inputMessages.dateFormat },
  ],
  [
    { ...MEERA, name: 'Meera \u202EreyI', dob: '1800-01-01' },
    {
      problems: {
        name: inputMessages.hiddenCharacters('Name'),
        dob: inputMessages.dateOfBirthTooEarly(EARLIEST_DATE_OF_BIRTH),
      },
    },
  ],
  [
    { ...MEERA, email: 'meera@', phone: '12 34' },
    { problems: { email: loginMessages.emailInvalid, phone: inputMessages.phoneInvalid } },
  ],
  [{ ...MEERA, dob: '2002-02-30' }, { problems: { dob: inputMessages.dateDoesNotExist('2002-02-30') } }],
  [{ ...MEERA, dob: '04-03-2002' }, { problems: { dob: inputMessages.dateFormat } }],
  [{ ...MEERA, dob: tomorrow }, { problems: { dob: inputMessages.dateOfBirthNotPast } }],
  [{ ...MEERA, name: 'x'.repeat(101) }, { problems: { name: inputMessages.tooLong('Name', 100) } }],
];

describe('readNewStudent', () => {
  it.each(CASES)('%j', (fields, expected, serverDiffers = {}) => {
    expect(readNewStudent(fields)).toEqual(expected);
    const parsed = createStudentSchema.safeParse(fields);
    if ('student' in expected) {
      const { course, ...details } = expected.student;
      expect(parsed.data).toEqual({ ...details, courses: [course], sections: [] });
    } else {
      const problems: Record<string, string> = {};
      for (const issue of parsed.error!.issues) problems[String(issue.path[0])] ??= issue.message;
      expect(problems).toEqual({ ...expected.problems, ...serverDiffers });
    }
  });
});
