import { plural, t } from '@lingui/core/macro';
import { formatCount, inputMessages, NOTICE_DESCRIPTION_MAX_LENGTH, NOTICE_TITLE_MAX_LENGTH } from '@campus/domain';
import '@/lib/domain-text/input';
import { domainText } from '@/lib/domain-text/registry';

// The domain's notice texts that have values in them (emailMessages.noticeChannelsOn, emailMessages.noticeSentTo, the
// notice fields' inputMessages), written here in the language shown, in the same English.

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

/** A notice field's problem (`readNotice`): it is required, too long or holds hidden characters. */
export function noticeProblem(problem: string | undefined, field: 'title' | 'description') {
  if (problem === undefined) return undefined;
  const { label, name, max } =
    field === 'title'
      ? { label: 'Title', name: t`Title`, max: NOTICE_TITLE_MAX_LENGTH }
      : { label: 'Description', name: t`Description`, max: NOTICE_DESCRIPTION_MAX_LENGTH };
  if (problem === inputMessages.required(label)) return t`${name} is required`;
  if (problem === inputMessages.tooLong(label, max)) {
    const most = formatCount(max);
    return t`${name} is too long (at most ${most} characters)`;
  }
  if (problem === inputMessages.hiddenCharacters(label)) {
    return t`${name} contains hidden control or text-direction characters; remove them`;
  }
  return domainText(problem);
}
