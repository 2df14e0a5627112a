import { describe, expect, it } from 'vitest';
import { formatMinutes, learningMessages } from '@campus/domain';
import { lessonDoneInText, minutesText } from './minutes-text';

describe('minutesText', () => {
  it("writes the domain's formatMinutes in English", () => {
    for (const minutes of [0, 1, 45, 60, 61, 90, 120, 600]) {
      expect(minutesText(minutes)).toBe(formatMinutes(minutes));
      expect(minutesText(minutes, 'short')).toBe(formatMinutes(minutes, 'short'));
    }
  });
});

describe('lessonDoneInText', () => {
  it("writes the domain's lessonDoneIn in English", () => {
    for (const minutes of [1, 2, 15]) expect(lessonDoneInText(minutes)).toBe(learningMessages.lessonDoneIn(minutes));
  });
});
