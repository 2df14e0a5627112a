import { useLingui } from '@lingui/react/macro';
import { loadMessages } from '@campus/domain';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import '@/lib/domain-text/load';
import { domainText } from '@/lib/domain-text/registry';
import { useMe } from '@/lib/get-me';
import { ProfileDetails } from './profile-details';
import { ProfileGuardians } from './profile-guardians';

export function ProfileView() {
  const { t } = useLingui();
  const me = useMe();
  return (
    <>
      <PageHeader title={t`Profile`} description={t`Your details as the institute holds them.`} />
      {me.isPending ? (
        <LoadingState label={t`Loading your profile…`} />
      ) : me.isError ? (
        <ErrorState message={domainText(loadMessages.profile)} onRetry={() => void me.refetch()} />
      ) : (
        <div className="space-y-6">
          <ProfileDetails me={me.data} />
          <ProfileGuardians guardians={me.data.guardians} />
        </div>
      )}
    </>
  );
}
