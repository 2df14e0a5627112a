import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { changePasswordSchema, staffMessages } from '@campus/domain';

/** The API's rules, and the new password typed a second time, the same. */
export const changePasswordFormSchema = changePasswordSchema
  .and(z.object({ confirmPassword: z.string() }))
  .refine((input) => input.confirmPassword === input.newPassword, {
    message: staffMessages.confirmationDiffers,
    path: ['confirmPassword'],
  });

// Loaded once the form has painted (lib/lazy-resolver.ts): zod is not part of the page's first load.
export const changePasswordResolver = zodResolver(changePasswordFormSchema);
