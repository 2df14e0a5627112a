import { Trans } from '@lingui/react/macro';
import { ApiError, errorMessage } from '@/lib/api-client';
import { Alert } from './alert';
import { Button } from './button';

/**
 * What a versioned save (If-Match) came to, once shown: the saved message, or the failure in words, with Reload when
 * someone saved since it was read (409), which brings in their version to work on.
 */
export function SaveOutcome({
  save,
  saved,
  failed,
  onReload,
  reloading,
}: {
  save: { isSuccess: boolean; isError: boolean; error: unknown };
  saved: string;
  /** The failure's words when the server gives none. */
  failed: string;
  onReload: () => void;
  reloading: boolean;
}) {
  if (save.isSuccess) {
    return (
      <Alert tone="success" takeFocus>
        {saved}
      </Alert>
    );
  }
  if (!save.isError) return null;
  const conflict = save.error instanceof ApiError && save.error.status === 409;
  return (
    <Alert
      takeFocus
      action={
        conflict && (
          <Button size="sm" variant="secondary" onClick={onReload} loading={reloading}>
            <Trans>Reload</Trans>
          </Button>
        )
      }
    >
      {errorMessage(save.error, failed)}
    </Alert>
  );
}
