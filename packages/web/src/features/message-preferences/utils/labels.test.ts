import { describe, expect, it } from 'vitest';
import { CHANNELS, MESSAGE_KINDS, preferenceMessages } from '@campus/domain';
import { i18n } from '@/lib/i18n';
import { CHANNEL_LABELS, channelUnavailableText, KIND_LABELS } from './labels';

describe('the message preference labels', () => {
  it("are the domain's own English", () => {
    for (const kind of MESSAGE_KINDS) expect(i18n._(KIND_LABELS[kind])).toBe(preferenceMessages.kindLabels[kind]);
    for (const channel of CHANNELS) {
      expect(i18n._(CHANNEL_LABELS[channel])).toBe(preferenceMessages.channelLabels[channel]);
    }
  });

  it("says a channel is not available in the domain's own English", () => {
    expect(channelUnavailableText('sms')).toBe(preferenceMessages.channelUnavailable('sms'));
  });
});
