import { resultTexts, type Assessment } from '@campus/domain';
import { Badge } from '@/components/ui/badge';
import { formatDay } from '@/lib/format-day';

/** An assessment's kind, date, section, maximum and weight, and whether students see its marks. */
export function AssessmentFacts({ assessment }: { assessment: Assessment }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
      <span>{resultTexts.kind(assessment.kind)}</span>
      <span>{formatDay(assessment.date)}</span>
      <span>{assessment.sectionName ? `Section ${assessment.sectionName}` : 'Whole course'}</span>
      <span className="tabular-nums">Out of {assessment.maxMarks}</span>
      <span className="tabular-nums">Weight {assessment.weight}</span>
      {assessment.published ? <Badge tone="green">Published</Badge> : <Badge tone="amber">Draft</Badge>}
    </p>
  );
}
