import { StudentMessagesCard } from '@/features/admin-messages/components/student-messages-card';
import { StudentGuardiansView } from '@/features/admin-guardians/components/student-guardians-view';

export function Component() {
  return (
    <StudentGuardiansView more={({ id, name }) => <StudentMessagesCard key={id} studentId={id} studentName={name} />} />
  );
}
