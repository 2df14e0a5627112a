import { generatePath, Link } from 'react-router';
import { formatCount } from '@campus/domain';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useDashboardStats } from '../api/get-dashboard-stats';

/**
 * The results published in the last 7 days, and the average result of each course published in lately, as the
 * server works them out. Below the rest of the dashboard, so a long list arriving moves nothing.
 */
export function ResultsPanel() {
  const stats = useDashboardStats().data;
  return (
    <section aria-labelledby="dashboard-results">
      <Card className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="dashboard-results" className="font-semibold text-slate-900">
            Results
          </h2>
          <p className="text-sm text-slate-600">
            Published this week:{' '}
            <strong className="text-slate-900 tabular-nums">
              {stats ? formatCount(stats.resultsPublishedThisWeek) : '…'}
            </strong>
          </p>
        </div>
        {stats && stats.averageResultPerCourse.length === 0 && (
          <p className="text-sm text-slate-500">No results published yet.</p>
        )}
        {stats && stats.averageResultPerCourse.length > 0 && (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Average result per course</caption>
            <thead className="text-xs text-slate-500">
              <tr>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  Course
                </th>
                <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                  Average result
                </th>
                <th scope="col" className="py-1.5 text-right font-medium">
                  Students
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {stats.averageResultPerCourse.map((course) => (
                <tr key={course.courseId}>
                  <td className="py-1.5 pr-3 wrap-break-word">
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
          </table>
        )}
      </Card>
    </section>
  );
}
