import { describe, expect, it } from 'vitest';
import { completionPercent, progressBadge } from './progress.js';

describe('progressBadge', () => {
  it('follows the 50 and 100 thresholds', () => {
    expect(progressBadge(0)).toBe('Not Started');
    expect(progressBadge(1)).toBe('Partial');
    expect(progressBadge(49)).toBe('Partial');
    expect(progressBadge(50)).toBe('In Progress');
    expect(progressBadge(99)).toBe('In Progress');
    expect(progressBadge(100)).toBe('Completed');
    expect(progressBadge(120)).toBe('Completed');
  });

  it('shows no progress as Not Started', () => {
    expect(progressBadge(null)).toBe('Not Started');
    expect(progressBadge(undefined)).toBe('Not Started');
    expect(progressBadge(-5)).toBe('Not Started');
  });
});

describe('completionPercent', () => {
  it('is the completed share in percent with one decimal', () => {
    expect(completionPercent(4, 7)).toBe(57.1);
    expect(completionPercent(1, 3)).toBe(33.3);
    expect(completionPercent(7, 7)).toBe(100);
    expect(completionPercent(0, 7)).toBe(0);
  });

  it('is 0 when there is nothing to complete', () => {
    expect(completionPercent(0, 0)).toBe(0);
  });
});
