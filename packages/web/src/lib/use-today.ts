import { dateInIndia } from '@campus/domain';
import { useHydrated } from './hydration';

/**
 * Today's date in India (YYYY-MM-DD), the institute's calendar; undefined while a prerendered page is hydrated, since
 * the build's day is not the visitor's.
 */
export function useToday(): string | undefined {
  return useHydrated() ? dateInIndia(new Date()) : undefined;
}
