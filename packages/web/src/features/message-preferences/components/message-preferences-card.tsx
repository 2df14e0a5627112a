import { loadMessages, preferenceMessages } from '@campus/domain';
import { Card } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import '@/lib/domain-text/load';
import '@/lib/domain-text/preferences';
import { domainText } from '@/lib/domain-text/registry';
import { useMessagePreferences, type PreferencesAudience } from '../api/get-message-preferences';
import { MessagePreferencesForm } from './message-preferences-form';

/** The "Messages" card: which kinds of message the signed-in student or guardian receives, and on which channels. */
export function MessagePreferencesCard({ audience }: { audience: PreferencesAudience }) {
  const preferences = useMessagePreferences(audience);
  return (
    <Card aria-labelledby="messages-card-title">
      <h2 id="messages-card-title" className="text-base font-semibold text-slate-900">
        {domainText(preferenceMessages.title)}
      </h2>
      <p className="mt-1 text-sm text-slate-500">{domainText(preferenceMessages.intro)}</p>
      <div className="mt-4">
        {preferences.isPending ? (
          <LoadingState label={domainText(preferenceMessages.loading)} />
        ) : preferences.isError ? (
          <ErrorState
            message={domainText(loadMessages.messagePreferences)}
            onRetry={() => void preferences.refetch()}
          />
        ) : (
          <MessagePreferencesForm
            audience={audience}
            current={preferences.data}
            onReload={() => void preferences.refetch()}
            reloading={preferences.isFetching}
          />
        )}
      </div>
    </Card>
  );
}
