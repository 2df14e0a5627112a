import { describe, expect, it } from 'vitest';
import { formatMinutes } from '@campus/domain';
import { minutesShort } from './outline-text';

describe('minutesShort', () => {
  it("says a lesson's time in English as the domain's short format does", () => {
    for (const minutes of [0, 12, 45, 60, 90, 600]) expect(minutesShort(minutes)).toBe(formatMinutes(minutes, 'short'));
  });
});
