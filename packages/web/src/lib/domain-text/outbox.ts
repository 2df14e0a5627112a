import { msg } from '@lingui/core/macro';
import { outboxMessages } from '@campus/domain';
import { translateGroup } from './registry';

translateGroup('outbox', {
  description: [
    outboxMessages.description,
    msg`Absences, attendance warnings, fee reminders, receipts, results and notices sent by email, SMS and WhatsApp, and what became of each.`,
  ],
  everyChannel: [outboxMessages.everyChannel, msg`Every channel`],
  everyState: [outboxMessages.everyState, msg`Every state`],
  list: [outboxMessages.list, msg`Messages sent`],
  load: [outboxMessages.load, msg`Failed to fetch the messages`],
  loadFigures: [outboxMessages.loadFigures, msg`Failed to fetch the message figures`],
  none: [outboxMessages.none, msg`No messages yet`],
  noneMatch: [outboxMessages.noneMatch, msg`No messages match these filters`],
  retry: [outboxMessages.retry, msg`Retry failed`],
  retryConfirm: [outboxMessages.retryConfirm, msg`Send again`],
  retryFailed: [outboxMessages.retryFailed, msg`Failed to send the failed messages again`],
  retryTitle: [outboxMessages.retryTitle, msg`Send the failed messages again?`],
  someStudent: [outboxMessages.someStudent, msg`Messages to one student and their guardians`],
  studentCard: [outboxMessages.studentCard, msg`Messages`],
  studentCardAll: [outboxMessages.studentCardAll, msg`Open on the Messages page`],
  studentNone: [outboxMessages.studentNone, msg`No messages to this student or their guardians yet`],
  thisStudent: [outboxMessages.thisStudent, msg`this student`],
  title: [outboxMessages.title, msg`Messages`],
  toGuardianOfStudent: [outboxMessages.toGuardianOfStudent, msg`Guardian: see the student’s messages`],
  toStudent: [outboxMessages.toStudent, msg`Student`],
});
