import { Trans } from '@lingui/react/macro';
import type { Assessment } from '@campus/domain';
import { Badge } from '@/components/ui/badge';
import { formatDay } from '@/lib/format-day';
import { kindName } from '../utils/texts';

/** An assessment's kind, date, section, maximum and weight, and whether students see its marks. */
export function AssessmentFacts({ assessment }: { assessment: Assessment }) {
  const { sectionName, maxMarks, weight } = assessment;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
      <span>{kindName(assessment.kind)}</span>
      <span>{formatDay(assessment.date)}</span>
      <span>{sectionName ? <Trans>Section {sectionName}</Trans> : <Trans>Whole course</Trans>}</span>
      <span className="tabular-nums">
        <Trans>Out of {maxMarks}</Trans>
      </span>
      <span className="tabular-nums">
        <Trans>Weight {weight}</Trans>
      </span>
      {assessment.published ? (
        <Badge tone="green">
          <Trans>Published</Trans>
        </Badge>
      ) : (
        <Badge tone="amber">
          <Trans>Draft</Trans>
        </Badge>
      )}
    </p>
  );
}
