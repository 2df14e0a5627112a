import { describe, expect, it } from 'vitest';
import { EARLIEST_PAYMENT_DATE, MAX_AMOUNT_PAISE, REFERENCE_MAX_LENGTH } from './constants.js';
import { errorMessages, inputMessages } from './messages.js';
import { formatRupees, rupeesToPaise } from './money.js';
import { readPayment, type PaymentFields } from './payments.js';
import { paymentInputSchema } from './schemas/fees.js';

const STUDENT = '0b9d6a4e-3c1f-4a52-9e0e-6a1f2b3c4d5e';
const COURSE = '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const NOW = new Date('2026-03-10T10:30:00Z');
const UPI: PaymentFields = {
  studentId: STUDENT,
  courseId: COURSE,
  totalFee: '38000',
  amountPaid: '1500.50',
  paymentDate: '2026-03-10',
  paymentMode: 'UPI',
  reference: '',
  instrumentNumber: '',
  instrumentBank: '',
  instrumentDate: '',
};
const SENT = { studentId: STUDENT, courseId: COURSE, totalFee: 38_000_00, amountPaid: 1_500_50 };
const { instrument, paymentRequired: missing } = inputMessages;
const tooLarge = inputMessages.amountTooLarge(formatRupees(MAX_AMOUNT_PAISE));

// The record-payment form checks with readPayment, the server with paymentInputSchema: both must send and refuse the
// same, with the same first reason for each field. What only the form can be given (text that is not an amount,
// nothing chosen) or only the form checks (a date after today by this device's clock), the server calls otherwise or
// takes; the third column says so.
const CASES: [PaymentFields, ReturnType<typeof readPayment>, Record<string, string | undefined>?][] = [
  [UPI, { payment: { ...SENT, paymentDate: '2026-03-10', paymentMode: 'UPI' } }],
  [
    { ...UPI, totalFee: ' 40000.5 ', reference: '  UPI-881  ', paymentMode: 'Cash' },
    { payment: { ...SENT, totalFee: 40_000_50, paymentDate: '2026-03-10', paymentMode: 'Cash', reference: 'UPI-881' } },
  ],
  [
    {
      ...UPI,
      paymentMode: 'Cheque',
      instrumentNumber: ' 4513 ',
      instrumentBank: 'SBI',
      instrumentDate: '2026-03-31',
    },
    {
      payment: {
        ...SENT,
        paymentDate: '2026-03-10',
        paymentMode: 'Cheque',
        instrumentNumber: '4513',
        instrumentBank: 'SBI',
        instrumentDate: '2026-03-31',
      },
    },
  ],
  [
    { ...UPI, studentId: '', courseId: '', totalFee: '', amountPaid: '', paymentDate: '', paymentMode: '' },
    {
      problems: {
        studentId: missing.studentId,
        courseId: missing.courseId,
        totalFee: missing.totalFee,
        amountPaid: missing.amountPaid,
        paymentDate: missing.paymentDate,
        paymentMode: missing.paymentMode,
      },
    },
    {
      studentId: inputMessages.invalidId,
      courseId: inputMessages.invalidId,
      totalFee: 'Enter an amount',
      amountPaid: 'Enter an amount',
      paymentDate: inputMessages.dateFormat,
      paymentMode: inputMessages.paymentMode,
    },
  ],
  [
    { ...UPI, amountPaid: '0', totalFee: '100.555', paymentDate: '2999-01-01' },
    {
      problems: {
        amountPaid: inputMessages.amountPaidNotPositive,
        totalFee: inputMessages.rupeesFormat,
        paymentDate: errorMessages.futurePaymentDate,
      },
    },
    { totalFee: 'Enter an amount', paymentDate: undefined },
  ],
  [
    { ...UPI, totalFee: '-5', amountPaid: '100000000.01' },
    { problems: { totalFee: inputMessages.amountNegative, amountPaid: tooLarge } },
    { totalFee: 'Enter an amount' },
  ],
  [
    { ...UPI, studentId: 'x', paymentDate: '1999-12-31', paymentMode: 'Bitcoin', instrumentNumber: '12' },
    {
      problems: {
        studentId: inputMessages.invalidId,
        paymentDate: inputMessages.paymentDateTooEarly(EARLIEST_PAYMENT_DATE),
        paymentMode: inputMessages.paymentMode,
      },
    },
  ],
  [
    { ...UPI, paymentDate: '2026-02-30', reference: 'x'.repeat(REFERENCE_MAX_LENGTH + 1) },
    {
      problems: {
        paymentDate: inputMessages.dateDoesNotExist('2026-02-30'),
        reference: inputMessages.tooLong('Reference', REFERENCE_MAX_LENGTH),
      },
    },
  ],
  [
    { ...UPI, paymentMode: 'Demand Draft', instrumentDate: '31-03-2026' },
    {
      problems: {
        instrumentNumber: instrument.required.instrumentNumber,
        instrumentBank: instrument.required.instrumentBank,
        instrumentDate: inputMessages.dateFormat,
      },
    },
  ],
  [
    { ...UPI, instrumentNumber: '4512', instrumentBank: 'SBI\u202E' },
    { problems: { instrumentNumber: instrument.notForMode, instrumentBank: inputMessages.hiddenCharacters('Bank') } },
  ],
];

/** What the form would send for these fields: amounts in paise where they are amounts, a blank date left out. */
const body = (fields: PaymentFields) => ({
  ...fields,
  totalFee: rupeesToPaise(fields.totalFee) ?? undefined,
  amountPaid: rupeesToPaise(fields.amountPaid) ?? undefined,
  instrumentDate: fields.instrumentDate || undefined,
});

describe('readPayment', () => {
  it.each(CASES)('%j', (fields, expected, serverDiffers = {}) => {
    expect(readPayment(fields, NOW)).toEqual(expected);
    const parsed = paymentInputSchema.safeParse(body(fields));
    if ('payment' in expected) {
      expect(parsed.data).toEqual(expected.payment);
      return;
    }
    const problems: Record<string, string> = {};
    for (const issue of parsed.error!.issues) problems[String(issue.path[0])] ??= issue.message;
    const server: Record<string, string | undefined> = { ...expected.problems, ...serverDiffers };
    for (const [field, problem] of Object.entries(server)) if (problem === undefined) delete server[field];
    expect(problems).toEqual(server);
  });

  it('refuses a date after today where it is furthest ahead (UTC+14), and takes that day', () => {
    const refused = readPayment({ ...UPI, paymentDate: '2026-03-12' }, NOW);
    expect(refused).toEqual({ problems: { paymentDate: errorMessages.futurePaymentDate } });
    expect(readPayment({ ...UPI, paymentDate: '2026-03-11' }, NOW)).toHaveProperty('payment.paymentDate', '2026-03-11');
  });
});
