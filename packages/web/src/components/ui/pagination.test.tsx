import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COUNT_LIMIT } from '@campus/domain';
import { Pagination } from './pagination';

const noop = () => {};

describe('Pagination', () => {
  it('says "or more" where the server stopped counting', () => {
    render(<Pagination page={2} limit={20} total={COUNT_LIMIT} onPage={noop} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      'Page 2 of 50+ · 1,000 or more in all',
    );
  });

  it('says "or more" where a broad search stopped counting a few pages on', () => {
    render(<Pagination page={1} limit={20} total={100} totalIsAtLeast onPage={noop} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      'Page 1 of 5+ · 100 or more in all',
    );
  });

  it('under the limit, a total is exact', () => {
    render(<Pagination page={1} limit={20} total={45} onPage={noop} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 3 · 45 in all');
  });
});
