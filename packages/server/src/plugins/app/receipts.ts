import fp from 'fastify-plugin';
import { messages, receiptFileName } from '@campus/domain';
import type { AppOptions } from '../../app.js';
import { notFound } from '../../lib/errors.js';
import { loadReceiptFonts, receiptPdf, type Receipt } from '../../lib/receipt-pdf.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The receipt as a PDF, for a download or an email attachment. */
    receiptPdf(receipt: Receipt): Promise<Buffer>;
  }
  interface FastifyReply {
    /** Sends the receipt as a PDF download named after its number; no receipt is a 404. */
    sendReceipt(receipt: Receipt | undefined): Promise<FastifyReply>;
  }
}

/** Receipts are made on request from the ledger, with the fonts parsed once at start-up. */
export default fp<AppOptions>(
  async (fastify, opts) => {
    const fonts = loadReceiptFonts();
    const makePdf = (receipt: Receipt) => receiptPdf(receipt, opts.config.institute, fonts);
    fastify.decorate('receiptPdf', makePdf);
    fastify.decorateReply('sendReceipt', async function (receipt: Receipt | undefined) {
      if (!receipt) throw notFound(messages.receipt.notFound);
      const pdf = await makePdf(receipt);
      return this.type('application/pdf')
        .header('content-disposition', `attachment; filename="${receiptFileName(receipt.receiptNumber)}"`)
        .send(pdf);
    });
  },
  { name: 'receipts' },
);
