import { ReceiptActions } from '@/components/ledger/receipt-actions';
import { useStudentScope } from '@/lib/student-scope';

/** A payment's receipt, from the student's own receipts or, on a guardian's page, their child's. */
export function ScopedReceipt({ paymentId, receiptNumber }: { paymentId: string; receiptNumber: string }) {
  const { audience, path } = useStudentScope();
  const file = `payments/${encodeURIComponent(paymentId)}/receipt.pdf`;
  return <ReceiptActions audience={audience} receipt={{ paymentId, receiptNumber, path: path(`/${file}`, file) }} />;
}
