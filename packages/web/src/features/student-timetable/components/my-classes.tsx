import { Trans, useLingui } from '@lingui/react/macro';
import type { MyClass, MyTimetable } from '@campus/domain';
import { AttendanceStatusBadge } from '@/components/ui/attendance-status-badge';
import { Badge } from '@/components/ui/badge';
import { formatClassDay, formatHours } from '@/lib/class-times';
import { classDays } from '../utils/class-days';

/** Struck out when the class was cancelled (the row also says "Cancelled"). */
const Struck = ({ cancelled, children }: { cancelled: boolean; children: string }) =>
  cancelled ? <s className="text-slate-500">{children}</s> : <>{children}</>;

function TodayClass({ meeting }: { meeting: MyClass }) {
  const { t } = useLingui();
  const { sectionName, room } = meeting;
  const details = [t`Section ${sectionName}`, room && t`Room ${room}`, meeting.instructorName].filter(Boolean);
  return (
    <li className="flex items-start gap-3 py-2.5">
      <span className="w-24 shrink-0 text-sm font-medium text-slate-900 tabular-nums">
        <Struck cancelled={meeting.cancelled}>{formatHours(meeting)}</Struck>
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-slate-900">
          <Struck cancelled={meeting.cancelled}>{meeting.courseName}</Struck>
        </p>
        <p className="text-xs text-slate-500">{details.join(' · ')}</p>
      </div>
      {meeting.cancelled ? (
        <Badge tone="red">
          <Trans>Cancelled</Trans>
        </Badge>
      ) : (
        meeting.status && <AttendanceStatusBadge status={meeting.status} />
      )}
    </li>
  );
}

function HolidayLine({ name }: { name: string }) {
  return (
    <p className="font-medium text-amber-800">
      <Trans>Holiday: {name}</Trans>
    </p>
  );
}

/**
 * The dashboard's classes: today's, each with its time, course, section and room (a cancelled one struck out and
 * saying so), the holiday if today is one, then the coming days of the week that have a class or a holiday, a line
 * each. Its own chunk, loaded as the timetable comes rather than with the dashboard (my-classes-panel.tsx).
 */
export function MyClasses({ timetable }: { timetable: MyTimetable }) {
  const { t } = useLingui();
  const { today, ahead } = classDays(timetable);
  const todayHoliday = today.holiday;
  return (
    <>
      <p className="mt-1 text-sm text-slate-500">{formatClassDay(today.date)}</p>
      {today.holiday && (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-800 ring-1 ring-amber-200">
          <Trans>Today is a holiday: {todayHoliday}</Trans>
        </p>
      )}
      {today.classes.length > 0 ? (
        <ul aria-label={t`Today's classes`} className="mt-1 divide-y divide-slate-100">
          {today.classes.map((meeting) => (
            <TodayClass key={meeting._id} meeting={meeting} />
          ))}
        </ul>
      ) : (
        !today.holiday && (
          <p className="mt-3 text-sm text-slate-600">
            <Trans>No classes today.</Trans>
          </p>
        )
      )}
      <h3 className="mt-5 text-sm font-semibold text-slate-900">
        <Trans>The week ahead</Trans>
      </h3>
      {ahead.length > 0 ? (
        <ul aria-label={t`The week ahead`} className="mt-1 divide-y divide-slate-100">
          {ahead.map((day) => (
            <li key={day.date} className="flex gap-3 py-2 text-sm">
              <span className="w-24 shrink-0 font-medium text-slate-700">{formatClassDay(day.date)}</span>
              <div className="min-w-0 flex-1 text-slate-600">
                {day.holiday && <HolidayLine name={day.holiday} />}
                {day.classes.map((meeting) => (
                  <p key={meeting._id}>
                    <Struck cancelled={meeting.cancelled}>{`${meeting.start} ${meeting.courseName}`}</Struck>
                    {meeting.cancelled && ` ${t`(cancelled)`}`}
                  </p>
                ))}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>No classes in the coming days.</Trans>
        </p>
      )}
    </>
  );
}
