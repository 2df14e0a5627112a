// Email: the messages Campus sends, and the admin's Email page.

export const notConfigured = 'Email is not configured: set SMTP_URL and MAIL_FROM on the server to send email.';
export const noticeEmailNotConfigured =
  'Email is not configured, so the notice cannot be emailed. Untick "Also email students" to publish it on the dashboard only.';
export const alsoEmailStudents = 'Also email students';
/** Beside the notice form's box while email is off. */
export const notConfiguredShort = 'Email is not configured on the server.';
export const noticeEmailsQueued = (count: number) =>
  count === 1 ? 'One email is queued.' : `${count.toLocaleString('en-IN')} emails are queued.`;
export const retried = (count: number) =>
  count === 0
    ? 'There are no failed emails to send again'
    : count === 1
      ? 'One failed email will be sent again'
      : `${count.toLocaleString('en-IN')} failed emails will be sent again`;
/** The admin's Email page. */
export const page = {
  title: 'Email',
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  lastError: 'Last error',
  retry: 'Retry failed emails',
  load: 'Failed to fetch the email status',
  retryFailed: 'Failed to retry the failed emails',
  waiting: 'Waiting to be sent',
  noneWaiting: 'Every email has been sent.',
  loadWaiting: 'Failed to fetch the emails waiting to be sent',
  /** When an email is tried next: now, at a moment, or not until someone retries it. */
  nextTry: {
    now: 'Now',
    sending: 'Being sent',
    givenUp: 'Gave up: retry to send again',
  },
  moreWaiting: (shown: number, total: number) =>
    `The ${shown.toLocaleString('en-IN')} tried soonest of ${total.toLocaleString('en-IN')}.`,
} as const;
