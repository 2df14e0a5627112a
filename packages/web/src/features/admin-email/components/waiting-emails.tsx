import { emailErrorInWords, emailMessages, type WaitingEmail } from '@campus/domain';
import { ListPanel } from '@/components/ui/list-panel';
import { EmptyState } from '@/components/ui/states';
import { formatDateTime } from '@/lib/format';
import { useWaitingEmails } from '../api/get-waiting-emails';

const page = emailMessages.page;

/** When an email is tried next, in words. */
function nextTry(email: WaitingEmail): string {
  if (email.state === 'sending') return page.nextTry.sending;
  if (!email.nextAttemptAt) return page.nextTry.givenUp;
  return Date.parse(email.nextAttemptAt) <= Date.now() ? page.nextTry.now : formatDateTime(email.nextAttemptAt);
}

/** The emails not sent: to whom, what, how often tried, why it failed last (in words) and when it is tried next. */
export function WaitingEmails() {
  const waiting = useWaitingEmails();
  return (
    <ListPanel
      title={page.waiting}
      countNoun="emails"
      list={waiting}
      loadingLabel="Loading the emails waiting…"
      errorMessage={page.loadWaiting}
      empty={<EmptyState title={page.noneWaiting} />}
    >
      {(items) => (
        <>
          <ul className="divide-y divide-slate-100">
            {items.map((email) => (
              <li key={email._id} className="space-y-1 px-6 py-4 text-sm">
                <p className="font-medium wrap-break-word text-slate-900">{email.subject}</p>
                <p className="wrap-break-word text-slate-600">
                  To {email.to.name} <span className="break-all text-slate-500">({email.to.address})</span>
                </p>
                <p className="text-slate-600">
                  Attempts: <span className="tabular-nums">{email.attempts}</span> · Next try: {nextTry(email)}
                </p>
                {email.lastError && (
                  <p className="wrap-break-word text-rose-700">{emailErrorInWords(email.lastError)}</p>
                )}
              </li>
            ))}
          </ul>
          {waiting.data && waiting.data.total > items.length && (
            <p className="border-t border-slate-100 px-6 py-3 text-sm text-slate-500">
              {page.moreWaiting(items.length, waiting.data.total)}
            </p>
          )}
        </>
      )}
    </ListPanel>
  );
}
