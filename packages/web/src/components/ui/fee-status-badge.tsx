import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FeeStatus } from '@campus/domain';
import { Badge, type BadgeTone } from './badge';

const TONES: Record<FeeStatus, BadgeTone> = { Paid: 'green', Partial: 'amber', Unpaid: 'red' };
const LABELS: Record<FeeStatus, MessageDescriptor> = {
  Paid: msg`Paid`,
  Partial: msg`Partial`,
  Unpaid: msg`Unpaid`,
};

export function FeeStatusBadge({ status }: { status: FeeStatus }) {
  const { i18n } = useLingui();
  return <Badge tone={TONES[status]}>{i18n._(LABELS[status])}</Badge>;
}
