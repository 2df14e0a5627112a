import { Trans } from '@lingui/react/macro';
import { errorMessages } from '@campus/domain';
import { ApiError, errorMessage } from '@/lib/api-client';
import { Alert } from './alert';
import { Button } from './button';

/** Whether a save was refused because someone else changed the record since it was read (If-Match, 409). */
const isEditConflict = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.message === errorMessages.editConflict;

/**
 * Why a save failed. When someone else changed the record since the form was filled, it says so and offers Reload,
 * which fetches the record again and refills the form from it.
 */
export function SaveError({
  error,
  fallback,
  onReload,
  reloading = false,
}: {
  error: unknown;
  fallback: string;
  onReload: () => void;
  reloading?: boolean;
}) {
  const conflict = isEditConflict(error);
  return (
    <Alert
      action={
        conflict && (
          <Button size="sm" variant="secondary" onClick={onReload} loading={reloading}>
            <Trans>Reload</Trans>
          </Button>
        )
      }
    >
      {errorMessage(error, fallback)}
    </Alert>
  );
}
