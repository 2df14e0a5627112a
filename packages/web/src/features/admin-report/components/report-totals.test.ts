import { describe, expect, it } from 'vitest';
import { AGEING_BUCKETS, AGEING_LABELS } from '@campus/domain';
import { i18n } from '@/lib/i18n';
import { AGEING_NAMES } from './report-totals';

describe('AGEING_NAMES', () => {
  it('are the domain’s ageing labels, word for word', () => {
    for (const bucket of AGEING_BUCKETS) expect(i18n._(AGEING_NAMES[bucket])).toBe(AGEING_LABELS[bucket]);
  });
});
