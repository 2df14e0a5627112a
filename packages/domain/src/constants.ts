// Plain values, apart from the schemas that use them: a page that needs only these loads no zod.

export const MAX_PAGE_SIZE = 100;
/** Far beyond the last page of any list, and small enough that the row offset stays a safe number. */
export const MAX_PAGE = 1_000_000;
/** ₹10 crore in paise: far above any fee, far below integer precision. */
export const MAX_AMOUNT_PAISE = 10_000_000_000;
/**
 * The long lists (the audit trail, the ledger history) count their matches exactly up to this many; a `total` of
 * exactly this means this many or more.
 */
export const COUNT_LIMIT = 10_000;

/** The batch the profile shows for a student who has none. */
export const DEFAULT_BATCH = '2023-2024';
