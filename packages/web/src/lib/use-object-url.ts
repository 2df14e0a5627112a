import { useEffect, useState } from 'react';

/** A URL to show a chosen file with (an image preview), revoked when the file changes or the component goes. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    // Made and revoked here, in step with the cleanup (a URL made while rendering would outlive a discarded render).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is a resource the effect owns
    if (!file) return setUrl(null);
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
