import { describe, expect, it } from 'vitest';
import { MESSAGE_KINDS, type MessageKind } from './constants.js';
import type { ResultEmail } from './message-data.js';
import { smsParts } from './sms.js';
import { smsRupees, smsText, smsTexts, smsTextsFor, type SmsData, type SmsRecipient } from './sms-texts.js';

const institute = 'Sunrise Academy';
const toStudent: SmsRecipient = { institute, student: 'Aarav Sharma', to: 'student' };
const toGuardian: SmsRecipient = { ...toStudent, to: 'guardian' };
const payLink = 'https://campus.sunrise.in/pay/7Q2XK9';

const result: ResultEmail = {
  course: 'Physics',
  assessment: 'Unit Test 1',
  date: '2026-11-20',
  maxMarks: 40,
  marks: 33,
  absent: false,
  exempt: false,
  remark: null,
  percent: 82.5,
  grade: 'A+',
};

/** Typical data of each kind: two classes or courses, a fee with an instalment, a receipt with a balance. */
const typical: SmsData = {
  absence: {
    classes: [
      { course: 'Physics', section: 'A', date: '2026-11-29', start: '09:00', end: '10:00' },
      { course: 'Chemistry', section: 'A', date: '2026-11-29', start: '11:00', end: '12:00' },
      { course: 'Physics', section: 'A', date: '2026-11-29', start: '14:00', end: '15:00' },
    ],
  },
  attendance_warning: {
    courses: [
      { course: 'Physics', minPercent: 75, present: 9, late: 1, absent: 6, excused: 2 },
      { course: 'Chemistry', minPercent: 75, present: 7, late: 0, absent: 3, excused: 0 },
    ],
  },
  fee_due: { fees: [{ course: 'Physics', instalment: 2, dueDate: '2026-12-02', amountDue: 12_500_00 }], payLink },
  fee_overdue: {
    fees: [
      { course: 'Physics', instalment: 2, dueDate: '2026-11-26', amountDue: 12_750_00, lateFee: 250_00 },
      { course: 'Chemistry', dueDate: '2026-11-20', amountDue: 5_000_50 },
    ],
    payLink,
  },
  receipt: { receipt: { receiptNumber: '2026-27/000123', amount: 12_500_00, course: 'Physics', balance: 6_250_00 } },
  result: { result },
  notice: { notice: { title: 'Institute closed on 1 December for Guru Nanak Jayanti' } },
};

const text = <Kind extends MessageKind>(recipient: SmsRecipient, kind: Kind) =>
  smsText(kind, { ...recipient, ...typical[kind] });

describe('an SMS text', () => {
  it('tells a student of their absence, naming each course once', () => {
    expect(text(toStudent, 'absence')).toBe(
      'Sunrise Academy: You were marked absent on 29 Nov 2026 from Physics, Chemistry. If you were in class, please ' +
        'tell the office.',
    );
  });

  it("tells a guardian of their child's absence by the child's whole name", () => {
    expect(text(toGuardian, 'absence')).toBe(
      'Sunrise Academy: Aarav Sharma was marked absent on 29 Nov 2026 from Physics, Chemistry. If this is wrong, ' +
        'please tell the office.',
    );
  });

  it('states attendance below the minimum with each course and its percentage as the standing rounds it', () => {
    expect(text(toStudent, 'attendance_warning')).toBe(
      'Sunrise Academy: Your attendance is below the required 75% in Physics (62.5%), Chemistry (70%). Please ' +
        'attend every class.',
    );
    expect(text(toGuardian, 'attendance_warning')).toBe(
      "Sunrise Academy: Aarav Sharma's attendance is below the required 75% in Physics (62.5%), Chemistry (70%). " +
        'Please speak to the office.',
    );
  });

  it('states a fee due in rupees (Rs, the Indian grouping), its day and the UPI link', () => {
    expect(text(toStudent, 'fee_due')).toBe(
      `Sunrise Academy: Your fees of Rs 12,500 for Physics are due on 02 Dec 2026. Pay by UPI: ${payLink}`,
    );
    expect(text(toGuardian, 'fee_due')).toBe(
      `Sunrise Academy: Aarav Sharma's fees of Rs 12,500 for Physics are due on 02 Dec 2026. Pay by UPI: ${payLink}`,
    );
  });

  it('states overdue fees with their total (late fees included, paise kept) and the earliest due day', () => {
    expect(text(toStudent, 'fee_overdue')).toBe(
      'Sunrise Academy: Your fees of Rs 17,750.50 for Physics, Chemistry are overdue (due 20 Nov 2026). Pay by ' +
        `UPI: ${payLink}`,
    );
    expect(text(toGuardian, 'fee_overdue')).toBe(
      "Sunrise Academy: Aarav Sharma's fees of Rs 17,750.50 for Physics, Chemistry are overdue (due 20 Nov 2026). " +
        `Pay by UPI: ${payLink}`,
    );
  });

  it('confirms a receipt with its number and what is still due, or paid in full', () => {
    expect(text(toStudent, 'receipt')).toBe(
      'Sunrise Academy: We received Rs 12,500 for Physics, receipt 2026-27/000123. Still due: Rs 6,250.',
    );
    expect(
      smsText('receipt', { ...toGuardian, receipt: { ...typical.receipt.receipt, amount: 1_500_50, balance: 0 } }),
    ).toBe(
      'Sunrise Academy: We received Rs 1,500.50 for Aarav Sharma, Physics, receipt 2026-27/000123. Paid in full. ' +
        'Thank you.',
    );
  });

  it('states a published result, an absence or an exemption, and a change of marks without its reason', () => {
    expect(text(toStudent, 'result')).toBe(
      'Sunrise Academy: Your result in Unit Test 1 (Physics): 33/40 (82.5%, grade A+). See all results on Campus.',
    );
    expect(text(toGuardian, 'result')).toBe(
      "Sunrise Academy: Aarav Sharma's result in Unit Test 1 (Physics): 33/40 (82.5%, grade A+). See all results on " +
        'Campus.',
    );
    const absent = { ...result, marks: null, absent: true, percent: null, grade: null };
    expect(smsText('result', { ...toStudent, result: absent })).toContain('(Physics): absent.');
    expect(smsText('result', { ...toStudent, result: { ...absent, absent: false, exempt: true } })).toContain(
      '(Physics): exempt.',
    );
    expect(smsText('result', { ...toStudent, result: { ...absent, absent: false } })).toContain('(Physics): no marks.');
    const changed = { ...result, marks: 35, percent: 87.5, before: absent, reason: 'Medical certificate accepted' };
    expect(smsText('result', { ...toGuardian, result: changed })).toBe(
      "Sunrise Academy: Aarav Sharma's marks in Unit Test 1 (Physics) were changed, now 35/40 (87.5%, grade A+). The " +
        'reason is on Campus.',
    );
    expect(smsText('result', { ...toStudent, result: changed })).toMatch(/^Sunrise Academy: Your marks in /);
  });

  it('states a notice by its title, ending it as a sentence', () => {
    expect(text(toStudent, 'notice')).toBe(
      'Sunrise Academy notice: Institute closed on 1 December for Guru Nanak Jayanti. Read it on Campus.',
    );
    expect(smsText('notice', { ...toGuardian, notice: { title: 'Exams begin Monday!' } })).toBe(
      'Sunrise Academy notice: Exams begin Monday! Read it on Campus.',
    );
  });

  it('fits one GSM-7 part for typical data and ASCII names, for a student and a guardian, of every kind', () => {
    for (const kind of MESSAGE_KINDS) {
      for (const recipient of [toStudent, toGuardian]) {
        const said = text(recipient, kind);
        expect(smsParts(said), said).toMatchObject({ encoding: 'gsm7', parts: 1 });
      }
    }
  });

  it('is UCS-2 in more parts, counted, with a name in an Indian script', () => {
    const hindi = { institute: 'सूर्योदय अकादमी', student: 'आरव शर्मा', to: 'guardian' } as const;
    const said = smsText('absence', { ...hindi, ...typical.absence });
    expect(said).toBe(
      'सूर्योदय अकादमी: आरव शर्मा was marked absent on 29 Nov 2026 from Physics, Chemistry. If this is wrong, please ' +
        'tell the office.',
    );
    expect(smsParts(said)).toEqual({ encoding: 'ucs2', units: said.length, parts: 2 });
  });

  it("fits a fee due with the server's short pay link in one part, or three UCS-2 parts with a Hindi name", () => {
    const fees = [{ course: 'Physics', instalment: 2, dueDate: '2026-12-02', amountDue: 12_500_00 }];
    const shortLink = 'https://campus.sunrise.in/pay/3f9a2c7e41d0';
    for (const kind of ['fee_due', 'fee_overdue'] as const) {
      const english = smsText(kind, { ...toGuardian, fees, payLink: shortLink });
      expect(smsParts(english), english).toMatchObject({ encoding: 'gsm7', parts: 1 });
      const hindi = smsText(kind, { ...toGuardian, student: 'आरव शर्मा', fees, payLink: shortLink });
      expect(hindi).toContain("आरव शर्मा's fees of Rs 12,500");
      expect(smsParts(hindi)).toEqual({ encoding: 'ucs2', units: hindi.length, parts: 3 });
    }
  });

  it('takes a longer link in more GSM-7 parts, counted', () => {
    const upi =
      'upi://pay?pa=sunrise@okaxis&pn=Sunrise%20Academy&am=12500.00&cu=INR&tr=FEE3F2A9C1D7E4B&tn=Fees:%20Physics';
    const said = smsText('fee_due', { ...toGuardian, ...typical.fee_due, payLink: upi });
    expect(smsParts(said)).toMatchObject({ encoding: 'gsm7', parts: 2 });
  });

  it('carries no secret: only the names, courses, amounts, days, receipt number, marks and link given', () => {
    for (const kind of MESSAGE_KINDS) {
      expect(text(toGuardian, kind)).not.toMatch(/password|code|token|otp/i);
    }
  });
});

describe('an SMS text in Hindi', () => {
  const hindi = <Kind extends MessageKind>(recipient: SmsRecipient, kind: Kind) =>
    smsText(kind, { ...recipient, ...typical[kind] }, 'hi');

  it('is picked by language, English unless given', () => {
    expect(smsTextsFor('en')).toBe(smsTexts);
    expect(smsText('absence', { ...toStudent, ...typical.absence }, 'en')).toBe(text(toStudent, 'absence'));
  });

  it('tells a student and a guardian of an absence, with the day in Hindi month names', () => {
    expect(hindi(toStudent, 'absence')).toBe(
      'Sunrise Academy: 29 नवंबर 2026 को Physics, Chemistry में आपकी अनुपस्थिति दर्ज की गई। यदि आप कक्षा में थे, तो ' +
        'कृपया कार्यालय को बताएँ।',
    );
    expect(hindi(toGuardian, 'absence')).toBe(
      'Sunrise Academy: 29 नवंबर 2026 को Physics, Chemistry में Aarav Sharma की अनुपस्थिति दर्ज की गई। गलत हो तो ' +
        'कृपया कार्यालय को बताएँ।',
    );
  });

  it('states amounts with ₹ in the Indian grouping (UCS-2 has it), and fees with their day and UPI link', () => {
    expect(hindi(toStudent, 'receipt')).toBe(
      'Sunrise Academy: Physics के लिए ₹12,500 का भुगतान प्राप्त हुआ, रसीद 2026-27/000123। शेष देय: ₹6,250।',
    );
    expect(smsText('receipt', { ...toGuardian, receipt: { ...typical.receipt.receipt, balance: 0 } }, 'hi')).toMatch(
      / Aarav Sharma के Physics के लिए .* पूरा भुगतान हो गया। धन्यवाद।$/,
    );
    expect(hindi(toGuardian, 'fee_overdue')).toBe(
      'Sunrise Academy: Aarav Sharma का Physics, Chemistry शुल्क ₹17,750.50 बकाया है (देय तिथि 20 नवंबर 2026)। UPI ' +
        `से भुगतान करें: ${payLink}`,
    );
    expect(hindi(toStudent, 'fee_due')).toContain('आपका Physics शुल्क ₹12,500, 02 दिसंबर 2026 को देय है।');
  });

  it('states a result, and ends a notice title with a danda or, in Latin letters, a full stop', () => {
    expect(hindi(toStudent, 'result')).toBe(
      'Sunrise Academy: Unit Test 1 (Physics) में आपका परिणाम: 33/40 (82.5%, ग्रेड A+)। सभी परिणाम Campus पर देखें।',
    );
    expect(hindi(toStudent, 'notice')).toBe(
      'Sunrise Academy सूचना: Institute closed on 1 December for Guru Nanak Jayanti. Campus पर पढ़ें।',
    );
    expect(smsText('notice', { ...toGuardian, notice: { title: 'कल अवकाश रहेगा' } }, 'hi')).toBe(
      'Sunrise Academy सूचना: कल अवकाश रहेगा। Campus पर पढ़ें।',
    );
  });

  it('is UCS-2, its parts counted: two for typical data, three at most with a fee link, for every kind', () => {
    for (const kind of MESSAGE_KINDS) {
      for (const recipient of [toStudent, toGuardian, { ...toGuardian, student: 'आरव शर्मा' }]) {
        const said = hindi(recipient, kind);
        const parts = smsParts(said);
        expect(parts, said).toMatchObject({ encoding: 'ucs2', units: said.length });
        expect(parts.parts, said).toBeLessThanOrEqual(kind === 'fee_due' || kind === 'fee_overdue' ? 3 : 2);
      }
    }
    const code = smsTextsFor('hi').signInCode('Sunrise Academy', '482913');
    expect(code).toContain('482913 आपका Campus साइन-इन कोड है।');
    expect(smsParts(code)).toMatchObject({ encoding: 'ucs2', parts: 2 });
  });
});

describe('smsRupees', () => {
  it('formats as the domain formats rupees, with Rs for the sign GSM-7 lacks', () => {
    expect(smsRupees(150000)).toBe('Rs 1,500');
    expect(smsRupees(150050)).toBe('Rs 1,500.50');
    expect(smsRupees(1_23_45_678_00)).toBe('Rs 1,23,45,678');
    expect(smsParts(smsRupees(1_23_45_678_00)).encoding).toBe('gsm7');
  });
});
