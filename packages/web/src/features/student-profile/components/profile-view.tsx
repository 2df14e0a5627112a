import { loadMessages } from '@campus/domain';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import { useMe } from '@/lib/get-me';
import { ProfileDetails } from './profile-details';
import { ProfileGuardians } from './profile-guardians';

export function ProfileView() {
  const me = useMe();
  return (
    <>
      <PageHeader title="Profile" description="Your details as the institute holds them." />
      {me.isPending ? (
        <LoadingState label="Loading your profile…" />
      ) : me.isError ? (
        <ErrorState message={loadMessages.profile} onRetry={() => void me.refetch()} />
      ) : (
        <div className="space-y-6">
          <ProfileDetails me={me.data} />
          <ProfileGuardians guardians={me.data.guardians} />
        </div>
      )}
    </>
  );
}
