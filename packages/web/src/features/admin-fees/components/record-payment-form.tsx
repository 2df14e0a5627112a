import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import {
  EARLIEST_PAYMENT_DATE,
  errorMessages,
  formatRupees,
  INSTRUMENT_BANK_MAX_LENGTH,
  INSTRUMENT_NUMBER_MAX_LENGTH,
  isInstrumentMode,
  latestPaymentDate,
  loadMessages,
  netFee,
  outstandingAmount,
  paiseToRupeeInput,
  PAYMENT_MODES,
  paymentRuleViolation,
  readPayment,
  REFERENCE_MAX_LENGTH,
  rupeesToPaise,
  saveMessages,
  successMessages,
  totalFeeChangeViolation,
  type AdminFeeRecord,
  type FeeStatus,
  type PaymentFields,
  type PaymentProblems,
} from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FeeStatusBadge } from '@/components/ui/fee-status-badge';
import { InputField, SelectField } from '@/components/ui/field';
import { SearchField } from '@/components/ui/search-field';
import { errorMessage } from '@/lib/api-client';
import '@/lib/domain-text/load';
import '@/lib/domain-text/save';
import '@/lib/domain-text/success';
import { domainText } from '@/lib/domain-text/registry';
import type { ReceiptRef } from '@/lib/receipts';
import { todayIso } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useKeptState } from '@/lib/use-kept-values';
import { useSendOnce } from '@/lib/use-send-once';
import { usePaymentStudents } from '../api/get-payment-students';
import { useStudentFeeAccounts } from '@/lib/get-student-fee-accounts';
import { useRecordPayment } from '../api/record-payment';
import type { RecordPaymentState } from '../types';
import { feeStatusText, instrumentDateLabel, instrumentNumberLabel, paymentProblemText } from '../utils/payment-texts';
import { paymentModeName } from '@/lib/payment-modes';

/** Shown once a payment is recorded: its code comes then, not with the page. */
const ReceiptActions = lazy(() =>
  import('@/components/ledger/receipt-actions').then((module) => ({ default: module.ReceiptActions })),
);

interface ChosenStudent {
  _id: string;
  name: string;
  /** Unknown for a pre-filled student that came without their fee record. */
  email: string | null;
}

/** What the form holds: the payment's fields as typed, and the student they are for. */
type FormValues = PaymentFields & { student: ChosenStudent | null };

/** The fields in their order on the page: the first one refused takes the focus. */
const FIELDS: (keyof PaymentFields)[] = [
  'studentId',
  'courseId',
  'totalFee',
  'amountPaid',
  'paymentDate',
  'paymentMode',
  'reference',
  'instrumentNumber',
  'instrumentBank',
  'instrumentDate',
];

const NO_INSTRUMENT = { instrumentNumber: '', instrumentBank: '', instrumentDate: '' };

const emptyValues = (): FormValues => ({
  studentId: '',
  courseId: '',
  totalFee: '',
  amountPaid: '',
  paymentDate: todayIso(),
  paymentMode: '',
  reference: '',
  ...NO_INSTRUMENT,
  student: null,
});

function initialValues(prefill: RecordPaymentState | null): FormValues {
  if (!prefill) return emptyValues();
  return {
    ...emptyValues(),
    studentId: prefill.studentId,
    courseId: prefill.course,
    totalFee: prefill.record ? paiseToRupeeInput(prefill.record.totalFee) : '',
    student: { _id: prefill.studentId, name: prefill.studentName, email: prefill.record?.email ?? null },
  };
}

interface Recorded {
  receipt: ReceiptRef;
  student: string;
  course: string;
  status: FeeStatus;
  amountDue: number;
}

/**
 * Record a payment against a student's fee account (spec §4, §5). The fields are checked with the domain's payment
 * rules (`readPayment`), without a form or validation library to load, then against the account as loaded.
 */
export function RecordPaymentForm({
  prefill,
  onRecorded,
}: {
  prefill: RecordPaymentState | null;
  onRecorded?: () => void;
}) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [values, setValues] = useKeptState(initialValues(prefill), 'admin', 'record-payment');
  const [problems, setProblems] = useState<PaymentProblems>({});
  // After a first try, a field's problem goes as soon as what is typed is right.
  const [tried, setTried] = useState(false);
  const [recorded, setRecorded] = useState<Recorded | null>(null);
  const chosen = values.student;
  const typed = useDebouncedValue(search.trim());
  // A student already chosen needs no search: the list is asked for once the admin types, or when none is chosen.
  const studentsWanted = chosen === null || typed !== '';
  // Loading is told by isPending, not isLoading: the build renders queries without fetching them, so isLoading (pending
  // and fetching) differs between the prerendered screen and the first render here, and the screen would not hydrate.
  const students = usePaymentStudents(typed, studentsWanted);
  const accounts = useStudentFeeAccounts(chosen?._id ?? null);
  const record = useRecordPayment();
  const send = useSendOnce(record);
  // The Idempotency-Key of the attempt in progress: kept while the same payment is sent again, new for a new one.
  const attempt = useRef<{ key: string; payload: string } | null>(null);

  // Once the accounts are in: a student with a single account gets it selected, and an empty total is filled.
  useEffect(() => {
    const loaded = accounts.data;
    if (!loaded) return;
    setValues((current) => {
      const account = current.courseId
        ? loaded.find((item) => item.courseId === current.courseId)
        : loaded.length === 1
          ? loaded[0]
          : undefined;
      if (!account || (current.courseId && current.totalFee)) return current;
      return {
        ...current,
        courseId: current.courseId || account.courseId,
        totalFee: current.totalFee || paiseToRupeeInput(account.totalFee),
      };
    });
  }, [accounts.data, setValues]);

  const studentOptions = students.data?.items ?? [];
  const shownStudents =
    chosen && !studentOptions.some((student) => student._id === chosen._id)
      ? [chosen, ...studentOptions]
      : studentOptions;
  const prefilledStudent = prefill !== null && chosen?._id === prefill.studentId;
  // Until the student's accounts are in, the fee card's record stands for its account.
  const knownAccounts = accounts.data ?? (prefilledStudent && prefill.record ? [prefill.record] : undefined);
  const accountOf = (courseId: string) => knownAccounts?.find((item) => item.courseId === courseId);
  const account = accountOf(values.courseId);
  const courseOptions: Pick<AdminFeeRecord, 'courseId' | 'course' | 'amountDue'>[] | undefined =
    knownAccounts ??
    (prefilledStudent ? [{ courseId: prefill.course, course: t`Selected course`, amountDue: Number.NaN }] : undefined);

  /** The payment's rules, then the server's against the account as loaded (the server checks again on the ledger). */
  const check = (next: FormValues) => {
    const read = readPayment(next);
    if ('problems' in read) return read;
    const target = accountOf(next.courseId);
    const { totalFee, amountPaid } = read.payment;
    const problem =
      target &&
      (totalFeeChangeViolation(target.totalFee, totalFee) ??
        paymentRuleViolation(target.paidAmount, target.concession, totalFee, amountPaid, target.lateFee));
    if (!problem) return read;
    return { problems: { [problem === errorMessages.overpayment ? 'amountPaid' : 'totalFee']: problem } };
  };

  /** The admin's own change to the form. */
  const change = (patch: Partial<FormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // The server's refusal is about the values sent: once the admin changes one, it no longer applies.
    record.reset();
    if (!tried) return;
    const checked = check(next);
    setProblems('problems' in checked ? checked.problems : {});
  };

  /** A field's props: its value, its problem, and the change it makes. */
  const field = (name: keyof PaymentFields) => ({
    name,
    value: values[name],
    error: paymentProblemText(problems[name], account?.totalFee),
    onChange: (event: { target: { value: string } }) => change({ [name]: event.target.value }),
  });

  const chooseStudent = (id: string) => {
    const student = studentOptions.find((item) => item._id === id);
    change({
      studentId: id,
      student: student ? { _id: student._id, name: student.name, email: student.email } : null,
      courseId: '',
      totalFee: '',
    });
  };

  const chooseCourse = (id: string) => {
    const picked = accounts.data?.find((item) => item.courseId === id);
    change({ courseId: id, totalFee: picked ? paiseToRupeeInput(picked.totalFee) : '' });
  };

  // A cheque's number, bank and date go with the mode that asks for them, not sent with a later choice of Cash.
  const chooseMode = (mode: string) => change({ paymentMode: mode, ...(!isInstrumentMode(mode) && NO_INSTRUMENT) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    const checked = check(values);
    if ('problems' in checked) {
      setProblems(checked.problems);
      const first = FIELDS.find((name) => checked.problems[name]);
      if (first) (event.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setProblems({});
    const input = checked.payment;
    const payload = JSON.stringify(input);
    if (attempt.current?.payload !== payload) attempt.current = { key: crypto.randomUUID(), payload };
    setRecorded(null);
    const names = { student: chosen?.name ?? '', course: account?.course ?? '' };
    send(
      { input, idempotencyKey: attempt.current.key },
      {
        onSuccess: (result) => {
          attempt.current = null;
          setRecorded({
            ...names,
            receipt: { paymentId: result.payment._id, receiptNumber: result.payment.receiptNumber },
            status: result.fee.status,
            amountDue: result.fee.amountDue,
          });
          setValues(emptyValues());
          setTried(false);
          setSearch('');
          onRecorded?.();
        },
      },
    );
  };

  const typedTotal = rupeesToPaise(values.totalFee);
  // The same rule as the status and the server: the net fee (total and late fees less concessions) less what was paid.
  const stillDue =
    account && typedTotal !== null
      ? outstandingAmount(account.paidAmount, netFee(typedTotal, account.concession, account.lateFee))
      : null;
  const { paymentMode } = values;
  const stillDueAmount = stillDue === null ? null : formatRupees(stillDue);
  const stillDueText = stillDueAmount === null ? undefined : t`Still due: ${stillDueAmount}`;
  const accountTotal = account && formatRupees(account.totalFee);
  const accountPaid = account && formatRupees(account.paidAmount);
  const accountDue = account && formatRupees(account.amountDue);
  const receiptNumber = recorded?.receipt.receiptNumber;

  /** A course to choose, with what is due on it (none for the pre-filled course until its account is in). */
  const courseOptionText = ({ course, amountDue }: { course: string; amountDue: number }) => {
    if (Number.isNaN(amountDue)) return course;
    const due = formatRupees(amountDue);
    return amountDue > 0 ? t`${course} — ${due} due` : t`${course} — paid in full`;
  };

  /** Whose account the payment went to, and where it stands now. */
  const recordedText = ({ student, course, status, amountDue }: Recorded) => {
    const who = course ? t`${student}, ${course}` : student;
    const now = feeStatusText(status);
    const due = formatRupees(amountDue);
    return amountDue > 0 ? t`${who}: now ${now}, ${due} still due.` : t`${who}: now ${now}.`;
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-8">
      <fieldset className="space-y-5">
        <legend className="mb-4 text-base font-semibold text-slate-900">
          <Trans>Student and course</Trans>
        </legend>
        <SearchField
          label={t`Find a student`}
          value={search}
          onChange={setSearch}
          placeholder={t`Name or email`}
          className="w-full"
        />
        {students.isError && (
          <Alert
            action={
              <Button size="sm" variant="secondary" onClick={() => void students.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            }
          >
            {domainText(loadMessages.paymentStudents)}
          </Alert>
        )}
        <div className="grid gap-5 md:grid-cols-2">
          <SelectField
            label={t`Student`}
            {...field('studentId')}
            onChange={(event) => chooseStudent(event.target.value)}
          >
            <option value="">
              {students.isPending && studentsWanted ? t`Loading students…` : t`Select a student`}
            </option>
            {shownStudents.map((student) => (
              <option key={student._id} value={student._id}>
                {student.email ? `${student.name} (${student.email})` : student.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t`Course`}
            disabled={!chosen}
            {...field('courseId')}
            onChange={(event) => chooseCourse(event.target.value)}
          >
            <option value="">
              {!chosen ? t`Select a student first` : accounts.isPending ? t`Loading courses…` : t`Select a course`}
            </option>
            {courseOptions?.map((item) => (
              <option key={item.courseId} value={item.courseId}>
                {courseOptionText(item)}
              </option>
            ))}
          </SelectField>
        </div>
        {accounts.isError && (
          <Alert
            action={
              <Button size="sm" variant="secondary" onClick={() => void accounts.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            }
          >
            {domainText(loadMessages.paymentCourses)}
          </Alert>
        )}
        {accounts.data?.length === 0 && (
          <p className="text-sm text-slate-500">
            <Trans>This student has no fee accounts: enrol them in a course first.</Trans>
          </p>
        )}
        {account && (
          <div
            aria-label={t`Fee account`}
            role="group"
            className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-xl bg-slate-50 px-4 py-3 text-sm"
          >
            <FeeStatusBadge status={account.status} />
            <span className="text-slate-600">
              <Trans>
                Total <strong className="font-semibold text-slate-900 tabular-nums">{accountTotal}</strong>
              </Trans>
            </span>
            <span className="text-slate-600">
              <Trans>
                Paid <strong className="font-semibold text-slate-900 tabular-nums">{accountPaid}</strong>
              </Trans>
            </span>
            <span className="text-slate-600">
              <Trans>
                Due{' '}
                <strong
                  className={`font-semibold tabular-nums ${account.amountDue > 0 ? 'text-rose-700' : 'text-emerald-700'}`}
                >
                  {accountDue}
                </strong>
              </Trans>
            </span>
          </div>
        )}
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-4 text-base font-semibold text-slate-900">
          <Trans>Payment</Trans>
        </legend>
        <div className="grid gap-5 md:grid-cols-2">
          <InputField
            label={t`Total fee (₹)`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            hint={t`The course fee for this student; raise it only to correct it (a concession lowers what is owed).`}
            {...field('totalFee')}
          />
          <InputField
            label={t`Amount paid (₹)`}
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            hint={stillDueText}
            {...field('amountPaid')}
          />
          <InputField
            label={t`Payment date`}
            type="date"
            min={EARLIEST_PAYMENT_DATE}
            max={latestPaymentDate()}
            {...field('paymentDate')}
          />
          <SelectField
            label={t`Payment mode`}
            {...field('paymentMode')}
            onChange={(event) => chooseMode(event.target.value)}
          >
            <option value="">{t`Select a payment mode`}</option>
            {PAYMENT_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {paymentModeName(mode)}
              </option>
            ))}
          </SelectField>
          <InputField
            label={t`Reference (optional)`}
            maxLength={REFERENCE_MAX_LENGTH}
            hint={t`UPI transaction id, card slip or bank reference`}
            {...field('reference')}
          />
          {isInstrumentMode(paymentMode) && (
            <>
              <InputField
                label={instrumentNumberLabel(paymentMode)}
                maxLength={INSTRUMENT_NUMBER_MAX_LENGTH}
                hint={t`As printed on it`}
                {...field('instrumentNumber')}
              />
              <InputField label={t`Bank`} maxLength={INSTRUMENT_BANK_MAX_LENGTH} {...field('instrumentBank')} />
              <InputField label={instrumentDateLabel(paymentMode)} type="date" {...field('instrumentDate')} />
            </>
          )}
        </div>
      </fieldset>

      <div className="space-y-4 border-t border-slate-100 pt-6">
        {record.isError && <Alert>{errorMessage(record.error, saveMessages.recordPayment)}</Alert>}
        {recorded && (
          <Alert tone="success" takeFocus>
            <p className="font-medium">{domainText(successMessages.paymentRecorded)}</p>
            <p className="mt-0.5">{recordedText(recorded)}</p>
            <p className="mt-0.5">
              <Trans>Receipt {receiptNumber}</Trans>
            </p>
            <div className="mt-2">
              <Suspense fallback={null}>
                <ReceiptActions audience="admin" receipt={recorded.receipt} />
              </Suspense>
            </div>
          </Alert>
        )}
        <Button type="submit" size="lg" loading={record.isPending} className="w-full sm:w-auto">
          <Trans>Record Payment</Trans>
        </Button>
      </div>
    </form>
  );
}
