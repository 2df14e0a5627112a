import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useSearchParams } from 'react-router';
import { CHANNELS, emailMessages, isId, MESSAGE_STATES, outboxMessages } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ChoiceFilter } from '@/components/ui/choice-filter';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import '@/lib/domain-text/email';
import '@/lib/domain-text/outbox';
import { domainText } from '@/lib/domain-text/registry';
import { useEmailStatus } from '@/lib/get-email-status';
import { useFilterParam, useKeepPageInRange, usePageParam, useParam } from '@/lib/use-list-params';
import { useMessageFigures, useMessages } from '../api/get-messages';
import { MessageFigures } from './message-figures';
import { MessageTable, type StudentLinkState } from './message-table';
import { channelLabels, columnText, messageCountText, onlyStudentText, stateLabels } from '../utils/outbox-texts';
import { RetryFailedMessagesButton } from './retry-failed-messages';
import { useDeferredFirstAnswer } from '@/lib/use-deferred-first-answer';

const text = outboxMessages;
export const MESSAGES_PAGE_SIZE = 20;

/**
 * The outbox on every channel: its figures per channel, and its messages newest first, filtered by channel, state and
 * student (in the URL); the failed ones of the filter can be sent again.
 */
export function MessagesView() {
  const { t } = useLingui();
  const [page, setPage] = usePageParam();
  const [channel, setChannel] = useFilterParam('channel', CHANNELS);
  const [state, setState] = useFilterParam('state', MESSAGE_STATES);
  const [studentId] = useParam('studentId', isId);
  const [, setParams] = useSearchParams();
  const linked = (useLocation().state as StudentLinkState | null)?.studentName;
  const messages = useDeferredFirstAnswer(useMessages({ page, limit: MESSAGES_PAGE_SIZE, channel, state, studentId }));
  useKeepPageInRange(page, setPage, messages.data);
  const figures = useMessageFigures();
  const emailStatus = useDeferredFirstAnswer(useEmailStatus());
  const filtered = Boolean(channel || state || studentId);
  const studentName =
    linked ?? messages.data?.items.find((message) => message.studentId === studentId && !message.guardianId)?.toName;
  // Without a student, the figures tell whether anything failed; a student's failures are not counted apart.
  const failed = CHANNELS.filter((one) => !channel || one === channel).reduce(
    (sum, one) => sum + (figures.data?.[one].failed ?? 0),
    0,
  );

  return (
    <>
      <PageHeader title={domainText(text.title)} description={domainText(text.description)} />
      {emailStatus.isPending ? (
        // The page waits for whether email is configured: a notice that it is not, shown above the figures once known,
        // moved all of them down (CLS 0.1). Its document asks for it before the scripts run.
        <LoadingState />
      ) : (
        <div className="space-y-6">
          {emailStatus.data?.configured === false && <Alert>{domainText(emailMessages.notConfigured)}</Alert>}
          <MessageFigures />
          <div
            role="group"
            aria-label={t`Filters`}
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto] lg:items-end"
          >
            <ChoiceFilter
              label={columnText('channel')}
              every={domainText(text.everyChannel)}
              choices={CHANNELS}
              labels={channelLabels()}
              value={channel}
              onChange={setChannel}
            />
            <ChoiceFilter
              label={columnText('state')}
              every={domainText(text.everyState)}
              choices={MESSAGE_STATES}
              labels={stateLabels()}
              value={state}
              onChange={setState}
            />
            <Button variant="secondary" disabled={!filtered} onClick={() => setParams({})}>
              <Trans>Clear filters</Trans>
            </Button>
          </div>
          <RetryFailedMessagesButton
            filter={{ channel, studentId }}
            studentName={studentName}
            disabled={!studentId && figures.isSuccess && failed === 0}
          />
          {studentId && (
            <p className="text-sm text-slate-600">
              {studentName ? onlyStudentText(studentName) : domainText(text.someStudent)}
            </p>
          )}
          {messages.isPending ? (
            <LoadingState label={t`Loading messages…`} />
          ) : messages.isError ? (
            <ErrorState message={domainText(text.load)} onRetry={() => void messages.refetch()} />
          ) : messages.data.items.length === 0 ? (
            <EmptyState title={domainText(filtered ? text.noneMatch : text.none)} />
          ) : (
            <div className={messages.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
              <p className="mb-2 text-sm text-slate-500" aria-live="polite">
                {messageCountText(messages.data.total)}
              </p>
              <Card>
                <MessageTable
                  caption={domainText(text.list)}
                  items={messages.data.items}
                  student={studentId && studentName ? { id: studentId, name: studentName } : undefined}
                  linkStudents={!studentId}
                />
              </Card>
              <Pagination
                page={page}
                limit={messages.data.limit}
                total={messages.data.total}
                onPage={(next) => setPage(next)}
              />
            </div>
          )}
        </div>
      )}
    </>
  );
}
