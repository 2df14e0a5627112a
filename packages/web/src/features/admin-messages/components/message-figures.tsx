import { CHANNELS, formatCount, outboxMessages } from '@campus/domain';
import { Card } from '@/components/ui/card';
import { Placeholder } from '@/components/ui/placeholder';
import { ErrorState } from '@/components/ui/states';
import '@/lib/domain-text/outbox';
import { domainText } from '@/lib/domain-text/registry';
import { figureStates, useMessageFigures } from '../api/get-messages';
import { channelText, figuresText, stateText } from '../utils/outbox-texts';

const text = outboxMessages;

/** The outbox's counts, a card per channel: queued, being sent, sent, delivered (SMS and WhatsApp) and failed. */
export function MessageFigures() {
  const figures = useMessageFigures();
  if (figures.isError)
    return <ErrorState message={domainText(text.loadFigures)} onRetry={() => void figures.refetch()} />;
  // While the counts load, the cards are there with a placeholder for each, so that nothing below them moves (CLS).
  return (
    <div className="grid gap-4 lg:grid-cols-3" aria-busy={figures.isPending}>
      {CHANNELS.map((channel) => (
        <Card key={channel}>
          <h2 className="text-base font-semibold text-slate-900">{channelText(channel)}</h2>
          <dl aria-label={figuresText(channel)} className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5 lg:grid-cols-2">
            {figureStates(channel).map((state) => (
              <div key={state} className="rounded-lg bg-slate-50 p-3">
                <dt className="text-sm font-medium text-slate-600">{stateText(state)}</dt>
                <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums">
                  {figures.isPending ? <Placeholder className="w-8" /> : formatCount(figures.data[channel][state] ?? 0)}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
      ))}
    </div>
  );
}
