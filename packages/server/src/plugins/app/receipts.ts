import fp from 'fastify-plugin';
import { formatCertificateCode, messages, receiptFileName, type AttendanceRegister } from '@campus/domain';
import type { AppOptions } from '../../app.js';
import { notFound } from '../../lib/errors.js';
import { download } from '../../lib/download.js';
import { certificatePdf } from '../../lib/certificate-pdf.js';
import { loadReceiptFonts, receiptPdf, type Receipt } from '../../lib/receipt-pdf.js';
import { registerPdf } from '../../lib/register-pdf.js';
import { reportCardPdf } from '../../lib/report-card-pdf.js';
import { statementPdf, type Statement } from '../../lib/statement-pdf.js';
import type { CertificateRow } from '../../repositories/certificates.js';
import type { ReportCard } from '../../services/results.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The receipt as a PDF, for a download or an email attachment. */
    receiptPdf(receipt: Receipt): Promise<Buffer>;
    /** A student's statement of account as a PDF. */
    statementPdf(statement: Statement): Promise<Buffer>;
    /** A student's certificate as a PDF, with the address where anyone can check its code. */
    certificatePdf(certificate: CertificateRow): Promise<Buffer>;
    /** A section's monthly attendance register as a PDF. */
    registerPdf(register: AttendanceRegister): Promise<Buffer>;
    /** A student's report card of a course as a PDF, with the address where anyone can check its code. */
    reportCardPdf(reportCard: ReportCard): Promise<Buffer>;
  }
  interface FastifyReply {
    /** Sends the receipt as a PDF download named after its number; no receipt is a 404. */
    sendReceipt(receipt: Receipt | undefined): Promise<FastifyReply>;
  }
}

/**
 * Receipts (from the ledger), statements, certificates, attendance registers and report cards are made on request, with the fonts
 * parsed once at start-up.
 */
export default fp<AppOptions>(
  async (fastify, opts) => {
    const fonts = loadReceiptFonts();
    const makePdf = (receipt: Receipt) => receiptPdf(receipt, opts.config.institute, fonts);
    fastify.decorate('receiptPdf', makePdf);
    fastify.decorate('statementPdf', (statement: Statement) => statementPdf(statement, opts.config.institute, fonts));
    fastify.decorate('certificatePdf', (certificate: CertificateRow) =>
      certificatePdf(
        certificate,
        opts.config.institute,
        fonts,
        `${opts.config.publicUrl}/verify/${formatCertificateCode(certificate.code)}`,
      ),
    );
    fastify.decorate('registerPdf', (register: AttendanceRegister) =>
      registerPdf(register, opts.config.institute, fonts),
    );
    fastify.decorate('reportCardPdf', (reportCard: ReportCard) =>
      reportCardPdf(
        reportCard,
        opts.config.institute,
        fonts,
        `${opts.config.publicUrl}/verify/report-card/${formatCertificateCode(reportCard.card.code)}`,
      ),
    );
    fastify.decorateReply('sendReceipt', async function (receipt: Receipt | undefined) {
      if (!receipt) throw notFound(messages.receipt.notFound);
      const pdf = await makePdf(receipt);
      return download(this, 'application/pdf', receiptFileName(receipt.receiptNumber)).send(pdf);
    });
  },
  { name: 'receipts' },
);
