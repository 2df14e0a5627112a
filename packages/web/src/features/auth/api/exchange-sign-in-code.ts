import { apiRequest } from '@/lib/api-client';
import type { LoginResponse } from '../types';

/** Trades the one-time code Google sign-in came back with for a student token; a code works once, for 60 s. */
export function exchangeSignInCode(code: string): Promise<LoginResponse | undefined> {
  return apiRequest<LoginResponse | undefined>('/auth/exchange', { method: 'POST', body: { code } });
}
