import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { progressBadge, type ProgressBadge } from '@campus/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<ProgressBadge, BadgeTone> = {
  'Not Started': 'slate',
  Partial: 'amber',
  'In Progress': 'blue',
  Completed: 'green',
};

const LABELS: Record<ProgressBadge, MessageDescriptor> = {
  'Not Started': msg`Not Started`,
  // Under 50%, not a fee paid in part ("Partial" in the shared fee badge, another catalog).
  Partial: msg({ message: 'Partial', context: 'course progress' }),
  'In Progress': msg`In Progress`,
  Completed: msg`Completed`,
};

/** The course status from its progress (spec §4): thresholds 50 and 100. */
export function CourseProgressBadge({ progress }: { progress: number }) {
  const { i18n } = useLingui();
  const status = progressBadge(progress);
  return <Badge tone={TONES[status]}>{i18n._(LABELS[status])}</Badge>;
}
