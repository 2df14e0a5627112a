/** The demo admin as the server seeds it: this password must be changed at the first sign-in. */
const SEEDED = { email: 'admin@campus.test', password: 'Admin@123456' };

/** The demo admin once the e2e run has made that change (global-setup.ts), as every test signs in. */
export const DEMO_ADMIN = { email: SEEDED.email, password: 'E2e-Admin@12345' };

/** Signs in as the seeded demo admin and chooses DEMO_ADMIN's password, as the first sign-in requires. */
export async function chooseDemoAdminPassword(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SEEDED),
  });
  const { token, mustChangePassword } = (await login.json()) as { token: string; mustChangePassword: boolean };
  if (!mustChangePassword) throw new Error('The seeded demo admin should have to choose a new password');
  const change = await fetch(`${baseUrl}/api/admin/me/password`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ currentPassword: SEEDED.password, newPassword: DEMO_ADMIN.password }),
  });
  if (!change.ok) throw new Error(`Changing the demo admin's password failed: ${await change.text()}`);
}
