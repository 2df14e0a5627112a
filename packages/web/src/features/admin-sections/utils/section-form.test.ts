import { describe, expect, it } from 'vitest';
import { attendanceMessages, inputMessages, sectionInputSchema } from '@campus/domain';
import { readSection } from './section-form';

describe('readSection', () => {
  it('sends the trimmed name, and no capacity when it is left empty', () => {
    expect(readSection({ name: '  Weekend ', capacity: '' })).toEqual({ section: { name: 'Weekend', capacity: null } });
    expect(readSection({ name: 'Morning', capacity: ' 30 ' })).toEqual({ section: { name: 'Morning', capacity: 30 } });
  });

  it("refuses what the API's rules refuse, with their messages", () => {
    for (const capacity of ['0', '1001', '2.5', '-3', 'ten']) {
      expect(readSection({ name: 'Weekend', capacity })).toEqual({
        problems: { capacity: attendanceMessages.capacity },
      });
      expect(sectionInputSchema.safeParse({ name: 'Weekend', capacity: Number(capacity) }).success).toBe(false);
    }
    expect(readSection({ name: ' ', capacity: '' })).toEqual({
      problems: { name: inputMessages.required('Section name') },
    });
    expect(readSection({ name: 'x'.repeat(61), capacity: '1000' })).toEqual({
      problems: { name: inputMessages.tooLong('Section name', 60) },
    });
  });
});
