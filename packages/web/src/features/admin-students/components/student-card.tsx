import { Trans, useLingui } from '@lingui/react/macro';
import { ChartNoAxesColumn, History, Mail, Pencil, Phone, Trash2, Users } from 'lucide';
import { generatePath } from 'react-router';
import type { StudentListItem } from '@campus/domain';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { Authorization } from '@/lib/authorization';

interface StudentCardProps {
  student: StudentListItem;
  onEdit: () => void;
  onDelete: () => void;
}

export function StudentCard({ student, onEdit, onDelete }: StudentCardProps) {
  const { t } = useLingui();
  const headingId = `student-${student._id}`;
  const name = student.name;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/70"
    >
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex items-center gap-3">
          <Avatar src={student.profilePicture} name={student.name} className="size-12 shrink-0" />
          <div className="min-w-0">
            <h2 id={headingId} className="font-semibold text-slate-900">
              {student.name}
            </h2>
            <p className="text-xs text-slate-500">{student.program ?? t`Student`}</p>
          </div>
        </div>
        <dl className="space-y-1.5 text-sm text-slate-600">
          <div className="flex items-center gap-2">
            <dt>
              <Icon icon={Mail} aria-hidden="true" className="size-4 text-slate-400" />
              <span className="sr-only">
                <Trans>Email</Trans>
              </span>
            </dt>
            <dd className="min-w-0">{student.email}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <Icon icon={Phone} aria-hidden="true" className="size-4 text-slate-400" />
              <span className="sr-only">
                <Trans>Phone</Trans>
              </span>
            </dt>
            <dd>{student.phone ?? '—'}</dd>
          </div>
        </dl>
        {student.enrolledCourses.length > 0 ? (
          <ul aria-label={t`Courses of ${name}`} className="flex flex-wrap gap-1.5">
            {student.enrolledCourses.map((course) => (
              <li key={course._id}>
                <Badge tone="blue">{course.name}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500 italic">
            <Trans>Not enrolled in any course</Trans>
          </p>
        )}
      </div>
      <Authorization access="office">
        <div className="flex flex-wrap gap-2 border-t border-slate-100 px-5 py-3">
          <ButtonLink
            to={generatePath(paths.admin.studentGuardians, { studentId: student._id })}
            state={{ name: student.name }}
            variant="ghost"
            size="sm"
            aria-label={t`Guardians of ${name}`}
          >
            <Icon icon={Users} aria-hidden="true" className="size-4" />
            <Trans>Guardians</Trans>
          </ButtonLink>
          <Authorization access="admin">
            <ButtonLink
              to={generatePath(paths.admin.studentHistory, { studentId: student._id })}
              state={{ name: student.name }}
              variant="ghost"
              size="sm"
              aria-label={t`History of ${name}`}
            >
              <Icon icon={History} aria-hidden="true" className="size-4" />
              <Trans>History</Trans>
            </ButtonLink>
            <ButtonLink
              to={generatePath(paths.admin.studentProgress, { studentId: student._id })}
              variant="ghost"
              size="sm"
              aria-label={t`Progress of ${name}`}
            >
              <Icon icon={ChartNoAxesColumn} aria-hidden="true" className="size-4" />
              <Trans>Progress</Trans>
            </ButtonLink>
            <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t`Edit ${name}`}>
              <Icon icon={Pencil} aria-hidden="true" className="size-4" />
              <Trans>Edit</Trans>
            </Button>
            <Button variant="dangerGhost" size="sm" onClick={onDelete} aria-label={t`Delete ${name}`}>
              <Icon icon={Trash2} aria-hidden="true" className="size-4" />
              <Trans>Delete</Trans>
            </Button>
          </Authorization>
        </div>
      </Authorization>
    </article>
  );
}
