import type { ReactNode } from 'react';
import { resultTexts, type CourseResult, type MyAssessment } from '@campus/domain';
import { formatDay } from '@/lib/format-day';

/** What a student got in one assessment, as the server worked it out: marks of the maximum, percentage, grade. */
function markText(assessment: MyAssessment) {
  if (assessment.absent) return `${resultTexts.absent} · ${assessment.percent}% · ${assessment.grade}`;
  if (assessment.exempt) return resultTexts.exempt;
  if (assessment.marks === null) return resultTexts.none;
  return `${resultTexts.marks(assessment.marks, assessment.maxMarks)} · ${assessment.percent}% · ${assessment.grade}`;
}

/**
 * A student's published results in one course (for the student, and for staff beside their progress): each assessment
 * with marks, maximum, percentage and grade, and the weighted result so far with its grade. Every figure is the
 * server's; nothing is worked out here.
 */
export function CourseResultCard({ course, action }: { course: CourseResult; action?: ReactNode }) {
  const headingId = `result-${course.courseId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold wrap-break-word text-slate-900">
            {course.courseName}
          </h2>
          <p className="text-sm text-slate-500">Section {course.sectionName}</p>
        </div>
        <div className="text-right">
          <p className="text-2xl font-semibold text-slate-900 tabular-nums">
            {course.resultPercent === null ? resultTexts.none : `${course.resultPercent}%`}
          </p>
          <p className={`text-sm font-medium ${course.passed === false ? 'text-rose-700' : 'text-slate-600'}`}>
            {course.grade === null ? 'No result yet' : `Grade ${course.grade}`}
          </p>
        </div>
      </div>
      {course.assessments.length === 0 ? (
        <p className="text-sm text-slate-500">No marks published yet.</p>
      ) : (
        <ul aria-label={`Assessments of ${course.courseName}`} className="divide-y divide-slate-100">
          {course.assessments.map((assessment) => (
            <li key={assessment._id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5">
              <div className="min-w-0">
                <p className="font-medium wrap-break-word text-slate-900">{assessment.title}</p>
                <p className="text-xs text-slate-500">
                  {resultTexts.kind(assessment.kind)} · {formatDay(assessment.date)} · weight {assessment.weight}
                </p>
                {assessment.remark && <p className="text-sm text-slate-600 italic">{assessment.remark}</p>}
              </div>
              <p className="text-sm font-medium text-slate-900 tabular-nums">{markText(assessment)}</p>
            </li>
          ))}
        </ul>
      )}
      {course.assessments.length > 0 && (
        <p className="text-xs text-slate-500">{resultTexts.weights(course.weightCounted)}</p>
      )}
      {action}
    </article>
  );
}
