import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { adminLoginSchema, messages } from '@campus/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { saveToken } from '@/lib/session';
import { useAdminLogin } from '../api/admin-login';
import { adminLoginErrorMessage } from '../utils/login-errors';

export function AdminLoginForm() {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const login = useAdminLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(adminLoginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((credentials) => {
    setFormError(null);
    login.mutate(credentials, {
      onSuccess: (response) => {
        if (!response?.token) return setFormError(messages.login.tokenMissing);
        saveToken('admin', response.token);
        navigate(paths.admin.dashboard, { replace: true });
      },
      onError: (error) => setFormError(adminLoginErrorMessage(error)),
    });
  });

  return (
    <div className="space-y-6">
      {formError && <Alert>{formError}</Alert>}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <InputField
          label="Email"
          type="email"
          autoComplete="username"
          placeholder="admin@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <InputField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" className="w-full" loading={login.isPending}>
          Sign In
        </Button>
      </form>
    </div>
  );
}
