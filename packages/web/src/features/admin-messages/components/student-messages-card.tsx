import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { outboxMessages } from '@campus/domain';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { LoadingState } from '@/components/ui/spinner';
import { ErrorState } from '@/components/ui/states';
import '@/lib/domain-text/outbox';
import { domainText } from '@/lib/domain-text/registry';
import { useMessages } from '../api/get-messages';
import { MessageTable, studentMessagesLink, type StudentLinkState } from './message-table';
import { onlyStudentText } from '../utils/outbox-texts';
import { RetryFailedMessagesButton } from './retry-failed-messages';

const text = outboxMessages;
const CARD_PAGE_SIZE = 10;

/**
 * A student's messages and their guardians' on every channel, newest first, with their states; the failed ones of this
 * student can be sent again.
 */
export function StudentMessagesCard({ studentId, studentName }: { studentId: string; studentName?: string }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const messages = useMessages({ page, limit: CARD_PAGE_SIZE, studentId });
  const name = studentName ?? messages.data?.items.find((message) => !message.guardianId && message.studentId)?.toName;
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">{domainText(text.studentCard)}</h2>
        <ButtonLink
          variant="secondary"
          size="sm"
          to={studentMessagesLink(studentId)}
          state={{ studentName: name } satisfies StudentLinkState}
        >
          {domainText(text.studentCardAll)}
        </ButtonLink>
      </div>
      <div className="mt-4 space-y-4">
        {messages.isPending ? (
          <LoadingState label={t`Loading messages…`} />
        ) : messages.isError ? (
          <ErrorState message={domainText(text.load)} onRetry={() => void messages.refetch()} />
        ) : messages.data.items.length === 0 ? (
          <p className="text-sm text-slate-500">{domainText(text.studentNone)}</p>
        ) : (
          <>
            <MessageTable
              caption={name ? onlyStudentText(name) : domainText(text.someStudent)}
              items={messages.data.items}
              student={name ? { id: studentId, name } : undefined}
            />
            <Pagination page={page} limit={messages.data.limit} total={messages.data.total} onPage={setPage} />
          </>
        )}
        <RetryFailedMessagesButton filter={{ studentId }} studentName={name} />
      </div>
    </Card>
  );
}
