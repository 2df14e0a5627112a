import type { FeeStatus } from '@campus/domain';
import { Badge, type BadgeTone } from './badge';

const TONES: Record<FeeStatus, BadgeTone> = { Paid: 'green', Partial: 'amber', Unpaid: 'red' };

export function FeeStatusBadge({ status }: { status: FeeStatus }) {
  return <Badge tone={TONES[status]}>{status}</Badge>;
}
