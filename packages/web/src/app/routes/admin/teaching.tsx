import { TeachingView } from '@/features/admin-teaching/components/teaching-view';

export function Component() {
  return <TeachingView />;
}
