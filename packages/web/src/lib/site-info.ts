import { useEffect, useState } from 'react';
import type { SiteInfo } from '@campus/domain';
import { apiRequest } from './api-client';

/** GET /site: the institute's name and whether Google sign-in is set up (a plain call: the sign-in pages have no query library). */
export const getSiteInfo = () => apiRequest<SiteInfo>('/site');

/**
 * The server's settings the public pages show, once they have arrived: undefined before (as in a prerendered first
 * screen) and after a failure, when a page shows what it can without them.
 */
export function useSiteInfo(): SiteInfo | undefined {
  const [info, setInfo] = useState<SiteInfo>();
  useEffect(() => {
    let current = true;
    getSiteInfo().then(
      (answer) => current && setInfo(answer),
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  return info;
}
