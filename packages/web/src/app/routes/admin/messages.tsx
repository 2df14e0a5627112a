import { MessagesView } from '@/features/admin-messages/components/messages-view';

export function Component() {
  return <MessagesView />;
}
