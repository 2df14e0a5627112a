import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListPanel } from './list-panel';

describe('ListPanel', () => {
  it('groups the count beside its title the Indian way', () => {
    const list = { isPending: false, isError: false, data: { items: ['a'], total: 10_029 } } as UseQueryResult<{
      items: string[];
      total: number;
    }>;
    render(
      <ListPanel title="Students" countNoun="students" list={list} loadingLabel="" errorMessage="" empty={null}>
        {(items) => <p>{items.join()}</p>}
      </ListPanel>,
    );
    expect(screen.getByRole('region', { name: 'Students' })).toHaveTextContent('Students10,029 students');
  });
});
