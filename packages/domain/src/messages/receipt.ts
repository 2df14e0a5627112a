// Fee receipts.

export const notFound = 'Receipt not found';
