import { Trans, useLingui } from '@lingui/react/macro';
import { generatePath, Link } from 'react-router';
import { formatCount } from '@campus/domain';
import { Card } from '@/components/ui/card';
import { ScrollTable } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { useDashboardStats } from '../api/get-dashboard-stats';

/**
 * The results published in the last 7 days, and the average result of each course published in lately, as the
 * server works them out. Below the rest of the dashboard, so a long list arriving moves nothing.
 */
export function ResultsPanel() {
  const { t } = useLingui();
  const stats = useDashboardStats().data;
  const published = stats ? formatCount(stats.resultsPublishedThisWeek) : '…';
  return (
    <section aria-labelledby="dashboard-results">
      <Card className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="dashboard-results" className="font-semibold text-slate-900">
            <Trans>Results</Trans>
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>
              Published this week: <strong className="text-slate-900 tabular-nums">{published}</strong>
            </Trans>
          </p>
        </div>
        {stats && stats.averageResultPerCourse.length === 0 && (
          <p className="text-sm text-slate-500">
            <Trans>No results published yet.</Trans>
          </p>
        )}
        {stats && stats.averageResultPerCourse.length > 0 && (
          <ScrollTable caption={t`Average result per course`}>
            <thead className="text-xs text-slate-500">
              <tr>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  <Trans>Course</Trans>
                </th>
                <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                  <Trans>Average result</Trans>
                </th>
                <th scope="col" className="py-1.5 text-right font-medium">
                  <Trans>Students</Trans>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {stats.averageResultPerCourse.map((course) => (
                <tr key={course.courseId}>
                  <td className="min-w-40 py-1.5 pr-3">
                    <Link
                      to={generatePath(paths.admin.courseResults, { courseId: course.courseId })}
                      className="text-brand-700 hover:underline"
                    >
                      {course.courseName}
                    </Link>
                  </td>
                  <td className="py-1.5 pr-3 text-right font-medium tabular-nums">
                    {course.averagePercent === null ? '—' : `${course.averagePercent}%`}
                  </td>
                  <td className="py-1.5 text-right tabular-nums">{formatCount(course.students)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </Card>
    </section>
  );
}
