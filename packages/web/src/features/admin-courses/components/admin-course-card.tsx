import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { generatePath } from 'react-router';
import {
  CalendarClock,
  CalendarX2,
  ChartColumn,
  ClipboardList,
  Copy,
  ListTree,
  Pencil,
  Trash2,
  UsersRound,
} from 'lucide';
import { formatRupees, type Course } from '@campus/domain';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { CourseCover } from '@/components/ui/course-cover';
import { paths } from '@/config/paths';
import { Authorization } from '@/lib/authorization';
import { Icon } from '@/components/ui/icon';

/**
 * A course in the admin grid: picture, figures, and its outline, sections, assessments, results, low attendance, fee
 * plan, edit, copy and delete actions (the accountant's, its low attendance alone).
 */
export function AdminCourseCard({
  course,
  onFeePlan,
  onEdit,
  onCopy,
  onDelete,
}: {
  course: Course;
  onFeePlan: () => void;
  onEdit: () => void;
  onCopy: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const { name, duration } = course;
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/70"
    >
      <CourseCover image={course.image} category={course.category} className="h-36" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{course.category}</p>
        <h2 id={titleId} className="text-base leading-snug font-semibold text-slate-900">
          {course.name}
        </h2>
        <p className="line-clamp-2 text-sm text-slate-600">{course.description}</p>
        <dl className="mt-auto grid grid-cols-3 gap-3 rounded-xl bg-slate-50 px-4 py-3 text-sm">
          <Figure label={t`Price`} value={formatRupees(course.price)} />
          <Figure label={t`Duration`} value={plural(duration, { one: '# week', other: '# weeks' })} />
          <Figure label={t`Enrolled`} value={String(course.enrolledStudents)} />
        </dl>
        <div className="grid grid-cols-2 gap-2 pt-1">
          <Authorization access="admin">
            <ButtonLink
              to={generatePath(paths.admin.courseOutline, { courseId: course._id })}
              variant="secondary"
              size="sm"
              aria-label={t`Outline of ${name}`}
            >
              <Icon icon={ListTree} aria-hidden="true" className="size-4" /> <Trans>Outline</Trans>
            </ButtonLink>
            <ButtonLink
              to={generatePath(paths.admin.courseSections, { courseId: course._id })}
              variant="secondary"
              size="sm"
              aria-label={t`Sections of ${name}`}
            >
              <Icon icon={UsersRound} aria-hidden="true" className="size-4" /> <Trans>Sections</Trans>
            </ButtonLink>
            <ButtonLink
              to={generatePath(paths.admin.courseAssessments, { courseId: course._id })}
              variant="secondary"
              size="sm"
              aria-label={t`Assessments of ${name}`}
            >
              <Icon icon={ClipboardList} aria-hidden="true" className="size-4" /> <Trans>Assessments</Trans>
            </ButtonLink>
            <ButtonLink
              to={generatePath(paths.admin.courseResults, { courseId: course._id })}
              variant="secondary"
              size="sm"
              aria-label={t`Results of ${name}`}
            >
              <Icon icon={ChartColumn} aria-hidden="true" className="size-4" /> <Trans>Results</Trans>
            </ButtonLink>
          </Authorization>
          <Authorization access="office">
            <ButtonLink
              to={generatePath(paths.admin.courseAttendance, { courseId: course._id })}
              state={{ courseName: course.name }}
              variant="secondary"
              size="sm"
              aria-label={t`Attendance of ${name}`}
            >
              <Icon icon={CalendarX2} aria-hidden="true" className="size-4" /> <Trans>Attendance</Trans>
            </ButtonLink>
          </Authorization>
          <Authorization access="admin">
            <Button variant="secondary" size="sm" onClick={onFeePlan} aria-label={t`Fee plan of ${name}`}>
              <Icon icon={CalendarClock} aria-hidden="true" className="size-4" /> <Trans>Fee plan</Trans>
            </Button>
            <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t`Edit ${name}`}>
              <Icon icon={Pencil} aria-hidden="true" className="size-4" /> <Trans>Edit</Trans>
            </Button>
            <Button variant="secondary" size="sm" onClick={onCopy} aria-label={t`Copy ${name}`}>
              <Icon icon={Copy} aria-hidden="true" className="size-4" />{' '}
              <Trans context="make a copy of the course">Copy</Trans>
            </Button>
            <Button variant="dangerGhost" size="sm" onClick={onDelete} aria-label={t`Delete ${name}`}>
              <Icon icon={Trash2} aria-hidden="true" className="size-4" /> <Trans>Delete</Trans>
            </Button>
          </Authorization>
        </div>
      </div>
    </article>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 truncate font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
