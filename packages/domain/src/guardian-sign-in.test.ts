import { describe, expect, it } from 'vitest';
import { contactText, phoneE164, readGuardianContact, readSignInCode } from './guardian-sign-in.js';
import { guardianMessages } from './messages.js';
import { smsParts } from './sms.js';
import { smsTexts } from './sms-texts.js';

describe('readGuardianContact', () => {
  it('reads a phone however written as the stored ten digits, and an email in lower case', () => {
    for (const typed of ['+91 98765 43210', '098765-43210', ' 9876543210 ']) {
      expect(readGuardianContact(typed)).toEqual({ contact: { phone: '9876543210' } });
    }
    expect(readGuardianContact(' Meera@Family.Test ')).toEqual({ contact: { email: 'meera@family.test' } });
  });

  it('refuses what is neither, with its reason', () => {
    expect(readGuardianContact('  ')).toEqual({ problem: guardianMessages.contactMissing });
    expect(readGuardianContact('meera@')).toEqual({ problem: guardianMessages.contactInvalid });
    expect(readGuardianContact('call me')).toEqual({ problem: guardianMessages.contactInvalid });
  });
});

describe('readSignInCode', () => {
  it('reads six digits, spaces left out', () => {
    expect(readSignInCode('123456')).toEqual({ code: '123456' });
    expect(readSignInCode(' 123 456 ')).toEqual({ code: '123456' });
  });

  it('refuses fewer or more digits and anything else', () => {
    for (const typed of ['', '12345', '1234567', '12345a', '１２３４５６']) {
      expect(readSignInCode(typed), typed).toEqual({ problem: guardianMessages.codeInvalidShape });
    }
  });
});

it('gives the API a contact as it was read', () => {
  expect(contactText({ phone: '9876543210' })).toBe('9876543210');
  expect(contactText({ email: 'meera@family.test' })).toBe('meera@family.test');
});

it('writes a stored phone in E.164: ten digits are Indian, others keep their country code', () => {
  expect(phoneE164('9876543210')).toBe('+919876543210');
  expect(phoneE164('442079460958')).toBe('+442079460958');
});

it('sends a sign-in code in one GSM-7 SMS', () => {
  expect(smsParts(smsTexts.signInCode('Sunrise Institute of Music', '042917'))).toMatchObject({
    encoding: 'gsm7',
    parts: 1,
  });
});
