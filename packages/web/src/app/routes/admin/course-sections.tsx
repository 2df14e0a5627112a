import { useParams } from 'react-router';
import { SectionsView } from '@/features/admin-sections/components/sections-view';

export function Component() {
  return <SectionsView courseId={useParams().courseId!} />;
}
