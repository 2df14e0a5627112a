import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1023, '1,023 bytes'],
    [1024, '1 KB'],
    [840_000, '820.3 KB'],
    [1024 * 1024, '1 MB'],
    [20 * 1024 * 1024, '20 MB'],
    [1_468_006, '1.4 MB'],
    [1023 * 1024 * 1024, '1,023 MB'],
    [2_254_857_830, '2.1 GB'],
  ])('shows %d bytes as %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});
