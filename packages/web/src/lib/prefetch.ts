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

/** The worker's code (its name is the document's language): the formats the first screen makes, then it ends. */
const WARM_INTL =
  'new Intl.NumberFormat("en-IN").format(1);new Intl.DateTimeFormat(self.name+"-IN",{dateStyle:"medium"}).format(0);close()';

/**
 * The inline script that a signed-in page's document runs while it loads (scripts/prerender.mjs writes it into the
 * head; the server's Content Security Policy allows it by its hash): it sends the first screen's API requests with the
 * stored token at once, instead of after the page's JavaScript has been fetched and run. A failure is left to the
 * query that takes the answer.
 *
 * It then starts a worker that makes the Intl formats the page will: the first one a page makes sets up the browser's
 * locale data, 25–50 ms of the thread that makes it. That setup is shared by the page's threads, so made in the worker,
 * while the stylesheet and scripts download, it leaves the page's own formats next to nothing, where on the page's
 * thread it blocked the document's parsing (and, in Lighthouse's model, a tap). The worker is made from a blob:, not
 * fetched: a request of the lowest priority, it came after the page's scripts and the page paid the setup itself. It
 * is named after the document's language, whose dates it formats.
 */
export function prefetchScript(audience: Audience, paths: string[]): string {
  const signedIn =
    audience === 'admin' ? `t&&localStorage.getItem(${JSON.stringify(STORAGE_KEYS.adminFlag)})==="true"` : 't';
  const responses = paths.map((path) => `${JSON.stringify(path)}:f(${JSON.stringify(`/api${path}`)})`).join(',');
  return (
    `(()=>{const t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS[audience])});if(!(${signedIn}))return;` +
    `const f=(u)=>{const r=fetch(u,{headers:{accept:"application/json",authorization:"Bearer "+t}});` +
    `r.catch(()=>{});return r};window.campusPrefetched={token:t,responses:{${responses}}};new Worker(URL.createObjectURL(new Blob([${JSON.stringify(WARM_INTL)}],{type:"text/javascript"})),{name:document.documentElement.lang})})()`
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
