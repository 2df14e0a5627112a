import { Trans, useLingui } from '@lingui/react/macro';
import { formatRupees } from '@campus/domain';
import { Card } from '@/components/ui/card';
import { Placeholder } from '@/components/ui/placeholder';
import { CHART_COLOURS } from './chart-colours';
import { CollectionChart } from './collection-chart';

/**
 * Collected vs outstanding fees: the ring chart with its legend. While the figures load (`fees` undefined), a
 * placeholder ring and legend of the same size.
 */
export function CollectionCard({ fees }: { fees: { collected: number; outstanding: number } | undefined }) {
  const { t } = useLingui();
  return (
    <Card className="flex h-full flex-col gap-5">
      <div>
        <h2 className="text-base font-semibold text-slate-900">
          <Trans>Fee collection</Trans>
        </h2>
        <p className="text-sm text-slate-500">
          <Trans>Collected against still outstanding, all courses.</Trans>
        </p>
      </div>
      <div className="flex flex-1 items-center justify-center">
        {fees ? (
          <CollectionChart collected={fees.collected} outstanding={fees.outstanding} />
        ) : (
          <div aria-hidden="true" className="size-64 animate-pulse rounded-full border-[1.75rem] border-slate-100" />
        )}
      </div>
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <LegendItem
          label={t`Collected`}
          colour={CHART_COLOURS.collected}
          value={fees && formatRupees(fees.collected)}
        />
        <LegendItem
          label={t`Outstanding`}
          colour={CHART_COLOURS.outstanding}
          value={fees && formatRupees(fees.outstanding)}
        />
      </dl>
    </Card>
  );
}

function LegendItem({ label, colour, value }: { label: string; colour: string; value: string | undefined }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3">
      <dt className="flex items-center gap-2 text-xs text-slate-500">
        <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: colour }} />
        {label}
      </dt>
      <dd className="mt-1 font-semibold whitespace-nowrap text-slate-900 tabular-nums">
        {value ?? <Placeholder className="w-20" />}
      </dd>
    </div>
  );
}
