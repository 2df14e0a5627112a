import { Download } from 'lucide';
import { generatePath, Link } from 'react-router';
import {
  COURSE_PROGRESS_SORTS,
  PROGRESS_COMPLETE,
  type CourseProgressSort,
  type StudentProgress,
} from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/field';
import { Icon } from '@/components/ui/icon';
import { Pagination } from '@/components/ui/pagination';
import { ProgressBar } from '@/components/ui/progress-bar';
import { SearchField } from '@/components/ui/search-field';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { ScrollTable, PlainHead } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useFilterParam } from '@/lib/use-list-params';
import { usePagedSearch } from '@/lib/use-paged-search';
import { useDownloadProgressCsv } from '../api/download-progress-csv';
import { useCourseName } from '@/lib/get-course-name';
import { INACTIVE_DAYS, useCourseProgress } from '../api/get-course-progress';

const SORT_LABELS: Record<CourseProgressSort, string> = {
  progress: 'Least done first',
  '-progress': 'Most done first',
  name: 'Name',
  lastAccessed: 'Longest unopened first',
};

/** Not a spec text: the spec has no progress view. */
const LOAD_FAILED = 'Failed to load the progress. Please try again.';
const DOWNLOAD_FAILED = 'Failed to download the progress. Please try again.';

function ProgressCell({ row }: { row: StudentProgress }) {
  return (
    <div className="min-w-32 space-y-1">
      <ProgressBar percent={row.progress} label={`Progress of ${row.name}`} />
      <p className="text-xs text-slate-500">
        {row.progress}% · {row.completedLessons} of {row.lessonCount}
      </p>
    </div>
  );
}

/** Every student of a course with their progress and last lesson opened, sorted and filtered, and its CSV. */
export function CourseProgressView({ courseId }: { courseId: string }) {
  const { search, setSearch, debouncedSearch, page, setPage } = usePagedSearch();
  const [sort = 'progress', setSort] = useFilterParam('sort', COURSE_PROGRESS_SORTS);
  const [inactive, setInactive] = useFilterParam('inactive', ['yes'] as const);
  const filter = { search: debouncedSearch, sort, inactive: inactive === 'yes' };
  const courseName = useCourseName(courseId);
  const students = useCourseProgress(courseId, page, filter);
  const download = useDownloadProgressCsv();

  return (
    <div className="space-y-5">
      <BackLink to={paths.admin.teaching}>Teaching</BackLink>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Progress</h1>
          <p className="mt-1 text-sm text-slate-500">{courseName.data ?? ' '}</p>
        </div>
        <Button
          variant="secondary"
          loading={download.isPending}
          disabled={!courseName.data}
          onClick={() => download.mutate({ courseId, courseName: courseName.data!, filter })}
        >
          {!download.isPending && <Icon icon={Download} aria-hidden="true" className="size-4" />}
          Download CSV
        </Button>
      </div>
      {download.isError && <Alert>{errorMessage(download.error, DOWNLOAD_FAILED)}</Alert>}
      <Card className="space-y-4">
        <div className="flex flex-col gap-3 md:flex-row md:items-end">
          <SearchField label="Search students" value={search} onChange={setSearch} placeholder="Name or email" />
          <div className="md:w-56">
            <SelectField
              label="Order"
              value={sort}
              onChange={(event) => setSort(event.target.value as CourseProgressSort)}
            >
              {COURSE_PROGRESS_SORTS.map((choice) => (
                <option key={choice} value={choice}>
                  {SORT_LABELS[choice]}
                </option>
              ))}
            </SelectField>
          </div>
          <label className="flex items-center gap-2 pb-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-4"
              checked={inactive === 'yes'}
              onChange={(event) => setInactive(event.target.checked ? 'yes' : undefined)}
            />
            Not opened for {INACTIVE_DAYS} days
          </label>
        </div>
        {students.isPending ? (
          <LoadingState label="Loading progress…" />
        ) : students.isError ? (
          <ErrorState message={errorMessage(students.error, LOAD_FAILED)} onRetry={() => void students.refetch()} />
        ) : students.data.items.length === 0 ? (
          <EmptyState title={debouncedSearch || filter.inactive ? 'No student matches' : 'No students yet'} />
        ) : (
          <ScrollTable caption="Students' progress">
            <PlainHead columns={[{ label: 'Student', wide: true }, 'Progress', 'Last opened', 'Completed']} />
            <tbody className="divide-y divide-slate-100">
              {students.data.items.map((row) => (
                <tr key={row.studentId}>
                  <td className="py-3 pr-4">
                    <Link
                      to={generatePath(paths.admin.studentProgress, { studentId: row.studentId })}
                      className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
                    >
                      {row.name}
                    </Link>
                    <p className="text-xs wrap-anywhere text-slate-500">{row.email}</p>
                  </td>
                  <td className="py-3 pr-4">
                    <ProgressCell row={row} />
                  </td>
                  <td className="py-3 pr-4 whitespace-nowrap text-slate-700">
                    {row.lastAccessed ? formatDate(row.lastAccessed) : 'Never'}
                  </td>
                  <td className="py-3 whitespace-nowrap text-slate-700">
                    {row.progress >= PROGRESS_COMPLETE && row.completedAt ? formatDate(row.completedAt) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
        {students.data && (
          <Pagination page={page} limit={students.data.limit} total={students.data.total} onPage={setPage} />
        )}
      </Card>
    </div>
  );
}
