import { SegmentedMessage } from 'sms-segments-calculator';
import { dateTimeInIndia } from './receipts.js';

/**
 * How an SMS is encoded: GSM-7 (the GSM 03.38 default alphabet and its extension table, whose characters take two
 * septets) when every character is in it, else UCS-2 (Hindi and the other Indian scripts, emoji, ₹).
 */
export type SmsEncoding = 'gsm7' | 'ucs2';

/**
 * What an SMS costs: its encoding, its length in the encoding's units (septets for GSM-7, UTF-16 code units for
 * UCS-2) and the parts it goes as: 160 septets or 70 units in one part, 153 or 67 in each part of a longer one.
 */
export interface SmsParts {
  encoding: SmsEncoding;
  units: number;
  parts: number;
}

/**
 * The encoding and parts of a text, as Twilio's segment calculator counts them: a character escaped in GSM-7 or a
 * character of several code units in UCS-2 is never split between two parts, so a text at a part's edge may take one
 * part more than its units divided by 153 or 67.
 */
export function smsParts(text: string): SmsParts {
  const message = new SegmentedMessage(text);
  const encoding = message.encodingName === 'GSM-7' ? 'gsm7' : 'ucs2';
  return {
    encoding,
    units: encoding === 'gsm7' ? message.numberOfCharacters : text.length,
    parts: message.segmentsCount,
  };
}

export const smsEncoding = (text: string): SmsEncoding => smsParts(text).encoding;

/** No SMS or WhatsApp message goes out from 21:00 to 08:00 in India unless it is urgent. */
export const QUIET_HOURS = { from: '21:00', to: '08:00' } as const;

const MINUTE_MS = 60 * 1000;
const DAY_MINUTES = 24 * 60;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * When a message may be sent that is ready at `now`: now, unless it falls in the quiet hours and is not urgent; then
 * the next 08:00 in India.
 */
export function sendableAt(now: Date, urgent: boolean): Date {
  const time = dateTimeInIndia(now).slice(11);
  if (urgent || (time < QUIET_HOURS.from && time >= QUIET_HOURS.to)) return now;
  const wait = (minutesOf(QUIET_HOURS.to) - minutesOf(time) + DAY_MINUTES) % DAY_MINUTES;
  // India's offset from UTC is whole minutes, so its minutes begin where UTC's do.
  return new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS + wait * MINUTE_MS);
}
