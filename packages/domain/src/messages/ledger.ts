// The fee ledger: its history, day book and receipts.

/** The fee ledger's history and its day book. */
export const ledgerMessages = {
  kindInvalid: 'Kind must be payment, reversal or concession',
  /** A cheque's or demand draft's details, after its mode's name (the receipt, the history). */
  instrument: (number: string, bank: string, date: string) => `No. ${number}, ${bank}, dated ${date}`,
  fromAfterTo: 'The first day (from) must not be after the last (to)',
} as const;

export const dayBookMessages = {
  tooManyDays: (max: number) => `The day book covers at most ${max} days at a time`,
  total: 'Total',
  /** Reversals of cheques and demand drafts the bank did not honour (CHEQUE_BOUNCED_REASON): a part of Reversed. */
  bounced: 'Cheque bounced',
  /**
   * The CSV's sections, each a title line, its header and its lines, a blank line between them: the amounts of one
   * section add up to the total, which no other section repeats.
   */
  csv: {
    byDayAndMode: 'By day and mode',
    byDay: 'By day (all modes)',
    byMode: 'By mode (whole range)',
    total: 'Total (whole range)',
    amounts: ['Received', 'Reversed', 'Of which cheque bounced', 'Net'],
  },
} as const;

export const receiptMessages = {
  notFound: 'Receipt not found',
} as const;
