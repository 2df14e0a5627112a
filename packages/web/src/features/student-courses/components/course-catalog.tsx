import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { formatCount, loadMessages, type EnrolledCourse } from '@campus/domain';
import { PageHeader } from '@/components/ui/page-header';
import '@/lib/domain-text/load';
import { domainText } from '@/lib/domain-text/registry';
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
  const { t } = useLingui();
  const me = useMe();
  return (
    <>
      <PageHeader title={t`My Courses`} description={t`Your enrolled courses and how far along you are.`} />
      {me.isPending ? (
        <LoadingState label={t`Loading your courses…`} />
      ) : me.isError ? (
        <ErrorState message={domainText(loadMessages.courses)} onRetry={() => void me.refetch()} />
      ) : (
        <CourseGrid courses={me.data.enrolledCourses} />
      )}
    </>
  );
}

export function CourseGrid({ courses }: { courses: EnrolledCourse[] }) {
  const { t } = useLingui();
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
      <EmptyState title={t`You are not enrolled in any courses yet`}>
        <Trans>Your courses will appear here once you enrol.</Trans>
      </EmptyState>
    );
  }
  const total = courses.length;
  const shownCount = formatCount(shown.length);
  const totalCount = formatCount(total);
  const typed = search.trim();
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SearchField label={t`Search courses`} value={search} onChange={setSearch} placeholder={t`Name or category`} />
        <p className="text-sm text-slate-500" aria-live="polite">
          {t`${plural(total, {
            one: `Showing ${shownCount} of ${totalCount} course`,
            other: `Showing ${shownCount} of ${totalCount} courses`,
          })}`}
        </p>
      </div>
      {shown.length === 0 ? (
        <EmptyState title={t`No courses match “${typed}”`}>
          <Trans>Try another name or category.</Trans>
        </EmptyState>
      ) : (
        <ul aria-label={t`Courses`} className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
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
