import { useLingui } from '@lingui/react/macro';
import type { ResultSheet } from '@campus/domain';

/**
 * Students per grade as columns, highest grade first, drawn as plain SVG like the report's collection ring (a chart
 * library would cost more than the whole page); the counts are the server's, each written over its column.
 */
export function GradeChart({ distribution }: { distribution: ResultSheet['distribution'] }) {
  const { t } = useLingui();
  const most = Math.max(1, ...distribution.map((band) => band.count));
  const width = Math.max(distribution.length, 1) * 40;
  const described = distribution.map(({ grade, count }) => `${grade}: ${count}`).join(', ');
  return (
    <figure role="img" aria-label={t`Students per grade: ${described}`} className="w-full">
      <svg viewBox={`0 0 ${width} 130`} aria-hidden="true" className="h-48 w-full" preserveAspectRatio="none">
        {distribution.map(({ grade, count }, index) => {
          const height = (count / most) * 90;
          const x = index * 40 + 6;
          return (
            <g key={grade}>
              <rect x={x} y={104 - height} width={28} height={height} rx={3} className="fill-brand-500" />
              <text x={x + 14} y={98 - height} textAnchor="middle" className="fill-slate-700 text-[9px]">
                {count}
              </text>
              <text x={x + 14} y={120} textAnchor="middle" className="fill-slate-500 text-[9px]">
                {grade}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
