import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
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
  REFERENCE_MAX_LENGTH,
  rupeesToPaise,
  saveMessages,
  successMessages,
  totalFeeChangeViolation,
  type AdminFeeRecord,
  type FeeStatus,
  type PaymentInput,
} from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FeeStatusBadge } from '@/components/ui/fee-status-badge';
import { InputField, SelectField } from '@/components/ui/field';
import { SearchField } from '@/components/ui/search-field';
import { errorMessage } from '@/lib/api-client';
import type { ReceiptRef } from '@/lib/receipts';
import { todayIso } from '@/lib/format';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSendOnce } from '@/lib/use-send-once';
import { usePaymentStudents } from '../api/get-payment-students';
import { useStudentFeeAccounts } from '../api/get-student-fee-accounts';
import { useRecordPayment } from '../api/record-payment';
import type { RecordPaymentState } from '../types';
import type { PaymentFormValues } from '../utils/payment-form';

/** Shown once a payment is recorded: its code comes then, not with the page. */
const ReceiptActions = lazy(() =>
  import('@/components/ledger/receipt-actions').then((module) => ({ default: module.ReceiptActions })),
);

const validation = lazyResolver(() => import('../utils/payment-form').then((rules) => rules.paymentFormResolver));

const emptyValues = (): PaymentFormValues => ({
  studentId: '',
  courseId: '',
  totalFee: '',
  amountPaid: '',
  paymentDate: todayIso(),
  paymentMode: '',
  reference: '',
});

function initialValues(prefill: RecordPaymentState | null): PaymentFormValues {
  if (!prefill) return emptyValues();
  return {
    ...emptyValues(),
    studentId: prefill.studentId,
    courseId: prefill.course,
    totalFee: prefill.record ? paiseToRupeeInput(prefill.record.totalFee) : '',
  };
}

interface ChosenStudent {
  _id: string;
  name: string;
  /** Unknown for a pre-filled student that came without their fee record. */
  email: string | null;
}

interface Recorded {
  receipt: ReceiptRef;
  student: string;
  course: string;
  status: FeeStatus;
  amountDue: number;
}

/** Record a payment against a student's fee account (spec §4, §5). */
export function RecordPaymentForm({
  prefill,
  onRecorded,
}: {
  prefill: RecordPaymentState | null;
  onRecorded?: () => void;
}) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ChosenStudent | null>(
    prefill ? { _id: prefill.studentId, name: prefill.studentName, email: prefill.record?.email ?? null } : null,
  );
  const [recorded, setRecorded] = useState<Recorded | null>(null);
  const typed = useDebouncedValue(search.trim());
  // A student already chosen needs no search: the list is asked for once the admin types, or when none is chosen.
  const students = usePaymentStudents(typed, chosen === null || typed !== '');
  const accounts = useStudentFeeAccounts(chosen?._id ?? null);
  const record = useRecordPayment();
  const send = useSendOnce(record);
  // The Idempotency-Key of the attempt in progress: kept while the same payment is sent again, new for a new one.
  const attempt = useRef<{ key: string; payload: string } | null>(null);

  const {
    register,
    handleSubmit,
    reset,
    setValue,
    getValues,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PaymentFormValues, unknown, PaymentInput>({
    resolver: validation.resolver,
    defaultValues: initialValues(prefill),
  });
  useEffect(() => validation.preload(), []);
  const courseId = watch('courseId');
  const totalFee = watch('totalFee');
  const paymentMode = watch('paymentMode');

  // The server's refusal is about the values sent: once the admin changes one, it no longer applies. Only the admin's
  // own input carries an event type (the DOM's: input, or change for a select); setValue and reset carry none.
  const clearRefusal = record.reset;
  useEffect(() => {
    const subscription = watch((_, { type }) => {
      if (type) clearRefusal();
    });
    return () => subscription.unsubscribe();
  }, [watch, clearRefusal]);

  // Once the accounts are in: a student with a single account gets it selected, and an empty total is filled.
  useEffect(() => {
    if (!accounts.data) return;
    const current = getValues('courseId');
    const account = current
      ? accounts.data.find((item) => item.courseId === current)
      : accounts.data.length === 1
        ? accounts.data[0]
        : undefined;
    if (!account) return;
    if (!current) setValue('courseId', account.courseId);
    if (!getValues('totalFee')) setValue('totalFee', paiseToRupeeInput(account.totalFee));
  }, [accounts.data, getValues, setValue]);

  const studentOptions = students.data?.items ?? [];
  const shownStudents =
    chosen && !studentOptions.some((student) => student._id === chosen._id)
      ? [chosen, ...studentOptions]
      : studentOptions;
  const prefilledStudent = prefill !== null && chosen?._id === prefill.studentId;
  // Until the student's accounts are in, the fee card's record stands for its account.
  const knownAccounts = accounts.data ?? (prefilledStudent && prefill.record ? [prefill.record] : undefined);
  const account = knownAccounts?.find((item) => item.courseId === courseId);
  const courseOptions: Pick<AdminFeeRecord, 'courseId' | 'course' | 'amountDue'>[] | undefined =
    knownAccounts ??
    (prefilledStudent ? [{ courseId: prefill.course, course: 'Selected course', amountDue: Number.NaN }] : undefined);

  const chooseStudent = (id: string) => {
    const student = studentOptions.find((item) => item._id === id);
    setChosen(student ? { _id: student._id, name: student.name, email: student.email } : null);
    setValue('courseId', '');
    setValue('totalFee', '');
  };

  const chooseCourse = (id: string) => {
    const picked = accounts.data?.find((item) => item.courseId === id);
    setValue('totalFee', picked ? paiseToRupeeInput(picked.totalFee) : '');
  };

  const submit = handleSubmit((input) => {
    // The server's rules, checked against the account as loaded (the server checks again against the ledger).
    const problem =
      account &&
      (totalFeeChangeViolation(account.totalFee, input.totalFee) ??
        paymentRuleViolation(
          account.paidAmount,
          account.concession,
          input.totalFee,
          input.amountPaid,
          account.lateFee,
        ));
    if (problem) {
      setError(problem === errorMessages.overpayment ? 'amountPaid' : 'totalFee', { message: problem });
      return;
    }
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
          reset(emptyValues());
          setChosen(null);
          setSearch('');
          onRecorded?.();
        },
      },
    );
  });

  const typedTotal = rupeesToPaise(totalFee ?? '');
  // The same rule as the status and the server: the net fee (total and late fees less concessions) less what was paid.
  const stillDue =
    account && typedTotal !== null
      ? outstandingAmount(account.paidAmount, netFee(typedTotal, account.concession, account.lateFee))
      : null;
  const busy = record.isPending || isSubmitting;

  return (
    <form onSubmit={submit} noValidate className="space-y-8">
      <fieldset className="space-y-5">
        <legend className="mb-4 text-base font-semibold text-slate-900">Student and course</legend>
        <SearchField
          label="Find a student"
          value={search}
          onChange={setSearch}
          placeholder="Name or email"
          className="w-full"
        />
        {students.isError && (
          <Alert
            action={
              <Button size="sm" variant="secondary" onClick={() => void students.refetch()}>
                Try again
              </Button>
            }
          >
            {loadMessages.paymentStudents}
          </Alert>
        )}
        <div className="grid gap-5 md:grid-cols-2">
          <SelectField
            label="Student"
            error={errors.studentId?.message}
            {...register('studentId', { onChange: (event) => chooseStudent(event.target.value) })}
          >
            <option value="">{students.isLoading ? 'Loading students…' : 'Select a student'}</option>
            {shownStudents.map((student) => (
              <option key={student._id} value={student._id}>
                {student.email ? `${student.name} (${student.email})` : student.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Course"
            disabled={!chosen}
            error={errors.courseId?.message}
            {...register('courseId', { onChange: (event) => chooseCourse(event.target.value) })}
          >
            <option value="">
              {!chosen ? 'Select a student first' : accounts.isLoading ? 'Loading courses…' : 'Select a course'}
            </option>
            {courseOptions?.map((item) => (
              <option key={item.courseId} value={item.courseId}>
                {Number.isNaN(item.amountDue)
                  ? item.course
                  : `${item.course} — ${item.amountDue > 0 ? `${formatRupees(item.amountDue)} due` : 'paid in full'}`}
              </option>
            ))}
          </SelectField>
        </div>
        {accounts.isError && (
          <Alert
            action={
              <Button size="sm" variant="secondary" onClick={() => void accounts.refetch()}>
                Try again
              </Button>
            }
          >
            {loadMessages.paymentCourses}
          </Alert>
        )}
        {accounts.data?.length === 0 && (
          <p className="text-sm text-slate-500">This student has no fee accounts: enrol them in a course first.</p>
        )}
        {account && (
          <div
            aria-label="Fee account"
            role="group"
            className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-xl bg-slate-50 px-4 py-3 text-sm"
          >
            <FeeStatusBadge status={account.status} />
            <span className="text-slate-600">
              Total{' '}
              <strong className="font-semibold text-slate-900 tabular-nums">{formatRupees(account.totalFee)}</strong>
            </span>
            <span className="text-slate-600">
              Paid{' '}
              <strong className="font-semibold text-slate-900 tabular-nums">{formatRupees(account.paidAmount)}</strong>
            </span>
            <span className="text-slate-600">
              Due{' '}
              <strong
                className={`font-semibold tabular-nums ${account.amountDue > 0 ? 'text-rose-700' : 'text-emerald-700'}`}
              >
                {formatRupees(account.amountDue)}
              </strong>
            </span>
          </div>
        )}
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-4 text-base font-semibold text-slate-900">Payment</legend>
        <div className="grid gap-5 md:grid-cols-2">
          <InputField
            label="Total fee (₹)"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            hint="The course fee for this student; raise it only to correct it (a concession lowers what is owed)."
            error={errors.totalFee?.message}
            {...register('totalFee')}
          />
          <InputField
            label="Amount paid (₹)"
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            hint={stillDue !== null ? `Still due: ${formatRupees(stillDue)}` : undefined}
            error={errors.amountPaid?.message}
            {...register('amountPaid')}
          />
          <InputField
            label="Payment date"
            type="date"
            min={EARLIEST_PAYMENT_DATE}
            max={latestPaymentDate()}
            error={errors.paymentDate?.message}
            {...register('paymentDate')}
          />
          <SelectField label="Payment mode" error={errors.paymentMode?.message} {...register('paymentMode')}>
            <option value="">Select a payment mode</option>
            {PAYMENT_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {mode}
              </option>
            ))}
          </SelectField>
          <InputField
            label="Reference (optional)"
            maxLength={REFERENCE_MAX_LENGTH}
            hint="UPI transaction id, card slip or bank reference"
            error={errors.reference?.message}
            {...register('reference')}
          />
          {isInstrumentMode(paymentMode) && (
            // Unregistered when hidden: a number typed for a cheque is not sent with a later choice of Cash.
            <>
              <InputField
                label={`${paymentMode} number`}
                maxLength={INSTRUMENT_NUMBER_MAX_LENGTH}
                hint="As printed on it"
                error={errors.instrumentNumber?.message}
                {...register('instrumentNumber', { shouldUnregister: true })}
              />
              <InputField
                label="Bank"
                maxLength={INSTRUMENT_BANK_MAX_LENGTH}
                error={errors.instrumentBank?.message}
                {...register('instrumentBank', { shouldUnregister: true })}
              />
              <InputField
                label={`${paymentMode} date`}
                type="date"
                error={errors.instrumentDate?.message}
                {...register('instrumentDate', { shouldUnregister: true })}
              />
            </>
          )}
        </div>
      </fieldset>

      <div className="space-y-4 border-t border-slate-100 pt-6">
        {record.isError && <Alert>{errorMessage(record.error, saveMessages.recordPayment)}</Alert>}
        {recorded && (
          <Alert tone="success" takeFocus>
            <p className="font-medium">{successMessages.paymentRecorded}</p>
            <p className="mt-0.5">
              {recorded.student}
              {recorded.course && `, ${recorded.course}`}: now {recorded.status}
              {recorded.amountDue > 0 ? `, ${formatRupees(recorded.amountDue)} still due.` : '.'}
            </p>
            <p className="mt-0.5">Receipt {recorded.receipt.receiptNumber}</p>
            <div className="mt-2">
              <Suspense fallback={null}>
                <ReceiptActions audience="admin" receipt={recorded.receipt} />
              </Suspense>
            </div>
          </Alert>
        )}
        <Button type="submit" size="lg" loading={busy} className="w-full sm:w-auto">
          Record Payment
        </Button>
      </div>
    </form>
  );
}
