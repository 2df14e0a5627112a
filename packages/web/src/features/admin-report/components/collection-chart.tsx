import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { formatRupees } from '@campus/domain';
import { CHART_COLOURS } from './chart-colours';

/**
 * Collected against outstanding fees as a ring. Recharts is large, so this module is only ever imported lazily, by
 * the report page: it is its own chunk.
 */
export default function CollectionChart({ collected, outstanding }: { collected: number; outstanding: number }) {
  const total = collected + outstanding;
  const percent = total > 0 ? Math.round((collected / total) * 100) : 0;
  const data = [
    { name: 'Collected', value: collected, colour: CHART_COLOURS.collected },
    { name: 'Outstanding', value: outstanding, colour: CHART_COLOURS.outstanding },
  ];
  return (
    <div
      role="img"
      aria-label={`${percent}% of all fees collected: ${formatRupees(collected)} collected, ${formatRupees(outstanding)} outstanding`}
      className="relative h-64 w-full"
    >
      <ResponsiveContainer width="100%" height="100%">
        <PieChart>
          <Pie
            data={data}
            dataKey="value"
            nameKey="name"
            innerRadius="70%"
            outerRadius="100%"
            startAngle={90}
            endAngle={-270}
            paddingAngle={total > 0 && collected > 0 && outstanding > 0 ? 2 : 0}
            stroke="none"
            isAnimationActive={false}
          >
            {data.map((slice) => (
              <Cell key={slice.name} fill={slice.colour} />
            ))}
          </Pie>
          <Tooltip formatter={(value) => formatRupees(Number(value))} />
        </PieChart>
      </ResponsiveContainer>
      <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
        <span className="text-3xl font-semibold tracking-tight text-slate-900">{percent}%</span>
        <span className="text-xs text-slate-500">collected</span>
      </div>
    </div>
  );
}
