import { authMessages } from '@campus/domain';
import { domainText, loadTextsOf } from './domain-text/registry';
import { takePrefetched } from './prefetch';
import { endSession, getToken, requirePasswordChange, type Audience } from './session';

/** A failed call. `message` is the server's `{ error }` text when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fromServer: boolean,
    /** The code the server gave with its message (#46), by which the message shows in the language shown. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * Picks the text to show, in the language shown: the server's error first (its code's group of translations was
 * loaded before it was thrown), else the screen's own fallback (spec §8), a domain message.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return domainText(error instanceof ApiError && error.fromServer ? error.message : fallback);
}

/**
 * A signed-in call refused (401) ends the session (the one it was made with, or the expired one it could not use):
 * the area's layout then goes to its login page, which says why: that the account was deactivated when the server
 * said so, else that the session expired.
 */
export function sessionExpired(audience: Audience, refused: string | null, data: unknown): ApiError {
  const why =
    (data as { error?: unknown } | null | undefined)?.error === authMessages.accountDeactivated
      ? authMessages.accountDeactivated
      : authMessages.sessionExpired;
  endSession(audience, refused ?? undefined, why);
  return new ApiError(401, why, true);
}

/**
 * A refused call as an `ApiError` with the server's `{ error }` text when it sent one. A staff member refused because
 * they must first set their own password (403) is sent to that screen by the admin area.
 */
export function refused(
  status: number,
  statusText: string,
  data: Record<string, unknown> | null | undefined,
): ApiError {
  const serverError = typeof data?.error === 'string' ? data.error : undefined;
  if (status === 403 && serverError === authMessages.mustChangePassword) requirePasswordChange();
  const code = typeof data?.code === 'string' ? data.code : undefined;
  return new ApiError(status, serverError ?? statusText, serverError !== undefined, code);
}

export const bearer = (token: string | null): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

export interface RequestOptions {
  audience?: Audience;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** How long a call waits for the server's answer: one that never comes must not leave a screen spinning. */
export const REQUEST_TIMEOUT_MS = 30_000;

const timeLimited = (signal?: AbortSignal) =>
  signal ? AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]) : AbortSignal.timeout(REQUEST_TIMEOUT_MS);

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { audience, method = 'GET', body, signal } = options;
  const token = audience ? getToken(audience) : null;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers, ...bearer(token) };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const response = await ((method === 'GET' ? takePrefetched(path, token) : undefined) ??
    fetch(`/api${path}`, { method, headers, body: payload, signal: timeLimited(signal) }));
  const data = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && audience) throw sessionExpired(audience, token, data);
    const error = refused(response.status, response.statusText, data);
    await loadTextsOf(error.code);
    throw error;
  }
  return data as T;
}

export async function readJson(response: Response): Promise<Record<string, unknown> | undefined> {
  if (!response.headers.get('content-type')?.includes('application/json')) return undefined;
  return (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
}
