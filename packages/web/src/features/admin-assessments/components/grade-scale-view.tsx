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
import { formatDateTime } from '@/lib/format';
import { useHydrated } from '@/lib/use-hydrated';
import { useGradeScale, useSaveGradeScale } from '../api/grade-scale';

/** Not spec texts: the spec has no grading scale. */
const LOAD_FAILED = 'Failed to load the grading scale. Please try again.';
const SAVE_FAILED = 'Failed to save the grading scale. Please try again.';
const NUMBER_PROBLEM = 'Each band needs a starting percentage, and grade points are numbers';

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

/** The bands as the server takes them, or why they cannot be sent (the domain's own rule first). */
function readBands(fields: BandFields[]): { bands: GradeBandInput[] } | { problem: string } {
  const bands: GradeBandInput[] = [];
  for (const band of fields) {
    const minPercent = band.minPercent.trim() === '' ? Number.NaN : Number(band.minPercent);
    const points = band.points.trim() === '' ? null : Number(band.points);
    if (Number.isNaN(minPercent) || Number.isNaN(points)) return { problem: NUMBER_PROBLEM };
    bands.push({ minPercent, grade: band.grade.trim(), points });
  }
  const problem = gradeScaleProblem(bands);
  return problem ? { problem } : { bands };
}

const CELL =
  'block w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-inset focus:ring-brand-500';

/**
 * The institute's grading scale: bands of percentage → grade (and grade points), saved as a new version with the one
 * read (If-Match); every result is graded on the newest.
 */
export function GradeScaleView() {
  const scale = useGradeScale();
  // Here, not in the form: a save gives the scale a new version, and the form shown for it still says it was saved.
  const save = useSaveGradeScale();
  return (
    <>
      <PageHeader
        title="Grading scale"
        description="The grade each percentage gets, in every assessment and in each course's weighted result."
      />
      {scale.isPending ? (
        <LoadingState label="Loading the grading scale…" />
      ) : scale.isError ? (
        <ErrorState message={errorMessage(scale.error, LOAD_FAILED)} onRetry={() => void scale.refetch()} />
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

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-slate-600">
        Passing from <strong>{scale.passPercent}%</strong> (the lowest band with grade points above 0).{' '}
        {scale.updatedAt ? `Last changed ${formatDateTime(scale.updatedAt)}.` : 'The default scale.'}
      </p>
      <Card className="space-y-3">
        <div
          aria-hidden="true"
          className="grid grid-cols-[1fr_1fr_1fr_2.75rem] gap-2 text-xs font-medium text-slate-500"
        >
          <span>From %</span>
          <span>Grade</span>
          <span>Points</span>
          <span />
        </div>
        <ul aria-label="Bands" className="space-y-2">
          {bands.map((band, index) => (
            <li key={band.key} className="grid grid-cols-[1fr_1fr_1fr_2.75rem] items-center gap-2">
              <input
                aria-label={`Band ${index + 1}: from percent`}
                inputMode="decimal"
                className={`${CELL} tabular-nums`}
                readOnly={!hydrated}
                value={band.minPercent}
                onChange={(event) => change(band.key, { minPercent: event.target.value })}
              />
              <input
                aria-label={`Band ${index + 1}: grade`}
                maxLength={GRADE_MAX_LENGTH}
                className={CELL}
                readOnly={!hydrated}
                value={band.grade}
                onChange={(event) => change(band.key, { grade: event.target.value })}
              />
              <input
                aria-label={`Band ${index + 1}: grade points`}
                inputMode="decimal"
                className={`${CELL} tabular-nums`}
                readOnly={!hydrated}
                value={band.points}
                onChange={(event) => change(band.key, { points: event.target.value })}
              />
              <Button
                size="sm"
                variant="dangerGhost"
                aria-label={`Remove band ${index + 1}`}
                disabled={bands.length <= 2}
                onClick={() => setBands(bands.filter((other) => other.key !== band.key))}
              >
                <Icon icon={Trash2} aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
        <Button
          size="sm"
          variant="secondary"
          disabled={bands.length >= GRADE_SCALE_BANDS_MAX}
          onClick={() => setBands([...bands, { key: nextKey++, minPercent: '', grade: '', points: '' }])}
        >
          <Icon icon={Plus} aria-hidden="true" className="size-4" />
          Add a band
        </Button>
      </Card>
      {problem && <Alert takeFocus>{problem}</Alert>}
      {save.isSuccess && (
        <Alert tone="success" takeFocus>
          {assessmentMessages.gradeScaleSaved}
        </Alert>
      )}
      {save.isError && (
        <Alert
          takeFocus
          action={
            conflict && (
              <Button size="sm" variant="secondary" loading={reloading} onClick={onReload}>
                Reload
              </Button>
            )
          }
        >
          {errorMessage(save.error, SAVE_FAILED)}
        </Alert>
      )}
      <Button type="submit" loading={save.isPending}>
        Save the scale
      </Button>
    </form>
  );
}
