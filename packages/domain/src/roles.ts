/**
 * The staff, who sign in with a password: admins manage everything; accountants read and record payments; instructors
 * edit the outlines of the courses assigned to them and follow their students' progress, and see no money.
 */
export const STAFF_ROLES = ['admin', 'accountant', 'instructor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The users (a row of `users`): students, who sign in with their date of birth, and the staff. */
export const USER_ROLES = ['student', ...STAFF_ROLES] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * Everyone who signs in: the users, and the students' guardians (#44), who are not users and sign in with a one-time
 * code sent to their phone or email.
 */
export const ROLES = [...USER_ROLES, 'guardian'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Who may use what, by name: the server's routes name one (`config.access`, besides `public`), and so do the web app's
 * pages (their route's handle) and the controls that lead to an action only some roles may take. A new role is added
 * to the levels it belongs to here, and both sides follow.
 */
export const ACCESS_ROLES = {
  /** Any user signed in (students and staff; never a guardian, whose routes are theirs alone). */
  'signed-in': USER_ROLES,
  student: ['student'],
  /** Every staff member (their own account). */
  staff: STAFF_ROLES,
  /** The office: the staff who see the money and the students' records. */
  office: ['admin', 'accountant'],
  /**
   * The staff who teach: instructors, in the courses assigned to them (the routes check that too), and admins, in
   * every course.
   */
  teaching: ['admin', 'instructor'],
  admin: ['admin'],
  /** A student's guardian, in what concerns their own children (the routes check that the child is theirs). */
  guardian: ['guardian'],
} as const satisfies Record<string, readonly Role[]>;
export type AccessLevel = keyof typeof ACCESS_ROLES;

/** Whether the access level admits the role. */
export const admits = (access: AccessLevel, role: Role): boolean =>
  (ACCESS_ROLES[access] as readonly Role[]).includes(role);

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);
