import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getToken } from '@/lib/session';

/** Where the installed app opens (the manifest's start URL) takes each person home: staff, a student, a guardian. */
function home(): string {
  if (getToken('admin') !== null) return paths.admin.dashboard;
  if (getToken('student') === null && getToken('guardian') !== null) return paths.family.children;
  // A student's, or nobody's: the student area sends a visitor without a session to its login.
  return paths.student.dashboard;
}

export function Component() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(home(), { replace: true });
  }, [navigate]);
  return (
    <div className="flex min-h-screen items-center justify-center">
      <LoadingState />
    </div>
  );
}
