import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { ClassSession } from '@campus/domain';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SaveError } from '@/components/ui/save-error';
import { useSendOnce } from '@/lib/use-send-once';
import { useChangeClassSession } from '../api/change-class-session';
import { classFields, readClassFields, type ClassProblems, type ClassTimes } from '../utils/class-form';
import { classTitle, classWhen } from '../utils/class-label';
import { ClassTimeFields } from './class-time-fields';

/**
 * Moves a class to another day, time or room, with the version the day's list showed. A clash, or a change by someone
 * else meanwhile, is shown as the server words it; Reload then reads the day again and refills the form.
 */
export function MoveClassDialog({
  classSession,
  onReload,
  reloading,
  onClose,
  onMoved,
}: {
  classSession: ClassSession | null;
  onReload: () => Promise<unknown>;
  reloading: boolean;
  onClose: () => void;
  onMoved: (moved: ClassSession) => void;
}) {
  const { t } = useLingui();
  const formId = useId();
  const change = useChangeClassSession();
  const title = classSession && classTitle(classSession);
  const now = classSession && classWhen(classSession);
  const send = useSendOnce(change);
  const close = () => {
    if (change.isPending) return;
    change.reset();
    onClose();
  };
  const save = (times: ClassTimes) =>
    classSession &&
    send(
      { classSession, patch: times },
      {
        onSuccess: ({ classSession: moved }) => {
          change.reset();
          onMoved(moved);
        },
      },
    );
  return (
    <Dialog
      open={classSession !== null}
      onClose={close}
      title={title ? t`Move ${title}` : t`Move class`}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={change.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} loading={change.isPending}>
            <Trans>Move class</Trans>
          </Button>
        </>
      }
    >
      {classSession && (
        <div className="space-y-4">
          <p className="text-sm text-slate-600">
            <Trans>Now: {now}</Trans>
          </p>
          {change.isError && (
            <SaveError
              error={change.error}
              fallback={t`Failed to move the class. Please try again.`}
              onReload={() => void onReload().then(() => change.reset())}
              reloading={reloading}
            />
          )}
          <MoveForm
            key={`${classSession._id}:${classSession.version}`}
            id={formId}
            classSession={classSession}
            disabled={change.isPending}
            onSubmit={save}
          />
        </div>
      )}
    </Dialog>
  );
}

function MoveForm({
  id,
  classSession,
  disabled,
  onSubmit,
}: {
  id: string;
  classSession: ClassSession;
  disabled: boolean;
  onSubmit: (times: ClassTimes) => void;
}) {
  const [values, setValues] = useState(() => classFields(classSession));
  const [problems, setProblems] = useState<ClassProblems>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = readClassFields(values);
    if ('problems' in checked) return setProblems(checked.problems);
    setProblems({});
    onSubmit(checked.times);
  };
  return (
    <form id={id} noValidate onSubmit={submit}>
      <fieldset disabled={disabled}>
        <legend className="sr-only">
          <Trans>When and where</Trans>
        </legend>
        <ClassTimeFields values={values} problems={problems} onChange={setValues} />
      </fieldset>
    </form>
  );
}
