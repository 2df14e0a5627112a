import { describe, expect, it } from 'vitest';
import { attendanceMessages } from '@campus/domain';
import { problemText } from './problem-text';

describe('problemText', () => {
  it('writes the problem of a time of day in the same English as the domain', () => {
    expect(problemText(attendanceMessages.time('Start'))).toBe(attendanceMessages.time('Start'));
  });
});
