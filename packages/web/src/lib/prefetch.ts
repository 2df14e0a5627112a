import { STORAGE_KEYS, type Audience } from './session';

interface Prefetched {
  /** The token the requests were sent with. */
  token: string;
  responses: Record<string, Promise<Response> | undefined>;
}

declare global {
  interface Window {
    campusPrefetched?: Prefetched;
  }
}

/**
 * The inline script that a signed-in page's document runs while it loads (scripts/prerender.mjs writes it into the
 * head; the server's Content Security Policy allows it by its hash): it sends the first screen's API requests with the
 * stored token at once, instead of after the page's JavaScript has been fetched and run. A failure is left to the
 * query that takes the answer.
 *
 * It then makes an Intl format: the first one a page makes loads the browser's locale data, 20–40 ms on a phone. Here
 * that time passes while the stylesheet and scripts download, before the first paint, rather than as a long task once
 * the page shows, when it would hold up a tap (the page's data is shown with Intl formats).
 */
export function prefetchScript(audience: Audience, paths: string[]): string {
  const signedIn =
    audience === 'admin' ? `t&&localStorage.getItem(${JSON.stringify(STORAGE_KEYS.adminFlag)})==="true"` : 't';
  const responses = paths.map((path) => `${JSON.stringify(path)}:f(${JSON.stringify(`/api${path}`)})`).join(',');
  return (
    `(()=>{const t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS[audience])});if(!(${signedIn}))return;` +
    `const f=(u)=>{const r=fetch(u,{headers:{accept:"application/json",authorization:"Bearer "+t}});` +
    `r.catch(()=>{});return r};window.campusPrefetched={token:t,responses:{${responses}}};new Intl.NumberFormat("en-IN")})()`
  );
}

/** The answer the document's script started for this path with this token, once; later calls fetch anew. */
export function takePrefetched(path: string, token: string | null): Promise<Response> | undefined {
  const prefetched = window.campusPrefetched;
  if (!prefetched || token === null || prefetched.token !== token) return undefined;
  const response = prefetched.responses[path];
  delete prefetched.responses[path];
  return response;
}
