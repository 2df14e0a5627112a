import { z } from 'zod';
import { emailSchema } from './common.js';

export const ROLES = ['student', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Students sign in with their date of birth (YYYY-MM-DD) as the password. */
export const studentLoginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Date of birth is required' }).trim().min(1, 'Date of birth is required').max(64),
});

export const adminLoginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
});

export const tokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
