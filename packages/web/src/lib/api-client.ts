import { paths } from '@/config/paths';
import { clearSession, getToken, type Audience } from './session';

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

const LOGIN_PAGE: Record<Audience, string> = { student: paths.login, admin: paths.adminLogin };

/** Signed-in calls that come back 401 end the session cleanly and go to the matching login page. */
export function endSession(audience: Audience) {
  clearSession(audience);
  if (window.location.pathname !== LOGIN_PAGE[audience]) window.location.assign(LOGIN_PAGE[audience]);
}

export interface RequestOptions {
  audience?: Audience;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { audience, method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = audience ? getToken(audience) : null;
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const response = await fetch(`/api${path}`, { method, headers, body: payload, signal });
  const data = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && audience && token) endSession(audience);
    const serverError = typeof data?.error === 'string' ? data.error : undefined;
    throw new ApiError(response.status, serverError ?? response.statusText, serverError !== undefined);
  }
  return data as T;
}

/** Fetches a file (a CSV, say) with the audience's token; failures throw `ApiError` like `apiRequest`. */
export async function apiDownload(path: string, { audience }: { audience: Audience }): Promise<Blob> {
  const token = getToken(audience);
  const response = await fetch(`/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    if (response.status === 401 && token) endSession(audience);
    const data = await readJson(response);
    const serverError = typeof data?.error === 'string' ? data.error : undefined;
    throw new ApiError(response.status, serverError ?? response.statusText, serverError !== undefined);
  }
  return response.blob();
}

async function readJson(response: Response): Promise<Record<string, unknown> | undefined> {
  if (!response.headers.get('content-type')?.includes('application/json')) return undefined;
  return (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
}

/** Uploads a form with progress (fetch cannot report upload progress; XMLHttpRequest can). */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  {
    audience,
    method = 'PUT',
    onProgress,
  }: { audience: Audience; method?: 'PUT' | 'POST'; onProgress: (percent: number) => void },
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
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      if (xhr.status === 401 && token) endSession(audience);
      const serverError = typeof data?.error === 'string' ? data.error : undefined;
      reject(new ApiError(xhr.status, serverError ?? xhr.statusText, serverError !== undefined));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error', false));
    xhr.send(form);
  });
}
