import { describe, expect, it } from 'vitest';
import { isId, isIsoDate } from './dates.js';
import { idSchema, isoDateSchema } from './schemas/common.js';

const dates = [
  '2024-02-29',
  '2000-02-29',
  '0001-01-01',
  '2025-12-31',
  '2023-02-29',
  '1900-02-29',
  '2025-02-30',
  '2025-13-01',
  '2025-00-10',
  '2025-04-31',
  '0000-01-01',
  '2025-1-01',
  '20250101',
  '2025-01-01T00:00',
  '',
];
const ids = [
  '0b6f3f0e-9a7c-4d2b-8c1e-2f3a4b5c6d7e',
  '0B6F3F0E-9A7C-4D2B-8C1E-2F3A4B5C6D7E',
  'not-an-id',
  '0b6f3f0e-9a7c-4d2b-8c1e-2f3a4b5c6d7',
  '0b6f3f0e9a7c4d2b8c1e2f3a4b5c6d7e',
  '',
];

describe('isIsoDate', () => {
  it('accepts the dates that exist, written YYYY-MM-DD, exactly as isoDateSchema does', () => {
    expect(dates.filter(isIsoDate)).toEqual(['2024-02-29', '2000-02-29', '0001-01-01', '2025-12-31']);
    for (const date of dates) expect(isIsoDate(date)).toBe(isoDateSchema.safeParse(date).success);
  });
});

describe('isId', () => {
  it('accepts what idSchema accepts', () => {
    expect(ids.filter(isId)).toHaveLength(2);
    for (const id of ids) expect(isId(id)).toBe(idSchema.safeParse(id).success);
  });
});
