/**
 * `send`, shared: a call while one is on its way waits for the next, which starts once that one is done and serves
 * every call made meanwhile. Each call still settles after a `send` that started after it was made; under many changes
 * at once (payments at a counter), one NOTIFY goes out per round trip instead of one per change.
 */
export function shared(send: () => Promise<void>): () => Promise<void> {
  let sending: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const call = (): Promise<void> => {
    if (!sending) {
      sending = send().finally(() => (sending = undefined));
      return sending;
    }
    next ??= sending
      .catch(() => {})
      .then(() => {
        next = undefined;
        return call();
      });
    return next;
  };
  return call;
}
