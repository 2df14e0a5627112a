import { msg } from '@lingui/core/macro';
import type { DomainTexts } from './registry';

export const texts = {
  description: msg`Absences, attendance warnings, fee reminders, receipts, results and notices sent by email, SMS and WhatsApp, and what became of each.`,
  everyChannel: msg`Every channel`,
  everyState: msg`Every state`,
  list: msg`Messages sent`,
  load: msg`Failed to fetch the messages`,
  loadFigures: msg`Failed to fetch the message figures`,
  none: msg`No messages yet`,
  noneMatch: msg`No messages match these filters`,
  retry: msg`Retry failed`,
  retryConfirm: msg`Send again`,
  retryFailed: msg`Failed to send the failed messages again`,
  retryTitle: msg`Send the failed messages again?`,
  someStudent: msg`Messages to one student and their guardians`,
  studentCard: msg`Messages`,
  studentCardAll: msg`Open on the Messages page`,
  studentNone: msg`No messages to this student or their guardians yet`,
  thisStudent: msg`this student`,
  title: msg`Messages`,
  toGuardianOfStudent: msg`Guardian: see the student’s messages`,
  toStudent: msg`Student`,
} satisfies DomainTexts;
