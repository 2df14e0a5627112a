import { lazyResolver } from '@/lib/lazy-resolver';
import { loginAdmin } from '../api/admin-login';
import { adminLoginErrorMessage } from '../utils/login-errors';
import { LoginForm } from './login-form';

const validation = lazyResolver(() => import('../utils/login-resolvers').then((rules) => rules.adminLoginResolver));

export function AdminLoginForm() {
  return (
    <LoginForm
      audience="admin"
      validation={validation}
      login={loginAdmin}
      failureMessage={adminLoginErrorMessage}
      emailField={{ autoComplete: 'username', placeholder: 'admin@example.com' }}
      passwordField={{ label: 'Password', type: 'password', autoComplete: 'current-password' }}
    />
  );
}
