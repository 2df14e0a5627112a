import { describe, expect, it } from 'vitest';
import { readRupees } from '@campus/domain';
import { rupeeField } from './rupee-field';

const REQUIRED = 'Enter the amount';

describe('rupeeField', () => {
  // The forms with zod check rupees with rupeeField, the record-payment form with readRupees: the same answers.
  it.each(['', '  ', '0', '1500', ' 1500.5 ', '1500.555', '-5', '1e5', 'abc', '00.10', '100000000', '100000000.01'])(
    '%j as readRupees reads it',
    (typed) => {
      const parsed = rupeeField(REQUIRED).safeParse(typed);
      const read = readRupees(typed, REQUIRED);
      expect(parsed.success ? { paise: parsed.data } : { problem: parsed.error.issues[0]!.message }).toEqual(read);
    },
  );
});
