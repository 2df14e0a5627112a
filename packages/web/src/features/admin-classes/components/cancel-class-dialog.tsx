import type { ClassSession } from '@campus/domain';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SaveError } from '@/components/ui/save-error';
import { useSendOnce } from '@/lib/use-send-once';
import { useChangeClassSession } from '../api/change-class-session';
import { classTitle, classWhen } from '../utils/class-label';

const CANCEL_FAILED = 'Failed to cancel the class. Please try again.';
const RESTORE_FAILED = 'Failed to restore the class. Please try again.';

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
  const change = useChangeClassSession();
  const send = useSendOnce(change);
  const restoring = classSession?.cancelled === true;
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
      title={restoring ? 'Restore class?' : 'Cancel class?'}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={change.isPending} data-autofocus>
            {restoring ? 'Keep it cancelled' : 'Keep the class'}
          </Button>
          <Button variant={restoring ? 'primary' : 'danger'} onClick={confirm} loading={change.isPending}>
            {restoring ? 'Restore class' : 'Cancel class'}
          </Button>
        </>
      }
    >
      {classSession && (
        <div className="space-y-3 text-sm text-slate-600">
          <p>
            {classTitle(classSession)} on {classWhen(classSession)}{' '}
            {restoring
              ? 'will take place again: the timetables of its students and its instructor show it as before.'
              : 'will not take place: the timetables of its students and its instructor show it as cancelled.'}
          </p>
          {change.isError && (
            <SaveError
              error={change.error}
              fallback={restoring ? RESTORE_FAILED : CANCEL_FAILED}
              onReload={() => void onReload().then(() => change.reset())}
              reloading={reloading}
            />
          )}
        </div>
      )}
    </Dialog>
  );
}
