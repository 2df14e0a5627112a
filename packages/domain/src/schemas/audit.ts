import { z } from 'zod';
import { AUDIT_ACTIONS } from '../constants.js';
import { auditMessages } from '../messages.js';
import { dateRangeInOrder, idSchema, isoDateSchema, listQuerySchema, pageSchema, textSchema } from './common.js';
import { ROLES } from '../roles.js';

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITY_TYPES = [
  'staff',
  'student',
  'course',
  'chapter',
  'lesson',
  'certificate',
  'notice',
  'payment',
  'fee_account',
  'payment_claim',
  'import',
  'email',
  'message',
  'backup',
  'section',
  'holiday',
  'class_session',
  'assessment',
  'grade_scale',
  'report_card',
  'guardian',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** A JSON value as stored in `changes`. */
const changedValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);
export const auditChangesSchema = z.record(z.string(), z.object({ from: changedValue, to: changedValue }));
export type AuditChanges = z.infer<typeof auditChangesSchema>;

export const auditEventSchema = z.object({
  _id: z.uuid(),
  at: z.string(),
  /** Who did it, as they were then; id, name and role are null for a sign-in attempt with an unknown email. */
  actor: z.object({
    _id: z.uuid().nullable(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    role: z.enum(ROLES).nullable(),
  }),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.string(),
  /** The student the change concerns (their record, enrolment, fee account or payment), if any. */
  studentId: z.uuid().nullable(),
  summary: z.string(),
  changes: auditChangesSchema,
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
export const auditPageSchema = pageSchema(auditEventSchema);

/** Nothing happened in Campus before this day; an earlier one is refused rather than sent to the database. */
const AUDIT_EARLIEST_DATE = '2000-01-01';
const auditDateSchema = isoDateSchema.refine(
  (date) => date >= AUDIT_EARLIEST_DATE,
  auditMessages.dateTooEarly(AUDIT_EARLIEST_DATE),
);

export const auditQuerySchema = listQuerySchema
  .omit({ search: true })
  .extend({
    actorId: idSchema.optional(),
    action: z.enum(AUDIT_ACTIONS, { error: auditMessages.actionInvalid }).optional(),
    entityType: z.enum(AUDIT_ENTITY_TYPES, { error: auditMessages.entityTypeInvalid }).optional(),
    entityId: textSchema('Record id', 100).optional(),
    /** Events of one student: their record and their enrolments', fee accounts' and payments'. */
    studentId: idSchema.optional(),
    /** From and to are calendar days in Asia/Kolkata, both included. */
    from: auditDateSchema.optional(),
    to: auditDateSchema.optional(),
  })
  .refine(...dateRangeInOrder);
export type AuditQuery = z.infer<typeof auditQuerySchema>;
