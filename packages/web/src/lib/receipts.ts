import { receiptFileName } from '@campus/domain';
import { apiDownload } from './api-files';
import { saveFile } from './save-file';
import type { Audience } from './session';

export interface ReceiptRef {
  paymentId: string;
  receiptNumber: string;
  /**
   * Where the receipt is fetched from, when not the audience's own path: a guardian's child's receipt is under the
   * child's address in the guardian's API (lib/student-scope.tsx).
   */
  path?: string;
}

/** Staff fetch any payment's receipt; a student only their own, under their own path. */
const receiptPath = (audience: Audience, paymentId: string) =>
  `${audience === 'admin' ? '/admin' : ''}/payments/${paymentId}/receipt.pdf`;

/** The receipt PDF, fetched with the audience's token: a plain link would carry none. */
const fetchReceipt = (audience: Audience, { paymentId, path = receiptPath(audience, paymentId) }: ReceiptRef) =>
  apiDownload(path, { audience });

export async function downloadReceipt(audience: Audience, receipt: ReceiptRef): Promise<void> {
  saveFile(await fetchReceipt(audience, receipt), receiptFileName(receipt.receiptNumber));
}

/** The frame of the last receipt printed: it must outlive the print dialog, so it goes when the next one comes. */
let printFrame: HTMLIFrameElement | null = null;

/**
 * Prints the receipt from a hidden frame: a new tab opened after the download finished would be blocked as a pop-up,
 * since it no longer follows the click.
 */
export async function printReceipt(audience: Audience, receipt: ReceiptRef): Promise<void> {
  const blob = await fetchReceipt(audience, receipt);
  if (printFrame) {
    URL.revokeObjectURL(printFrame.src);
    printFrame.remove();
  }
  const frame = document.createElement('iframe');
  frame.title = receiptFileName(receipt.receiptNumber);
  frame.className = 'fixed size-0 border-0 opacity-0';
  frame.onload = () => frame.contentWindow?.print();
  frame.src = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  document.body.append(frame);
  printFrame = frame;
}
