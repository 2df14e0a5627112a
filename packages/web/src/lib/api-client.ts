import { authMessages, errorMessages, staffMessages } from '@campus/domain';
import { takePrefetched } from './prefetch';
import { endSession, getToken, requirePasswordChange, type Audience } from './session';

/** A failed call. `message` is the server's `{ error }` text when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fromServer: boolean,
  ) {
    super(message);
  }
}

/** Picks the text to show: the server's error first, else the screen's own fallback (spec §8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}

/**
 * A signed-in call refused (401) ends the session (the one it was made with, or the expired one it could not use):
 * the area's layout then goes to its login page, which says why: that the account was deactivated when the server
 * said so, else that the session expired.
 */
function sessionExpired(audience: Audience, refused: string | null, data: unknown): ApiError {
  const why =
    (data as { error?: unknown } | null | undefined)?.error === staffMessages.accountDeactivated
      ? staffMessages.accountDeactivated
      : authMessages.sessionExpired;
  endSession(audience, refused ?? undefined, why);
  return new ApiError(401, why, true);
}

/**
 * A refused call as an `ApiError` with the server's `{ error }` text when it sent one. A staff member refused because
 * they must first set their own password (403) is sent to that screen by the admin area.
 */
function refused(status: number, statusText: string, data: Record<string, unknown> | null | undefined): ApiError {
  const serverError = typeof data?.error === 'string' ? data.error : undefined;
  if (status === 403 && serverError === authMessages.mustChangePassword) requirePasswordChange();
  return new ApiError(status, serverError ?? statusText, serverError !== undefined);
}

const bearer = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

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
    throw refused(response.status, response.statusText, data);
  }
  return data as T;
}

/** Fetches a file (a CSV, say) with the audience's token; failures throw `ApiError` like `apiRequest`. */
export async function apiDownload(path: string, { audience }: { audience: Audience }): Promise<Blob> {
  return (await apiFileResponse(path, { audience })).blob();
}

/**
 * As `apiDownload`, but the whole answer, for a file whose name only the server knows (its Content-Disposition). The
 * time limit is on the server's answer, not on the file: a backup of a few hundred megabytes on a slow line takes as
 * long as it takes.
 */
export async function apiFileResponse(path: string, { audience }: { audience: Audience }): Promise<Response> {
  const token = getToken(audience);
  const answered = new AbortController();
  const timer = setTimeout(
    () => answered.abort(new DOMException('The server did not answer in time', 'TimeoutError')),
    REQUEST_TIMEOUT_MS,
  );
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers: bearer(token), signal: answered.signal });
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    const data = await readJson(response);
    if (response.status === 401) throw sessionExpired(audience, token, data);
    throw refused(response.status, response.statusText, data);
  }
  return response;
}

async function readJson(response: Response): Promise<Record<string, unknown> | undefined> {
  if (!response.headers.get('content-type')?.includes('application/json')) return undefined;
  return (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
}

/**
 * Uploads a form with progress (fetch cannot report upload progress; XMLHttpRequest can). `answers` are refusals whose
 * body is still the answer (an import's 422 carries its report), resolved like a success.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  {
    audience,
    method = 'PUT',
    onProgress,
    answers = [],
  }: { audience: Audience; method?: 'PUT' | 'POST'; onProgress: (percent: number) => void; answers?: number[] },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api${path}`);
    const token = getToken(audience);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const data = xhr.response as Record<string, unknown> | null;
      if ((xhr.status >= 200 && xhr.status < 300) || answers.includes(xhr.status)) return resolve(data as T);
      if (xhr.status === 401) return reject(sessionExpired(audience, token, data));
      reject(refused(xhr.status, xhr.statusText, data));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error', false));
    xhr.send(form);
  });
}

/** Whether a save was refused because someone else changed the record since it was read (If-Match, 409). */
export const isEditConflict = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.message === errorMessages.editConflict;
