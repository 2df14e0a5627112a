import { zodResolver } from '@hookform/resolvers/zod';
import { noticeInputSchema } from '@campus/domain';

// Loaded once the form has painted (lib/lazy-resolver.ts): zod is not part of the page's first load.
export const noticeResolver = zodResolver(noticeInputSchema);
