import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen, ClipboardList, ListTree, Users } from 'lucide';
import { generatePath } from 'react-router';
import { loadMessages, type TeachingCourse } from '@campus/domain';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useAuthorization } from '@/lib/authorization';
import '@/lib/domain-text/load';
import { domainText } from '@/lib/domain-text/registry';
import { usePagedSearch } from '@/lib/use-paged-search';
import { useTeachingCourses } from '../api/get-teaching-courses';
import { useDeferredFirstAnswer } from '@/lib/use-deferred-first-answer';

/**
 * The courses the signed-in instructor teaches (every course for an admin), each with its outline, assessments and
 * progress.
 */
export function TeachingView() {
  const { t } = useLingui();
  const { search, setSearch, debouncedSearch, page, setPage } = usePagedSearch();
  const courses = useDeferredFirstAnswer(useTeachingCourses({ page, search: debouncedSearch }));
  const { role } = useAuthorization();
  return (
    <div>
      <PageHeader
        title={t`Teaching`}
        description={
          role === 'instructor'
            ? t`The courses assigned to you: their outlines and how far each student has got.`
            : t`Every course: its outline and how far each student has got.`
        }
      />
      <SearchField label={t`Search courses`} value={search} onChange={setSearch} placeholder={t`Course name`} />
      <div className="mt-4">
        {courses.isPending ? (
          <LoadingState label={t`Loading courses…`} />
        ) : courses.isError ? (
          <ErrorState message={domainText(loadMessages.courses)} onRetry={() => void courses.refetch()} />
        ) : courses.data.items.length === 0 ? (
          <EmptyState title={debouncedSearch ? t`No course matches “${debouncedSearch}”` : t`No courses yet`}>
            {role === 'instructor' && !debouncedSearch ? t`An admin assigns instructors to their courses.` : null}
          </EmptyState>
        ) : (
          <ul aria-label={t`Courses`} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {courses.data.items.map((course) => (
              <CourseCard key={course._id} course={course} />
            ))}
          </ul>
        )}
        {courses.data && (
          <Pagination page={page} limit={courses.data.limit} total={courses.data.total} onPage={setPage} />
        )}
      </div>
    </div>
  );
}

function CourseCard({ course }: { course: TeachingCourse }) {
  const { t } = useLingui();
  const { name, lessonCount, students } = course;
  const lessons = lessonCount.toLocaleString('en-IN');
  const learners = students.toLocaleString('en-IN');
  return (
    <li>
      <Card className="flex h-full flex-col gap-3">
        <div>
          <h2 className="font-semibold text-slate-900">{name}</h2>
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{course.category}</p>
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <Icon icon={BookOpen} aria-hidden="true" className="size-4" />
            {t`${plural(lessonCount, { one: `${lessons} lesson`, other: `${lessons} lessons` })}`}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Icon icon={Users} aria-hidden="true" className="size-4" />
            {t`${plural(students, { one: `${learners} student`, other: `${learners} students` })}`}
          </span>
        </p>
        <div className="mt-auto flex flex-wrap gap-2">
          <ButtonLink
            variant="secondary"
            size="sm"
            to={generatePath(paths.admin.courseOutline, { courseId: course._id })}
            aria-label={t`Outline of ${name}`}
          >
            <Icon icon={ListTree} aria-hidden="true" className="size-4" />
            <Trans>Outline</Trans>
          </ButtonLink>
          <ButtonLink
            variant="secondary"
            size="sm"
            to={generatePath(paths.admin.courseAssessments, { courseId: course._id })}
            aria-label={t`Assessments of ${name}`}
          >
            <Icon icon={ClipboardList} aria-hidden="true" className="size-4" />
            <Trans>Assessments</Trans>
          </ButtonLink>
          <ButtonLink
            size="sm"
            to={generatePath(paths.admin.courseProgress, { courseId: course._id })}
            aria-label={t`Progress of ${name}`}
          >
            <Trans>Progress</Trans>
          </ButtonLink>
        </div>
      </Card>
    </li>
  );
}
