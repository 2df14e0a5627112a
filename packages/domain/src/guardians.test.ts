import { describe, expect, it } from 'vitest';
import { guardianMessages, inputMessages } from './messages.js';
import { MAX_GUARDIANS } from './constants.js';
import { normalisePhone, readGuardian } from './guardians.js';
import { guardianFieldsSchema } from './schemas/guardians.js';

describe('normalisePhone', () => {
  it('keeps the ten digits of an Indian number however it is written', () => {
    for (const written of ['98765 43210', '+91 98765 43210', '+91-98765-43210', '098765 43210', '0091 9876543210']) {
      expect(normalisePhone(written)).toBe('9876543210');
    }
  });
  it('keeps every digit of any other number', () => {
    expect(normalisePhone('+44 20 7946 0958')).toBe('442079460958');
    expect(normalisePhone('+1 212 555 0100')).toBe('12125550100');
  });
  it('drops the trunk 0 of a landline with its STD code', () => {
    expect(normalisePhone('080-2345 6789')).toBe('8023456789');
    expect(normalisePhone('+91 80 2345 6789')).toBe('8023456789');
  });
});

describe('guardianFieldsSchema', () => {
  const parse = (fields: object) => guardianFieldsSchema.safeParse(fields);
  const firstMessage = (fields: object) => parse(fields).error?.issues[0]?.message;

  it('trims, lowercases the email and stores the phone normalised; empty contacts are none', () => {
    expect(parse({ name: ' Meera Rao ', relation: ' Mother ', phone: '+91 98765 43210', email: '' }).data).toEqual({
      name: 'Meera Rao',
      relation: 'Mother',
      phone: '9876543210',
      email: null,
    });
    expect(parse({ name: 'Ravi', relation: 'Father', email: ' Ravi@Example.COM ' }).data).toMatchObject({
      phone: null,
      email: 'ravi@example.com',
    });
  });
  it('needs a phone or an email', () => {
    expect(firstMessage({ name: 'Ravi', relation: 'Father' })).toBe(guardianMessages.contactRequired);
    expect(firstMessage({ name: 'Ravi', relation: 'Father', phone: ' ', email: '' })).toBe(
      guardianMessages.contactRequired,
    );
  });
  it('refuses a phone a student could not have, a bad email and a long relation', () => {
    expect(firstMessage({ name: 'Ravi', relation: 'Father', phone: '12ab' })).toBe(inputMessages.phoneInvalid);
    expect(parse({ name: 'Ravi', relation: 'Father', email: 'not-an-email' }).success).toBe(false);
    expect(firstMessage({ name: 'Ravi', relation: 'x'.repeat(41), phone: '9876543210' })).toBe(
      inputMessages.tooLong('Relation', 40),
    );
  });
  it('says the limit in its message', () => {
    expect(guardianMessages.tooMany).toBe(`A student has at most ${MAX_GUARDIANS} guardians`);
  });
});

describe('readGuardian', () => {
  const typed = (fields: Partial<Record<'name' | 'relation' | 'phone' | 'email', string>>) => ({
    name: '',
    relation: '',
    phone: '',
    email: '',
    ...fields,
  });
  const cases = [
    typed({ name: ' Meera Rao ', relation: 'Mother', phone: '+91 98765 43210' }),
    typed({ name: 'Ravi', relation: 'Father', email: ' Ravi@Example.COM ' }),
    typed({ name: 'Ravi', relation: 'Father' }),
    typed({ relation: 'Father' }),
    typed({ name: '', relation: 'x'.repeat(41), phone: '12ab' }),
    typed({ name: 'Ravi\u202e', relation: 'Father', email: 'not-an-email' }),
  ];

  it('reads what the schema reads, and refuses with the same first message for each field', () => {
    for (const fields of cases) {
      const read = readGuardian(fields);
      const parsed = guardianFieldsSchema.safeParse(fields);
      if (parsed.success) {
        expect(read).toEqual({ guardian: parsed.data });
        continue;
      }
      const firsts: Record<string, string> = {};
      for (const issue of parsed.error.issues) firsts[String(issue.path[0])] ??= issue.message;
      expect(read).toEqual({ problems: firsts });
    }
  });
});
