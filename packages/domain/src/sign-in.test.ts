import { describe, expect, it } from 'vitest';
import { loginMessages, staffMessages } from './messages.js';
import { adminLoginSchema, studentLoginSchema } from './schemas/auth.js';
import { regexes } from 'zod/v4/core';
import { EMAIL_SHAPE, readSignIn, type SignInFields, type SignInKind } from './sign-in.js';

const SCHEMAS = { student: studentLoginSchema, staff: adminLoginSchema };

// The sign-in pages check with readSignIn, the server with the schemas: both must send and refuse the same.
const CASES: [SignInKind, SignInFields, ReturnType<typeof readSignIn>][] = [
  [
    'student',
    { email: '  Asha@Example.COM ', password: '03-04-2002' },
    { credentials: { email: 'asha@example.com', password: '2002-04-03' } },
  ],
  [
    'student',
    { email: 'asha@example.com', password: ' 2002-4-3 ' },
    { credentials: { email: 'asha@example.com', password: '2002-04-03' } },
  ],
  [
    'student',
    { email: 'asha@example.com', password: '03.04.2002' },
    { credentials: { email: 'asha@example.com', password: '2002-04-03' } },
  ],
  [
    'student',
    { email: '', password: '' },
    { problems: { email: loginMessages.emailRequired, password: loginMessages.dateOfBirthRequired } },
  ],
  [
    'student',
    { email: 'asha@', password: '31-02-2002' },
    {
      problems: { email: loginMessages.emailInvalid, password: loginMessages.dateOfBirthImpossible },
    },
  ],
  [
    'student',
    { email: 'asha@example.com', password: '2002/31/12' },
    {
      problems: { password: loginMessages.dateOfBirthFormat },
    },
  ],
  [
    'student',
    { email: `${'a'.repeat(250)}@example.com`, password: '2002-04-03' },
    {
      problems: { email: loginMessages.emailTooLong },
    },
  ],
  [
    'staff',
    { email: 'Admin@Example.com', password: ' secret ' },
    { credentials: { email: 'admin@example.com', password: ' secret ' } },
  ],
  ['staff', { email: 'admin@example.com', password: '' }, { problems: { password: loginMessages.passwordRequired } }],
  [
    'staff',
    { email: 'admin@example.com', password: 'x'.repeat(257) },
    {
      problems: { password: staffMessages.passwordTooLong },
    },
  ],
];

describe('readSignIn', () => {
  it.each(CASES)('%s %j', (kind, fields, expected) => {
    expect(readSignIn(kind, fields)).toEqual(expected);
    const parsed = SCHEMAS[kind].safeParse(fields);
    if ('credentials' in expected) expect(parsed.data).toEqual(expected.credentials);
    else {
      const problems = Object.fromEntries(parsed.error!.issues.map((issue) => [issue.path[0], issue.message]));
      expect(problems).toEqual(expected.problems);
    }
  });
});

describe('EMAIL_SHAPE', () => {
  it("is zod's own email pattern", () => {
    // Zod escapes the hyphens at the end of its character classes.
    expect(EMAIL_SHAPE.source).toBe(regexes.email.source.replaceAll('\\-]', '-]'));
  });
});
