import { zodResolver } from '@hookform/resolvers/zod';
import { adminLoginSchema, studentLoginSchema } from '@campus/domain';

// Loaded after the sign-in page has painted (lib/lazy-resolver.ts): zod is not part of that page's first load.
export const studentLoginResolver = zodResolver(studentLoginSchema);
export const adminLoginResolver = zodResolver(adminLoginSchema);
