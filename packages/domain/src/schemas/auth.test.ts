import { describe, expect, it } from 'vitest';
import { loginMessages } from '../messages.js';
import { studentLoginSchema } from './auth.js';

const dateOfBirth = (password: string) => studentLoginSchema.safeParse({ email: 'asha@campus.test', password });
const firstError = (password: string) => dateOfBirth(password).error?.issues[0]?.message;

describe('studentLoginSchema date of birth', () => {
  it.each([
    ['2002-03-04', '2002-03-04'],
    [' 2002-03-04 ', '2002-03-04'],
    ['04-03-2002', '2002-03-04'],
    ['04/03/2002', '2002-03-04'],
    ['04.03.2002', '2002-03-04'],
    ['4/3/2002', '2002-03-04'],
    ['2002-3-4', '2002-03-04'],
    ['29-02-2004', '2004-02-29'],
  ])('reads %s as %s', (typed, sent) => {
    expect(dateOfBirth(typed).data?.password).toBe(sent);
  });

  it.each(['03-2002', '2002/03/04', '04-03-02', 'March 4, 2002', '2002-03-04T00:00', '04-03-2002-1'])(
    'refuses %s as not a date it reads',
    (typed) => {
      expect(firstError(typed)).toBe(loginMessages.dateOfBirthFormat);
    },
  );

  it.each(['31-02-2002', '29-02-2003', '2002-13-01', '00-01-2002', '32/01/2002'])(
    'refuses %s as a date that does not exist',
    (typed) => {
      expect(firstError(typed)).toBe(loginMessages.dateOfBirthImpossible);
    },
  );

  it('asks for a date of birth when there is none', () => {
    expect(firstError('  ')).toBe('Date of birth is required');
  });
});
