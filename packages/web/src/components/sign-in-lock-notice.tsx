import { t } from '@lingui/core/macro';
import { signInLockMessages } from '@campus/domain';
import { errorMessage } from '@/lib/api-client';
import '@/lib/domain-text/sign-in-lock';
import { domainText } from '@/lib/domain-text/registry';
import { formatDateTime } from '@/lib/format';
import { useSignInLock, useUnlockSignIn } from '@/lib/sign-in-lock';
import { Alert } from './ui/alert';
import { Button } from './ui/button';

/**
 * The domain's `signInLockMessages.lockedUntil` in the language shown (sign-in-lock-notice.test.tsx holds the English
 * to it).
 */
export const lockedUntilText = (time: string) => t`Sign-in is locked until ${time} after too many wrong attempts`;

/**
 * Tells staff that an account's sign-in is locked after too many wrong attempts (someone may be guessing it), until
 * when, with a button to unlock it now; nothing while it is not locked. `account` is its admin path
 * (`/admin/students/<id>`, `/admin/staff/<id>`), `name` whom it is, for the button's label.
 */
export function SignInLockNotice({ account, name }: { account: string; name: string }) {
  const lock = useSignInLock(account);
  const unlock = useUnlockSignIn(account);
  if (unlock.isSuccess) return <Alert tone="success">{domainText(signInLockMessages.unlocked)}</Alert>;
  if (lock.isError) return <p className="text-sm text-rose-700">{domainText(signInLockMessages.loadFailed)}</p>;
  const lockedUntil = lock.data?.lockedUntil;
  if (!lockedUntil) return null;
  const unlockLabel = domainText(signInLockMessages.unlock);
  return (
    <Alert
      action={
        <Button
          variant="secondary"
          size="sm"
          loading={unlock.isPending}
          onClick={() => unlock.mutate()}
          aria-label={`${unlockLabel}: ${name}`}
        >
          {unlockLabel}
        </Button>
      }
    >
      {lockedUntilText(formatDateTime(lockedUntil))}
      {unlock.isError && (
        <span className="mt-1 block">{errorMessage(unlock.error, signInLockMessages.unlockFailed)}</span>
      )}
    </Alert>
  );
}
