import { useLingui } from '@lingui/react/macro';
import { Wallet } from 'lucide';
import { feeBarPercent, formatRupees } from '@campus/domain';
import { Placeholder } from '@/components/ui/placeholder';
import { ProgressBar } from '@/components/ui/progress-bar';
import { StatCard } from './stat-card';

/**
 * Paid over total with a bar at feeBarPercent: capped at 100, 0 when the total is not positive (spec §4). While the
 * figures load (`fees` undefined), placeholders of the same height.
 */
export function FeeStatusCard({ fees }: { fees: { feePaid: number; feeTotal: number } | undefined }) {
  const { t } = useLingui();
  const percent = fees ? feeBarPercent(fees.feePaid, fees.feeTotal) : 0;
  const rounded = Math.round(percent);
  return (
    <StatCard
      label={t`Fee Status`}
      icon={Wallet}
      value={
        fees ? (
          <>
            {formatRupees(fees.feePaid)}{' '}
            <span className="text-base font-normal text-slate-500">/ {formatRupees(fees.feeTotal)}</span>
          </>
        ) : (
          <Placeholder className="w-40" />
        )
      }
    >
      <ProgressBar percent={percent} label={t`Fees paid`} tone="emerald" />
      <p className="text-xs text-slate-500">{fees ? t`${rounded}% paid` : <Placeholder />}</p>
    </StatCard>
  );
}
