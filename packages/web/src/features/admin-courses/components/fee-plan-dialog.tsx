import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide';
import {
  FEE_PLAN_INSTALMENTS_MAX,
  formatRupees,
  dateInIndia,
  rupeesToPaise,
  type Course,
  type FeePlan,
  type FeePlanInput,
} from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InputField, SelectField } from '@/components/ui/field';
import { Icon } from '@/components/ui/icon';
import { SaveError } from '@/components/ui/save-error';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { errorMessage } from '@/lib/api-client';
import { useSendOnce } from '@/lib/use-send-once';
import { useFeePlan } from '../api/get-fee-plan';
import { useSaveFeePlan } from '../api/save-fee-plan';
import { ApplyFeePlan } from './apply-fee-plan';
import { fieldProblem } from '../utils/field-problem';
import {
  describeFeePlan,
  feePlanFormSchema,
  feePlanFormValues,
  newInstalment,
  planProblem,
  type FeePlanFormValues,
  type InstalmentRow,
} from '../utils/fee-plan-form';

/** Not spec texts: the spec has no fee plans. */
const FEE_PLAN_LOAD_FAILED = msg`Failed to load the fee plan. Please try again.`;
const FEE_PLAN_SAVE_FAILED = msg`Failed to save the fee plan. Please try again.`;

/**
 * A course's fee plan: its instalments, each due on a date or so many days after enrolment, and an optional late fee.
 * Saving makes a new version, for enrolments from then on.
 */
export function FeePlanDialog({
  course,
  onClose,
  onSaved,
}: {
  /** The course whose plan is open; null when closed. */
  course: Course | null;
  onClose: () => void;
  onSaved: (course: Course, plan: FeePlan) => void;
}) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const current = useFeePlan(course?._id);
  const save = useSaveFeePlan();
  const send = useSendOnce(save);

  const close = () => {
    if (save.isPending) return;
    save.reset();
    onClose();
  };

  const plan = current.data?.feePlan ?? null;
  const courseName = course?.name;
  const planVersion = plan?.version;
  return (
    <Dialog
      open={course !== null}
      onClose={close}
      size="lg"
      title={courseName === undefined ? t`Fee plan` : t`Fee plan of ${courseName}`}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={save.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} loading={save.isPending} disabled={!current.data}>
            <Trans>Save plan</Trans>
          </Button>
        </>
      }
    >
      {course &&
        (current.isPending ? (
          <LoadingState label={t`Loading the fee plan…`} />
        ) : current.isError ? (
          <ErrorState
            message={errorMessage(current.error, i18n._(FEE_PLAN_LOAD_FAILED))}
            onRetry={() => void current.refetch()}
          />
        ) : (
          <div className="space-y-5">
            <section aria-labelledby={`${formId}-current`} className="rounded-xl bg-slate-50 px-4 py-3 text-sm">
              <h3 id={`${formId}-current`} className="font-medium text-slate-900">
                {planVersion === undefined ? t`Current plan` : t`Current plan (version ${planVersion})`}
              </h3>
              <ul className="mt-1 list-inside list-disc text-slate-600">
                {describeFeePlan(plan).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
            <p className="text-sm text-slate-600">
              <Trans>
                A new plan applies to enrolments from now on; students enrolled before keep the plan they have.
              </Trans>
            </p>
            {plan && <ApplyFeePlan key={plan.version} courseId={course._id} version={plan.version} />}
            {save.isError && (
              <SaveError
                error={save.error}
                fallback={i18n._(FEE_PLAN_SAVE_FAILED)}
                onReload={() => void current.refetch().then(() => save.reset())}
                reloading={current.isFetching}
              />
            )}
            <FeePlanForm
              // A reloaded plan refills the form.
              key={`${course._id}:${plan?.version ?? 0}`}
              id={formId}
              plan={plan}
              courseFee={course.price}
              disabled={save.isPending}
              onSubmit={(input) =>
                send(
                  { courseId: course._id, version: plan?.version ?? 0, input },
                  { onSuccess: ({ feePlan }) => onSaved(course, feePlan) },
                )
              }
            />
          </div>
        ))}
    </Dialog>
  );
}

function FeePlanForm({
  id,
  plan,
  courseFee,
  disabled,
  onSubmit,
}: {
  id: string;
  plan: FeePlan | null;
  courseFee: number;
  disabled: boolean;
  onSubmit: (input: FeePlanInput) => void;
}) {
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<FeePlanFormValues, unknown, FeePlanInput>({
    resolver: zodResolver(feePlanFormSchema),
    defaultValues: feePlanFormValues(plan, courseFee),
  });
  // Rows are added and removed by rewriting the list, not with useFieldArray: that would put its code in the form
  // library's chunk, which every form's page loads.
  const rows = watch('instalments');
  const lateFeeKind = watch('lateFee.kind');
  const setRows = (next: InstalmentRow[]) => {
    clearErrors('instalments');
    setValue('instalments', next);
  };

  const submit = handleSubmit((input) => {
    const problem = planProblem(input.instalments, courseFee, dateInIndia(new Date()));
    if (problem) {
      setError('root.total', { message: problem });
      return;
    }
    onSubmit(input);
  });

  const { t } = useLingui();
  return (
    <form id={id} noValidate onSubmit={submit}>
      <fieldset disabled={disabled} className="space-y-6">
        <legend className="sr-only">
          <Trans>Fee plan</Trans>
        </legend>
        <fieldset className="space-y-4">
          <legend className="mb-3 text-base font-semibold text-slate-900">
            <Trans>Instalments</Trans>
          </legend>
          <ol className="space-y-4">
            {rows.map((row, index) => (
              // By position: removing a row moves the values of those after it up, into the same fields.
              <li key={index}>
                <InstalmentFields
                  index={index}
                  due={row.due}
                  register={register}
                  errors={errors.instalments?.[index]}
                  onRemove={
                    rows.length > 1 ? () => setRows(getValues('instalments').filter((_, i) => i !== index)) : undefined
                  }
                />
              </li>
            ))}
          </ol>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <Button
              variant="secondary"
              size="sm"
              disabled={rows.length >= FEE_PLAN_INSTALMENTS_MAX}
              onClick={() => setRows([...getValues('instalments'), newInstalment()])}
            >
              <Icon icon={Plus} aria-hidden="true" className="size-4" /> <Trans>Add instalment</Trans>
            </Button>
            <RunningTotal rows={rows} courseFee={courseFee} />
          </div>
          {errors.root?.total?.message && <Alert>{errors.root.total.message}</Alert>}
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="mb-3 text-base font-semibold text-slate-900">
            <Trans>Late fee</Trans>
          </legend>
          <SelectField label={t`Late fee`} {...register('lateFee.kind')}>
            <option value="none">{t`No late fee`}</option>
            <option value="fixed">{t`A fixed amount`}</option>
            <option value="percent">{t`A percentage of what is overdue`}</option>
          </SelectField>
          {lateFeeKind !== 'none' && (
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField
                label={lateFeeKind === 'fixed' ? t`Amount (₹)` : t`Percentage (%)`}
                type="number"
                inputMode="decimal"
                min={0.01}
                step={0.01}
                error={fieldProblem(errors.lateFee?.value?.message)}
                {...register('lateFee.value')}
              />
              <InputField
                label={t`Grace days`}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                hint={t`Days after the due date before it is charged`}
                error={fieldProblem(errors.lateFee?.graceDays?.message)}
                {...register('lateFee.graceDays')}
              />
              <InputField
                label={t`Repeat every (days, optional)`}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                hint={t`Empty: charged once`}
                error={fieldProblem(errors.lateFee?.everyDays?.message)}
                {...register('lateFee.everyDays')}
              />
              <InputField
                label={t`Cap per instalment (₹, optional)`}
                type="number"
                inputMode="decimal"
                min={0.01}
                step={0.01}
                error={fieldProblem(errors.lateFee?.cap?.message)}
                {...register('lateFee.cap')}
              />
            </div>
          )}
        </fieldset>
      </fieldset>
    </form>
  );
}

function InstalmentFields({
  index,
  due,
  register,
  errors,
  onRemove,
}: {
  index: number;
  due: InstalmentRow['due'];
  register: UseFormRegister<FeePlanFormValues>;
  errors: NonNullable<FieldErrors<FeePlanFormValues>['instalments']>[number];
  /** Absent for the only instalment: a plan has at least one. */
  onRemove: (() => void) | undefined;
}) {
  const { t } = useLingui();
  const number = index + 1;
  return (
    <fieldset className="rounded-xl p-4 ring-1 ring-slate-200">
      {/* Floated, a legend sits inside the frame, on the Remove button's line. */}
      <legend className="float-left py-1.5 text-sm font-medium text-slate-900">
        <Trans>Instalment {number}</Trans>
      </legend>
      <div className="flex min-h-8 justify-end">
        {onRemove && (
          <Button variant="dangerGhost" size="sm" onClick={onRemove} aria-label={t`Remove instalment ${number}`}>
            <Icon icon={Trash2} aria-hidden="true" className="size-4" /> <Trans>Remove</Trans>
          </Button>
        )}
      </div>
      <div className="mt-3 grid clear-both gap-4 sm:grid-cols-3">
        <InputField
          label={t`Amount (₹)`}
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          error={fieldProblem(errors?.amount?.message)}
          {...register(`instalments.${index}.amount`)}
        />
        <SelectField label={t`Due`} {...register(`instalments.${index}.due`)}>
          <option value="days">{t`Days after enrolment`}</option>
          <option value="date">{t`On a date`}</option>
        </SelectField>
        {due === 'date' ? (
          <InputField
            key="date"
            label={t`Due date`}
            type="date"
            error={fieldProblem(errors?.dueDate?.message)}
            {...register(`instalments.${index}.dueDate`)}
          />
        ) : (
          <InputField
            key="days"
            label={t`Days after enrolment`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={fieldProblem(errors?.dueAfterDays?.message)}
            {...register(`instalments.${index}.dueAfterDays`)}
          />
        )}
      </div>
    </fieldset>
  );
}

/** What the instalments typed so far add up to, against the course's fee. */
function RunningTotal({ rows, courseFee }: { rows: InstalmentRow[]; courseFee: number }) {
  const total = rows.reduce((sum, row) => sum + (rupeesToPaise(row.amount) ?? 0), 0);
  const gap = courseFee - total;
  const planned = formatRupees(total);
  const fee = formatRupees(courseFee);
  const off = formatRupees(Math.abs(gap));
  return (
    <p className="text-sm text-slate-700" aria-live="polite">
      <Trans>
        Total <span className="font-semibold tabular-nums">{planned}</span> of the course's fee{' '}
        <span className="font-semibold tabular-nums">{fee}</span>
      </Trans>
      {gap !== 0 && (
        <span className="text-rose-700">
          {' '}
          {gap > 0 ? <Trans>({off} still to plan)</Trans> : <Trans>({off} too much)</Trans>}
        </span>
      )}
    </p>
  );
}
