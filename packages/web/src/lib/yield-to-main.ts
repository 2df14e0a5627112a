type WithScheduler = typeof globalThis & { scheduler?: { yield?: () => Promise<void> } };

/**
 * Ends the task running now and goes on in a new one, so that the browser may paint or answer a tap in between: a
 * phone is slow enough that the start of a page, done in one go, would block it for a quarter of a second.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as WithScheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
