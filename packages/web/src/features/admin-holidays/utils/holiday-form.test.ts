import { describe, expect, it } from 'vitest';
import { HOLIDAY_NAME_MAX_LENGTH, inputMessages } from '@campus/domain';
import { readHoliday } from './holiday-form';

describe('readHoliday', () => {
  it('gives the holiday as sent, its name trimmed', () => {
    expect(readHoliday({ date: '2026-12-25', name: '  Christmas ' })).toEqual({
      holiday: { date: '2026-12-25', name: 'Christmas' },
    });
  });

  it("refuses each field with the API's words", () => {
    expect(readHoliday({ date: '', name: ' ' })).toEqual({
      problems: { date: inputMessages.required('Date'), name: inputMessages.required('Holiday name') },
    });
    expect(readHoliday({ date: '2026-02-30', name: 'x'.repeat(HOLIDAY_NAME_MAX_LENGTH + 1) })).toEqual({
      problems: {
        date: inputMessages.dateFormat,
        name: inputMessages.tooLong('Holiday name', HOLIDAY_NAME_MAX_LENGTH),
      },
    });
    expect(readHoliday({ date: '2026-12-25', name: 'Diwali\u202E' })).toEqual({
      problems: { name: inputMessages.hiddenCharacters('Holiday name') },
    });
  });
});
