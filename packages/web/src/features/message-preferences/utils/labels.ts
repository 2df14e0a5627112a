import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { Channel, MessageKind } from '@campus/domain';
import { i18n } from '@/lib/i18n';

/**
 * `preferenceMessages.kindLabels` and `channelLabels` in the language shown: the domain's English written once more
 * for the catalogs (labels.test.ts holds each copy to its domain text).
 */
export const KIND_LABELS: Record<MessageKind, MessageDescriptor> = {
  absence: msg`Absences`,
  attendance_warning: msg`Attendance below the minimum`,
  fee_due: msg`Fees falling due`,
  fee_overdue: msg`Overdue fees`,
  receipt: msg`Receipts`,
  result: msg`Results`,
  notice: msg`Notices`,
};

export const CHANNEL_LABELS: Record<Channel, MessageDescriptor> = {
  email: msg`Email`,
  sms: msg`SMS`,
  whatsapp: msg`WhatsApp`,
};

/** `preferenceMessages.channelUnavailable(channel)` in the language shown. */
export function channelUnavailableText(channel: Channel): string {
  const label = i18n._(CHANNEL_LABELS[channel]);
  return t`${label} is not available at this institute.`;
}
