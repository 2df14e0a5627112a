import { ProfileView } from '@/features/profile/components/profile-view';

export function Component() {
  return <ProfileView />;
}
