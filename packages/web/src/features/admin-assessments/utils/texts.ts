import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { formatCount, type AssessmentKind, type MarksImportReport } from '@campus/domain';
import { i18n } from '@/lib/i18n';

/**
 * Texts of these pages made in plain functions, in the language shown at the call. Those of the domain (texts with
 * values in them) are the domain's English word for word: texts.test.ts holds each to its domain function.
 */

const KIND_NAMES: Record<AssessmentKind, MessageDescriptor> = {
  test: msg`Test`,
  assignment: msg`Assignment`,
  practical: msg`Practical`,
  exam: msg`Exam`,
};

/** `resultTexts.kind`: "Test". */
export const kindName = (kind: AssessmentKind) => i18n._(KIND_NAMES[kind]);

/** `assessmentMessages.published`: "Published: 3 students were emailed their result". */
export const publishedText = (students: number) =>
  t`Published: ${plural(students, { one: '# student was', other: '# students were' })} emailed their result`;

/** `assessmentMessages.marks`. */
export const marksRangeText = (max: number) => t`Marks must be a number from 0 to ${max}, with at most 2 decimals`;

/** `assessmentMessages.marksAboveMax`. */
export const marksAboveMaxText = (max: number) => t`Marks cannot be more than the maximum of ${max}`;

/** `assessmentMessages.scaleTooManyBands`. */
export const tooManyBandsText = (max: number) => t`A grading scale has at most ${max} bands`;

/** `assessmentMessages.scaleBandsAlike`. */
export const bandsAlikeText = (percent: number) => t`Two bands start at ${percent}%`;

/** `studentImportMessages.tooLarge`. */
export const fileTooLargeText = (megabytes: number) => t`The file must be at most ${megabytes} MB`;

/** Not a spec text: the spec has no grading scale. */
export const numberProblemText = () => t`Each band needs a starting percentage, and grade points are numbers`;

/** A marks import's outcome: "28 changed, 2 unchanged". */
export function marksSummaryText(report: Pick<MarksImportReport, 'changed' | 'unchanged'>) {
  const changed = formatCount(report.changed);
  const unchanged = formatCount(report.unchanged);
  return t`${changed} changed, ${unchanged} unchanged`;
}
