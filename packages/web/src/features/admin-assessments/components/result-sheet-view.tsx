import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Download } from 'lucide';
import { formatCount, resultTexts, type ResultSheet } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/field';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { ScrollTable } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { useKeepPageInRange, usePageParam, useParam } from '@/lib/use-list-params';
import { useCourseSections } from '../api/get-course-sections';
import { useDownloadResults, useResultSheet } from '../api/get-result-sheet';
import { assessmentsPath } from '../utils/addresses';

const GradeChart = lazy(() => import('./grade-chart').then((module) => ({ default: module.GradeChart })));

const isId = (value: string): value is string => /^[0-9a-f-]{36}$/i.test(value);
const percentText = (value: number | null) => (value === null ? '—' : `${value}%`);

/**
 * A course's result sheet (of one section, or all): the class's statistics and grades over every student, then a page
 * of the students with their marks in each assessment and their weighted result, as the server works them out.
 */
export function ResultSheetView({ courseId }: { courseId: string }) {
  const { t } = useLingui();
  const [page, setPage] = usePageParam();
  const [sectionId = '', setSectionId] = useParam('section', isId);
  const sheet = useResultSheet({ courseId, sectionId, page });
  const sections = useCourseSections(courseId);
  const download = useDownloadResults();
  useKeepPageInRange(page, setPage, sheet.data);

  return (
    <div className="space-y-5">
      <BackLink to={assessmentsPath(courseId)}>
        <Trans>Assessments</Trans>
      </BackLink>
      <PageHeader
        title={t`Result sheet`}
        description={sheet.data?.courseName ?? ' '}
        actions={
          <>
            <Button
              variant="secondary"
              loading={download.isPending && download.variables.format === 'csv'}
              disabled={!sheet.data || download.isPending}
              onClick={() => sheet.data && download.mutate({ sheet: sheet.data, format: 'csv' })}
            >
              <Icon icon={Download} aria-hidden="true" className="size-4" />
              CSV
            </Button>
            <Button
              variant="secondary"
              loading={download.isPending && download.variables.format === 'xlsx'}
              disabled={!sheet.data || download.isPending}
              onClick={() => sheet.data && download.mutate({ sheet: sheet.data, format: 'xlsx' })}
            >
              <Icon icon={Download} aria-hidden="true" className="size-4" />
              Excel
            </Button>
          </>
        }
      />
      {download.isError && (
        <Alert>{errorMessage(download.error, t`Failed to download the results. Please try again.`)}</Alert>
      )}
      {(sections.data?.length ?? 0) > 1 && (
        <div className="sm:w-72">
          <SelectField
            label={t`Section`}
            value={sectionId}
            onChange={(event) => setSectionId(event.target.value || undefined)}
          >
            <option value="">{t`Every section`}</option>
            {sections.data!.map((section) => (
              <option key={section._id} value={section._id}>
                {section.name}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      {sheet.isPending ? (
        <LoadingState label={t`Loading the result sheet…`} />
      ) : sheet.isError ? (
        <ErrorState
          message={errorMessage(sheet.error, t`Failed to load the result sheet. Please try again.`)}
          onRetry={() => void sheet.refetch()}
        />
      ) : (
        <>
          <ClassFigures sheet={sheet.data} />
          {sheet.data.items.length === 0 ? (
            <EmptyState title={t`No students`} />
          ) : (
            <>
              <SheetTable sheet={sheet.data} />
              <Pagination page={page} limit={sheet.data.limit} total={sheet.data.total} onPage={setPage} />
            </>
          )}
        </>
      )}
    </div>
  );
}

function ClassFigures({ sheet }: { sheet: ResultSheet }) {
  const { t } = useLingui();
  const { statistics, distribution } = sheet;
  const figures = [
    [t`Students with a result`, formatCount(statistics.count)],
    [t`Mean`, percentText(statistics.mean)],
    [t`Median`, percentText(statistics.median)],
    [t`Highest`, percentText(statistics.highest)],
    [t`Lowest`, percentText(statistics.lowest)],
    [t`Pass rate`, percentText(statistics.passRate)],
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <h2 className="mb-3 font-semibold text-slate-900">
          <Trans>Class statistics</Trans>
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-xl bg-slate-50 px-3 py-2">
              <dt className="text-xs text-slate-500">{label}</dt>
              <dd className="text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card>
        <h2 className="mb-3 font-semibold text-slate-900">
          <Trans>Grades</Trans>
        </h2>
        {statistics.count === 0 ? (
          <p className="text-sm text-slate-500">
            <Trans>No published results yet.</Trans>
          </p>
        ) : (
          <Suspense fallback={<div className="h-48" />}>
            <GradeChart distribution={distribution} />
          </Suspense>
        )}
      </Card>
    </div>
  );
}

function cellText(cell: ResultSheet['items'][number]['marks'][number]) {
  if (cell === null) return '';
  if (cell.absent) return resultTexts.sheetAbsent;
  if (cell.exempt) return resultTexts.sheetExempt;
  return cell.marks === null ? resultTexts.none : String(cell.marks);
}

function SheetTable({ sheet }: { sheet: ResultSheet }) {
  const { t } = useLingui();
  const { courseName } = sheet;
  const draft = ` · ${t`draft`}`;
  return (
    <ScrollTable
      caption={t`Results of ${courseName}`}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70"
    >
      <thead className="text-xs text-slate-500">
        <tr>
          <th scope="col" className="min-w-40 py-2 pr-4 font-medium">
            <Trans>Student</Trans>
          </th>
          {sheet.assessments.map((assessment) => (
            <th key={assessment._id} scope="col" className="py-2 pr-4 text-right font-medium">
              <span className="block whitespace-nowrap">{assessment.title}</span>
              <span className="block font-normal">
                /{assessment.maxMarks}
                {!assessment.published && draft}
              </span>
            </th>
          ))}
          <th scope="col" className="py-2 pr-4 text-right font-medium whitespace-nowrap">
            <Trans>Result</Trans>
          </th>
          <th scope="col" className="py-2 font-medium">
            <Trans>Grade</Trans>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {sheet.items.map((row) => (
          <tr key={row.studentId}>
            <th scope="row" className="py-2 pr-4 text-left font-normal">
              <span className="block font-medium text-slate-900">{row.name}</span>
              <span className="block text-xs text-slate-500">{row.sectionName}</span>
            </th>
            {row.marks.map((cell, index) => (
              <td key={sheet.assessments[index]!._id} className="py-2 pr-4 text-right tabular-nums">
                {cellText(cell)}
              </td>
            ))}
            <td className="py-2 pr-4 text-right font-medium tabular-nums">{percentText(row.resultPercent)}</td>
            <td className={`py-2 font-medium ${row.passed === false ? 'text-rose-700' : 'text-slate-900'}`}>
              {row.grade ?? '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
