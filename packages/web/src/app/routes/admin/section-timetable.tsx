import { useParams } from 'react-router';
import { TimetableView } from '@/features/admin-sections/components/timetable-view';

export function Component() {
  return <TimetableView sectionId={useParams().sectionId!} />;
}
