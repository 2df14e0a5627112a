import type { Language } from './languages.js';
import { once } from './once.js';

/** Receipts are numbered within an Indian financial year: 1 April to 31 March, by the date in India. */
const INDIA = 'Asia/Kolkata';

const yearAndMonthInIndia = once(
  () => new Intl.DateTimeFormat('en-CA', { timeZone: INDIA, year: 'numeric', month: 'numeric' }),
);

/** The financial year an instant falls in, as India writes it: 2026-27 runs from 1 April 2026 to 31 March 2027. */
export function financialYear(at: Date): string {
  const parts = yearAndMonthInIndia().formatToParts(at);
  const year = Number(parts.find((part) => part.type === 'year')!.value);
  const month = Number(parts.find((part) => part.type === 'month')!.value);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

const dateInIndiaFormat = once(() => new Intl.DateTimeFormat('en-CA', { timeZone: INDIA, dateStyle: 'short' }));

/** The calendar date (YYYY-MM-DD) of an instant in India: the date a concession or a reversal is entered under. */
export function dateInIndia(at: Date): string {
  return dateInIndiaFormat().format(at);
}

const dateTimeInIndiaFormat = once(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: INDIA,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** The date and time of an instant in India, "2026-11-29 07:05": as a spreadsheet reads a date and time. */
export function dateTimeInIndia(at: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    dateTimeInIndiaFormat()
      .formatToParts(at)
      .find((each) => each.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

export const RECEIPT_DIGITS = 6;

/** What a student's statement of account (PDF) is saved as. */
export const STATEMENT_FILE_NAME = 'statement-of-account.pdf';

/** "2026-27/000001" → "receipt-2026-27-000001.pdf": a file name cannot hold the slash. */
export const receiptFileName = (receiptNumber: string) => `receipt-${receiptNumber.replace('/', '-')}.pdf`;

/** A receipt number as printed: the financial year, then the sequence within it (2026-27/000001). */
export function formatReceiptNumber(financialYearLabel: string, sequence: number): string {
  return `${financialYearLabel}/${String(sequence).padStart(RECEIPT_DIGITS, '0')}`;
}

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1–99: "Eighty-Nine". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`;
}

/** A whole number in the Indian system: hundreds, thousands, lakhs (1,00,000) and crores (1,00,00,000). */
function indianWords(n: number): string {
  if (n === 0) return ONES[0]!;
  const groups: [number, string][] = [
    [Math.floor(n / 10_000_000), 'Crore'],
    [Math.floor(n / 100_000) % 100, 'Lakh'],
    [Math.floor(n / 1000) % 100, 'Thousand'],
    [Math.floor(n / 100) % 10, 'Hundred'],
  ];
  const words: string[] = [];
  for (const [count, name] of groups) {
    // Beyond 99 crore the count of crores is itself a number in words: "One Thousand Crore".
    if (count > 0) words.push(`${name === 'Crore' ? indianWords(count) : belowHundred(count)} ${name}`);
  }
  if (n % 100 > 0) words.push(belowHundred(n % 100));
  return words.join(' ');
}

/**
 * Hindi's numbers 0–99 as Hindi textbooks and cheques write them: each is a word of its own, which cannot be made from
 * tens and units as English's are (67 is सड़सठ, 89 नवासी).
 */
const HINDI_BELOW_HUNDRED = [
  'शून्य',
  'एक',
  'दो',
  'तीन',
  'चार',
  'पाँच',
  'छह',
  'सात',
  'आठ',
  'नौ',
  'दस',
  'ग्यारह',
  'बारह',
  'तेरह',
  'चौदह',
  'पंद्रह',
  'सोलह',
  'सत्रह',
  'अठारह',
  'उन्नीस',
  'बीस',
  'इक्कीस',
  'बाईस',
  'तेईस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताईस',
  'अट्ठाईस',
  'उनतीस',
  'तीस',
  'इकतीस',
  'बत्तीस',
  'तैंतीस',
  'चौंतीस',
  'पैंतीस',
  'छत्तीस',
  'सैंतीस',
  'अड़तीस',
  'उनतालीस',
  'चालीस',
  'इकतालीस',
  'बयालीस',
  'तैंतालीस',
  'चवालीस',
  'पैंतालीस',
  'छियालीस',
  'सैंतालीस',
  'अड़तालीस',
  'उनचास',
  'पचास',
  'इक्यावन',
  'बावन',
  'तिरपन',
  'चौवन',
  'पचपन',
  'छप्पन',
  'सत्तावन',
  'अट्ठावन',
  'उनसठ',
  'साठ',
  'इकसठ',
  'बासठ',
  'तिरसठ',
  'चौंसठ',
  'पैंसठ',
  'छियासठ',
  'सड़सठ',
  'अड़सठ',
  'उनहत्तर',
  'सत्तर',
  'इकहत्तर',
  'बहत्तर',
  'तिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छिहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उन्यासी',
  'अस्सी',
  'इक्यासी',
  'बयासी',
  'तिरासी',
  'चौरासी',
  'पचासी',
  'छियासी',
  'सत्तासी',
  'अट्ठासी',
  'नवासी',
  'नब्बे',
  'इक्यानवे',
  'बानवे',
  'तिरानवे',
  'चौरानवे',
  'पचानवे',
  'छियानवे',
  'सत्तानवे',
  'अट्ठानवे',
  'निन्यानवे',
];

/** A whole number in Hindi in the Indian system: सौ, हज़ार, लाख and करोड़, as `indianWords` in English. */
function hindiIndianWords(n: number): string {
  if (n === 0) return HINDI_BELOW_HUNDRED[0]!;
  const groups: [number, string][] = [
    [Math.floor(n / 10_000_000), 'करोड़'],
    [Math.floor(n / 100_000) % 100, 'लाख'],
    [Math.floor(n / 1000) % 100, 'हज़ार'],
    [Math.floor(n / 100) % 10, 'सौ'],
  ];
  const words: string[] = [];
  for (const [count, name] of groups) {
    // Beyond 99 crore the count of crores is itself a number in words: "एक हज़ार करोड़".
    if (count > 0) words.push(`${name === 'करोड़' ? hindiIndianWords(count) : HINDI_BELOW_HUNDRED[count]} ${name}`);
  }
  if (n % 100 > 0) words.push(HINDI_BELOW_HUNDRED[n % 100]!);
  return words.join(' ');
}

/** "बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये और नवासी पैसे मात्र"; one rupee or paisa is singular (रुपया, पैसा). */
function hindiAmountInWords(rupees: number, paise: number): string {
  const rupeesPart = `${hindiIndianWords(rupees)} ${rupees === 1 ? 'रुपया' : 'रुपये'}`;
  const paisePart = paise > 0 ? ` और ${HINDI_BELOW_HUNDRED[paise]} ${paise === 1 ? 'पैसा' : 'पैसे'}` : '';
  return `${rupeesPart}${paisePart} मात्र`;
}

/**
 * An amount in words as Indian receipts and cheques write it, in English:
 * 1,23,456,789 paise → "Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Paise Eighty-Nine Only";
 * in Hindi: "बारह लाख चौंतीस हज़ार पाँच सौ सड़सठ रुपये और नवासी पैसे मात्र".
 */
export function amountInWords(paise: number, language: Language = 'en'): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (language === 'hi') return hindiAmountInWords(rupees, rest);
  const paisePart = rest > 0 ? ` and Paise ${belowHundred(rest)}` : '';
  return `Rupees ${indianWords(rupees)}${paisePart} Only`;
}
