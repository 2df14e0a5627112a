import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Send } from 'lucide-react';
import { emailMessages, saveMessages, successMessages } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InputField, TextareaField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useEmailStatus } from '@/lib/get-email-status';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useKeptValues } from '@/lib/use-kept-values';
import { useSendOnce } from '@/lib/use-send-once';
import { useCreateNotice } from '../api/create-notice';

const validation = lazyResolver(() => import('../utils/notice-rules').then((rules) => rules.noticeResolver));

/**
 * Title and description, sent to every student, and by email too when the box is ticked (it is disabled while email
 * is not configured); the form clears after each notice so another can follow.
 */
export function AddNoticeForm() {
  const create = useCreateNotice();
  const emailConfigured = useEmailStatus().data?.configured === true;
  const form = useForm({
    resolver: validation.resolver,
    defaultValues: { title: '', description: '', email: false },
  });
  useEffect(() => validation.preload(), []);
  const send = useSendOnce(create);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = form;
  useKeptValues(form, 'admin', 'add-notice');

  const onSubmit = handleSubmit((notice) => send(notice, { onSuccess: () => reset() }));

  // Once the form is enabled again, the next notice can be typed straight away.
  useEffect(() => {
    if (create.isSuccess) setFocus('title');
  }, [create.isSuccess, setFocus]);

  return (
    <Card>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {create.isError && <Alert>{errorMessage(create.error, saveMessages.sendNotification)}</Alert>}
        {create.isSuccess && (
          <Alert tone="success">
            {successMessages.noticeSent}
            {/* The spec's "Notice sent" ends its sentence when another follows. */}
            {create.data.emailsQueued > 0 && `. ${emailMessages.noticeEmailsQueued(create.data.emailsQueued)}`}
          </Alert>
        )}
        <fieldset disabled={create.isPending} className="space-y-5">
          <legend className="sr-only">Notice</legend>
          <InputField label="Title" autoComplete="off" error={errors.title?.message} {...register('title')} />
          <TextareaField
            label="Description"
            rows={6}
            error={errors.description?.message}
            {...register('description')}
          />
          <div>
            <label className="flex items-center gap-3 text-sm font-medium text-slate-700">
              <input
                type="checkbox"
                disabled={!emailConfigured}
                aria-describedby={emailConfigured ? undefined : 'notice-email-off'}
                className="size-4 rounded border-slate-300 accent-brand-600"
                {...register('email')}
              />
              {emailMessages.alsoEmailStudents}
            </label>
            {!emailConfigured && (
              <p id="notice-email-off" className="mt-1 ml-7 text-xs text-slate-500">
                {emailMessages.notConfiguredShort}
              </p>
            )}
          </div>
        </fieldset>
        <div className="flex justify-end border-t border-slate-100 pt-5">
          <Button type="submit" loading={create.isPending}>
            {!create.isPending && <Send aria-hidden="true" className="size-4" />}
            Send Notice
          </Button>
        </div>
      </form>
    </Card>
  );
}
