import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const SORT_LABELS: Record<CourseProgressSort, MessageDescriptor> = {
  progress: msg`Least done first`,
  '-progress': msg`Most done first`,
  name: msg`Name`,
  lastAccessed: msg`Longest unopened first`,
};

function ProgressCell({ row }: { row: StudentProgress }) {
  const { t } = useLingui();
  const { name, progress, completedLessons, lessonCount } = row;
  return (
    <div className="min-w-32 space-y-1">
      <ProgressBar percent={progress} label={t`Progress of ${name}`} />
      <p className="text-xs text-slate-500">
        <Trans>
          {progress}% · {completedLessons} of {lessonCount}
        </Trans>
      </p>
    </div>
  );
}

/** Every student of a course with their progress and last lesson opened, sorted and filtered, and its CSV. */
export function CourseProgressView({ courseId }: { courseId: string }) {
  const { t, i18n } = useLingui();
  const { search, setSearch, debouncedSearch, page, setPage } = usePagedSearch();
  const [sort = 'progress', setSort] = useFilterParam('sort', COURSE_PROGRESS_SORTS);
  const [inactive, setInactive] = useFilterParam('inactive', ['yes'] as const);
  const filter = { search: debouncedSearch, sort, inactive: inactive === 'yes' };
  const courseName = useCourseName(courseId);
  const students = useCourseProgress(courseId, page, filter);
  const download = useDownloadProgressCsv();
  const inactiveDays = INACTIVE_DAYS;

  return (
    <div className="space-y-5">
      <BackLink to={paths.admin.teaching}>
        <Trans>Teaching</Trans>
      </BackLink>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
            <Trans>Progress</Trans>
          </h1>
          <p className="mt-1 text-sm text-slate-500">{courseName.data ?? ' '}</p>
        </div>
        <Button
          variant="secondary"
          loading={download.isPending}
          disabled={!courseName.data}
          onClick={() => download.mutate({ courseId, courseName: courseName.data!, filter })}
        >
          {!download.isPending && <Icon icon={Download} aria-hidden="true" className="size-4" />}
          <Trans>Download CSV</Trans>
        </Button>
      </div>
      {download.isError && (
        <Alert>{errorMessage(download.error, t`Failed to download the progress. Please try again.`)}</Alert>
      )}
      <Card className="space-y-4">
        <div className="flex flex-col gap-3 md:flex-row md:items-end">
          <SearchField label={t`Search students`} value={search} onChange={setSearch} placeholder={t`Name or email`} />
          <div className="md:w-56">
            <SelectField
              label={t`Order`}
              value={sort}
              onChange={(event) => setSort(event.target.value as CourseProgressSort)}
            >
              {COURSE_PROGRESS_SORTS.map((choice) => (
                <option key={choice} value={choice}>
                  {i18n._(SORT_LABELS[choice])}
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
            <Trans>Not opened for {inactiveDays} days</Trans>
          </label>
        </div>
        {students.isPending ? (
          <LoadingState label={t`Loading progress…`} />
        ) : students.isError ? (
          <ErrorState
            message={errorMessage(students.error, t`Failed to load the progress. Please try again.`)}
            onRetry={() => void students.refetch()}
          />
        ) : students.data.items.length === 0 ? (
          <EmptyState title={debouncedSearch || filter.inactive ? t`No student matches` : t`No students yet`} />
        ) : (
          <ScrollTable caption={t`Students' progress`}>
            <PlainHead columns={[{ label: t`Student`, wide: true }, t`Progress`, t`Last opened`, t`Completed`]} />
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
                    {row.lastAccessed ? formatDate(row.lastAccessed) : t`Never`}
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
