import type { OutboxMessage } from '@campus/domain';

export const STUDENT_ID = '7c2a4b1e-3d5f-4a6b-8c9d-0e1f2a3b4c5d';
export const GUARDIAN_ID = '9d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

/** One of the outbox's messages as GET /admin/messages lists it: by default an SMS to the student, delivered. */
export const outboxMessage = (fields: Partial<OutboxMessage>): OutboxMessage => ({
  _id: crypto.randomUUID(),
  kind: 'absence',
  channel: 'sms',
  state: 'delivered',
  studentId: STUDENT_ID,
  guardianId: null,
  toName: 'Asha Verma',
  toAddress: '9876543210',
  attempts: 1,
  lastError: null,
  smsParts: 1,
  createdAt: '2026-11-20T04:30:00.000Z',
  dueAt: null,
  sentAt: '2026-11-20T04:30:05.000Z',
  deliveredAt: '2026-11-20T04:30:09.000Z',
  ...fields,
});
