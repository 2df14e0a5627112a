import { MessagesCard } from '@/features/message-preferences/components/messages-card';
import { useGuardianMe } from '@/features/guardian/api/get-guardian-me';
import { ChildrenList } from '@/features/guardian/components/children-list';

export function Component() {
  const me = useGuardianMe();
  return (
    <div className="space-y-6">
      <ChildrenList />
      <MessagesCard audience="guardian" pageShown={!me.isPending} />
    </div>
  );
}
