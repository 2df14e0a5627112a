import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { messages, noticeInputSchema } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InputField, TextareaField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useKeptValues } from '@/lib/use-kept-values';
import { useSendOnce } from '@/lib/use-send-once';
import { useCreateNotice } from '../api/create-notice';

/** Title and description, sent to every student; the form clears after each notice so another can follow. */
export function AddNoticeForm() {
  const create = useCreateNotice();
  const form = useForm({ resolver: zodResolver(noticeInputSchema), defaultValues: { title: '', description: '' } });
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
        {create.isError && <Alert>{errorMessage(create.error, messages.save.sendNotification)}</Alert>}
        {create.isSuccess && <Alert tone="success">{messages.success.noticeSent}</Alert>}
        <fieldset disabled={create.isPending} className="space-y-5">
          <legend className="sr-only">Notice</legend>
          <InputField label="Title" autoComplete="off" error={errors.title?.message} {...register('title')} />
          <TextareaField
            label="Description"
            rows={6}
            error={errors.description?.message}
            {...register('description')}
          />
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
