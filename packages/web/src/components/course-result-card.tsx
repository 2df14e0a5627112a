import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { resultTexts, type AssessmentKind, type CourseResult, type MyAssessment } from '@campus/domain';
import { formatDay } from '@/lib/format-day';
import { i18n } from '@/lib/i18n';

/**
 * The domain's `resultTexts` that this card shows, in the language shown (course-result-card.test.tsx holds each
 * English one to the domain's).
 */
const KIND_NAMES: Record<AssessmentKind, MessageDescriptor> = {
  test: msg`Test`,
  assignment: msg`Assignment`,
  practical: msg`Practical`,
  exam: msg`Exam`,
};
export const cardTexts = {
  kind: (kind: AssessmentKind) => i18n._(KIND_NAMES[kind]),
  absent: () => i18n._(msg`Absent`),
  exempt: () => i18n._(msg`Exempt`),
  weights: (counted: number) =>
    i18n._(msg`Counted: assessments weighing ${counted} of 100. Absent counts as 0 marks; exempt is left out.`),
};

/** What a student got in one assessment, as the server worked it out: marks of the maximum, percentage, grade. */
function markText(assessment: MyAssessment) {
  if (assessment.absent) return `${cardTexts.absent()} · ${assessment.percent}% · ${assessment.grade}`;
  if (assessment.exempt) return cardTexts.exempt();
  if (assessment.marks === null) return resultTexts.none;
  return `${resultTexts.marks(assessment.marks, assessment.maxMarks)} · ${assessment.percent}% · ${assessment.grade}`;
}

/**
 * A student's published results in one course (for the student, and for staff beside their progress): each assessment
 * with marks, maximum, percentage and grade, and the weighted result so far with its grade. Every figure is the
 * server's; nothing is worked out here.
 */
export function CourseResultCard({ course, action }: { course: CourseResult; action?: ReactNode }) {
  const { t } = useLingui();
  const headingId = `result-${course.courseId}`;
  const { courseName, sectionName, grade } = course;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold wrap-break-word text-slate-900">
            {courseName}
          </h2>
          <p className="text-sm text-slate-500">
            <Trans>Section {sectionName}</Trans>
          </p>
        </div>
        <div className="text-right">
          <p className="text-2xl font-semibold text-slate-900 tabular-nums">
            {course.resultPercent === null ? resultTexts.none : `${course.resultPercent}%`}
          </p>
          <p className={`text-sm font-medium ${course.passed === false ? 'text-rose-700' : 'text-slate-600'}`}>
            {grade === null ? t`No result yet` : t`Grade ${grade}`}
          </p>
        </div>
      </div>
      {course.assessments.length === 0 ? (
        <p className="text-sm text-slate-500">
          <Trans>No marks published yet.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Assessments of ${courseName}`} className="divide-y divide-slate-100">
          {course.assessments.map((assessment) => {
            const kind = cardTexts.kind(assessment.kind);
            const date = formatDay(assessment.date);
            const weight = assessment.weight;
            return (
              <li key={assessment._id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5">
                <div className="min-w-0">
                  <p className="font-medium wrap-break-word text-slate-900">{assessment.title}</p>
                  <p className="text-xs text-slate-500">
                    <Trans>
                      {kind} · {date} · weight {weight}
                    </Trans>
                  </p>
                  {assessment.remark && <p className="text-sm text-slate-600 italic">{assessment.remark}</p>}
                </div>
                <p className="text-sm font-medium text-slate-900 tabular-nums">{markText(assessment)}</p>
              </li>
            );
          })}
        </ul>
      )}
      {course.assessments.length > 0 && (
        <p className="text-xs text-slate-500">{cardTexts.weights(course.weightCounted)}</p>
      )}
      {action}
    </article>
  );
}
