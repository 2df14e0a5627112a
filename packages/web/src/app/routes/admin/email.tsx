import { EmailStatusView } from '@/features/admin-email/components/email-status-view';

export function Component() {
  return <EmailStatusView />;
}
