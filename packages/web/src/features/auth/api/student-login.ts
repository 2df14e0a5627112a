import { apiRequest } from '@/lib/api-client';
import type { Credentials, LoginResponse } from '../types';

export function loginStudent(credentials: Credentials): Promise<LoginResponse | undefined> {
  return apiRequest<LoginResponse | undefined>('/users/login', { method: 'POST', body: credentials });
}
