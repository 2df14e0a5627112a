import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COUNT_LIMIT } from '@campus/domain';
import { Pagination } from './pagination';

const noop = () => {};

describe('Pagination', () => {
  it('gives an exact total as it is, even at the count limit', () => {
    render(<Pagination page={2} limit={20} total={COUNT_LIMIT} onPage={noop} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 2 of 500 · 10,000 in all');
  });

  it('says "or more" where the server stopped counting', () => {
    render(<Pagination page={2} limit={20} total={COUNT_LIMIT} onPage={noop} countedUpToLimit />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      'Page 2 of 500+ · 10,000 or more in all',
    );
  });

  it('under the limit, a counted list is exact', () => {
    render(<Pagination page={1} limit={20} total={45} onPage={noop} countedUpToLimit />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 3 · 45 in all');
  });
});
