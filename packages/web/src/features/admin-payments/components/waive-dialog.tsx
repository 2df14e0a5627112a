import { Trans, useLingui } from '@lingui/react/macro';
import type { LedgerHistoryEntry } from '@campus/domain';
import { ConcessionDialog } from '@/components/fees/concession-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/spinner';
import { useFeeAccount } from '../api/get-fee-account';

/**
 * Waiving a late fee: a late fee is never reversed, it is waived by a concession with its reason (decisions.md, Fee
 * plans). This is the fee card's concession dialog for the late fee's account, filled in with the late fee's amount
 * (at most what is still due).
 */
export function WaiveDialog({
  entry,
  onClose,
  onWaived,
}: {
  entry: LedgerHistoryEntry;
  onClose: () => void;
  onWaived: () => void;
}) {
  const { t } = useLingui();
  const account = useFeeAccount(entry.student._id, entry.course._id);
  if (account.data) {
    return (
      <ConcessionDialog
        record={account.data}
        amount={Math.min(entry.amount, account.data.amountDue)}
        open
        onClose={onClose}
        onGranted={onWaived}
      />
    );
  }
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Grant a concession`}
      footer={
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
      }
    >
      {/* Not a spec text: the spec does not say what shows when the account of a late fee cannot be loaded. */}
      {account.isPending ? (
        <LoadingState label={t`Loading the fee account…`} />
      ) : (
        <Alert>{t`Failed to load the fee account. Please try again.`}</Alert>
      )}
    </Dialog>
  );
}
