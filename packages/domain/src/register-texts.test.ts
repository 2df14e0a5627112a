import { describe, expect, it } from 'vitest';
import { registerTexts } from './register-texts.js';
import { monthQuerySchema } from './schemas/attendance.js';

describe('registerTexts', () => {
  it('names a month in words', () => {
    expect(registerTexts.month('2026-12')).toBe('December 2026');
    expect(registerTexts.month('2027-01')).toBe('January 2027');
  });

  it.each([
    ['Data Structures', 'Main', 'register_Data_Structures_Main_2026-12.csv'],
    ['C++ / Java', 'Weekend (Sat)', 'register_C_Java_Weekend_Sat__2026-12.csv'],
    ['हिंदी व्याकरण', 'सुबह', 'register_हिंदी_व्याकरण_सुबह_2026-12.csv'],
  ])('names the file of %s, %s after them, in any script', (course, section, fileName) => {
    expect(registerTexts.fileName(course, section, '2026-12', 'csv')).toBe(fileName);
  });
});

describe('monthQuerySchema', () => {
  it.each(['2026-12', '0001-01'])('takes %s', (month) => {
    expect(monthQuerySchema.safeParse({ month }).success).toBe(true);
  });
  it.each(['2026-13', '2026-00', '0000-01', '2026-1', '202612', ''])('refuses %j', (month) => {
    expect(monthQuerySchema.safeParse({ month }).success).toBe(false);
  });
});
