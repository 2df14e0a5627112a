import { loginAdmin } from '../api/admin-login';
import { adminLoginErrorMessage } from '../utils/login-errors';
import { LoginForm } from './login-form';

export function AdminLoginForm() {
  return (
    <LoginForm
      audience="admin"
      login={loginAdmin}
      failureMessage={adminLoginErrorMessage}
      emailField={{ autoComplete: 'username', placeholder: 'admin@example.com' }}
      passwordField={{ label: 'Password', type: 'password', autoComplete: 'current-password' }}
    />
  );
}
