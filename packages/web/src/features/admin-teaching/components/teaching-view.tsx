import { BookOpen, ClipboardList, ListTree, Users } from 'lucide';
import { generatePath } from 'react-router';
import { loadMessages } from '@campus/domain';
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
import { usePagedSearch } from '@/lib/use-paged-search';
import { useTeachingCourses } from '../api/get-teaching-courses';

const plural = (count: number, one: string) => `${count.toLocaleString('en-IN')} ${one}${count === 1 ? '' : 's'}`;

/**
 * The courses the signed-in instructor teaches (every course for an admin), each with its outline, assessments and
 * progress.
 */
export function TeachingView() {
  const { search, setSearch, debouncedSearch, page, setPage } = usePagedSearch();
  const courses = useTeachingCourses({ page, search: debouncedSearch });
  const { role } = useAuthorization();
  return (
    <div>
      <PageHeader
        title="Teaching"
        description={
          role === 'instructor'
            ? 'The courses assigned to you: their outlines and how far each student has got.'
            : 'Every course: its outline and how far each student has got.'
        }
      />
      <SearchField label="Search courses" value={search} onChange={setSearch} placeholder="Course name" />
      <div className="mt-4">
        {courses.isPending ? (
          <LoadingState label="Loading courses…" />
        ) : courses.isError ? (
          <ErrorState message={loadMessages.courses} onRetry={() => void courses.refetch()} />
        ) : courses.data.items.length === 0 ? (
          <EmptyState title={debouncedSearch ? `No course matches “${debouncedSearch}”` : 'No courses yet'}>
            {role === 'instructor' && !debouncedSearch ? 'An admin assigns instructors to their courses.' : null}
          </EmptyState>
        ) : (
          <ul aria-label="Courses" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {courses.data.items.map((course) => (
              <li key={course._id}>
                <Card className="flex h-full flex-col gap-3">
                  <div>
                    <h2 className="font-semibold text-slate-900">{course.name}</h2>
                    <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{course.category}</p>
                  </div>
                  <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                    <span className="inline-flex items-center gap-1.5">
                      <Icon icon={BookOpen} aria-hidden="true" className="size-4" />
                      {plural(course.lessonCount, 'lesson')}
                    </span>
                    <span className="inline-flex items-center gap-1.5">
                      <Icon icon={Users} aria-hidden="true" className="size-4" />
                      {plural(course.students, 'student')}
                    </span>
                  </p>
                  <div className="mt-auto flex flex-wrap gap-2">
                    <ButtonLink
                      variant="secondary"
                      size="sm"
                      to={generatePath(paths.admin.courseOutline, { courseId: course._id })}
                      aria-label={`Outline of ${course.name}`}
                    >
                      <Icon icon={ListTree} aria-hidden="true" className="size-4" />
                      Outline
                    </ButtonLink>
                    <ButtonLink
                      variant="secondary"
                      size="sm"
                      to={generatePath(paths.admin.courseAssessments, { courseId: course._id })}
                      aria-label={`Assessments of ${course.name}`}
                    >
                      <Icon icon={ClipboardList} aria-hidden="true" className="size-4" />
                      Assessments
                    </ButtonLink>
                    <ButtonLink
                      size="sm"
                      to={generatePath(paths.admin.courseProgress, { courseId: course._id })}
                      aria-label={`Progress of ${course.name}`}
                    >
                      Progress
                    </ButtonLink>
                  </div>
                </Card>
              </li>
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
