// The fee ledger's history and its day book.

export const kindInvalid = 'Kind must be payment, reversal or concession';
/** A cheque's or demand draft's details, after its mode's name (the receipt, the history). */
export const instrument = (number: string, bank: string, date: string) => `No. ${number}, ${bank}, dated ${date}`;
export const fromAfterTo = 'The first day (from) must not be after the last (to)';
