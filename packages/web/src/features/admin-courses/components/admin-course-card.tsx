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

const weeks = (count: number) => `${count} ${count === 1 ? 'week' : 'weeks'}`;

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
  const titleId = useId();
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
          <Figure label="Price" value={formatRupees(course.price)} />
          <Figure label="Duration" value={weeks(course.duration)} />
          <Figure label="Enrolled" value={String(course.enrolledStudents)} />
        </dl>
        <div className="grid grid-cols-2 gap-2 pt-1">
          <Authorization access="admin">
            <ButtonLink
              to={generatePath(paths.admin.courseOutline, { courseId: course._id })}
              variant="secondary"
              size="sm"
              aria-label={`Outline of ${course.name}`}
            >
              <Icon icon={ListTree} aria-hidden="true" className="size-4" /> Outline
            </ButtonLink>
            <ButtonLink
              to={generatePath(paths.admin.courseSections, { courseId: course._id })}
              variant="secondary"
              size="sm"
              aria-label={`Sections of ${course.name}`}
            >
              <Icon icon={UsersRound} aria-hidden="true" className="size-4" /> Sections
            </ButtonLink>
            <ButtonLink
              to={generatePath(paths.admin.courseAssessments, { courseId: course._id })}
              variant="secondary"
              size="sm"
              aria-label={`Assessments of ${course.name}`}
            >
              <Icon icon={ClipboardList} aria-hidden="true" className="size-4" /> Assessments
            </ButtonLink>
            <ButtonLink
              to={generatePath(paths.admin.courseResults, { courseId: course._id })}
              variant="secondary"
              size="sm"
              aria-label={`Results of ${course.name}`}
            >
              <Icon icon={ChartColumn} aria-hidden="true" className="size-4" /> Results
            </ButtonLink>
          </Authorization>
          <Authorization access="office">
            <ButtonLink
              to={generatePath(paths.admin.courseAttendance, { courseId: course._id })}
              state={{ courseName: course.name }}
              variant="secondary"
              size="sm"
              aria-label={`Attendance of ${course.name}`}
            >
              <Icon icon={CalendarX2} aria-hidden="true" className="size-4" /> Attendance
            </ButtonLink>
          </Authorization>
          <Authorization access="admin">
            <Button variant="secondary" size="sm" onClick={onFeePlan} aria-label={`Fee plan of ${course.name}`}>
              <Icon icon={CalendarClock} aria-hidden="true" className="size-4" /> Fee plan
            </Button>
            <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${course.name}`}>
              <Icon icon={Pencil} aria-hidden="true" className="size-4" /> Edit
            </Button>
            <Button variant="secondary" size="sm" onClick={onCopy} aria-label={`Copy ${course.name}`}>
              <Icon icon={Copy} aria-hidden="true" className="size-4" /> Copy
            </Button>
            <Button variant="dangerGhost" size="sm" onClick={onDelete} aria-label={`Delete ${course.name}`}>
              <Icon icon={Trash2} aria-hidden="true" className="size-4" /> Delete
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
