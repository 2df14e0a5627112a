import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Plus, Trash2 } from 'lucide';
import {
  assessmentMessages,
  GRADE_MAX_LENGTH,
  GRADE_SCALE_BANDS_MAX,
  gradeScaleProblem,
  type GradeBandInput,
  type GradeScale,
} from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { ApiError, errorMessage } from '@/lib/api-client';
import '@/lib/domain-text/assessments';
import { domainText } from '@/lib/domain-text/registry';
import { formatDateTime } from '@/lib/format';
import { useHydrated } from '@/lib/hydration';
import { useGradeScale, useSaveGradeScale } from '../api/grade-scale';
import { bandsAlikeText, numberProblemText, tooManyBandsText } from '../utils/texts';

interface BandFields {
  key: number;
  minPercent: string;
  grade: string;
  points: string;
}

let nextKey = 0;
const bandFields = (scale: GradeScale): BandFields[] =>
  scale.bands.map((band) => ({
    key: nextKey++,
    minPercent: String(band.minPercent),
    grade: band.grade,
    points: band.points === null ? '' : String(band.points),
  }));

/** A problem of the domain's rule in the language shown (two of its texts have values in them). */
function scaleProblemText(problem: string, bands: GradeBandInput[]): string {
  if (problem === assessmentMessages.scaleTooManyBands(GRADE_SCALE_BANDS_MAX)) {
    return tooManyBandsText(GRADE_SCALE_BANDS_MAX);
  }
  const alike = bands.find(({ minPercent }) => problem === assessmentMessages.scaleBandsAlike(minPercent));
  return alike ? bandsAlikeText(alike.minPercent) : domainText(problem);
}

/**
 * The bands as the server takes them, or why they cannot be sent (the domain's own rule first), in the language
 * shown.
 */
function readBands(fields: BandFields[]): { bands: GradeBandInput[] } | { problem: string } {
  const bands: GradeBandInput[] = [];
  for (const band of fields) {
    const minPercent = band.minPercent.trim() === '' ? Number.NaN : Number(band.minPercent);
    const points = band.points.trim() === '' ? null : Number(band.points);
    if (Number.isNaN(minPercent) || Number.isNaN(points)) return { problem: numberProblemText() };
    bands.push({ minPercent, grade: band.grade.trim(), points });
  }
  const problem = gradeScaleProblem(bands);
  return problem ? { problem: scaleProblemText(problem, bands) } : { bands };
}

const CELL =
  'block w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-inset focus:ring-brand-500';

/**
 * The institute's grading scale: bands of percentage → grade (and grade points), saved as a new version with the one
 * read (If-Match); every result is graded on the newest.
 */
export function GradeScaleView() {
  const { t } = useLingui();
  const scale = useGradeScale();
  // Here, not in the form: a save gives the scale a new version, and the form shown for it still says it was saved.
  const save = useSaveGradeScale();
  return (
    <>
      <PageHeader
        title={t`Grading scale`}
        description={t`The grade each percentage gets, in every assessment and in each course's weighted result.`}
      />
      {scale.isPending ? (
        <LoadingState label={t`Loading the grading scale…`} />
      ) : scale.isError ? (
        <ErrorState
          message={errorMessage(scale.error, t`Failed to load the grading scale. Please try again.`)}
          onRetry={() => void scale.refetch()}
        />
      ) : (
        <ScaleForm
          key={scale.data.version}
          scale={scale.data}
          save={save}
          reloading={scale.isFetching}
          onReload={() => void scale.refetch().then(() => save.reset())}
        />
      )}
    </>
  );
}

function ScaleForm({
  scale,
  save,
  reloading,
  onReload,
}: {
  scale: GradeScale;
  save: ReturnType<typeof useSaveGradeScale>;
  reloading: boolean;
  onReload: () => void;
}) {
  const { t } = useLingui();
  const [bands, setBands] = useState(() => bandFields(scale));
  const [problem, setProblem] = useState<string | null>(null);
  const hydrated = useHydrated();

  const change = (key: number, patch: Partial<BandFields>) => {
    setBands(bands.map((band) => (band.key === key ? { ...band, ...patch } : band)));
    setProblem(null);
    save.reset();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readBands(bands);
    if ('problem' in read) {
      setProblem(read.problem);
      return;
    }
    setProblem(null);
    save.mutate({ bands: read.bands, version: scale.version });
  };
  const conflict = save.error instanceof ApiError && save.error.status === 409;
  const { passPercent } = scale;
  const changedAt = scale.updatedAt && formatDateTime(scale.updatedAt);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-slate-600">
        <Trans>
          Passing from <strong>{passPercent}%</strong> (the lowest band with grade points above 0).
        </Trans>{' '}
        {changedAt ? t`Last changed ${changedAt}.` : t`The default scale.`}
      </p>
      <Card className="space-y-3">
        <div
          aria-hidden="true"
          className="grid grid-cols-[1fr_1fr_1fr_2.75rem] gap-2 text-xs font-medium text-slate-500"
        >
          <span>
            <Trans>From %</Trans>
          </span>
          <span>
            <Trans>Grade</Trans>
          </span>
          <span>
            <Trans>Points</Trans>
          </span>
          <span />
        </div>
        <ul aria-label={t`Bands`} className="space-y-2">
          {bands.map((band, index) => {
            const number = index + 1;
            return (
              <li key={band.key} className="grid grid-cols-[1fr_1fr_1fr_2.75rem] items-center gap-2">
                <input
                  aria-label={t`Band ${number}: from percent`}
                  inputMode="decimal"
                  className={`${CELL} tabular-nums`}
                  readOnly={!hydrated}
                  value={band.minPercent}
                  onChange={(event) => change(band.key, { minPercent: event.target.value })}
                />
                <input
                  aria-label={t`Band ${number}: grade`}
                  maxLength={GRADE_MAX_LENGTH}
                  className={CELL}
                  readOnly={!hydrated}
                  value={band.grade}
                  onChange={(event) => change(band.key, { grade: event.target.value })}
                />
                <input
                  aria-label={t`Band ${number}: grade points`}
                  inputMode="decimal"
                  className={`${CELL} tabular-nums`}
                  readOnly={!hydrated}
                  value={band.points}
                  onChange={(event) => change(band.key, { points: event.target.value })}
                />
                <Button
                  size="sm"
                  variant="dangerGhost"
                  aria-label={t`Remove band ${number}`}
                  disabled={bands.length <= 2}
                  onClick={() => setBands(bands.filter((other) => other.key !== band.key))}
                >
                  <Icon icon={Trash2} aria-hidden="true" className="size-4" />
                </Button>
              </li>
            );
          })}
        </ul>
        <Button
          size="sm"
          variant="secondary"
          disabled={bands.length >= GRADE_SCALE_BANDS_MAX}
          onClick={() => setBands([...bands, { key: nextKey++, minPercent: '', grade: '', points: '' }])}
        >
          <Icon icon={Plus} aria-hidden="true" className="size-4" />
          <Trans>Add a band</Trans>
        </Button>
      </Card>
      {problem && <Alert takeFocus>{problem}</Alert>}
      {save.isSuccess && (
        <Alert tone="success" takeFocus>
          {domainText(assessmentMessages.gradeScaleSaved)}
        </Alert>
      )}
      {save.isError && (
        <Alert
          takeFocus
          action={
            conflict && (
              <Button size="sm" variant="secondary" loading={reloading} onClick={onReload}>
                <Trans>Reload</Trans>
              </Button>
            )
          }
        >
          {errorMessage(save.error, t`Failed to save the grading scale. Please try again.`)}
        </Alert>
      )}
      <Button type="submit" loading={save.isPending}>
        <Trans>Save the scale</Trans>
      </Button>
    </form>
  );
}
