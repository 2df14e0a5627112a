import type { Role } from '@campus/domain';

/**
 * A token shaped like the server's (the browser reads only its claims): for user `sub`, expiring in `seconds`, signed in
 * with `role` when given.
 */
export function fakeToken(sub: string, { seconds = 3600, role }: { seconds?: number; role?: Role } = {}): string {
  const claims = { sub, exp: Math.floor(Date.now() / 1000) + seconds, ...(role ? { role } : {}) };
  return `e30.${btoa(JSON.stringify(claims))}.signature`;
}
