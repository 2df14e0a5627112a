import type { ClassSession } from '@campus/domain';
import { Badge } from '@/components/ui/badge';

export function ClassStatusBadge({ classSession }: { classSession: Pick<ClassSession, 'cancelled' | 'marked'> }) {
  if (classSession.cancelled) return <Badge>Cancelled</Badge>;
  return classSession.marked ? <Badge tone="green">Marked</Badge> : <Badge tone="amber">Not marked</Badge>;
}
