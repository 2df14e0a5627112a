import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import type { Audience } from '@/lib/session';

const AREA: Record<Audience, readonly string[]> = {
  student: Object.values(paths.student),
  admin: Object.values(paths.admin),
  guardian: Object.values(paths.family),
};

/**
 * Where to go back to after signing in: `from` (path, search and hash) when it is a page of the audience's own area
 * on this site (a pattern's page too: a child's fees page), else nothing. Never a way off the site, nor into the other area.
 */
export function returnPath(audience: Audience, from: unknown): string | undefined {
  if (typeof from !== 'string' || !from.startsWith('/')) return undefined;
  const { origin } = window.location;
  const url = new URL(from, origin);
  if (url.origin !== origin || !AREA[audience].some((page) => matchPath(page, url.pathname))) return undefined;
  return url.pathname + url.search + url.hash;
}
