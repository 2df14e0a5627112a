// Every user-visible text of the product, written once and kept word for word where the spec gives it. The texts are
// kept by topic (./messages/), so that a page of the web app loads the topics it shows and no others.
import {
  pageFailedMessages,
  pageForbiddenMessages,
  authMessages,
  loadMessages,
  saveMessages,
  successMessages,
} from './messages/screens.js';
import { loginMessages, signInLockMessages } from './messages/sign-in.js';
import { inputMessages, uploadMessages } from './messages/input.js';
import { ledgerMessages, dayBookMessages, receiptMessages } from './messages/ledger.js';
import { emailMessages } from './messages/email.js';
import { staffMessages, auditMessages } from './messages/staff.js';
import { studentImportMessages } from './messages/student-import.js';
import { errorMessages } from './messages/errors.js';

export * from './messages/screens.js';
export * from './messages/sign-in.js';
export * from './messages/input.js';
export * from './messages/ledger.js';
export * from './messages/email.js';
export * from './messages/staff.js';
export * from './messages/student-import.js';
export * from './messages/errors.js';

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
} as const;
