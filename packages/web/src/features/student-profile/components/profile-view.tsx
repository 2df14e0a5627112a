import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect } from 'react';
import { loadMessages } from '@campus/domain';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import '@/lib/domain-text/load';
import { domainText } from '@/lib/domain-text/registry';
import { useMe } from '@/lib/get-me';

const loadCards = () => import('./profile-cards');
const ProfileCards = lazy(() => loadCards().then((module) => ({ default: module.ProfileCards })));

export function ProfileView() {
  const { t } = useLingui();
  const me = useMe();
  // The cards' code comes while the profile is on its way, not after it.
  useEffect(() => void loadCards(), []);
  const loading = <LoadingState label={t`Loading your profile…`} />;
  return (
    <>
      <PageHeader title={t`Profile`} description={t`Your details as the institute holds them.`} />
      {me.isPending ? (
        loading
      ) : me.isError ? (
        <ErrorState message={domainText(loadMessages.profile)} onRetry={() => void me.refetch()} />
      ) : (
        // Until their code is in, the page stays as it was: the cards then show in one piece, and nothing moves twice.
        <Suspense fallback={loading}>
          <ProfileCards me={me.data} />
        </Suspense>
      )}
    </>
  );
}
