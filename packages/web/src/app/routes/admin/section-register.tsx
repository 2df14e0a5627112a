import { useParams } from 'react-router';
import { RegisterView } from '@/features/admin-classes/components/register-view';

export function Component() {
  return <RegisterView sectionId={useParams().sectionId!} />;
}
