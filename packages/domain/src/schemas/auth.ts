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

/** The one-time code that Google sign-in sends the browser back with, exchanged once for a token. */
export const signInCodeExchangeSchema = z.object({
  code: z.string({ error: 'Code is required' }).min(1, 'Code is required').max(128),
});
