import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { inputMessages } from '../messages.js';
import { MAX_PAGE } from '../constants.js';
import { isoDateSchema, listQuerySchema, paiseSchema, textSchema } from './common.js';

/** The first message a schema gives for the value, as the server and the forms show it; undefined when accepted. */
const firstError = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('textSchema', () => {
  const line = textSchema('Name', 20);
  const paragraph = textSchema('Description', 50, { multiline: true });

  it('accepts text in any script, trimmed', () => {
    expect(line.parse('  Venkat Raman  ')).toBe('Venkat Raman');
    expect(line.parse('ஆர். வெங்கட்ராமன்')).toBe('ஆர். வெங்கட்ராமன்');
    expect(line.parse('محمد علي')).toBe('محمد علي');
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a C0 control', 'a\u0001b'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a tab', 'a\tb'],
    ['a line break', 'a\nb'],
    ['the right-to-left override', 'evil\u202egnp.exe'],
    ['a left-to-right embedding', 'a\u202ab'],
    ['an isolate', '\u2066a\u2069'],
  ])('refuses %s in a line', (_, value) => {
    expect(firstError(line, value)).toBe(inputMessages.hiddenCharacters('Name'));
  });

  it('keeps tabs and line breaks in a multi-line text, but no other hidden character', () => {
    expect(paragraph.parse('One\r\n\tTwo\nThree')).toBe('One\r\n\tTwo\nThree');
    expect(firstError(paragraph, 'One\u0000Two')).toBe(inputMessages.hiddenCharacters('Description'));
    expect(firstError(paragraph, 'One\u202eTwo')).toBe(inputMessages.hiddenCharacters('Description'));
  });

  it('says what is wrong when it is not text', () => {
    expect(firstError(line, undefined)).toBe('Name is required');
    expect(firstError(line, '   ')).toBe('Name is required');
    expect(firstError(line, ['a', 'b'])).toBe(inputMessages.givenOnce('Name'));
    expect(firstError(line, 7)).toBe(inputMessages.wrongType('Name', 'text'));
    expect(firstError(line, 'x'.repeat(21))).toBe('Name is too long (at most 20 characters)');
  });
});

describe('isoDateSchema', () => {
  it('accepts dates that exist, 29 February in leap years included', () => {
    expect(isoDateSchema.parse('2024-02-29')).toBe('2024-02-29');
    expect(isoDateSchema.parse('2000-02-29')).toBe('2000-02-29');
    expect(isoDateSchema.parse('0001-01-01')).toBe('0001-01-01');
  });

  it.each(['2025-02-30', '2025-02-29', '1900-02-29', '2025-04-31', '2025-13-01', '2025-00-10', '0000-01-01'])(
    'says %s does not exist',
    (date) => {
      expect(firstError(isoDateSchema, date)).toBe(inputMessages.dateDoesNotExist(date));
    },
  );

  it.each(['03-03-2002', '2002/03/03', '2002-3-3', '', '+275760-09-13'])(
    'asks for the format instead of %s',
    (date) => {
      expect(firstError(isoDateSchema, date)).toBe(inputMessages.dateFormat);
    },
  );
});

describe('paiseSchema', () => {
  it('calls an amount beyond the largest too large, however it is written', () => {
    const tooLarge = inputMessages.amountTooLarge('₹10,00,00,000');
    expect(firstError(paiseSchema, 1e30)).toBe(tooLarge);
    expect(firstError(paiseSchema, Number.MAX_SAFE_INTEGER + 2)).toBe(tooLarge);
    expect(firstError(paiseSchema, 10_000_000_001)).toBe(tooLarge);
    expect(paiseSchema.parse(10_000_000_000)).toBe(10_000_000_000);
  });

  it('still refuses fractions and negative amounts as such', () => {
    expect(firstError(paiseSchema, 10.5)).toBe('Amounts are whole paise');
    expect(firstError(paiseSchema, -1e30)).toBe('Amounts cannot be negative');
  });
});

describe('listQuerySchema', () => {
  it('reads page and limit from the query text, with defaults', () => {
    expect(listQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(listQuerySchema.parse({ page: '3', limit: '50', search: ' asha ' })).toEqual({
      page: 3,
      limit: 50,
      search: 'asha',
    });
  });

  it.each([
    [{ page: 'abc' }, inputMessages.wholeNumber('Page')],
    [{ page: '1.5' }, inputMessages.wholeNumber('Page')],
    [{ page: '-1' }, inputMessages.wholeNumber('Page')],
    [{ page: ['1', '2'] }, inputMessages.wholeNumber('Page')],
    [{ page: '0' }, 'Page starts at 1'],
    [{ page: '99999999999999999999' }, inputMessages.atMost('Page', MAX_PAGE)],
    [{ limit: 'NaN' }, inputMessages.wholeNumber('Limit')],
    [{ limit: '101' }, 'Limit must be at most 100'],
    [{ search: 'a\u0000' }, inputMessages.hiddenCharacters('Search text')],
    [{ search: ['a', 'b'] }, inputMessages.givenOnce('Search text')],
  ])('refuses %o in words', (query, error) => {
    expect(firstError(listQuerySchema, query)).toBe(error);
  });
});
