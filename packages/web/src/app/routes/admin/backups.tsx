import { BackupsView } from '@/features/admin-backups/components/backups-view';

export function Component() {
  return <BackupsView />;
}
