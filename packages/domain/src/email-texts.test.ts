import { describe, expect, it } from 'vitest';
import { emailTexts } from './email-texts.js';

describe('the attendance emails', () => {
  it('greet a student by their whole name in any script, and name courses and sections as written', () => {
    expect(emailTexts.greeting('चित्रा वर्मा')).toBe('Dear चित्रा वर्मा,');
    expect(emailTexts.greeting('முத்துலட்சுமி')).toBe('Dear முத்துலட்சுமி,');
    expect(emailTexts.absence.line('हिंदी साहित्य', 'सुबह', '09:00', '10:30')).toBe('हिंदी साहित्य (सुबह), 09:00–10:30');
  });

  it('state a course below the minimum with its percentage and classes', () => {
    expect(emailTexts.attendanceWarning.subject(75)).toBe('Your attendance is below 75%');
    expect(emailTexts.attendanceWarning.line('Data Structures', 66.6, 2, 3)).toBe(
      'Data Structures: 66.6% (2 of 3 classes attended)',
    );
    expect(emailTexts.attendanceWarning.line('Data Structures', 0, 0, 1)).toBe(
      'Data Structures: 0% (0 of 1 class attended)',
    );
  });
});
