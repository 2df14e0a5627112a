import type { ReactElement } from 'react';
import type { StaffMe, StaffRole } from '@campus/domain';
import { StaffContext } from '@/lib/authorization';
import { fakeToken } from './tokens';

/** The signed-in staff member as GET /admin/me answers, with the given role. */
export function staffMe(role: StaffRole = 'admin', overrides: Partial<StaffMe> = {}): StaffMe {
  return {
    _id: '3f0c2b7a-1d4e-4c5f-8a9b-0c1d2e3f4a5b',
    name: role === 'admin' ? 'Asha Admin' : 'Ravi Accountant',
    email: `${role}@campus.test`,
    role,
    mustChangePassword: false,
    ...overrides,
  };
}

/** Keeps a staff sign-in with this role, as the staff sign-in does (setup.ts clears it after each test). */
export function signInAsStaff(role: StaffRole = 'admin') {
  localStorage.setItem('adminToken', fakeToken(staffMe(role)._id, { role }));
  localStorage.setItem('isAdmin', 'true');
}

/** The screen as the admin area shows it to a staff member with this role, who is signed in from then on. */
export function asStaff(ui: ReactElement, role: StaffRole = 'admin') {
  signInAsStaff(role);
  return <StaffContext value={staffMe(role)}>{ui}</StaffContext>;
}
