import { adminLoginSchema } from '@campus/domain';
import { useAdminLogin } from '../api/admin-login';
import { adminLoginErrorMessage } from '../utils/login-errors';
import { LoginForm } from './login-form';

export function AdminLoginForm() {
  const login = useAdminLogin();
  return (
    <LoginForm
      audience="admin"
      schema={adminLoginSchema}
      login={login}
      failureMessage={adminLoginErrorMessage}
      emailField={{ autoComplete: 'username', placeholder: 'admin@example.com' }}
      passwordField={{ label: 'Password', type: 'password', autoComplete: 'current-password' }}
    />
  );
}
