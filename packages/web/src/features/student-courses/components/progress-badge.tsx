import { progressBadge, type ProgressBadge } from '@campus/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<ProgressBadge, BadgeTone> = {
  'Not Started': 'slate',
  Partial: 'amber',
  'In Progress': 'blue',
  Completed: 'green',
};

/** The course status from its progress (spec §4): thresholds 50 and 100. */
export function CourseProgressBadge({ progress }: { progress: number }) {
  const status = progressBadge(progress);
  return <Badge tone={TONES[status]}>{status}</Badge>;
}
