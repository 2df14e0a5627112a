import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithQuery } from '@/testing/render-with-query';
import { studentMe } from '@/testing/student-fixtures';
import { ProfileDetails } from './profile-details';

describe('ProfileDetails', () => {
  it('shows the student ID as the short student number, not the record id', () => {
    const me = studentMe({ number: 42 });
    renderWithQuery(<ProfileDetails me={me} />);
    const id = screen.getByText('Student ID').nextElementSibling;
    expect(id).toHaveTextContent('S-000042');
    expect(screen.queryByText(me._id)).toBeNull();
  });
});
