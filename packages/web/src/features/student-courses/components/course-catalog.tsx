import { useMemo, useState } from 'react';
import { formatCount, loadMessages, type EnrolledCourse } from '@campus/domain';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useMe } from '@/lib/get-me';
import { usePagedSearch } from '@/lib/use-paged-search';
import { CourseCard } from './course-card';
import { lazyDialog } from '@/components/ui/lazy-dialog';

/** Loaded the first time a course is opened. */
const CourseDetailDialog = lazyDialog(
  () => import('./course-detail-dialog').then((module) => module.CourseDetailDialog),
  ({ course }) => course !== null,
);

/** The student's own courses (from full-me), searched by name or category on the client. */
export function CourseCatalog() {
  const me = useMe();
  return (
    <>
      <PageHeader title="My Courses" description="Your enrolled courses and how far along you are." />
      {me.isPending ? (
        <LoadingState label="Loading your courses…" />
      ) : me.isError ? (
        <ErrorState message={loadMessages.courses} onRetry={() => void me.refetch()} />
      ) : (
        <CourseGrid courses={me.data.enrolledCourses} />
      )}
    </>
  );
}

export function CourseGrid({ courses }: { courses: EnrolledCourse[] }) {
  // In the address like every list's search; the courses are filtered here, as it is typed.
  const { search, setSearch } = usePagedSearch();
  const [openId, setOpenId] = useState<string | null>(null);
  const query = search.trim().toLowerCase();
  const shown = useMemo(
    () =>
      courses.filter(
        (course) => course.name.toLowerCase().includes(query) || course.category.toLowerCase().includes(query),
      ),
    [courses, query],
  );

  if (courses.length === 0) {
    return (
      <EmptyState title="You are not enrolled in any courses yet">
        Your courses will appear here once you enrol.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SearchField label="Search courses" value={search} onChange={setSearch} placeholder="Name or category" />
        <p className="text-sm text-slate-500" aria-live="polite">
          Showing {formatCount(shown.length)} of {formatCount(courses.length)}{' '}
          {courses.length === 1 ? 'course' : 'courses'}
        </p>
      </div>
      {shown.length === 0 ? (
        <EmptyState title={`No courses match “${search.trim()}”`}>Try another name or category.</EmptyState>
      ) : (
        <ul aria-label="Courses" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((course) => (
            <li key={course._id} className="flex min-w-0">
              <CourseCard course={course} onOpen={() => setOpenId(course._id)} />
            </li>
          ))}
        </ul>
      )}
      <CourseDetailDialog
        course={courses.find((course) => course._id === openId) ?? null}
        onClose={() => setOpenId(null)}
      />
    </div>
  );
}
