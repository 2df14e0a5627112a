import { ProfileView } from '@/features/student-profile/components/profile-view';

export function Component() {
  return <ProfileView />;
}
