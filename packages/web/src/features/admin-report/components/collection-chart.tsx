import { Trans, useLingui } from '@lingui/react/macro';
import { formatRupees } from '@campus/domain';
import { CHART_COLOURS } from './chart-colours';

/** The ring's centre line and width, in a 100 × 100 view box: outer edge at 50, inner at 35. */
const RADIUS = 42.5;
const WIDTH = 15;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
/** The gap between the two arcs when both are there, about two degrees. */
const GAP = CIRCUMFERENCE / 180;

/**
 * Collected against outstanding fees as a ring, clockwise from the top: two arcs of one SVG circle each (a dash of the
 * arc's length). A chart library would cost a hundred kilobytes and a long task on a phone for two arcs.
 */
export function CollectionChart({ collected, outstanding }: { collected: number; outstanding: number }) {
  const { t } = useLingui();
  const total = collected + outstanding;
  const percent = total > 0 ? Math.round((collected / total) * 100) : 0;
  const collectedLength = total > 0 ? (collected / total) * CIRCUMFERENCE : 0;
  const gap = collected > 0 && outstanding > 0 ? GAP : 0;
  const arcs = [
    { colour: CHART_COLOURS.collected, start: 0, length: collectedLength },
    {
      colour: CHART_COLOURS.outstanding,
      start: collectedLength,
      length: total > 0 ? CIRCUMFERENCE - collectedLength : 0,
    },
  ].filter((arc) => arc.length > 0);
  const collectedText = formatRupees(collected);
  const outstandingText = formatRupees(outstanding);
  return (
    <div
      role="img"
      aria-label={t`${percent}% of all fees collected: ${collectedText} collected, ${outstandingText} outstanding`}
      className="relative size-64"
    >
      <svg viewBox="0 0 100 100" aria-hidden="true" className="size-full -rotate-90">
        <circle cx="50" cy="50" r={RADIUS} fill="none" stroke="#f1f5f9" strokeWidth={WIDTH} />
        {arcs.map((arc) => (
          <circle
            key={arc.colour}
            cx="50"
            cy="50"
            r={RADIUS}
            fill="none"
            stroke={arc.colour}
            strokeWidth={WIDTH}
            strokeDasharray={`${Math.max(arc.length - gap, 0)} ${CIRCUMFERENCE}`}
            strokeDashoffset={-arc.start}
          />
        ))}
      </svg>
      <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
        <span className="text-3xl font-semibold tracking-tight text-slate-900">{percent}%</span>
        <span className="text-xs text-slate-500">
          <Trans>collected</Trans>
        </span>
      </div>
    </div>
  );
}
