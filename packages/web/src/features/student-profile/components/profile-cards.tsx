import type { StudentMe } from '@campus/domain';
import { ProfileDetails } from './profile-details';
import { ProfileGuardians } from './profile-guardians';

/** The Profile page's cards: the student's details with their picture upload, and their guardians. */
export function ProfileCards({ me }: { me: StudentMe }) {
  return (
    <div className="space-y-6">
      <ProfileDetails me={me} />
      <ProfileGuardians guardians={me.guardians} />
    </div>
  );
}
