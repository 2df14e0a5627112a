import { MessagesCard } from '@/features/message-preferences/components/messages-card';
import { ProfileView } from '@/features/student-profile/components/profile-view';

export function Component() {
  return (
    <div className="space-y-6">
      <ProfileView />
      <MessagesCard audience="student" />
    </div>
  );
}
