import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AttendanceStatus } from '@campus/domain';
import { Badge, type BadgeTone } from './badge';

const LOOKS: Record<AttendanceStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  present: { label: msg`Present`, tone: 'green' },
  absent: { label: msg`Absent`, tone: 'red' },
  late: { label: msg`Late`, tone: 'amber' },
  excused: { label: msg`Excused`, tone: 'slate' },
};

/** A student's mark at a class, in words and colour. */
export function AttendanceStatusBadge({ status }: { status: AttendanceStatus }) {
  const { i18n } = useLingui();
  const { label, tone } = LOOKS[status];
  return <Badge tone={tone}>{i18n._(label)}</Badge>;
}
