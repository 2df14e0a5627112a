import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Send } from 'lucide';
import { emailMessages, readNotice, saveMessages, successMessages, type NoticeFields } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InputField, TextareaField } from '@/components/ui/field';
import { Icon } from '@/components/ui/icon';
import { errorMessage } from '@/lib/api-client';
import '@/lib/domain-text/email';
import '@/lib/domain-text/save';
import '@/lib/domain-text/success';
import { domainText } from '@/lib/domain-text/registry';
import { useEmailStatus } from '@/lib/get-email-status';
import { useKeptState } from '@/lib/use-kept-values';
import { useSendOnce } from '@/lib/use-send-once';
import { useCreateNotice } from '../api/create-notice';
import { noticeChannelsOn, noticeProblem, noticeSentTo } from '../utils/notice-text';

const EMPTY: NoticeFields = { title: '', description: '', email: false };

/**
 * Title and description, shown to every student, and sent to them and their guardians too (by email, SMS or WhatsApp,
 * as each chose) when the box is ticked (it is disabled while no channel carries notices); the form clears after each notice so another can follow. Two texts and a box are checked with
 * the domain's notice rules (`readNotice`), without a form or validation library to load.
 */
export function AddNoticeForm() {
  const { t } = useLingui();
  const create = useCreateNotice();
  const status = useEmailStatus().data;
  const channels = status?.noticeChannels ?? [];
  const canSend = channels.length > 0;
  const send = useSendOnce(create);
  const [values, setValues] = useKeptState(EMPTY, 'admin', 'add-notice');
  const [problems, setProblems] = useState<Partial<Record<'title' | 'description', string>>>({});
  // After a first try, a field's problem goes as soon as what is typed is right.
  const [tried, setTried] = useState(false);
  const title = useRef<HTMLInputElement>(null);
  const description = useRef<HTMLTextAreaElement>(null);

  const change = (next: NoticeFields) => {
    setValues(next);
    if (!tried) return;
    const checked = readNotice(next);
    setProblems('problems' in checked ? checked.problems : {});
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    const checked = readNotice(values);
    if ('problems' in checked) {
      setProblems(checked.problems);
      (checked.problems.title ? title : description).current?.focus();
      return;
    }
    setProblems({});
    send(checked.notice, {
      onSuccess: () => {
        setValues(EMPTY);
        setTried(false);
      },
    });
  };

  // Once the form is enabled again, the next notice can be typed straight away.
  useEffect(() => {
    if (create.isSuccess) title.current?.focus();
  }, [create.isSuccess]);

  const sent = domainText(successMessages.noticeSent);
  const onItsWay = create.data ? noticeSentTo(create.data.emailsQueued) : '';
  return (
    <Card>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {create.isError && <Alert>{errorMessage(create.error, saveMessages.sendNotification)}</Alert>}
        {create.isSuccess && (
          <Alert tone="success">
            {/* The spec's "Notice sent" ends its sentence when another follows. */}
            {create.data.emailsQueued > 0 ? t`${sent}. ${onItsWay}` : sent}
          </Alert>
        )}
        <fieldset disabled={create.isPending} className="space-y-5">
          <legend className="sr-only">
            <Trans>Notice</Trans>
          </legend>
          <InputField
            ref={title}
            label={t`Title`}
            name="title"
            autoComplete="off"
            value={values.title}
            onChange={(event) => change({ ...values, title: event.target.value })}
            error={noticeProblem(problems.title, 'title')}
          />
          <TextareaField
            ref={description}
            label={t`Description`}
            name="description"
            rows={6}
            value={values.description}
            onChange={(event) => change({ ...values, description: event.target.value })}
            error={noticeProblem(problems.description, 'description')}
          />
          <div>
            <label className="flex items-center gap-3 text-sm font-medium text-slate-700">
              <input
                type="checkbox"
                name="email"
                disabled={!canSend}
                aria-describedby={status ? 'notice-channels' : undefined}
                className="size-4 rounded border-slate-300 accent-brand-600"
                checked={values.email}
                onChange={(event) => change({ ...values, email: event.target.checked })}
              />
              {domainText(emailMessages.alsoSendNotice)}
            </label>
            {status && (
              <p id="notice-channels" className="mt-1 ml-7 text-xs text-slate-500">
                {canSend ? noticeChannelsOn(channels) : domainText(emailMessages.noticeChannelsOff)}
              </p>
            )}
          </div>
        </fieldset>
        <div className="flex justify-end border-t border-slate-100 pt-5">
          <Button type="submit" loading={create.isPending}>
            {!create.isPending && <Icon icon={Send} aria-hidden="true" className="size-4" />}
            <Trans>Send Notice</Trans>
          </Button>
        </div>
      </form>
    </Card>
  );
}
