import { plural, t } from '@lingui/core/macro';
import { formatCount } from '@campus/domain';
import { inputProblem } from '@/lib/input-problem';

// The domain's notice texts that have values in them (emailMessages.noticeChannelsOn, emailMessages.noticeSentTo),
// written here in the language shown, in the same English.

type Channel = 'email' | 'sms' | 'whatsapp';

function channelName(channel: Channel) {
  if (channel === 'sms') return 'SMS';
  if (channel === 'whatsapp') return 'WhatsApp';
  return t`email`;
}

/** The channels a notice goes out on (`emailMessages.noticeChannelsOn`): "By email and SMS, as each of them chose." */
export function noticeChannelsOn(channels: readonly Channel[]) {
  const names = channels.map(channelName);
  const last = names.at(-1) ?? '';
  const first = names.slice(0, -1).join(', ');
  const list = names.length > 1 ? t`${first} and ${last}` : last;
  return t`By ${list}, as each of them chose.`;
}

/** How many students the notice is sent to (`emailMessages.noticeSentTo`). */
export function noticeSentTo(count: number) {
  const shown = formatCount(count);
  return plural(count, { one: 'It is on its way to one student.', other: `It is on its way to ${shown} students.` });
}

/** A notice field's problem (`readNotice`) in the language shown (`inputProblem`). */
export const noticeProblem = (problem: string | undefined, field: 'title' | 'description') =>
  inputProblem(problem, [
    field === 'title' ? { label: 'Title', shown: t`Title` } : { label: 'Description', shown: t`Description` },
  ]);
