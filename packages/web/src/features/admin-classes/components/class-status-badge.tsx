import { Trans } from '@lingui/react/macro';
import type { ClassSession } from '@campus/domain';
import { Badge } from '@/components/ui/badge';

export function ClassStatusBadge({ classSession }: { classSession: Pick<ClassSession, 'cancelled' | 'marked'> }) {
  if (classSession.cancelled)
    return (
      <Badge>
        <Trans>Cancelled</Trans>
      </Badge>
    );
  return classSession.marked ? (
    <Badge tone="green">
      <Trans>Marked</Trans>
    </Badge>
  ) : (
    <Badge tone="amber">
      <Trans>Not marked</Trans>
    </Badge>
  );
}
