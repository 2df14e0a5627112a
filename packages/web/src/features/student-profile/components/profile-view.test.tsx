import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderWithQuery } from '@/testing/render-with-query';
import { studentMe } from '@/testing/student-fixtures';
import { ProfileView } from './profile-view';

afterEach(() => vi.restoreAllMocks());

describe('ProfileView', () => {
  it('shows the loading state until the profile is in, then the details and guardians together', async () => {
    const guardians = [{ name: 'Meena Sharma', relation: 'Mother', phone: '9876543210', email: null }];
    fakeFetch(() => ({ body: studentMe({ guardians }) }));
    renderWithQuery(<ProfileView />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…');

    const list = await screen.findByRole('list', { name: 'Guardians' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Meena Sharma · Mother');
    expect(screen.getByRole('heading', { name: 'Personal details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Profile picture' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your profile…')).not.toBeInTheDocument();
  });
});
