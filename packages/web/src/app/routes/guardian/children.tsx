import { MessagesCard } from '@/features/message-preferences/components/messages-card';
import { ChildrenList } from '@/features/guardian/components/children-list';

export function Component() {
  return (
    <div className="space-y-6">
      <ChildrenList />
      <MessagesCard audience="guardian" />
    </div>
  );
}
