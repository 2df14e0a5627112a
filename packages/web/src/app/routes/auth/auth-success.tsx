import { AuthSuccessRedirect } from '@/features/auth/components/auth-success-redirect';

export function Component() {
  return <AuthSuccessRedirect />;
}
