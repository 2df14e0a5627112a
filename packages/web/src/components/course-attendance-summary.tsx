import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { AlertCircle } from 'lucide';
import type { CourseAttendance } from '@campus/domain';
import { Icon } from '@/components/ui/icon';

/** The warning a course's standing calls for (the server decides `below` and `atRisk`), in words for the reader. */
export interface AttendanceWarning {
  tone: 'red' | 'amber';
  text: string;
}

const WARNING_TONES = {
  red: 'bg-rose-50 text-rose-800 ring-rose-200',
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
} as const;
const PERCENT_TONES = { red: 'text-rose-700', amber: 'text-amber-700' } as const;

/** The marks by kind, in words: "Present 30 · Late 3 · Absent 7 · Excused 1", leaving out the kinds with none. */
export function marksInWords({ present, late, absent, excused }: CourseAttendance): string {
  return [
    present > 0 && t`Present ${present}`,
    late > 0 && t`Late ${late}`,
    absent > 0 && t`Absent ${absent}`,
    excused > 0 && t`Excused ${excused}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * A course's attendance (for the student, and for staff on their page of the student): the percentage as the server
 * gives it (rounded down there, so 74.96 is never shown as 75), classes attended of those held, the marks by kind, and
 * the warning its standing calls for; `children` follow. Every figure is the server's; nothing is worked out here.
 */
export function CourseAttendanceSummary({
  course,
  warning,
  children,
}: {
  course: CourseAttendance;
  warning: AttendanceWarning | null;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const marks = marksInWords(course);
  const { sectionName, attended, held } = course;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/70">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold wrap-break-word text-slate-900">
            {course.courseName}
          </h2>
          <p className="text-sm text-slate-500">
            <Trans>Section {sectionName}</Trans>
          </p>
        </div>
        <p
          className={`shrink-0 text-2xl font-semibold tracking-tight whitespace-nowrap tabular-nums ${warning ? PERCENT_TONES[warning.tone] : 'text-slate-900'}`}
        >
          {course.percent === null ? '—' : `${course.percent}%`}
        </p>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {held === 0
          ? t`No classes held yet`
          : t`Attended ${attended} of ${plural(held, { one: `${held} class`, other: `${held} classes` })}`}
      </p>
      {marks && <p className="mt-1 text-xs text-slate-500">{marks}</p>}
      {warning && (
        <p
          className={`mt-3 flex items-start gap-2 rounded-lg p-3 text-sm font-medium ring-1 ${WARNING_TONES[warning.tone]}`}
        >
          <Icon icon={AlertCircle} className="mt-0.5 size-4 shrink-0" />
          {warning.text}
        </p>
      )}
      {children}
    </article>
  );
}
