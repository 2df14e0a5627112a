import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHART_COLOURS } from './chart-colours';
import { CollectionChart } from './collection-chart';

/** Each coloured arc's dash length as a share of the whole ring. */
function arcs(container: HTMLElement) {
  const circles = [...container.querySelectorAll('circle')];
  const circumference = 2 * Math.PI * Number(circles[0]!.getAttribute('r'));
  return Object.fromEntries(
    circles
      .slice(1)
      .map((circle) => [
        circle.getAttribute('stroke'),
        Number(circle.getAttribute('stroke-dasharray')!.split(' ')[0]) / circumference,
      ]),
  );
}

describe('CollectionChart', () => {
  it('draws collected and outstanding as shares of the ring, and says the figures in words', () => {
    const { container } = render(<CollectionChart collected={300_00} outstanding={100_00} />);
    expect(screen.getByRole('img')).toHaveAccessibleName('75% of all fees collected: ₹300 collected, ₹100 outstanding');
    const shares = arcs(container);
    expect(shares[CHART_COLOURS.collected]).toBeCloseTo(0.75 - 1 / 180, 5);
    expect(shares[CHART_COLOURS.outstanding]).toBeCloseTo(0.25 - 1 / 180, 5);
  });

  it('draws one whole arc without a gap when nothing is outstanding, and none when there are no fees', () => {
    const paid = render(<CollectionChart collected={500_00} outstanding={0} />);
    expect(arcs(paid.container)).toEqual({ [CHART_COLOURS.collected]: 1 });
    paid.unmount();
    const none = render(<CollectionChart collected={0} outstanding={0} />);
    expect(arcs(none.container)).toEqual({});
    expect(screen.getByRole('img')).toHaveAccessibleName(/^0% of all fees collected/);
  });
});
