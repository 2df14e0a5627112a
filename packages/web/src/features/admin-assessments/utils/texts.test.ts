import { describe, expect, it } from 'vitest';
import { ASSESSMENT_KINDS, assessmentMessages, resultTexts, studentImportMessages } from '@campus/domain';
import {
  bandsAlikeText,
  fileTooLargeText,
  kindName,
  marksAboveMaxText,
  marksRangeText,
  publishedText,
  tooManyBandsText,
} from './texts';

describe('the domain texts written here', () => {
  it('are the domain’s English, word for word', () => {
    for (const kind of ASSESSMENT_KINDS) expect(kindName(kind)).toBe(resultTexts.kind(kind));
    expect(publishedText(1)).toBe(assessmentMessages.published(1));
    expect(publishedText(28)).toBe(assessmentMessages.published(28));
    expect(marksRangeText(50)).toBe(assessmentMessages.marks(50));
    expect(marksAboveMaxText(12.5)).toBe(assessmentMessages.marksAboveMax(12.5));
    expect(tooManyBandsText(12)).toBe(assessmentMessages.scaleTooManyBands(12));
    expect(bandsAlikeText(40)).toBe(assessmentMessages.scaleBandsAlike(40));
    expect(fileTooLargeText(5)).toBe(studentImportMessages.tooLarge(5));
  });
});
