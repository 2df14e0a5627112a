import { Trans, useLingui } from '@lingui/react/macro';
import type { ClassSession } from '@campus/domain';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SaveError } from '@/components/ui/save-error';
import { useSendOnce } from '@/lib/use-send-once';
import { useChangeClassSession } from '../api/change-class-session';
import { classTitle, classWhen } from '../utils/class-label';

/**
 * Asks before cancelling a class, or before restoring a cancelled one (which must not clash with another class then),
 * and sends it with the version the day's list showed. A refusal is shown as the server words it.
 */
export function CancelClassDialog({
  classSession,
  onReload,
  reloading,
  onClose,
  onChanged,
}: {
  classSession: ClassSession | null;
  onReload: () => Promise<unknown>;
  reloading: boolean;
  onClose: () => void;
  onChanged: (changed: ClassSession) => void;
}) {
  const { t } = useLingui();
  const change = useChangeClassSession();
  const send = useSendOnce(change);
  const restoring = classSession?.cancelled === true;
  const restoreText = (shown: ClassSession) => {
    const title = classTitle(shown);
    const when = classWhen(shown);
    return t`${title} on ${when} will take place again: the timetables of its students and its instructor show it as before.`;
  };
  const cancelText = (shown: ClassSession) => {
    const title = classTitle(shown);
    const when = classWhen(shown);
    return t`${title} on ${when} will not take place: the timetables of its students and its instructor show it as cancelled.`;
  };
  const close = () => {
    if (change.isPending) return;
    change.reset();
    onClose();
  };
  const confirm = () =>
    classSession &&
    send(
      { classSession, patch: { cancelled: !classSession.cancelled } },
      {
        onSuccess: ({ classSession: changed }) => {
          change.reset();
          onChanged(changed);
        },
      },
    );
  return (
    <Dialog
      open={classSession !== null}
      onClose={close}
      title={restoring ? t`Restore class?` : t`Cancel class?`}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={change.isPending} data-autofocus>
            {restoring ? <Trans>Keep it cancelled</Trans> : <Trans>Keep the class</Trans>}
          </Button>
          <Button variant={restoring ? 'primary' : 'danger'} onClick={confirm} loading={change.isPending}>
            {restoring ? <Trans>Restore class</Trans> : <Trans>Cancel class</Trans>}
          </Button>
        </>
      }
    >
      {classSession && (
        <div className="space-y-3 text-sm text-slate-600">
          <p>{restoring ? restoreText(classSession) : cancelText(classSession)}</p>
          {change.isError && (
            <SaveError
              error={change.error}
              fallback={
                restoring
                  ? t`Failed to restore the class. Please try again.`
                  : t`Failed to cancel the class. Please try again.`
              }
              onReload={() => void onReload().then(() => change.reset())}
              reloading={reloading}
            />
          )}
        </div>
      )}
    </Dialog>
  );
}
