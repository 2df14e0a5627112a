import { ApiError, bearer, readJson, REQUEST_TIMEOUT_MS, refused, sessionExpired } from './api-client';
import { loadTextsOf } from './domain-text/registry';
import { getToken, type Audience } from './session';

// Files to and from the API: downloads and uploads, apart from the calls every page makes (api-client.ts), so that a
// page without a file to send or fetch loads none of this.

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
    const error = refused(response.status, response.statusText, data);
    await loadTextsOf(error.code);
    throw error;
  }
  return response;
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
      const error = refused(xhr.status, xhr.statusText, data);
      void loadTextsOf(error.code).then(() => reject(error));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error', false));
    xhr.send(form);
  });
}
