import { z } from 'zod';
import { GUARDIAN_CODE_SHAPE, readGuardianContact } from '../guardian-sign-in.js';
import { GUARDIAN_NAME_MAX_LENGTH, GUARDIAN_RELATION_MAX_LENGTH, normalisePhone } from '../guardians.js';
import { guardianMessages, inputMessages } from '../messages.js';
import { PHONE_SHAPE } from '../students.js';
import { emailSchema, idSchema, textSchema, versionSchema } from './common.js';

/** An optional field left empty in a form ('') is absent. */
const emptyIsNull = (value: string | null | undefined) => (value === '' || value === undefined ? null : value);

/** A phone as a student's is written (PHONE_SHAPE), stored normalised (`normalisePhone`); empty is none. */
const guardianPhoneSchema = z
  .string({ error: inputMessages.wrongType('Phone', 'text') })
  .trim()
  .nullish()
  .transform(emptyIsNull)
  .pipe(z.string().regex(PHONE_SHAPE, inputMessages.phoneInvalid).transform(normalisePhone).nullable());

const guardianEmailSchema = z
  .string({ error: inputMessages.wrongType('Email', 'text') })
  .trim()
  .nullish()
  .transform(emptyIsNull)
  .pipe(emailSchema.nullable());

/** A guardian's details as staff type them: a name, a relation, and a phone or an email (or both). */
export const guardianFieldsSchema = z
  .object({
    name: textSchema('Name', GUARDIAN_NAME_MAX_LENGTH),
    relation: textSchema('Relation', GUARDIAN_RELATION_MAX_LENGTH),
    phone: guardianPhoneSchema.optional(),
    email: guardianEmailSchema.optional(),
  })
  .transform(({ phone, email, ...fields }) => ({ ...fields, phone: phone ?? null, email: email ?? null }))
  .refine((fields) => fields.phone !== null || fields.email !== null, {
    message: guardianMessages.contactRequired,
    path: ['phone'],
  });
export type GuardianFieldsInput = z.input<typeof guardianFieldsSchema>;
export type GuardianFields = z.output<typeof guardianFieldsSchema>;

export const guardianSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  relation: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  version: versionSchema,
  /** The students the guardian is linked to (a parent of two at the institute: 2). */
  children: z.number().int(),
});
export type Guardian = z.infer<typeof guardianSchema>;
export const guardianResponseSchema = z.object({ guardian: guardianSchema });
export const guardianListSchema = z.object({ guardians: z.array(guardianSchema) });
export type GuardianList = z.infer<typeof guardianListSchema>;

/** Who a student's guardians are, as the student sees them on their profile. */
export const studentGuardianSchema = guardianSchema.pick({ name: true, relation: true, phone: true, email: true });
export type StudentGuardian = z.infer<typeof studentGuardianSchema>;

export const studentIdParamsSchema = z.object({ studentId: idSchema });
/** Without `studentId`, a guardian is removed from every child. */
export const guardianRemovalQuerySchema = z.object({ studentId: idSchema.optional() });

/** A guardian's phone (written in any way a student's may be) or email, read as `readGuardianContact` reads it. */
export const guardianContactSchema = z
  .string({ error: guardianMessages.contactMissing })
  .max(320, guardianMessages.contactInvalid)
  .transform((text, ctx) => {
    const read = readGuardianContact(text);
    if ('contact' in read) return read.contact;
    ctx.issues.push({ code: 'custom', input: text, message: read.problem });
    return z.NEVER;
  });

export const guardianCodeRequestSchema = z.object({ contact: guardianContactSchema });
export type GuardianCodeRequest = z.input<typeof guardianCodeRequestSchema>;

export const guardianLoginSchema = z.object({
  contact: guardianContactSchema,
  code: z
    .string({ error: guardianMessages.codeInvalidShape })
    .trim()
    .regex(GUARDIAN_CODE_SHAPE, guardianMessages.codeInvalidShape),
});
export type GuardianLogin = z.input<typeof guardianLoginSchema>;

/** A guardian signed in: their token, and their name to greet them with. */
export const guardianTokenResponseSchema = z.object({ token: z.string(), name: z.string() });
export type GuardianTokenResponse = z.infer<typeof guardianTokenResponseSchema>;

/** A child of the signed-in guardian: a live student linked to them, and the courses they are enrolled in. */
export const guardianChildSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  courses: z.array(z.object({ _id: z.uuid(), name: z.string() })),
});
export type GuardianChild = z.infer<typeof guardianChildSchema>;

export const guardianMeSchema = z.object({
  guardian: studentGuardianSchema,
  children: z.array(guardianChildSchema),
});
export type GuardianMe = z.infer<typeof guardianMeSchema>;
