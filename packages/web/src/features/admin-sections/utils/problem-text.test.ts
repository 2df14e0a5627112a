import { describe, expect, it } from 'vitest';
import { attendanceMessages, inputMessages, ledgerMessages } from '@campus/domain';
import { problemText } from './problem-text';

describe('problemText', () => {
  it('writes the problems that have values in them in the same English as the domain', () => {
    for (const label of ['Section name', 'Room', 'From', 'To']) {
      expect(problemText(inputMessages.required(label))).toBe(inputMessages.required(label));
      expect(problemText(inputMessages.hiddenCharacters(label))).toBe(inputMessages.hiddenCharacters(label));
      expect(problemText(inputMessages.tooLong(label, 60))).toBe(inputMessages.tooLong(label, 60));
      expect(problemText(inputMessages.tooLong(label, 1500))).toBe(inputMessages.tooLong(label, 1500));
    }
    expect(problemText(attendanceMessages.time('Start'))).toBe(attendanceMessages.time('Start'));
    expect(problemText(attendanceMessages.time('End'))).toBe(attendanceMessages.time('End'));
  });

  it('shows every other problem as the domain text it is', () => {
    expect(problemText(attendanceMessages.capacity)).toBe(attendanceMessages.capacity);
    expect(problemText(ledgerMessages.fromAfterTo)).toBe(ledgerMessages.fromAfterTo);
    expect(problemText(undefined)).toBeUndefined();
  });
});
