// Every user-visible text of the product, written once and kept word for word where the spec gives it. Each group of
// texts is a module of its own (./messages/), one export per text, imported here as a namespace: the bundler keeps the
// texts a page reads and drops the others, where an object would go to the page whole.
import * as assessmentMessages from './messages/assessments.js';
import * as attendanceMessages from './messages/attendance.js';
import * as auditMessages from './messages/audit.js';
import * as authMessages from './messages/auth.js';
import * as backupMessages from './messages/backups.js';
import * as dayBookMessages from './messages/day-book.js';
import * as emailMessages from './messages/email.js';
import * as errorMessages from './messages/errors.js';
import * as familyMessages from './messages/family.js';
import * as feePlanMessages from './messages/fee-plan.js';
import * as guardianMessages from './messages/guardians.js';
import * as inputMessages from './messages/input.js';
import * as learningMessages from './messages/learning.js';
import * as ledgerMessages from './messages/ledger.js';
import * as loadMessages from './messages/load.js';
import * as loginMessages from './messages/login.js';
import * as messageProviderMessages from './messages/message-providers.js';
import * as outboxMessages from './messages/outbox.js';
import * as pageFailedMessages from './messages/page-failed.js';
import * as pageForbiddenMessages from './messages/page-forbidden.js';
import * as paymentClaimMessages from './messages/payment-claim.js';
import * as preferenceMessages from './messages/preferences.js';
import * as receiptMessages from './messages/receipt.js';
import * as saveMessages from './messages/save.js';
import * as signInLockMessages from './messages/sign-in-lock.js';
import * as staffMessages from './messages/staff.js';
import * as studentImportMessages from './messages/student-import.js';
import * as successMessages from './messages/success.js';
import * as uploadMessages from './messages/upload.js';

export {
  assessmentMessages,
  attendanceMessages,
  auditMessages,
  authMessages,
  backupMessages,
  dayBookMessages,
  emailMessages,
  errorMessages,
  familyMessages,
  feePlanMessages,
  guardianMessages,
  inputMessages,
  learningMessages,
  ledgerMessages,
  loadMessages,
  loginMessages,
  messageProviderMessages,
  outboxMessages,
  pageFailedMessages,
  pageForbiddenMessages,
  paymentClaimMessages,
  preferenceMessages,
  receiptMessages,
  saveMessages,
  signInLockMessages,
  staffMessages,
  studentImportMessages,
  successMessages,
  uploadMessages,
};

/** Every topic, for the server, which may answer with any of them; the web app imports the topics it shows. */
export const messages = {
  upload: uploadMessages,
  login: loginMessages,
  signInLock: signInLockMessages,
  pageFailed: pageFailedMessages,
  pageForbidden: pageForbiddenMessages,
  receipt: receiptMessages,
  email: emailMessages,
  ledger: ledgerMessages,
  dayBook: dayBookMessages,
  load: loadMessages,
  save: saveMessages,
  success: successMessages,
  studentImport: studentImportMessages,
  input: inputMessages,
  auth: authMessages,
  staff: staffMessages,
  audit: auditMessages,
  errors: errorMessages,
  assessments: assessmentMessages,
  preferences: preferenceMessages,
  guardians: guardianMessages,
  family: familyMessages,
  attendance: attendanceMessages,
  feePlan: feePlanMessages,
  learning: learningMessages,
  outbox: outboxMessages,
  paymentClaim: paymentClaimMessages,
  messageProvider: messageProviderMessages,
  backups: backupMessages,
} as const;

let codes: Map<string, string> | undefined;

/**
 * The stable code of a message without values ('login.tokenMissing': its topic and its name there), which the server
 * gives with an error beside its English text (#46), for the web app to show it in the person's language. A text two
 * topics share has the first topic's code.
 */
export function messageCode(text: string): string | undefined {
  codes ??= new Map(
    Object.entries(messages)
      .flatMap(([topic, texts]) =>
        Object.entries(texts).flatMap(([name, value]) =>
          typeof value === 'string' ? [[value, `${topic}.${name}`]] : [],
        ),
      )
      .reverse() as Array<[string, string]>,
  );
  return codes.get(text);
}
