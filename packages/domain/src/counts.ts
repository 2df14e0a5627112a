const countFormat = new Intl.NumberFormat('en-IN');

/** A count with the Indian digit grouping, as every screen shows counts: 10029 → "10,029", 1234567 → "12,34,567". */
export const formatCount = (count: number) => countFormat.format(count);
