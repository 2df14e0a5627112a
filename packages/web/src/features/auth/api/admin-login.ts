import { apiRequest } from '@/lib/api-client';
import type { Credentials, LoginResponse } from '../types';

/** Spec §9: the admin sign-in gives up after 5 seconds. */
export const ADMIN_LOGIN_TIMEOUT_MS = 5000;

async function withTimeout<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ADMIN_LOGIN_TIMEOUT_MS);
  try {
    return await run(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Checks first that the server answers at all (a GET to its root, spec §7), so an unreachable server is told
 * apart from refused credentials; then signs in.
 */
export async function loginAdmin(credentials: Credentials): Promise<LoginResponse | undefined> {
  await withTimeout((signal) => fetch('/', { signal, cache: 'no-store' }));
  return withTimeout((signal) =>
    apiRequest<LoginResponse | undefined>('/admin/login', { method: 'POST', body: credentials, signal }),
  );
}
