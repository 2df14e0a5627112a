// The day book: a range's payments by day and mode, and its CSV.

export const tooManyDays = (max: number) => `The day book covers at most ${max} days at a time`;
export const total = 'Total';
/** Reversals of cheques and demand drafts the bank did not honour (CHEQUE_BOUNCED_REASON): a part of Reversed. */
export const bounced = 'Cheque bounced';
/**
 * The CSV's sections, each a title line, its header and its lines, a blank line between them: the amounts of one
 * section add up to the total, which no other section repeats.
 */
export const csv = {
  byDayAndMode: 'By day and mode',
  byDay: 'By day (all modes)',
  byMode: 'By mode (whole range)',
  total: 'Total (whole range)',
  amounts: ['Received', 'Reversed', 'Of which cheque bounced', 'Net'],
} as const;
