const countFormat = new Intl.NumberFormat('en-IN');

/** A count with the Indian digit grouping, as every screen shows counts: 10029 → "10,029", 1234567 → "12,34,567". */
export const formatCount = (count: number) => countFormat.format(count);

/** A student ID as people read it out and type it: S-000123 (six digits at least). */
export const studentNumberText = (number: number) => `S-${String(number).padStart(6, '0')}`;
