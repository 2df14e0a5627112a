import { Download, Printer } from 'lucide';
import { useMutation } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { errorMessage } from '@/lib/api-client';
import { downloadReceipt, printReceipt, type ReceiptRef } from '@/lib/receipts';
import type { Audience } from '@/lib/session';

/** Not a spec text: the spec does not say what a failed receipt download shows. */
export const RECEIPT_FAILED = 'Failed to get the receipt. Please try again.';

/** Download and Print buttons for one payment's receipt, named after its number so a list's buttons differ. */
export function ReceiptActions({ audience, receipt }: { audience: Audience; receipt: ReceiptRef }) {
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
          aria-label={`Download receipt ${receipt.receiptNumber}`}
          onClick={() => download.mutate()}
        >
          {!download.isPending && <Icon icon={Download} aria-hidden="true" className="size-4" />} Receipt
        </Button>
        <Button
          size="sm"
          variant="secondary"
          loading={printing.isPending}
          aria-label={`Print receipt ${receipt.receiptNumber}`}
          onClick={() => printing.mutate()}
        >
          {!printing.isPending && <Icon icon={Printer} aria-hidden="true" className="size-4" />} Print
        </Button>
      </div>
      {failed && <Alert>{errorMessage(failed, RECEIPT_FAILED)}</Alert>}
    </div>
  );
}
