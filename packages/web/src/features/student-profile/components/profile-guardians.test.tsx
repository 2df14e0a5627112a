import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileGuardians } from './profile-guardians';

describe('ProfileGuardians', () => {
  it("shows each guardian's name, relation and contacts, read-only", () => {
    render(
      <ProfileGuardians
        guardians={[
          { name: 'Meena Verma', relation: 'Mother', phone: '9876543210', email: null },
          { name: 'Ravi Verma', relation: 'Father', phone: null, email: 'ravi@example.com' },
        ]}
      />,
    );
    const [meena, ravi] = within(screen.getByRole('list', { name: 'Guardians' })).getAllByRole('listitem');
    expect(meena).toHaveTextContent('Meena Verma · Mother9876543210');
    expect(ravi).toHaveTextContent('Ravi Verma · Fatherravi@example.com');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when there are none', () => {
    render(<ProfileGuardians guardians={[]} />);
    expect(screen.getByText('No guardians recorded. Ask the office to add them.')).toBeInTheDocument();
  });
});
