import { useLingui } from '@lingui/react/macro';
import { loginAdmin } from '../api/admin-login';
import { adminLoginErrorMessage } from '../utils/login-errors';
import { LoginForm } from './login-form';

export function AdminLoginForm() {
  const { t } = useLingui();
  return (
    <LoginForm
      audience="admin"
      login={loginAdmin}
      failureMessage={adminLoginErrorMessage}
      emailField={{ autoComplete: 'username', placeholder: 'admin@example.com' }}
      passwordField={{ label: t`Password`, type: 'password', autoComplete: 'current-password' }}
    />
  );
}
