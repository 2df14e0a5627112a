import { Wallet } from 'lucide-react';
import { feeBarPercent, formatRupees } from '@campus/domain';
import { ProgressBar } from '@/components/ui/progress-bar';
import { StatCard } from './stat-card';

/** Paid over total with a bar at feeBarPercent: capped at 100, 0 when the total is not positive (spec §4). */
export function FeeStatusCard({ feePaid, feeTotal }: { feePaid: number; feeTotal: number }) {
  const percent = feeBarPercent(feePaid, feeTotal);
  return (
    <StatCard
      label="Fee Status"
      icon={Wallet}
      value={
        <>
          {formatRupees(feePaid)}{' '}
          <span className="text-base font-normal text-slate-500">/ {formatRupees(feeTotal)}</span>
        </>
      }
    >
      <ProgressBar percent={percent} label="Fees paid" tone="emerald" />
      <p className="text-xs text-slate-500">{Math.round(percent)}% paid</p>
    </StatCard>
  );
}
