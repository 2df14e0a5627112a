import { HolidaysView } from '@/features/admin-holidays/components/holidays-view';

export function Component() {
  return <HolidaysView />;
}
