import { z } from 'zod';

/** The OpenAPI description of a receipt download. */
export const receiptPdfResponse = {
  description: 'The receipt, an A4 PDF named receipt-<financial year>-<number>.pdf',
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
};

/** The OpenAPI description of a student's statement download. */
export const statementPdfResponse = {
  description: 'The statement of account, an A4 PDF named statement-of-account.pdf',
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
};
