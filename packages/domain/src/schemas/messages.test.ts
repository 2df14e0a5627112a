import { describe, expect, it } from 'vitest';
import { CHANNELS, MANDATORY_KINDS, MESSAGE_KINDS } from '../constants.js';
import { defaultMessagePreferences, receivesMessage } from '../message-preferences.js';
import { preferenceMessages } from '../messages.js';
import { messagePreferencesSchema } from './messages.js';

const messagesOf = (input: unknown) => {
  const parsed = messagePreferencesSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

const allOn = defaultMessagePreferences();

describe('the kinds and channels of messages', () => {
  it('are the seven kinds of the issue on email, SMS and WhatsApp; only receipts are mandatory', () => {
    expect(MESSAGE_KINDS).toEqual([
      'absence',
      'attendance_warning',
      'fee_due',
      'fee_overdue',
      'receipt',
      'result',
      'notice',
    ]);
    expect(CHANNELS).toEqual(['email', 'sms', 'whatsapp']);
    expect(MANDATORY_KINDS).toEqual(['receipt']);
  });
});

describe('messagePreferencesSchema', () => {
  it('takes a switch for every kind and every channel, any of them off but receipts', () => {
    expect(messagesOf(allOn)).toEqual([]);
    const fewer = {
      kinds: { ...allOn.kinds, absence: false, result: false, notice: false },
      channels: { email: false, sms: true, whatsapp: false },
    };
    expect(messagePreferencesSchema.parse(fewer)).toEqual(fewer);
  });

  it('refuses receipts switched off, with the sentence, at the receipt switch', () => {
    const parsed = messagePreferencesSchema.safeParse({ ...allOn, kinds: { ...allOn.kinds, receipt: false } });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues).toMatchObject([
      { path: ['kinds', 'receipt'], message: preferenceMessages.receiptMandatory },
    ]);
  });

  it('refuses every channel off: receipts would have nowhere to go', () => {
    expect(messagesOf({ ...allOn, channels: { email: false, sms: false, whatsapp: false } })).toEqual([
      preferenceMessages.noChannel,
    ]);
  });

  it('refuses a kind or a channel missing, unknown or not a boolean', () => {
    const { notice: _, ...noNotice } = allOn.kinds;
    expect(messagesOf({ ...allOn, kinds: noNotice })).toHaveLength(1);
    expect(messagesOf({ ...allOn, kinds: { ...allOn.kinds, birthday: true } })).toHaveLength(1);
    expect(messagesOf({ ...allOn, channels: { ...allOn.channels, telegram: true } })).toHaveLength(1);
    expect(messagesOf({ ...allOn, channels: { ...allOn.channels, sms: 'no' } })).toHaveLength(1);
    expect(messagesOf({ kinds: allOn.kinds })).toHaveLength(1);
    expect(messagesOf({ ...allOn, extra: 1 })).toHaveLength(1);
  });
});

describe('receivesMessage', () => {
  it('sends every kind on every channel before a person chooses', () => {
    for (const kind of MESSAGE_KINDS) {
      for (const channel of CHANNELS) expect(receivesMessage(allOn, kind, channel)).toBe(true);
    }
  });

  it('sends a kind only on the channels kept on, and a kind switched off on none', () => {
    const smsOnly = {
      kinds: { ...allOn.kinds, absence: false },
      channels: { email: false, sms: true, whatsapp: false },
    };
    expect(receivesMessage(smsOnly, 'fee_due', 'sms')).toBe(true);
    expect(receivesMessage(smsOnly, 'fee_due', 'email')).toBe(false);
    expect(receivesMessage(smsOnly, 'absence', 'sms')).toBe(false);
  });

  it('sends a receipt on the channels kept on even if receipts were somehow stored off', () => {
    const receiptsOff = { kinds: { ...allOn.kinds, receipt: false }, channels: { ...allOn.channels, whatsapp: false } };
    expect(receivesMessage(receiptsOff, 'receipt', 'email')).toBe(true);
    expect(receivesMessage(receiptsOff, 'receipt', 'whatsapp')).toBe(false);
  });
});
