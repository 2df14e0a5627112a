import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EARLIEST_PAYMENT_DATE,
  errorMessages,
  inputMessages,
  latestPaymentDate,
  loadMessages,
  MAX_PAGE_SIZE,
  saveMessages,
  successMessages,
  type AdminFeeRecord,
  type PaymentResult,
  type StudentListItem,
} from '@campus/domain';
import { todayIso } from '@/lib/format';
import { endSession, saveToken } from '@/lib/session';
import { clickTwice } from '@/testing/click-twice';
import { deferred, fakeFetch, type SentRequest } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { fakeToken } from '@/testing/tokens';
import type { RecordPaymentState } from '../types';
import { RecordPaymentForm } from './record-payment-form';

const STUDENT_ID = '0b9d6a4e-3c1f-4a52-9e0e-6a1f2b3c4d5e';
const COURSE_ID = '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const OTHER_COURSE_ID = '8d2f3e4a-5b6c-4d7e-9f0a-1b2c3d4e5f6a';

const student: StudentListItem = {
  _id: STUDENT_ID,
  number: 125,
  name: 'Vihaan Iyer',
  email: 'vihaan.iyer3@students.campus.test',
  phone: '+91 9810015838',
  role: 'student',
  profilePicture: null,
  program: 'B.Sc Data Science',
  batch: '2023-2024',
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  enrolledCourses: [
    { _id: COURSE_ID, name: 'Data Science with Python' },
    { _id: OTHER_COURSE_ID, name: 'Digital Marketing' },
  ],
};

const account = (overrides: Partial<AdminFeeRecord> = {}): AdminFeeRecord => ({
  id: crypto.randomUUID(),
  studentId: STUDENT_ID,
  name: student.name,
  email: student.email,
  courseId: COURSE_ID,
  course: 'Data Science with Python',
  courseDeleted: false,
  status: 'Unpaid',
  totalFee: 38_000_00,
  concession: 0,
  paidAmount: 0,
  amountDue: 38_000_00,
  dueDate: '2026-04-01',
  lateFee: 0,
  schedule: [],
  nextDue: null,
  ...overrides,
});

const accounts = [
  account(),
  account({ courseId: OTHER_COURSE_ID, course: 'Digital Marketing', totalFee: 18_000_00, amountDue: 18_000_00 }),
];

/** What a fee card sends: the spec's three fields and its whole record. */
const prefill: RecordPaymentState = {
  studentId: STUDENT_ID,
  studentName: student.name,
  course: COURSE_ID,
  record: accounts[0],
};

const recorded: PaymentResult = {
  message: successMessages.paymentRecorded,
  payment: {
    _id: crypto.randomUUID(),
    receiptNumber: '2026-27/000001',
    amountPaid: 1_500_50,
    paymentDate: todayIso(),
    paymentMode: 'UPI',
    reference: null,
    instrument: null,
  },
  fee: { status: 'Partial', totalFee: 38_000_00, concession: 0, paidAmount: 1_500_50, amountDue: 36_499_50 },
};

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, limit: 25 });

/** The picker calls answer with the student and their accounts; payments answer with `payment`. */
function server(payment: (request: SentRequest) => ReturnType<Parameters<typeof fakeFetch>[0]>) {
  return fakeFetch((request) => {
    if (request.path.startsWith('/admin/users')) return { body: page([student]) };
    if (request.method === 'GET' && request.path.startsWith('/admin/fees')) return { body: page(accounts) };
    return payment(request);
  });
}

const payments = (requests: SentRequest[]) => requests.filter((request) => request.method === 'POST');

/** Waits until the pre-filled student's accounts are in (the card's record shows one of them before). */
const accountsLoaded = () => screen.findByRole('option', { name: 'Digital Marketing — ₹18,000 due' });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('RecordPaymentForm', () => {
  it('says what is missing for every required field and sends nothing', async () => {
    const requests = server(() => ({ status: 500, body: {} }));
    renderWithQuery(<RecordPaymentForm prefill={null} />);
    await userEvent.clear(screen.getByLabelText('Payment date'));
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));

    const missing = inputMessages.paymentRequired;
    const fields: [string, string][] = [
      ['Student', missing.studentId],
      ['Course', missing.courseId],
      ['Total fee (₹)', missing.totalFee],
      ['Amount paid (₹)', missing.amountPaid],
      ['Payment date', missing.paymentDate],
      ['Payment mode', missing.paymentMode],
    ];
    for (const [label, message] of fields) {
      await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message));
    }
    expect(screen.getByLabelText('Amount paid (₹)')).toHaveAttribute('aria-invalid', 'true');
    expect(payments(requests)).toHaveLength(0);
  });

  it('takes the focus to the first field refused, and clears a problem once what is typed is right', async () => {
    server(() => ({ status: 500, body: {} }));
    renderWithQuery(<RecordPaymentForm prefill={prefill} />);
    await accountsLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    const amount = screen.getByLabelText('Amount paid (₹)');
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveAccessibleDescription(inputMessages.paymentRequired.amountPaid);
    expect(screen.getByLabelText('Payment mode')).toHaveAccessibleDescription(
      inputMessages.paymentRequired.paymentMode,
    );

    await userEvent.type(amount, '100');
    expect(amount).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Payment mode')).toHaveAccessibleDescription(
      inputMessages.paymentRequired.paymentMode,
    );
  });

  it('keeps what was typed when the session ends, and puts it back once the same admin is in again', async () => {
    server(() => ({ status: 500, body: {} }));
    saveToken('admin', fakeToken('staff-1'));
    const { unmount } = renderWithQuery(<RecordPaymentForm prefill={prefill} />);
    await accountsLoaded();
    await userEvent.type(screen.getByLabelText('Amount paid (₹)'), '1500.50');
    await userEvent.selectOptions(screen.getByLabelText('Payment mode'), 'Cheque');
    await userEvent.type(screen.getByLabelText('Cheque number'), '4513');
    endSession('admin');
    unmount();

    saveToken('admin', fakeToken('staff-1'));
    renderWithQuery(<RecordPaymentForm prefill={null} />);
    expect(await screen.findByDisplayValue('1500.50')).toBe(screen.getByLabelText('Amount paid (₹)'));
    expect(screen.getByLabelText('Student')).toHaveValue(STUDENT_ID);
    expect(screen.getByLabelText('Cheque number')).toHaveValue('4513');
    expect(screen.getByLabelText('Payment mode')).toHaveValue('Cheque');
    await accountsLoaded();
    expect(screen.getByLabelText('Course')).toHaveValue(COURSE_ID);
    expect(screen.getByLabelText('Total fee (₹)')).toHaveValue(38000);
  });

  it('refuses a payment date after today, a zero amount and more than 2 decimals', async () => {
    server(() => ({ status: 500, body: {} }));
    renderWithQuery(<RecordPaymentForm prefill={prefill} />);
    await accountsLoaded();
    const date = screen.getByLabelText('Payment date');
    expect(date).toHaveAttribute('max', latestPaymentDate());
    await userEvent.clear(date);
    await userEvent.type(date, '2999-01-01');
    await userEvent.type(screen.getByLabelText('Amount paid (₹)'), '0');
    await userEvent.clear(screen.getByLabelText('Total fee (₹)'));
    await userEvent.type(screen.getByLabelText('Total fee (₹)'), '100.555');
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));

    expect(await screen.findByText(errorMessages.futurePaymentDate)).toBeInTheDocument();
    expect(screen.getByText(inputMessages.amountPaidNotPositive)).toBeInTheDocument();
    expect(screen.getByText(inputMessages.rupeesFormat)).toBeInTheDocument();
  });

  it('takes a date that has begun somewhere on Earth, though not yet here, and refuses the day after', async () => {
    // 10:30 UTC: already tomorrow at UTC+14, still today in the browser's zone (UTC+13 or less).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T10:30:00Z'));
    const requests = server(() => ({ status: 201, body: recorded }));
    renderWithQuery(<RecordPaymentForm prefill={prefill} />);
    await accountsLoaded();
    const date = screen.getByLabelText('Payment date');
    expect(date).toHaveAttribute('max', '2026-03-11');
    await userEvent.type(screen.getByLabelText('Amount paid (₹)'), '100');
    await userEvent.selectOptions(screen.getByLabelText('Payment mode'), 'Cash');
    await userEvent.clear(date);
    await userEvent.type(date, '2026-03-12');
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(date).toHaveAccessibleDescription(errorMessages.futurePaymentDate));
    expect(payments(requests)).toHaveLength(0);

    await userEvent.clear(date);
    await userEvent.type(date, '2026-03-11');
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(payments(requests)).toHaveLength(1));
    expect(JSON.parse(payments(requests)[0]!.body as string)).toMatchObject({ paymentDate: '2026-03-11' });
  });

  it("asks for the pre-filled student's accounts by their id, searches no student, and shows the card's account at once", async () => {
    const held = deferred<{ body: unknown }>();
    const requests = fakeFetch((request) => (request.path.startsWith('/admin/fees') ? held.promise : { body: {} }));
    renderWithQuery(<RecordPaymentForm prefill={prefill} />);

    const shown = screen.getByRole('group', { name: 'Fee account' });
    expect(shown).toHaveTextContent('Total ₹38,000');
    expect(screen.getByLabelText('Student')).toHaveValue(STUDENT_ID);
    expect(screen.getByRole('option', { name: `${student.name} (${student.email})` })).toBeInTheDocument();
    held.resolve({ body: page(accounts) });
    await accountsLoaded();
    await new Promise((resolve) => setTimeout(resolve, 400)); // past the search's debounce

    expect(requests.map((request) => request.path)).toEqual([
      `/admin/fees?page=1&limit=${MAX_PAGE_SIZE}&studentId=${STUDENT_ID}`,
    ]);
  });

  it('searches students once the admin types, to choose another', async () => {
    const requests = server(() => ({ status: 500, body: {} }));
    renderWithQuery(<RecordPaymentForm prefill={prefill} />);
    await accountsLoaded();
    await userEvent.type(screen.getByLabelText('Find a student'), 'Vihaan');
    await waitFor(() => expect(requests.some((request) => request.path.includes('search=Vihaan'))).toBe(true));
    expect(requests.find((request) => request.path.startsWith('/admin/users'))!.path).toBe(
      '/admin/users?page=1&limit=25&search=Vihaan',
    );
  });

  it('refuses a payment date before the earliest one or that does not exist, as the server does', async () => {
    const requests = server(() => ({ status: 500, body: {} }));
    renderWithQuery(<RecordPaymentForm prefill={prefill} />);
    await accountsLoaded();
    const date = screen.getByLabelText('Payment date');
    expect(date).toHaveAttribute('min', EARLIEST_PAYMENT_DATE);
    await userEvent.clear(date);
    await userEvent.type(date, '1999-12-31');
    await userEvent.type(screen.getByLabelText('Amount paid (₹)'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    expect(await screen.findByText(inputMessages.paymentDateTooEarly(EARLIEST_PAYMENT_DATE))).toBeInTheDocument();
    expect(payments(requests)).toHaveLength(0);
  });

  it('is pre-filled from the fee card and sends the amounts in paise, once, even on a double click', async () => {
    const answer = deferred<{ status: number; body: PaymentResult }>();
    const requests = server(() => answer.promise);
    renderWithQuery(<RecordPaymentForm prefill={prefill} />);
    await accountsLoaded();

    expect(screen.getByLabelText('Student')).toHaveValue(STUDENT_ID);
    expect(screen.getByLabelText('Course')).toHaveValue(COURSE_ID);
    expect(screen.getByLabelText('Total fee (₹)')).toHaveValue(38000);
    expect(screen.getByLabelText('Payment date')).toHaveValue(todayIso());

    await userEvent.type(screen.getByLabelText('Amount paid (₹)'), '1500.50');
    await userEvent.selectOptions(screen.getByLabelText('Payment mode'), 'UPI');
    expect(screen.getByText('Still due: ₹38,000')).toBeInTheDocument();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Record Payment' }));
    clickTwice(screen.getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Record Payment' })).toBeDisabled());
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    answer.resolve({ status: 201, body: recorded });

    expect(await screen.findByText(successMessages.paymentRecorded)).toBeInTheDocument();
    const sent = payments(requests);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe('/admin/fees');
    expect(sent[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(sent[0]!.body as string)).toEqual({
      studentId: STUDENT_ID,
      courseId: COURSE_ID,
      totalFee: 38_000_00,
      amountPaid: 1_500_50,
      paymentDate: todayIso(),
      paymentMode: 'UPI',
    });
  });

  it('sends the reference, shows the success text with the receipt, and clears the form', async () => {
    const onRecorded = vi.fn();
    const requests = server(() => ({ status: 201, body: recorded }));
    renderWithQuery(<RecordPaymentForm prefill={prefill} onRecorded={onRecorded} />);
    await accountsLoaded();
    await userEvent.type(screen.getByLabelText('Amount paid (₹)'), '1500.50');
    await userEvent.selectOptions(screen.getByLabelText('Payment mode'), 'Cash');
    await userEvent.type(screen.getByLabelText('Reference (optional)'), '  UPI-881  ');
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));

    const status = await screen.findByRole('status');
    expect(within(status).getByText(successMessages.paymentRecorded)).toBeInTheDocument();
    expect(status).toHaveTextContent('Vihaan Iyer, Data Science with Python: now Partial, ₹36,499.50 still due.');
    expect(status).toHaveTextContent(`Receipt ${recorded.payment.receiptNumber}`);
    const number = recorded.payment.receiptNumber;
    expect(within(status).getByRole('button', { name: `Download receipt ${number}` })).toBeInTheDocument();
    expect(within(status).getByRole('button', { name: `Print receipt ${number}` })).toBeInTheDocument();
    expect(JSON.parse(String(payments(requests)[0]!.body))).toMatchObject({ reference: 'UPI-881' });
    expect(screen.getByLabelText('Reference (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Student')).toHaveValue('');
    expect(screen.getByLabelText('Course')).toHaveValue('');
    expect(screen.getByLabelText('Course')).toBeDisabled();
    expect(screen.getByLabelText('Find a student')).toHaveValue('');
    expect(screen.getByLabelText('Total fee (₹)')).toHaveValue(null);
    expect(screen.getByLabelText('Amount paid (₹)')).toHaveValue(null);
    expect(screen.getByLabelText('Payment mode')).toHaveValue('');
    expect(screen.getByLabelText('Payment date')).toHaveValue(todayIso());
    expect(onRecorded).toHaveBeenCalledOnce();
  });

  it("asks for a cheque's or demand draft's number, bank and date, sends them, and drops them for another mode", async () => {
    const requests = server(() => ({ status: 201, body: recorded }));
    renderWithQuery(<RecordPaymentForm prefill={prefill} />);
    await accountsLoaded();
    expect(screen.queryByLabelText('Bank')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Amount paid (₹)'), '1500.50');
    await userEvent.selectOptions(screen.getByLabelText('Payment mode'), 'Demand Draft');
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));

    const { required } = inputMessages.instrument;
    await waitFor(() =>
      expect(screen.getByLabelText('Demand Draft number')).toHaveAccessibleDescription(required.instrumentNumber),
    );
    expect(screen.getByLabelText('Bank')).toHaveAccessibleDescription(required.instrumentBank);
    expect(screen.getByLabelText('Demand Draft date')).toHaveAccessibleDescription(required.instrumentDate);
    expect(payments(requests)).toHaveLength(0);

    // Typed for a cheque, then the mode changed: the number goes with its field.
    await userEvent.selectOptions(screen.getByLabelText('Payment mode'), 'Cheque');
    await userEvent.type(screen.getByLabelText('Cheque number'), '4512');
    await userEvent.selectOptions(screen.getByLabelText('Payment mode'), 'Cash');
    expect(screen.queryByLabelText('Bank')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Payment mode'), 'Cheque');
    expect(screen.getByLabelText('Cheque number')).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Cheque number'), '4513');
    await userEvent.type(screen.getByLabelText('Bank'), 'SBI');
    await userEvent.type(screen.getByLabelText('Cheque date'), '2026-03-31');
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));

    await screen.findByRole('status');
    expect(JSON.parse(String(payments(requests)[0]!.body))).toMatchObject({
      paymentMode: 'Cheque',
      instrumentNumber: '4513',
      instrumentBank: 'SBI',
      instrumentDate: '2026-03-31',
    });
  });

  it('refuses more than is still due before sending, until the amount is lowered', async () => {
    const requests = server(() => ({ status: 201, body: recorded }));
    renderWithQuery(<RecordPaymentForm prefill={prefill} />);
    await accountsLoaded();
    const amount = screen.getByLabelText('Amount paid (₹)');
    await userEvent.type(amount, '38000.01');
    await userEvent.selectOptions(screen.getByLabelText('Payment mode'), 'Cash');
    expect(screen.getByText('Still due: ₹38,000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));

    await waitFor(() => expect(amount).toHaveAccessibleDescription(errorMessages.overpayment));
    expect(payments(requests)).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '38000');
    await waitFor(() => expect(amount).not.toHaveAccessibleDescription(errorMessages.overpayment));
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(payments(requests)).toHaveLength(1));
  });

  it('checks the amount against a corrected (raised) total', async () => {
    const requests = server(() => ({ status: 201, body: recorded }));
    renderWithQuery(<RecordPaymentForm prefill={prefill} />);
    await accountsLoaded();
    await waitFor(() => expect(screen.getByLabelText('Total fee (₹)')).toHaveValue(38000));
    await userEvent.clear(screen.getByLabelText('Total fee (₹)'));
    await userEvent.type(screen.getByLabelText('Total fee (₹)'), '40000');
    await userEvent.type(screen.getByLabelText('Amount paid (₹)'), '40000.01');
    await userEvent.selectOptions(screen.getByLabelText('Payment mode'), 'Cash');
    expect(screen.getByText('Still due: ₹40,000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Amount paid (₹)')).toHaveAccessibleDescription(errorMessages.overpayment),
    );
    expect(payments(requests)).toHaveLength(0);
  });

  it('never lowers the total as a side effect: a lower total is refused at the field, pointing to a concession', async () => {
    const requests = server(() => ({ status: 201, body: recorded }));
    renderWithQuery(<RecordPaymentForm prefill={prefill} />);
    await accountsLoaded();
    await waitFor(() => expect(screen.getByLabelText('Total fee (₹)')).toHaveValue(38000));
    await userEvent.clear(screen.getByLabelText('Total fee (₹)'));
    await userEvent.type(screen.getByLabelText('Total fee (₹)'), '100');
    await userEvent.type(screen.getByLabelText('Amount paid (₹)'), '100');
    await userEvent.selectOptions(screen.getByLabelText('Payment mode'), 'Cash');
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Total fee (₹)')).toHaveAccessibleDescription(
        errorMessages.totalLowered('₹38,000.00'),
      ),
    );
    expect(payments(requests)).toHaveLength(0);
  });

  it('counts concessions in the Still due hint, as the status and the server do', async () => {
    fakeFetch((request) => {
      if (request.path.startsWith('/admin/users')) return { body: page([student]) };
      return { body: page([account({ concession: 8_000_00, paidAmount: 10_000_00, amountDue: 20_000_00 })]) };
    });
    renderWithQuery(<RecordPaymentForm prefill={prefill} />);
    await waitFor(() => expect(screen.getByLabelText('Total fee (₹)')).toHaveValue(38000));
    // ₹38,000 less the ₹8,000 concession less ₹10,000 paid: not ₹28,000.
    expect(await screen.findByText('Still due: ₹20,000')).toBeInTheDocument();
  });

  it("shows the server's refusal until the amount changes, and sends the same attempt again with the same key", async () => {
    // Another payment came in since the accounts were loaded: the server refuses what the form let through.
    const requests = server(() => ({ status: 400, body: { error: errorMessages.overpayment } }));
    renderWithQuery(<RecordPaymentForm prefill={prefill} />);
    await accountsLoaded();
    await userEvent.type(screen.getByLabelText('Amount paid (₹)'), '30000');
    await userEvent.selectOptions(screen.getByLabelText('Payment mode'), 'Card');
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.overpayment);
    expect(screen.getByLabelText('Amount paid (₹)')).toHaveValue(30000);

    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(payments(requests)).toHaveLength(2));
    const [first, second] = payments(requests);
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
    expect(await screen.findByRole('alert')).toHaveTextContent(errorMessages.overpayment);

    await userEvent.clear(screen.getByLabelText('Amount paid (₹)'));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.type(screen.getByLabelText('Amount paid (₹)'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(payments(requests)).toHaveLength(3));
    expect(payments(requests)[2]!.headers['Idempotency-Key']).not.toBe(first!.headers['Idempotency-Key']);
  });

  it('falls back to the spec text when the server gives no reason', async () => {
    server(() => ({ status: 500, body: {} }));
    renderWithQuery(<RecordPaymentForm prefill={prefill} />);
    await accountsLoaded();
    await userEvent.type(screen.getByLabelText('Amount paid (₹)'), '100');
    await userEvent.selectOptions(screen.getByLabelText('Payment mode'), 'Bank Transfer');
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(saveMessages.recordPayment);
  });

  it("offers the chosen student's courses and fills in the account total", async () => {
    server(() => ({ status: 500, body: {} }));
    renderWithQuery(<RecordPaymentForm prefill={null} />);
    expect(screen.getByLabelText('Course')).toBeDisabled();
    await screen.findByRole('option', { name: `${student.name} (${student.email})` });
    await userEvent.selectOptions(screen.getByLabelText('Student'), STUDENT_ID);
    await screen.findByRole('option', { name: 'Digital Marketing — ₹18,000 due' });
    await userEvent.selectOptions(screen.getByLabelText('Course'), OTHER_COURSE_ID);
    expect(screen.getByLabelText('Total fee (₹)')).toHaveValue(18000);
  });

  it('says when the students or their courses cannot be loaded', async () => {
    fakeFetch((request) =>
      request.path.startsWith('/admin/users') ? { status: 500, body: {} } : { body: page(accounts) },
    );
    renderWithQuery(<RecordPaymentForm prefill={null} />);
    expect(await screen.findByText(loadMessages.paymentStudents)).toBeInTheDocument();
  });

  it("says when the student's courses cannot be loaded", async () => {
    fakeFetch((request) =>
      request.path.startsWith('/admin/users') ? { body: page([student]) } : { status: 500, body: {} },
    );
    renderWithQuery(<RecordPaymentForm prefill={prefill} />);
    expect(await screen.findByText(loadMessages.paymentCourses)).toBeInTheDocument();
  });
});
