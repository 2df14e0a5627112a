import { Outlet } from 'react-router';

/**
 * Every page of the app. The query library is given by the signed-in areas' layouts: the sign-in pages paint without
 * it.
 */
export function Component() {
  return <Outlet />;
}
