import { describe, expect, it } from 'vitest';
import { QUIET_HOURS, sendableAt, smsEncoding, smsParts } from './sms.js';

describe('an SMS encoding', () => {
  it('is GSM-7 for the GSM 03.38 alphabet, its extension table included', () => {
    expect(smsEncoding('Aarav was absent on 29 Nov 2026. Call 98765-43210 @ office: 50% & more?')).toBe('gsm7');
    expect(smsEncoding('£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&\'()*+,-./:;<=>?¡ÄÖÑÜ§¿äöñüà\n\r')).toBe('gsm7');
    expect(smsEncoding('€[]{}^~|\\\f')).toBe('gsm7');
  });

  it('is UCS-2 for anything else: Indian scripts, emoji, the rupee sign, accents not in the alphabet', () => {
    for (const text of ['आरव अनुपस्थित था', 'முத்துலட்சுமி', 'Pay ₹1,500', 'Well done 👍', 'ç', 'Tab\there', 'â']) {
      expect(smsEncoding(text)).toBe('ucs2');
    }
  });
});

describe('the parts of an SMS', () => {
  it('are one up to 160 septets, then 153 a part', () => {
    expect(smsParts('')).toEqual({ encoding: 'gsm7', units: 0, parts: 1 });
    expect(smsParts('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, parts: 1 });
    expect(smsParts('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, parts: 2 });
    expect(smsParts('a'.repeat(306))).toEqual({ encoding: 'gsm7', units: 306, parts: 2 });
    expect(smsParts('a'.repeat(307))).toEqual({ encoding: 'gsm7', units: 307, parts: 3 });
  });

  it('count each character of the extension table as two septets', () => {
    for (const character of ['€', '[', ']', '{', '}', '^', '~', '|', '\\']) {
      expect(smsParts(character.repeat(80))).toEqual({ encoding: 'gsm7', units: 160, parts: 1 });
      expect(smsParts(character.repeat(81))).toEqual({ encoding: 'gsm7', units: 162, parts: 2 });
    }
    expect(smsParts(`${'a'.repeat(159)}€`)).toEqual({ encoding: 'gsm7', units: 161, parts: 2 });
  });

  it('never split an escaped character between two parts', () => {
    // 152 septets, then € (2) would straddle the first part's 153: it goes whole into the second.
    expect(smsParts(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toEqual({ encoding: 'gsm7', units: 306, parts: 3 });
  });

  it('are one up to 70 UTF-16 units in UCS-2, then 67 a part (Hindi)', () => {
    expect(smsParts('क'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, parts: 1 });
    expect(smsParts('क'.repeat(71))).toEqual({ encoding: 'ucs2', units: 71, parts: 2 });
    expect(smsParts('क'.repeat(134))).toEqual({ encoding: 'ucs2', units: 134, parts: 2 });
    expect(smsParts('क'.repeat(135))).toEqual({ encoding: 'ucs2', units: 135, parts: 3 });
    expect(smsParts('आरव कल अनुपस्थित था')).toEqual({ encoding: 'ucs2', units: 19, parts: 1 });
  });

  it('count an emoji as the two units of its surrogate pair, and never split the pair', () => {
    expect(smsParts('😀'.repeat(35))).toEqual({ encoding: 'ucs2', units: 70, parts: 1 });
    expect(smsParts('😀'.repeat(36))).toEqual({ encoding: 'ucs2', units: 72, parts: 2 });
    // 66 units, then an emoji across the first part's 67th and 68th: it goes whole into the second part.
    expect(smsParts(`${'a'.repeat(66)}😀${'a'.repeat(67)}`)).toEqual({ encoding: 'ucs2', units: 135, parts: 3 });
  });

  it('in UCS-2 count a GSM character as one unit, the extension table too', () => {
    expect(smsParts(`₹${'{'.repeat(69)}`)).toEqual({ encoding: 'ucs2', units: 70, parts: 1 });
  });
});

describe('quiet hours', () => {
  const india = (dateTime: string) => new Date(`${dateTime}+05:30`);

  it('are 21:00 to 08:00 in India', () => {
    expect(QUIET_HOURS).toEqual({ from: '21:00', to: '08:00' });
  });

  it('let a message go at once from 08:00 until 20:59', () => {
    for (const at of ['2026-11-29T08:00:00', '2026-11-29T12:30:00', '2026-11-29T20:59:00', '2026-11-29T20:59:59.999']) {
      expect(sendableAt(india(at), false)).toEqual(india(at));
    }
  });

  it('hold a message from 21:00 until the next 08:00', () => {
    expect(sendableAt(india('2026-11-29T21:00:00'), false)).toEqual(india('2026-11-30T08:00:00'));
    expect(sendableAt(india('2026-11-29T23:59:59'), false)).toEqual(india('2026-11-30T08:00:00'));
    expect(sendableAt(india('2026-11-30T00:00:00'), false)).toEqual(india('2026-11-30T08:00:00'));
    expect(sendableAt(india('2026-11-30T07:59:59.999'), false)).toEqual(india('2026-11-30T08:00:00'));
    // Across a month's and a year's end.
    expect(sendableAt(india('2026-12-31T22:15:00'), false)).toEqual(india('2027-01-01T08:00:00'));
  });

  it('whatever the clock of the machine: 21:00 in India is 15:30 UTC', () => {
    expect(sendableAt(new Date('2026-11-29T15:29:59Z'), false)).toEqual(new Date('2026-11-29T15:29:59Z'));
    expect(sendableAt(new Date('2026-11-29T15:30:00Z'), false)).toEqual(new Date('2026-11-30T02:30:00Z'));
  });

  it('let an urgent message go at any hour', () => {
    for (const at of ['2026-11-29T21:00:00', '2026-11-30T00:00:00', '2026-11-30T07:59:00']) {
      expect(sendableAt(india(at), true)).toEqual(india(at));
    }
  });
});
