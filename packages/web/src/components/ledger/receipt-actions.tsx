import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Printer } from 'lucide';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { errorMessage } from '@/lib/api-client';
import { downloadReceipt, printReceipt, type ReceiptRef } from '@/lib/receipts';
import type { Audience } from '@/lib/session';

/** Download and Print buttons for one payment's receipt, named after its number so a list's buttons differ. */
export function ReceiptActions({ audience, receipt }: { audience: Audience; receipt: ReceiptRef }) {
  const { t } = useLingui();
  const number = receipt.receiptNumber;
  const download = useMutation({ mutationFn: () => downloadReceipt(audience, receipt) });
  const printing = useMutation({ mutationFn: () => printReceipt(audience, receipt) });
  const failed = download.error ?? printing.error;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          loading={download.isPending}
          aria-label={t`Download receipt ${number}`}
          onClick={() => download.mutate()}
        >
          {!download.isPending && <Icon icon={Download} aria-hidden="true" className="size-4" />} <Trans>Receipt</Trans>
        </Button>
        <Button
          size="sm"
          variant="secondary"
          loading={printing.isPending}
          aria-label={t`Print receipt ${number}`}
          onClick={() => printing.mutate()}
        >
          {!printing.isPending && <Icon icon={Printer} aria-hidden="true" className="size-4" />} <Trans>Print</Trans>
        </Button>
      </div>
      {failed && <Alert>{errorMessage(failed, t`Failed to get the receipt. Please try again.`)}</Alert>}
    </div>
  );
}
