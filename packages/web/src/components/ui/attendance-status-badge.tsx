import type { AttendanceStatus } from '@campus/domain';
import { Badge, type BadgeTone } from './badge';

const LOOKS: Record<AttendanceStatus, { label: string; tone: BadgeTone }> = {
  present: { label: 'Present', tone: 'green' },
  absent: { label: 'Absent', tone: 'red' },
  late: { label: 'Late', tone: 'amber' },
  excused: { label: 'Excused', tone: 'slate' },
};

/** A student's mark at a class, in words and colour. */
export function AttendanceStatusBadge({ status }: { status: AttendanceStatus }) {
  const { label, tone } = LOOKS[status];
  return <Badge tone={tone}>{label}</Badge>;
}
