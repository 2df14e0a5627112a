import { MessagesCard } from '@/features/message-preferences/components/messages-card';
import { ProfileView } from '@/features/student-profile/components/profile-view';
import { useMe } from '@/lib/get-me';

export function Component() {
  const me = useMe();
  return (
    <div className="space-y-6">
      <ProfileView />
      <MessagesCard audience="student" pageShown={!me.isPending} />
    </div>
  );
}
