import { ActivityView } from '@/features/admin-activity/components/activity-view';

export function Component() {
  return <ActivityView />;
}
